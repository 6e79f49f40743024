// Types only: both carousels' `emblaApi` property, without Embla in their typings.

/**
 * The running Embla instance, typed by the methods a page uses, so the element's typings need no
 * Embla. Where Embla's types are loaded (elements/carousel/embla.ts augments this), it is `EmblaCarouselType`.
 */
export interface EmblaApi {
  scrollTo(index: number, jump?: boolean): void;
  scrollPrev(jump?: boolean): void;
  scrollNext(jump?: boolean): void;
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  slideNodes(): HTMLElement[];
  rootNode(): HTMLElement;
  reInit(): void;
}
