// ib-glossary: entries `<article data-term id>` with a heading and a definition
// (elements/glossary/README.md); the element builds the letter navigation from the terms.
import { __ } from '@wordpress/i18n';
import type { ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const ENTRY: WrapperBlock = {
  name: 'ib-blocks/glossary-entry',
  tag: 'article',
  title: __('Glossary entry', 'ib-blocks'),
  description: __('A term and its definition.', 'ib-blocks'),
  icon: 'book-alt',
  parent: ['ib-blocks/glossary'],
  fields: [
    { key: 'anchor', attribute: 'id', label: __('Id (for links: #id)', 'ib-blocks') },
    {
      key: 'keywords',
      attribute: 'data-keywords',
      label: __('More words the search finds', 'ib-blocks'),
    },
  ],
  fixed: { 'data-term': '' },
  template: [
    ['core/heading', { level: 3, placeholder: __('Term', 'ib-blocks') }],
    ['core/paragraph', { placeholder: __('Definition', 'ib-blocks') }],
  ],
};

export const glossaryContent: ElementContent = {
  tag: 'ib-glossary',
  shape: { allowedBlocks: [ENTRY.name, 'core/heading'], template: [[ENTRY.name], [ENTRY.name]] },
  register: () => registerWrapperBlock(ENTRY),
  childrenToBlocks: (element) =>
    [...element.querySelectorAll('article[data-term]')].map((entry) =>
      wrapperFromElement(ENTRY, entry),
    ),
};
