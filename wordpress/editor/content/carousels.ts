// ib-carousel and ib-auto-scroll-carousel: their children are the slides
// (elements/carousel/README.md): a slide block holding any blocks, or an image.
import { __ } from '@wordpress/i18n';
import type { ElementContent } from './element-content.ts';
import { registerWrapperBlock, wrapperFromElement, type WrapperBlock } from './wrapper-block.ts';

const SLIDE: WrapperBlock = {
  name: 'ib-blocks/slide',
  tag: 'article',
  title: __('Slide', 'ib-blocks'),
  description: __('One slide of a carousel.', 'ib-blocks'),
  icon: 'slides',
  parent: ['ib-blocks/carousel', 'ib-blocks/auto-scroll-carousel'],
  fields: [],
  template: [
    ['core/heading', { level: 3, placeholder: __('Slide title', 'ib-blocks') }],
    ['core/paragraph', { placeholder: __('Slide text', 'ib-blocks') }],
  ],
};

const shape = {
  allowedBlocks: [SLIDE.name, 'core/image'],
  template: [[SLIDE.name], [SLIDE.name], [SLIDE.name]] as ElementContent['shape']['template'],
};

const slidesOf = (element: Element) =>
  [...element.children]
    .filter((child) => !child.matches('[data-toggle], script, template'))
    .map((child) => wrapperFromElement(SLIDE, child));

export const carouselContent: ElementContent = {
  tag: 'ib-carousel',
  shape,
  register: () => registerWrapperBlock(SLIDE),
  childrenToBlocks: slidesOf,
};

export const autoScrollCarouselContent: ElementContent = {
  tag: 'ib-auto-scroll-carousel',
  shape,
  childrenToBlocks: slidesOf,
};
