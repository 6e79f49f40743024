// ib-tabs: each tab is a block saving its `<button slot="tab">` label and the
// `<section slot="panel">` after it (elements/tabs/README.md); the panel is any blocks.
import {
  InnerBlocks,
  InspectorControls,
  RichText,
  useBlockProps,
  useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { Fragment, createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock } from './child-block.ts';
import { blocksFromHtml, childrenMatching, type ElementContent } from './element-content.ts';

const TAB = 'ib-blocks/tab';

function EditTab({ attributes, setAttributes }: WordPress.EditProps) {
  return h(
    'div',
    useBlockProps({ className: 'ib-editor-item' }),
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Tab', 'ib-blocks') },
        h(TextControl, {
          label: __('Panel id (for links to this tab: #id)', 'ib-blocks'),
          value: attributes.panelId ?? '',
          onChange: (panelId: string) => setAttributes({ panelId: panelId.trim() || undefined }),
        }),
      ),
    ),
    h(RichText, {
      tagName: 'div',
      className: 'ib-editor-item__label',
      value: attributes.label,
      onChange: (label: string) => setAttributes({ label }),
      placeholder: __('Tab label', 'ib-blocks'),
      allowedFormats: [],
    }),
    h(
      'div',
      useInnerBlocksProps(
        { className: 'ib-editor-item__content' },
        { template: [['core/paragraph', { placeholder: __('Panel content', 'ib-blocks') }]] },
      ),
    ),
  );
}

export const tabsContent: ElementContent = {
  tag: 'ib-tabs',
  shape: { allowedBlocks: [TAB], template: [[TAB], [TAB]] },
  register() {
    registerChildBlock(TAB, {
      title: __('Tab', 'ib-blocks'),
      description: __('A tab label and the panel it shows.', 'ib-blocks'),
      icon: 'index-card',
      parent: ['ib-blocks/tabs'],
      attributes: {
        label: { type: 'string', source: 'html', selector: 'button[slot="tab"]', default: '' },
        panelId: {
          type: 'string',
          source: 'attribute',
          selector: 'section[slot="panel"]',
          attribute: 'id',
        },
      },
      edit: EditTab,
      save: ({ attributes }) =>
        h(
          Fragment,
          null,
          h(RichText.Content, { tagName: 'button', slot: 'tab', value: attributes.label }),
          h('section', { slot: 'panel', id: attributes.panelId }, h(InnerBlocks.Content, null)),
        ),
    });
  },
  childrenToBlocks: (element) =>
    childrenMatching(element, 'button[slot="tab"]').map((button) => {
      const panel = button.nextElementSibling?.matches('section[slot="panel"]')
        ? button.nextElementSibling
        : null;
      return createBlock(
        TAB,
        { label: button.innerHTML.trim(), panelId: panel?.id || undefined },
        blocksFromHtml(panel?.innerHTML ?? ''),
      );
    }),
};
