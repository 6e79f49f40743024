import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { AutoScrollCarousel } from './AutoScrollCarousel.tsx';
import {
  autoScrollCarouselSpec,
  type AutoScrollCarouselProps,
} from './auto-scroll-carousel-props.ts';
import type { EmblaApi } from '../../packages/core/embla-api.ts';
import styles from './auto-scroll-carousel.css?inline';

const Base = createIbElement<AutoScrollCarouselProps>(AutoScrollCarousel, {
  props: autoScrollCarouselSpec,
  styles,
});

/**
 * A vertical carousel that scrolls by itself without end (Embla + AutoScroll: loop, drag off,
 * speed 1, never stopped by hover, interaction or focus). It plays on start, paused instead when
 * the visitor prefers reduced motion, and waits while off-screen. The template's
 * `button[data-toggle]` flips play/pause: `aria-pressed="true"`, class `is-active` and the pause
 * label while playing; the play label while paused (its `data-pause-label` / `data-play-label`,
 * else the page language's `autoScrollCarousel.pause` / `autoScrollCarousel.play`). A mouse
 * press, touch or key press on the slides stops the scroll: it clicks the toggle when it has the
 * class `is-highlighted` and the carousel is playing (never to restart a paused one).
 *
 * @tag ib-auto-scroll-carousel
 * @summary Endless vertical auto-scrolling carousel with the template's play/pause toggle.
 * @prop {EmblaCarouselType | undefined} emblaApi - The running Embla instance, once loaded (read-only).
 * @fires ib-auto-scroll-carousel-toggle - The visitor played or paused. `detail: { playing: boolean }`.
 * @slot - The slides, and a `button[data-toggle]` (with `data-play-label`, `data-pause-label`), alone or in a wrapper, which is moved to the `toggle` slot.
 * @slot toggle - The play/pause control, above the slides.
 * @csspart base - The carousel region.
 * @csspart viewport - The clipping window (focusable).
 * @csspart container - The moving column of slides.
 * @cssprop [--ib-auto-scroll-carousel-height=24rem] - Height of the window.
 * @cssprop [--ib-auto-scroll-carousel-gap=1rem] - Space between slides.
 * @cssprop --ib-auto-scroll-carousel-focus-ring-color - Focus ring colour.
 * @cssprop --ib-auto-scroll-carousel-radius - Corner radius of the window.
 * @cssprop [--ib-auto-scroll-carousel-toggle-size=2.75rem] - Width and height of the round play/pause toggle.
 * @cssprop [--ib-auto-scroll-carousel-toggle-radius=50%] - Corner radius of the toggle.
 * @cssprop [--ib-auto-scroll-carousel-fade-size=3rem] - How far the slides fade in and out at the top and bottom edges (theme token `--ib-auto-scroll-fade-size`).
 */
export class IbAutoScrollCarousel extends Base {
  /** The running Embla instance (after Embla loaded; undefined while loading or disconnected). */
  declare emblaApi?: EmblaApi;
}

defineIbElement('ib-auto-scroll-carousel', IbAutoScrollCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'ib-auto-scroll-carousel': IbAutoScrollCarousel;
  }
}
