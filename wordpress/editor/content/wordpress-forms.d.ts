// The parts of WordPress's editor packages the pricing-table and form blocks use besides those of
// ./wordpress-content.d.ts and ../wordpress-packages.d.ts (declarations of the same modules merge).

declare module '@wordpress/components' {
  export const Button: WordPress.Component<{
    variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
    /** A Dashicons name. */
    icon?: string;
    label?: string;
    isSmall?: boolean;
    isDestructive?: boolean;
    onClick(): void;
    children?: WordPress.Child;
    [key: string]: unknown;
  }>;
}

declare module '@wordpress/data' {
  interface BlockEditorSelectors {
    getBlockParentsByBlockName(clientId: string, blockName: string): string[];
    isBlockSelected(clientId: string): boolean;
  }
  export function useDispatch(store: 'core/block-editor'): {
    updateBlockAttributes(clientId: string, attributes: WordPress.Attributes): void;
  };
}

declare module '@wordpress/i18n' {
  export function sprintf(format: string, ...args: Array<string | number>): string;
}
