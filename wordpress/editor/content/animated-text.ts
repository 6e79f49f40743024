// ib-animated-text: cycles through its `<span>` children (elements/animated-text/README.md); each
// phrase is a block of plain text.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock } from './child-block.ts';
import { childrenMatching, type ElementContent } from './element-content.ts';

const PHRASE = 'ib-blocks/phrase';

const EditPhrase = ({ attributes, setAttributes }: WordPress.EditProps) =>
  h(RichText, {
    ...useBlockProps({ className: 'ib-editor-item ib-editor-item--inline' }),
    tagName: 'span',
    value: attributes.text,
    onChange: (text: string) => setAttributes({ text }),
    placeholder: __('Phrase', 'ib-blocks'),
    allowedFormats: [],
  });

export const animatedTextContent: ElementContent = {
  tag: 'ib-animated-text',
  shape: { allowedBlocks: [PHRASE], template: [[PHRASE], [PHRASE], [PHRASE]] },
  register() {
    registerChildBlock(PHRASE, {
      title: __('Phrase', 'ib-blocks'),
      description: __('One of the phrases the text cycles through.', 'ib-blocks'),
      icon: 'editor-textcolor',
      parent: ['ib-blocks/animated-text'],
      attributes: { text: { type: 'string', source: 'html', selector: 'span', default: '' } },
      edit: EditPhrase,
      save: ({ attributes }) => h(RichText.Content, { tagName: 'span', value: attributes.text }),
    });
  },
  childrenToBlocks: (element) =>
    childrenMatching(element, 'span').map((span) => createBlock(PHRASE, { text: span.innerHTML })),
};
