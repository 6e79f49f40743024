// A Custom HTML block holding one ib-* tag becomes that element's block (docs/wordpress.md, "Content
// as blocks"): the tag's attributes become the block's, its children the inner blocks.
import { createBlock, getBlockAttributes, getBlockType } from '@wordpress/blocks';
import { blocksFromHtml, type ElementContent } from './element-content.ts';

/** `ib-accordion` => `ib-blocks/accordion`. */
export const blockNameOf = (tag: string): string => `ib-blocks/${tag.replace(/^ib-/, '')}`;

/** The one element of `html`, when it holds nothing else but white space. */
function onlyElement(html: string): Element | null {
  // An inert document: nothing is inserted into the editor's page and no script runs.
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  const nodes = [...body.childNodes].filter(
    (node) => node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() !== '',
  );
  return nodes.length === 1 && nodes[0] instanceof Element ? nodes[0] : null;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The block attributes `element` carries: sourced ones as WordPress reads them, the rest by name. */
function attributesOf(name: string, element: Element): Record<string, unknown> {
  const blockType = getBlockType(name)!;
  const values = getBlockAttributes(blockType, element.outerHTML);
  for (const [key, schema] of Object.entries(blockType.attributes ?? {})) {
    if (schema.source) continue;
    const attribute = [key, kebab(key)].find((candidate) => element.hasAttribute(candidate));
    if (schema.type === 'boolean') values[key] = attribute !== undefined;
    else if (attribute === undefined) continue;
    else if (schema.type === 'number' || schema.type === 'integer')
      values[key] = Number(element.getAttribute(attribute));
    else values[key] = element.getAttribute(attribute);
  }
  return values;
}

/**
 * The `from` transform for the block of `tag`. `content` is the element's content module, if its
 * children are edited as blocks.
 */
export function transformFromHtml(tag: string, content?: ElementContent): WordPress.BlockTransform {
  const name = blockNameOf(tag);
  return {
    type: 'block',
    blocks: ['core/html'],
    isMatch: ({ content: html }) => onlyElement(String(html ?? ''))?.localName === tag,
    transform: ({ content: html }) => {
      const element = onlyElement(String(html))!;
      const children: WordPress.BlockInstance[] = !content
        ? []
        : (content.childrenToBlocks?.(element) ?? blocksFromHtml(element.innerHTML));
      return createBlock(name, attributesOf(name, element), children);
    },
  };
}
