import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Carousel } from './Carousel.tsx';
import type { EmblaApi } from '../../packages/core/embla-api.ts';
import { carouselSpec, type CarouselProps } from './carousel-props.ts';
import styles from './carousel.css?inline';

const Base = createIbElement<CarouselProps>(Carousel, {
  props: carouselSpec,
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
