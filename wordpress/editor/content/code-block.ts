// ib-code-block: each sample is a block saving `<pre data-language data-channel data-title><code>`
// (elements/code-block/README.md), edited as a form: the code is text, never HTML.
import { InspectorControls, PlainText, useBlockProps } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock, text } from './child-block.ts';
import { childrenMatching, type ElementContent } from './element-content.ts';

const SAMPLE = 'ib-blocks/code-sample';

/** Block attribute => the `<pre>`'s attribute. */
const FIELDS = [
  {
    key: 'language',
    attribute: 'data-language',
    label: __('Language (javascript, python, …)', 'ib-blocks'),
  },
  {
    key: 'title',
    attribute: 'data-title',
    label: __('Tab title (Node.js, Python, …)', 'ib-blocks'),
  },
  {
    key: 'channel',
    attribute: 'data-channel',
    label: __('Channel (SMS, WhatsApp, …)', 'ib-blocks'),
  },
] as const;

function EditSample({ attributes, setAttributes }: WordPress.EditProps) {
  const field = ({ key, label }: (typeof FIELDS)[number]) =>
    h(TextControl, {
      key,
      label,
      value: attributes[key] ?? '',
      onChange: (value: string) => setAttributes({ [key]: value.trim() || undefined }),
    });
  return h(
    'div',
    useBlockProps({ className: 'ib-editor-item ib-editor-code' }),
    h(
      InspectorControls,
      null,
      h(PanelBody, { title: __('Code sample', 'ib-blocks') }, ...FIELDS.map(field)),
    ),
    h(
      'div',
      { className: 'ib-editor-item__caption' },
      [attributes.title, attributes.language, attributes.channel].filter(Boolean).join(' · ') ||
        __('Set the language in the sidebar', 'ib-blocks'),
    ),
    h(PlainText, {
      className: 'ib-editor-code__text',
      value: attributes.code,
      onChange: (code: string) => setAttributes({ code }),
      placeholder: __('Code', 'ib-blocks'),
      'aria-label': __('Code', 'ib-blocks'),
    }),
  );
}

export const codeBlockContent: ElementContent = {
  tag: 'ib-code-block',
  shape: {
    allowedBlocks: [SAMPLE],
    template: [[SAMPLE, { language: 'javascript', title: 'Node.js' }]],
  },
  register() {
    registerChildBlock(SAMPLE, {
      title: __('Code sample', 'ib-blocks'),
      description: __('One language of a code sample.', 'ib-blocks'),
      icon: 'editor-code',
      parent: ['ib-blocks/code-block'],
      attributes: {
        ...Object.fromEntries(
          FIELDS.map(({ key, attribute }) => [
            key,
            { type: 'string', source: 'attribute', selector: 'pre', attribute },
          ]),
        ),
        code: { type: 'string', source: 'text', selector: 'code', default: '' },
      },
      edit: EditSample,
      save: ({ attributes }) =>
        h(
          'pre',
          Object.fromEntries(
            FIELDS.map(({ key, attribute }) => [attribute, attributes[key] || undefined]),
          ),
          h('code', null, text(attributes.code)),
        ),
    });
  },
  childrenToBlocks: (element) =>
    childrenMatching(element, 'pre').map((pre) =>
      createBlock(SAMPLE, {
        ...Object.fromEntries(
          FIELDS.map(({ key, attribute }) => [key, pre.getAttribute(attribute) ?? undefined]),
        ),
        code: pre.querySelector('code')?.textContent ?? pre.textContent ?? '',
      }),
    ),
};
