// ib-share: links `<a data-share="…">` (elements/share/README.md), each a block with its network
// chosen from the ones the element knows and its label; the element writes the share address.
import { InspectorControls, RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, SelectControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock } from './child-block.ts';
import type { ElementContent } from './element-content.ts';

const LINK = 'ib-blocks/share-link';

/** The networks of elements/share/README.md; `native` is the system share sheet. */
const NETWORKS = [
  { value: 'native', label: __('Share… (system sheet)', 'ib-blocks') },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'reddit', label: 'Reddit' },
  { value: 'email', label: __('Email', 'ib-blocks') },
];

function EditLink({ attributes, setAttributes }: WordPress.EditProps) {
  return h(
    'div',
    useBlockProps({ className: 'ib-editor-item ib-editor-item--inline' }),
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Share link', 'ib-blocks') },
        h(SelectControl, {
          label: __('Network', 'ib-blocks'),
          value: attributes.network,
          options: NETWORKS,
          onChange: (network: string) => setAttributes({ network }),
        }),
      ),
    ),
    h(RichText, {
      tagName: 'span',
      value: attributes.label,
      onChange: (label: string) => setAttributes({ label }),
      placeholder: NETWORKS.find(({ value }) => value === attributes.network)?.label,
      allowedFormats: [],
    }),
  );
}

export const shareContent: ElementContent = {
  tag: 'ib-share',
  shape: {
    allowedBlocks: [LINK],
    template: [
      [LINK, { network: 'native', label: __('Share…', 'ib-blocks') }],
      [LINK, { network: 'linkedin', label: 'LinkedIn' }],
      [LINK, { network: 'x', label: 'X' }],
      [LINK, { network: 'email', label: __('Email', 'ib-blocks') }],
    ],
  },
  register() {
    registerChildBlock(LINK, {
      title: __('Share link', 'ib-blocks'),
      description: __('A link that shares the page on one network.', 'ib-blocks'),
      icon: 'share',
      parent: ['ib-blocks/share'],
      attributes: {
        network: {
          type: 'string',
          source: 'attribute',
          selector: 'a',
          attribute: 'data-share',
          default: 'native',
        },
        label: { type: 'string', source: 'html', selector: 'a', default: '' },
      },
      edit: EditLink,
      save: ({ attributes }) =>
        h(RichText.Content, {
          tagName: 'a',
          'data-share': attributes.network,
          href: '#',
          value: attributes.label,
        }),
    });
  },
  childrenToBlocks: (element) =>
    [...element.querySelectorAll('a[data-share]')].map((link) =>
      createBlock(LINK, {
        network: link.getAttribute('data-share') ?? 'native',
        label: link.innerHTML.trim(),
      }),
    ),
};
