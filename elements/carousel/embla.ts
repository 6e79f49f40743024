// Embla's React hook (embla-carousel-react), imported dynamically through this module so its code
// stays off pages without carousels.
export { default as useEmblaCarousel } from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';

export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

// Where this module's types are loaded, the elements' `emblaApi` is Embla's full type.
declare module '../../packages/core/embla-api.ts' {
  interface EmblaApi extends EmblaCarouselType {}
}
