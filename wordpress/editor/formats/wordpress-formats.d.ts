// The parts of WordPress's editor packages the formats use besides those of
// ../wordpress-packages.d.ts (both declare the same `window.wp` globals and merge).

declare namespace WordPress {
  /** A rich-text value (`@wordpress/rich-text`): the text, its formats and the selection. */
  interface RichTextValue {
    text: string;
    start?: number;
    end?: number;
    [key: string]: unknown;
  }

  interface Format {
    type: string;
    attributes?: Record<string, string>;
  }

  /** What a format's `edit` gets from the rich text it is in. */
  interface FormatEditProps {
    isActive: boolean;
    activeAttributes: Record<string, string | undefined>;
    value: RichTextValue;
    onChange(value: RichTextValue): void;
    onFocus(): void;
    contentRef: { current: HTMLElement | null };
  }

  interface FormatSettings {
    title: string;
    tagName: string;
    className: string | null;
    /** Format attribute => the HTML attribute it is saved as. */
    attributes: Record<string, string>;
    edit: Component<FormatEditProps>;
  }
}

declare module '@wordpress/rich-text' {
  export function registerFormatType(name: string, settings: WordPress.FormatSettings): unknown;
  export function applyFormat(
    value: WordPress.RichTextValue,
    format: WordPress.Format,
  ): WordPress.RichTextValue;
  export function removeFormat(
    value: WordPress.RichTextValue,
    type: string,
  ): WordPress.RichTextValue;
  /** What a popover is placed against: the selection, or the format's element around it. */
  export function useAnchor(options: {
    editableContentElement: HTMLElement | null;
    value: WordPress.RichTextValue;
    settings: Pick<WordPress.FormatSettings, 'tagName' | 'className'> & { name: string };
  }): unknown;
}

declare module '@wordpress/block-editor' {
  export const RichTextToolbarButton: WordPress.Component<{
    icon: WordPress.Element | string;
    title: string;
    onClick(): void;
    isActive?: boolean;
  }>;
}

declare module '@wordpress/components' {
  export const Popover: WordPress.Component<{
    anchor?: unknown;
    placement?: string;
    focusOnMount?: 'firstElement' | boolean;
    onClose?(): void;
    className?: string;
    children?: WordPress.Child;
  }>;
  export const Button: WordPress.Component<{
    variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
    type?: 'button' | 'submit';
    disabled?: boolean;
    isDestructive?: boolean;
    onClick?(): void;
    children?: WordPress.Child;
  }>;
}
