// <ib-carousel>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-carousel-select': { index: number };
  }
}

/** <ib-carousel>'s attributes and properties (packages/element/prop-spec.ts). */
export const carouselSpec = {
  /** Wrap around at the ends (only when present; also with two slides). */
  loop: 'boolean',
  /**
   * How slides change: `fade` sets each slide's opacity by its distance from the current slide
   * (tween factor 0.84 x snap count).
   */
  variant: 'string' as Typed<'slide' | 'fade'>,
  /**
   * Accessible name of the carousel region.
   * @catalog carousel.label
   */
  label: 'string',
  /** Render previous and next buttons. */
  controls: 'boolean',
  /** Render one button per snap point. */
  dots: 'boolean',
  /**
   * Name of the previous button.
   * @catalog carousel.previous
   */
  prevLabel: 'string',
  /** Name of the next button. */
  nextLabel: 'string',
  /** Name of each slide without its own; `{index}` and `{count}` are replaced. */
  slideLabel: 'string',
  /** Name of each dot; `{index}` and `{count}` are replaced. */
  dotLabel: 'string',
  /** Name of the group of dots. */
  dotsLabel: 'string',
} satisfies PropSpec;

export interface CarouselProps extends PropsOf<typeof carouselSpec> {}

/** The variant without the attribute (Carousel.tsx reads it): slides side by side. */
export const DEFAULT_VARIANT = 'slide';

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const carouselDefaults = { variant: DEFAULT_VARIANT } as const satisfies CarouselProps;
