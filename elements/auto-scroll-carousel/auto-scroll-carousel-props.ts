// <ib-auto-scroll-carousel>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-auto-scroll-carousel-toggle': { playing: boolean };
  }
}

export interface AutoScrollCarouselProps {
  /** Accessible name of the carousel; the catalog's (`autoScrollCarousel.label`) when not set. */
  label?: string;
  /** Name of each slide; `{index}` and `{count}` are replaced; the catalog's (`autoScrollCarousel.slide`) when not set. */
  slideLabel?: string;
}
