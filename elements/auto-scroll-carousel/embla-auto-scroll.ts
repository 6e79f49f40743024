// Embla's React hook (embla-carousel-react) and its auto-scroll plugin, imported dynamically
// through this module so their code stays off pages without an auto-scrolling carousel.
export { default as useEmblaCarousel } from 'embla-carousel-react';
export { default as AutoScroll } from 'embla-carousel-auto-scroll';
export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
