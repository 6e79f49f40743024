// ib-accordion: each item is a block saving `<details><summary>…</summary>…</details>`
// (elements/accordion/README.md); the answer is any blocks.
import {
  InnerBlocks,
  InspectorControls,
  RichText,
  useBlockProps,
  useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock } from './child-block.ts';
import {
  blocksFromHtml,
  childrenMatching,
  htmlWithout,
  type ElementContent,
} from './element-content.ts';

const ITEM = 'ib-blocks/accordion-item';

function EditItem({ attributes, setAttributes }: WordPress.EditProps) {
  return h(
    'div',
    useBlockProps({ className: 'ib-editor-item' }),
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Item', 'ib-blocks') },
        h(ToggleControl, {
          label: __('Open when the page loads', 'ib-blocks'),
          checked: Boolean(attributes.open),
          onChange: (open: boolean) => setAttributes({ open }),
        }),
      ),
    ),
    h(RichText, {
      tagName: 'div',
      className: 'ib-editor-item__label',
      value: attributes.summary,
      onChange: (summary: string) => setAttributes({ summary }),
      placeholder: __('Question', 'ib-blocks'),
      allowedFormats: ['core/bold', 'core/italic'],
    }),
    h(
      'div',
      useInnerBlocksProps(
        { className: 'ib-editor-item__content' },
        { template: [['core/paragraph', { placeholder: __('Answer', 'ib-blocks') }]] },
      ),
    ),
  );
}

export const accordionContent: ElementContent = {
  tag: 'ib-accordion',
  shape: { allowedBlocks: [ITEM], template: [[ITEM], [ITEM]] },
  register() {
    registerChildBlock(ITEM, {
      title: __('Accordion item', 'ib-blocks'),
      description: __('A question that opens to its answer.', 'ib-blocks'),
      icon: 'arrow-down-alt2',
      parent: ['ib-blocks/accordion'],
      attributes: {
        summary: { type: 'string', source: 'html', selector: 'summary', default: '' },
        open: {
          type: 'boolean',
          source: 'attribute',
          selector: 'details',
          attribute: 'open',
          default: false,
        },
      },
      edit: EditItem,
      save: ({ attributes }) =>
        h(
          'details',
          { open: attributes.open || undefined },
          h(RichText.Content, { tagName: 'summary', value: attributes.summary }),
          h(InnerBlocks.Content, null),
        ),
    });
  },
  childrenToBlocks: (element) =>
    childrenMatching(element, 'details').map((details) => {
      const summary = details.querySelector(':scope > summary');
      return createBlock(
        ITEM,
        { summary: summary?.innerHTML.trim() ?? '', open: details.hasAttribute('open') },
        blocksFromHtml(htmlWithout(details, summary)),
      );
    }),
};
