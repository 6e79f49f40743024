// One place for what every child block of an element shares: the ib-blocks category, block API
// version 3 (as the element blocks' block.json: an iframed canvas, docs/wordpress.md), no class names or HTML editing (the saved markup is the
// element's contract, docs/wordpress.md), and `parent`, so the block is offered only inside its
// element.
import { registerBlockType } from '@wordpress/blocks';

export interface ChildBlock {
  title: string;
  description: string;
  /** A Dashicons name. */
  icon: string;
  /** The element blocks it may sit in (`ib-blocks/accordion`). */
  parent: string[];
  attributes: Record<string, Record<string, unknown>>;
  edit: WordPress.Component<WordPress.EditProps>;
  save: WordPress.Component<{ attributes: WordPress.Attributes }>;
}

export function registerChildBlock(name: string, block: ChildBlock): void {
  registerBlockType(name, {
    apiVersion: 3,
    category: 'ib-blocks',
    ...block,
    supports: { html: false, className: false, customClassName: false, reusable: false },
  });
}

/** An attribute's value as text (attributes are strings, booleans or unset). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
