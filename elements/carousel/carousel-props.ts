// <ib-carousel>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-carousel-select': { index: number };
  }
}

export interface CarouselProps {
  /** Wrap around from the last slide to the first (only when present). */
  loop?: boolean;
  /** `slide` (default) or `fade`: slides fade with their distance from the current one. */
  variant?: 'slide' | 'fade';
  /** Accessible name of the carousel; the catalog's (`carousel.label`) when not set. */
  label?: string;
  /** Render previous and next buttons. */
  controls?: boolean;
  /** Render one button per snap point. */
  dots?: boolean;
  /** Name of the previous button; the catalog's (`carousel.previous`) when not set. */
  prevLabel?: string;
  /** Name of the next button; the catalog's (`carousel.next`) when not set. */
  nextLabel?: string;
  /** Name of each slide; `{index}` and `{count}` are replaced; the catalog's (`carousel.slide`) when not set. */
  slideLabel?: string;
  /** Name of each dot; `{index}` and `{count}` are replaced; the catalog's (`carousel.dot`) when not set. */
  dotLabel?: string;
  /** Name of the group of dots; the catalog's (`carousel.dots`) when not set. */
  dotsLabel?: string;
}
