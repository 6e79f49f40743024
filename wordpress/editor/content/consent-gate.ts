// ib-consent-gate: the third-party content waits in a `<template>` until consent
// (elements/consent/README.md); the held content is a block holding any blocks.
import { __ } from '@wordpress/i18n';
import { childrenMatching, type ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const HELD: WrapperBlock = {
  name: 'ib-blocks/consent-content',
  tag: 'template',
  title: __('Content after consent', 'ib-blocks'),
  description: __('What loads once the visitor consents (an embed, a map, a widget).', 'ib-blocks'),
  icon: 'lock',
  parent: ['ib-blocks/consent-gate'],
  fields: [],
  template: [
    ['core/paragraph', { placeholder: __('Add the embed that needs consent', 'ib-blocks') }],
  ],
  caption: () => __('Loads after consent', 'ib-blocks'),
};

export const consentGateContent: ElementContent = {
  tag: 'ib-consent-gate',
  shape: { allowedBlocks: [HELD.name], template: [[HELD.name]], templateLock: 'all' },
  register: () => registerWrapperBlock(HELD),
  childrenToBlocks: (element) =>
    childrenMatching(element, 'template').map((template) => {
      // A template's children live in its content fragment, not in the element.
      const holder = document.createElement('div');
      holder.append((template as HTMLTemplateElement).content.cloneNode(true));
      return wrapperFromElement(HELD, holder);
    }),
};
