// Embla, imported dynamically through this module so its code stays off pages without carousels.
export { default as EmblaCarousel } from 'embla-carousel';
export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
