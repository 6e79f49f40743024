// Embla and its auto-scroll plugin, imported dynamically through this module so their code stays
// off pages without an auto-scrolling carousel. Started by core's useEmbla (not
// embla-carousel-react's hook: use-embla.ts says why).
export { default as createEmbla } from 'embla-carousel';
export { default as AutoScroll } from 'embla-carousel-auto-scroll';
export type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
