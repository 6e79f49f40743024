// The parts of WordPress's packages the JSON data form uses besides those of
// ../wordpress-packages.d.ts (ambient module declarations merge).

declare module '@wordpress/components' {
  export const Button: WordPress.Component<{
    variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
    isDestructive?: boolean;
    disabled?: boolean;
    onClick(): void;
    children?: WordPress.Child;
    [key: string]: unknown;
  }>;
}

declare module '@wordpress/i18n' {
  export function sprintf(format: string, ...args: Array<string | number>): string;
}
