// The carousel without Embla (its file could not load): the viewport scrolls natively
// (carousel.css, `[data-native-scroll]`) under a finger, a trackpad or the scrollbar, slides
// snapping into place, and this object gives the buttons and arrow keys the few Embla calls they
// make, on the viewport's own scroll position.
import type { EmblaCarouselType } from './embla.ts';

/** The part of Embla's API the buttons and keys use. */
export type Scroller = Pick<
  EmblaCarouselType,
  'canScrollNext' | 'canScrollPrev' | 'scrollNext' | 'scrollPrev' | 'scrollTo' | 'scrollSnapList'
>;

export interface NativeScroller extends Scroller {
  /** The slide at the viewport's start: where Embla starts if it loads after all. */
  selectedScrollSnap(): number;
  release(): void;
}

export function nativeScroller(
  viewport: HTMLElement,
  slides: () => readonly HTMLElement[],
  onScroll: () => void,
): NativeScroller {
  viewport.setAttribute('data-native-scroll', '');
  viewport.addEventListener('scroll', onScroll, { passive: true });
  // scrollLeft counts down from 0 in a right-to-left carousel.
  const sign = () => (getComputedStyle(viewport).direction === 'rtl' ? -1 : 1);
  const position = () => Math.abs(viewport.scrollLeft);
  const maxPosition = () => viewport.scrollWidth - viewport.clientWidth;
  /** Each slide's distance from the first along the row: the scroll position that shows it first. */
  const offsets = () => {
    const all = slides();
    const first = all[0]?.getBoundingClientRect();
    return all.map((slide) => {
      const rect = slide.getBoundingClientRect();
      return first ? Math.abs(sign() === 1 ? rect.left - first.left : first.right - rect.right) : 0;
    });
  };
  const selected = () => {
    const at = position();
    const list = offsets();
    let nearest = 0;
    list.forEach((offset, index) => {
      if (Math.abs(offset - at) < Math.abs(list[nearest] - at)) nearest = index;
    });
    return nearest;
  };
  const scrollTo = (index: number, jump?: boolean) => {
    const target = Math.min(offsets()[index] ?? 0, maxPosition());
    viewport.scrollTo({ left: sign() * target, behavior: jump ? 'instant' : 'smooth' });
  };
  const canScrollPrev = () => position() > 1;
  const canScrollNext = () => position() < maxPosition() - 1;
  return {
    canScrollPrev,
    canScrollNext,
    scrollPrev: (jump?: boolean) => scrollTo(Math.max(selected() - 1, 0), jump),
    scrollNext: (jump?: boolean) => scrollTo(selected() + 1, jump),
    scrollTo,
    scrollSnapList: () => offsets(),
    selectedScrollSnap: selected,
    release() {
      viewport.removeEventListener('scroll', onScroll);
      viewport.removeAttribute('data-native-scroll');
      viewport.scrollLeft = 0; // Embla moves the row with a transform, from the start
    },
  };
}
