// Embla, imported dynamically through this module so its code stays off pages without carousels.
// Started by core's useEmbla (not embla-carousel-react's hook: use-embla.ts says why).
export { default as createEmbla } from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';

export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

// Where this module's types are loaded, the elements' `emblaApi` is Embla's full type.
declare module '../../packages/core/embla-api.ts' {
  interface EmblaApi extends EmblaCarouselType {}
}
