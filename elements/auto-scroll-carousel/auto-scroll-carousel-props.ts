// <ib-auto-scroll-carousel>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-auto-scroll-carousel-toggle': { playing: boolean };
  }
}

/** <ib-auto-scroll-carousel>'s attributes and properties (packages/element/prop-spec.ts). */
export const autoScrollCarouselSpec = {
  /**
   * Accessible name of the carousel region.
   * @catalog autoScrollCarousel.label
   */
  label: 'string',
  /** Name of each slide without its own; `{index}` and `{count}` are replaced. */
  slideLabel: 'string',
} satisfies PropSpec;

export interface AutoScrollCarouselProps extends PropsOf<typeof autoScrollCarouselSpec> {}
