// The light-DOM content of the elements as inner blocks (docs/wordpress.md, "Block editor"): for
// each tag with content, the inner blocks an author edits it with. The element's block renders
// `InnerBlocks` in this shape and saves their markup inside its tag.

export interface ContentShape {
  /** The inner blocks a new block starts with. */
  template?: WordPress.Template;
  /** The blocks that may go inside; any block when absent. */
  allowedBlocks?: string[];
  templateLock?: false | 'all' | 'insert' | 'contentOnly';
}

/** Tag -> the shape of its content; a tag without one has no inner blocks. */
export const contentShapes: Record<string, ContentShape> = {
  'ib-accordion': {
    template: [['core/paragraph', { placeholder: 'Accordion items' }]],
    allowedBlocks: ['core/paragraph'],
  },
};

/** Registers the content blocks the shapes name (none yet); runs before the element blocks. */
export function registerContentBlocks(): void {}
