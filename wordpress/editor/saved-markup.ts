// The inner blocks of an element block as the post saves them (`<details><summary>…`, `<button
// slot="tab">`), as editor nodes: while the block is not being edited, its live element gets the
// children visitors get instead of the child blocks' editing boxes, so an accordion or tabs look
// as on the front end (docs/wordpress.md, "Live preview").
//
// Each block's save element is walked here rather than serialized and parsed: block markup is
// no HTML the Trusted Types policy lets in. Only the rich-text values (inline formats such as
// `<em>`) are HTML; they go through the policy's inert-markup check, into a template whose
// nodes become editor nodes. A block whose saved markup holds anything else has no such preview.
import { InnerBlocks } from '@wordpress/block-editor';
import { getBlockType, getSaveElement, serialize } from '@wordpress/blocks';
import { Fragment, RawHTML, createElement as h, isValidElement } from '@wordpress/element';
import { isInertMarkup, setInertHTML } from '../../packages/core/trusted-html.ts';

/** Thrown while walking a save element that holds markup the preview cannot show. */
class NotInert extends Error {}

/** Editor nodes, as a flat list: a nested list would ask React for keys the save output lacks. */
type Nodes = WordPress.Element[];

/** A React element as a block's save function returns it. */
interface SaveElement {
  type: unknown;
  props: Record<string, unknown>;
  key: string | null;
}

/** Inline rich-text HTML as editor nodes, if the policy finds it inert. */
function inlineNodes(html: string): Nodes {
  if (!isInertMarkup(html)) throw new NotInert();
  const template = document.createElement('template');
  if (!setInertHTML(template, html)) throw new NotInert();
  return [...template.content.childNodes].map(fromDom);
}

function fromDom(node: ChildNode, index: number): WordPress.Element {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = Object.fromEntries(
    [...node.attributes].map(({ name, value }) => [name === 'class' ? 'className' : name, value]),
  );
  return h(node.localName, { ...attributes, key: index }, ...[...node.childNodes].map(fromDom));
}

/** `node`, a piece of a block's save output, with its HTML and inner blocks made nodes. */
function staticNodes(node: unknown, innerBlocks: WordPress.BlockInstance[]): Nodes {
  if (Array.isArray(node)) return node.flatMap((child) => staticNodes(child, innerBlocks));
  if (typeof node === 'number') return [String(node)];
  if (!isValidElement(node)) return typeof node === 'string' ? [node] : [];
  const { type, props, key } = node as SaveElement;
  // The save output names its inner blocks: InnerBlocks.Content, or the RawHTML of their
  // serialized markup that `useInnerBlocksProps.save()` puts in (rich text is RawHTML too).
  if (
    type === InnerBlocks.Content ||
    (type === RawHTML &&
      innerBlocks.length &&
      props.children === serialize(innerBlocks, { isInnerBlocks: true }))
  )
    return savedMarkup(innerBlocks);
  if (type === RawHTML) return inlineNodes(String(props.children ?? ''));
  if (type === Fragment) return staticNodes(props.children, innerBlocks);
  if (typeof type === 'function') return staticNodes(type(props), innerBlocks);
  const { children, dangerouslySetInnerHTML, ...rest } = props;
  const html = (dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
  return [
    h(
      type as string,
      { ...rest, key },
      ...(html === undefined ? staticNodes(children, innerBlocks) : inlineNodes(String(html))),
    ),
  ];
}

/** Editor nodes for `blocks` as saved, one keyed fragment per block. */
function savedMarkup(blocks: WordPress.BlockInstance[]): Nodes {
  return blocks.map((block, index) => {
    const type = getBlockType(block.name);
    if (!type) throw new NotInert();
    const saved = getSaveElement(type, block.attributes, block.innerBlocks);
    return h(Fragment, { key: index }, ...staticNodes(saved, block.innerBlocks));
  });
}

/** `blocks` as the post saves them, as editor nodes; null where that markup is not all inert. */
export function savedChildren(blocks: WordPress.BlockInstance[]): Nodes | null {
  try {
    return savedMarkup(blocks);
  } catch (error) {
    if (error instanceof NotInert) return null;
    throw error;
  }
}
