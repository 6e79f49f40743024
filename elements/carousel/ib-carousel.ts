import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Carousel } from './Carousel.tsx';
import type { EmblaApi } from '../../packages/core/embla-api.ts';
import type { CarouselProps } from './carousel-props.ts';
import styles from './carousel.css?inline';

const Base = createIbElement<CarouselProps>(Carousel, {
  props: {
    loop: 'boolean',
    variant: 'string',
    label: 'string',
    controls: 'boolean',
    dots: 'boolean',
    prevLabel: 'string',
    nextLabel: 'string',
    slideLabel: 'string',
    dotLabel: 'string',
    dotsLabel: 'string',
  },
  styles,
});

/**
 * A carousel over Embla: the light-DOM children are the slides. Skip snaps on; loops only with
 * `loop`; arrow keys (and Home/End) move while focus is inside. APG carousel semantics: a region
 * announced as a carousel, slides named "3 of 8", slides out of view inert. Its text follows the
 * page language; in right-to-left text the slides run from the right and the arrows follow.
 *
 * @tag ib-carousel
 * @summary Embla carousel with APG semantics, optional buttons and dots, and a fade variant.
 * @attr {boolean} loop - Wrap around at the ends (only when present; also with two slides).
 * @attr {string} variant - `slide` (default) or `fade`: slide opacity follows the distance from the current slide (tween factor 0.84 x snap count).
 * @attr {string} label - Accessible name of the carousel. Default: the page language's `carousel.label`; English `Carousel`.
 * @attr {boolean} controls - Render previous and next buttons.
 * @attr {boolean} dots - Render one button per snap point.
 * @attr {string} prev-label - Name of the previous button. Default: the page language's `carousel.previous`; English `Previous slide`.
 * @attr {string} next-label - Name of the next button. Default: the page language's `carousel.next`; English `Next slide`.
 * @attr {string} slide-label - Name of each slide without its own; `{index}` and `{count}` are replaced. Default: the page language's `carousel.slide`; English `{index} of {count}`.
 * @attr {string} dot-label - Name of each dot; `{index}` and `{count}` are replaced. Default: the page language's `carousel.dot`; English `Go to slide {index}`.
 * @attr {string} dots-label - Name of the group of dots. Default: the page language's `carousel.dots`; English `Choose a slide`.
 * @prop {EmblaCarouselType | undefined} emblaApi - The running Embla instance, once loaded (read-only).
 * @fires ib-carousel-select - Another slide was selected. `detail: { index: number }` (the snap index).
 * @slot - The slides.
 * @csspart base - The carousel region (focusable: arrow keys move it).
 * @csspart viewport - The clipping box.
 * @csspart container - The moving row of slides.
 * @csspart controls - Wrapper of the previous and next buttons.
 * @csspart prev - The previous button.
 * @csspart next - The next button.
 * @csspart dots - The group of dots.
 * @csspart dot - One dot (the selected one also has `dot-selected` and `aria-current="true"`).
 * @cssprop [--ib-carousel-slides-per-view=1] - How many slides show at once.
 * @cssprop [--ib-carousel-gap=1rem] - Space between slides.
 * @cssprop --ib-carousel-focus-ring-color - Focus ring colour.
 * @cssprop [--ib-carousel-control-size=2.75rem] - Size of the previous and next buttons.
 * @cssprop --ib-carousel-control-background - Background of the buttons.
 * @cssprop --ib-carousel-control-color - Arrow colour.
 * @cssprop --ib-carousel-control-border-color - Button border colour.
 * @cssprop [--ib-carousel-dot-size=0.75rem] - Size of a dot.
 * @cssprop --ib-carousel-dot-color - Dot colour.
 * @cssprop --ib-carousel-dot-active-color - Colour of the selected dot.
 * @cssprop --ib-carousel-radius - Corner radius of the focus outline.
 */
export class IbCarousel extends Base {
  /** The running Embla instance (after Embla loaded; undefined while loading or disconnected). */
  declare emblaApi?: EmblaApi;
}

defineIbElement('ib-carousel', IbCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'ib-carousel': IbCarousel;
  }
}
