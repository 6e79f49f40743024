// Embla and its auto-scroll plugin, imported dynamically through this module so their code stays
// off pages without an auto-scrolling carousel.
export { default as EmblaCarousel } from 'embla-carousel';
export { default as AutoScroll } from 'embla-carousel-auto-scroll';
export type { EmblaCarouselType } from 'embla-carousel';
export type { AutoScrollType } from 'embla-carousel-auto-scroll';
