// ib-academy-visibility: children shown only when their `data-show-when` condition holds
// (elements/academy-visibility/README.md); each is a condition block holding any blocks, saved
// `hidden` so nothing flashes before the element decides.
import { __ } from '@wordpress/i18n';
import { text } from './child-block.ts';
import { childrenMatching, type ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const CONDITION: WrapperBlock = {
  name: 'ib-blocks/shown-when',
  tag: 'div',
  title: __('Shown when', 'ib-blocks'),
  description: __('Content shown only to visitors the condition describes.', 'ib-blocks'),
  icon: 'visibility',
  parent: ['ib-blocks/academy-visibility'],
  fields: [
    {
      key: 'condition',
      attribute: 'data-show-when',
      label: __('Show when', 'ib-blocks'),
      help: __(
        'logged-in, logged-out, viewed:{courseId} or not-viewed:{courseId}; several separated by spaces must all hold.',
        'ib-blocks',
      ),
    },
  ],
  fixed: { hidden: true },
  template: [['core/paragraph']],
  caption: (values) => `${__('Shown when', 'ib-blocks')}: ${text(values.condition) || '…'}`,
};

export const academyVisibilityContent: ElementContent = {
  tag: 'ib-academy-visibility',
  shape: {
    allowedBlocks: [CONDITION.name],
    template: [
      [CONDITION.name, { condition: 'logged-out' }],
      [CONDITION.name, { condition: 'logged-in' }],
    ],
  },
  register: () => registerWrapperBlock(CONDITION),
  childrenToBlocks: (element) =>
    childrenMatching(element, '[data-show-when]').map((child) =>
      wrapperFromElement(CONDITION, child),
    ),
};
