// What one element's content module provides: the inner-blocks shape of its block, the child
// blocks it registers, and how the element's light-DOM children (from a Custom HTML block) become
// those blocks.
import { rawHandler } from '@wordpress/blocks';

export interface ContentShape {
  template?: WordPress.Template;
  allowedBlocks?: string[];
  templateLock?: false | 'all' | 'insert' | 'contentOnly';
  /**
   * The element removes its parent element (ib-course-gate, elements/course/README.md): the post
   * saves it in a wrapper of its own, and the editor never runs it.
   */
  removesParent?: boolean;
}

export interface ElementContent {
  tag: string;
  shape: ContentShape;
  /** Registers the child blocks (none for elements that take any blocks). */
  register?(): void;
  /** The blocks for the element's children; default: WordPress's own reading of the HTML. */
  childrenToBlocks?(element: Element): WordPress.BlockInstance[];
}

/** Core blocks for HTML that is not one of ours (paragraphs, headings, lists, images…). */
export const blocksFromHtml = (html: string): WordPress.BlockInstance[] =>
  html.trim() ? rawHandler({ HTML: html }) : [];

/** The HTML of `element`'s children other than `skip`. */
export const htmlWithout = (element: Element, skip: Element | null): string =>
  [...element.childNodes]
    .filter((node) => node !== skip)
    .map((node) => (node instanceof Element ? node.outerHTML : node.textContent))
    .join('');

/** `element`'s element children that match `selector`. */
export const childrenMatching = (element: Element, selector: string): Element[] =>
  [...element.children].filter((child) => child.matches(selector));
