// A child block that is one tag around any blocks, with a few of the tag's attributes edited in
// the sidebar as text or a choice: carousel slides, featured cards, glossary entries, academy
// conditions, the consent gate's held content.
import {
  InnerBlocks,
  InspectorControls,
  useBlockProps,
  useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { registerChildBlock } from './child-block.ts';
import { blocksFromHtml } from './element-content.ts';

export interface WrapperField {
  /** The block attribute, and the tag's attribute it is saved as. */
  key: string;
  attribute: string;
  label: string;
  help?: string;
  /** A choice among these (value, label) instead of free text. */
  options?: Array<{ value: string; label: string }>;
}

export interface WrapperBlock {
  name: string;
  tag: string;
  title: string;
  description: string;
  icon: string;
  parent: string[];
  fields: WrapperField[];
  /** Attributes always written, presence-only (`hidden`, `data-term`). */
  fixed?: Record<string, string | boolean>;
  template: WordPress.Template;
  /**
   * The one-line summary shown above the inner blocks (e.g. the entry's condition). Called as the
   * block renders, so it may read the editor's data with `useSelect` (a map panel's region name).
   */
  caption?(attributes: WordPress.Attributes, clientId: string): string;
  /**
   * The block's frame in the editor carries the fields' attributes too, so the live element
   * treats it as that child (a map hides the panels of regions not chosen).
   */
  live?: boolean;
}

/** The tag's attributes from the fields (an empty field is no attribute). */
const savedAttributes = (block: WrapperBlock, values: WordPress.Attributes) =>
  Object.fromEntries(
    block.fields.map(({ key, attribute }) => [attribute, values[key] || undefined]),
  );

export function registerWrapperBlock(block: WrapperBlock): void {
  const attributes = Object.fromEntries(
    block.fields.map(({ key, attribute, options }) => [
      key,
      {
        type: 'string',
        source: 'attribute',
        selector: block.tag,
        attribute,
        default: options?.[0]?.value,
      },
    ]),
  );
  const edit = ({ attributes: values, setAttributes, clientId }: WordPress.EditProps) =>
    h(
      'div',
      useBlockProps({
        className: 'ib-editor-item',
        ...(block.live && savedAttributes(block, values)),
      }),
      h(
        InspectorControls,
        null,
        h(
          PanelBody,
          { title: block.title },
          ...block.fields.map(({ key, label, help, options }) =>
            h(options ? SelectControl : TextControl, {
              key,
              label,
              help,
              options,
              value: values[key] ?? '',
              onChange: (value: string) => setAttributes({ [key]: value.trim() || undefined }),
            }),
          ),
        ),
      ),
      block.caption &&
        h('div', { className: 'ib-editor-item__caption' }, block.caption(values, clientId)),
      h(
        'div',
        useInnerBlocksProps({ className: 'ib-editor-item__content' }, { template: block.template }),
      ),
    );
  registerChildBlock(block.name, {
    title: block.title,
    description: block.description,
    icon: block.icon,
    parent: block.parent,
    attributes,
    edit,
    save: ({ attributes: values }) =>
      h(
        block.tag,
        { ...block.fixed, ...savedAttributes(block, values) },
        h(InnerBlocks.Content, null),
      ),
  });
}

/** The wrapper block for one child element: its attributes read, its content as blocks. */
export function wrapperFromElement(block: WrapperBlock, element: Element): WordPress.BlockInstance {
  const values = Object.fromEntries(
    block.fields.map(({ key, attribute }) => [key, element.getAttribute(attribute) ?? undefined]),
  );
  return createBlock(block.name, values, blocksFromHtml(element.innerHTML));
}
