// The few parts of WordPress's editor packages the editor script uses, as WordPress 6.1 defines
// them on `window.wp` (the build maps each import to its global: scripts/lib/wordpress-asset.mjs).
// Declared here rather than installed: the packages' own typings pull in React's and hundreds of
// modules for a dozen functions.

declare namespace WordPress {
  /** What a component returns; WordPress 6.1 renders with React 17. */
  type Element = { readonly type: unknown; readonly props: unknown } | string | null | false;
  type Component<P> = (props: P) => Element;
  type Child = Element | Element[] | undefined;

  /** An attribute of a block.json, with the keys scripts/wordpress/blocks.mjs adds. */
  interface AttributeSchema {
    type: 'string' | 'boolean';
    source?: 'attribute';
    selector?: string;
    attribute?: string;
    enum?: string[];
    ibKind?: 'text' | 'label' | 'toggle' | 'number' | 'choice' | 'json';
    ibHelp?: string;
    /** What the element shows while the attribute is absent. */
    ibPlaceholder?: string;
  }

  interface BlockMetadata {
    name: string;
    title: string;
    attributes: Record<string, AttributeSchema>;
    [key: string]: unknown;
  }

  type Attributes = Record<string, string | boolean | undefined>;

  interface EditProps {
    attributes: Attributes;
    setAttributes(attributes: Attributes): void;
    isSelected: boolean;
    clientId: string;
  }

  interface BlockSettings {
    edit: Component<EditProps>;
    save: Component<{ attributes: Attributes }>;
    deprecated?: Array<{
      attributes: Record<string, AttributeSchema>;
      save: Component<{ attributes: Attributes }>;
    }>;
    [key: string]: unknown;
  }

  /** A block template: [name, attributes, inner template]. */
  type Template = Array<[string, Record<string, unknown>?, Template?]>;
}

declare module '@wordpress/element' {
  export function createElement(
    type: string | WordPress.Component<never>,
    props?: Record<string, unknown> | null,
    ...children: WordPress.Child[]
  ): WordPress.Element;
  export const Fragment: WordPress.Component<{ children?: WordPress.Child }>;
  export function useState<T>(initial: T): [T, (value: T) => void];
  export function useEffect(effect: () => void | (() => void), deps?: unknown[]): void;
  export function useRef<T>(initial: T): { current: T };
  export function useMemo<T>(compute: () => T, deps: unknown[]): T;
  export function isValidElement(value: unknown): boolean;
  /** HTML kept as it is; the editor renders it in a `<div>`. */
  export const RawHTML: WordPress.Component<{ children?: string }>;
}

declare module '@wordpress/blocks' {
  export function registerBlockType(
    metadata: WordPress.BlockMetadata,
    settings: WordPress.BlockSettings,
  ): unknown;
  /** The element block `type`'s save function returns, WordPress's class names added. */
  export function getSaveElement(
    type: WordPress.BlockType,
    attributes: Record<string, unknown>,
    innerBlocks: WordPress.BlockInstance[],
  ): unknown;
  /** The post markup of `blocks`, with their comment delimiters. */
  export function serialize(
    blocks: WordPress.BlockInstance[],
    options?: { isInnerBlocks?: boolean },
  ): string;
}

declare module '@wordpress/block-editor' {
  type Props = Record<string, unknown>;
  export function useBlockProps(props?: Props): Props;
  export namespace useBlockProps {
    function save(props?: Props): Props;
  }
  export function useInnerBlocksProps(
    props: Props,
    options: {
      template?: WordPress.Template;
      allowedBlocks?: string[];
      templateLock?: false | 'all' | 'insert' | 'contentOnly';
      renderAppender?: false;
    },
  ): Props;
  export namespace useInnerBlocksProps {
    function save(props?: Props): Props;
  }
  export const InnerBlocks: {
    Content: WordPress.Component<Record<string, never>>;
    ButtonBlockAppender: WordPress.Component<Record<string, never>>;
  };
  export const InspectorControls: WordPress.Component<{ children?: WordPress.Child }>;
}

declare module '@wordpress/components' {
  type Control<V> = WordPress.Component<{
    label: string;
    help?: WordPress.Child;
    value?: V;
    checked?: boolean;
    onChange(value: V): void;
    [key: string]: unknown;
  }>;
  export const TextControl: Control<string>;
  export const TextareaControl: Control<string>;
  export const ToggleControl: Control<boolean>;
  export const SelectControl: Control<string>;
  export const PanelBody: WordPress.Component<{
    title: string;
    initialOpen?: boolean;
    children?: WordPress.Child;
  }>;
}

declare module '@wordpress/data' {
  interface BlockEditorSelectors {
    hasSelectedInnerBlock(clientId: string, deep: boolean): boolean;
    getBlocks(rootClientId: string): Array<WordPress.BlockInstance & { clientId: string }>;
  }
  export function useSelect<T>(
    read: (select: (store: 'core/block-editor') => BlockEditorSelectors) => T,
    deps: unknown[],
  ): T;
}

declare module '@wordpress/i18n' {
  export function __(text: string, domain: string): string;
}
