// Embla's React hook (embla-carousel-react), imported dynamically through this module so its code
// stays off pages without carousels.
export { default as useEmblaCarousel } from 'embla-carousel-react';
export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
