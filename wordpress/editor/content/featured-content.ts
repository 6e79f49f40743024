// ib-featured-content: a grid of `<article data-type data-type-label>` cards
// (elements/featured-content/README.md), each a card block holding any blocks.
import { __ } from '@wordpress/i18n';
import { text } from './child-block.ts';
import { childrenMatching, type ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const CARD: WrapperBlock = {
  name: 'ib-blocks/featured-card',
  tag: 'article',
  title: __('Featured card', 'ib-blocks'),
  description: __('A resource card; its type makes the filter buttons.', 'ib-blocks'),
  icon: 'id-alt',
  parent: ['ib-blocks/featured-content'],
  fields: [
    {
      key: 'type',
      attribute: 'data-type',
      label: __('Type (filter value, e.g. webinar)', 'ib-blocks'),
    },
    {
      key: 'typeLabel',
      attribute: 'data-type-label',
      label: __('Type label (e.g. Webinar)', 'ib-blocks'),
    },
  ],
  template: [
    ['core/heading', { level: 3, placeholder: __('Card title (make it a link)', 'ib-blocks') }],
    ['core/paragraph', { placeholder: __('Summary', 'ib-blocks') }],
  ],
  caption: (values) =>
    text(values.typeLabel) || text(values.type) || __('Set the type in the sidebar', 'ib-blocks'),
};

export const featuredContent: ElementContent = {
  tag: 'ib-featured-content',
  shape: { allowedBlocks: [CARD.name], template: [[CARD.name], [CARD.name], [CARD.name]] },
  register: () => registerWrapperBlock(CARD),
  childrenToBlocks: (element) =>
    childrenMatching(element, 'article').map((card) => wrapperFromElement(CARD, card)),
};
