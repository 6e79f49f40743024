// The parts of WordPress's editor packages the content blocks use besides those of
// ../wordpress-packages.d.ts (both declare the same `window.wp` globals and merge).

declare namespace WordPress {
  /** A block in the editor's state, as `createBlock` makes it. */
  interface BlockInstance {
    name: string;
    attributes: Record<string, unknown>;
    innerBlocks: BlockInstance[];
  }

  interface BlockTransform {
    type: 'block';
    blocks: string[];
    isMatch(attributes: Record<string, unknown>): boolean;
    transform(attributes: Record<string, unknown>): BlockInstance;
  }

  /** A registered block type, as `getBlockType` returns it and the registration filter sees it. */
  interface BlockType {
    name: string;
    parent?: string[];
    attributes?: Record<string, { type?: string; source?: string }>;
    transforms?: { from?: BlockTransform[]; to?: BlockTransform[] };
  }
}

declare module '@wordpress/blocks' {
  export function registerBlockType(name: string, settings: Record<string, unknown>): unknown;
  export function createBlock(
    name: string,
    attributes?: Record<string, unknown>,
    innerBlocks?: WordPress.BlockInstance[],
  ): WordPress.BlockInstance;
  export function getBlockType(name: string): WordPress.BlockType | undefined;
  export function getBlockAttributes(
    blockType: WordPress.BlockType,
    innerHTML: string,
  ): Record<string, unknown>;
  export function rawHandler(options: { HTML: string }): WordPress.BlockInstance[];
}

declare module '@wordpress/block-editor' {
  export const RichText: WordPress.Component<Record<string, unknown>> & {
    Content: WordPress.Component<Record<string, unknown>>;
  };
  export const PlainText: WordPress.Component<Record<string, unknown>>;
}

declare module '@wordpress/hooks' {
  export function addFilter<T>(
    hook: string,
    namespace: string,
    callback: (value: T, ...args: never[]) => T,
  ): void;
}

declare module '@wordpress/data' {
  interface BlockEditorSelectors {
    getBlockRootClientId(clientId: string): string | null;
  }
}
