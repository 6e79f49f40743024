import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { onNextInteraction } from '../../packages/core/vendor.ts';
import { useEmit, useHost, useLatest } from '../../packages/element/index.ts';
import type { EmblaCarouselType } from './embla.ts';
import { destroyEmbla } from '../../packages/core/embla-destroy.ts';
import { applyFade, clearFade } from './fade-tween.ts';
import { loadEmbla } from './load-embla.ts';
import { nativeScroller, type NativeScroller, type Scroller } from './native-scroll.ts';
import { SlideSemantics, formatSlideLabel, slidesOf, visibleSlides } from '../../packages/core/carousel-slides.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-carousel-select': { index: number };
  }
}

export type CarouselVariant = 'slide' | 'fade';

export interface CarouselProps {
  /** Wrap around from the last slide to the first (only when present). */
  loop?: boolean;
  /** `slide` (default) or `fade`: slides fade with their distance from the current one. */
  variant?: string;
  /** Accessible name of the carousel. */
  label?: string;
  /** Render previous and next buttons. */
  controls?: boolean;
  /** Render one button per snap point. */
  dots?: boolean;
  prevLabel?: string;
  nextLabel?: string;
  /** Name of each slide; `{index}` and `{count}` are replaced. */
  slideLabel?: string;
  /** Name of each dot; `{index}` and `{count}` are replaced. */
  dotLabel?: string;
  /** Name of the group of dots. */
  dotsLabel?: string;
}

interface CarouselState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

/** The running Embla instance is exposed on the element for integrators (and tests). */
export type CarouselHost = HTMLElement & { emblaApi?: EmblaCarouselType };

const INITIAL: CarouselState = { selected: 0, snapCount: 0, canPrev: false, canNext: false };

/** Keys typed into a field inside a slide are the visitor's text, not navigation. */
function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['input', 'textarea', 'select'].includes(target.localName);
}

/** One step; with `loop` set but too few slides for Embla to loop (two full-width slides), it wraps at the ends. */
function go(api: Scroller, direction: 1 | -1, loop: boolean) {
  const jump = prefersReducedMotion();
  if (direction === 1) {
    if (api.canScrollNext()) api.scrollNext(jump);
    else if (loop) api.scrollTo(0, jump);
  } else if (api.canScrollPrev()) api.scrollPrev(jump);
  else if (loop) api.scrollTo(api.scrollSnapList().length - 1, jump);
}

/**
 * An Embla carousel over the host's light-DOM children, with the APG carousel semantics:
 * a named region announced as a carousel, slides named "3 of 8", slides out of view inert.
 */
export function Carousel({
  loop = false,
  variant,
  label = 'Carousel',
  controls = false,
  dots = false,
  prevLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = '{index} of {count}',
  dotLabel = 'Go to slide {index}',
  dotsLabel = 'Choose a slide',
}: CarouselProps) {
  const host = useHost();
  const emit = useEmit();
  const viewportRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<EmblaCarouselType | undefined>(undefined);
  // Without Embla (its file failed to load): native scrolling, and Embla again on the next interaction.
  const nativeRef = useRef<NativeScroller | undefined>(undefined);
  const semantics = useRef(new SlideSemantics()).current;
  const [state, setState] = useState<CarouselState>(INITIAL);
  const fade = variant === 'fade';

  // Handlers attached once read the latest labels through this ref.
  const latest = useLatest({ slideLabel, loop });

  // Slide names before paint, so no frame shows unnamed slides.
  useLayoutEffect(() => semantics.update(slidesOf(host), slideLabel), [host, semantics, slideLabel]);

  useEffect(() => {
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    let slides = slidesOf(host);

    const sync = () => {
      if (!api) return;
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    };
    const updateInert = () => {
      if (api) semantics.setVisible(slides, visibleSlides(api.rootNode(), slides));
    };
    const onSelect = () => {
      if (!api) return;
      sync();
      emit('ib-carousel-select', { index: api.selectedScrollSnap() });
    };
    const onFade = (_api: EmblaCarouselType, event: string) => api && applyFade(api, event === 'scroll');
    const syncNative = () => {
      const native = nativeRef.current;
      if (native) setState({ selected: native.selectedScrollSnap(), snapCount: 0, canPrev: native.canScrollPrev(), canNext: native.canScrollNext() });
    };
    const stopNative = () => {
      nativeRef.current?.release();
      nativeRef.current = undefined;
    };
    let stopWaiting = () => {};

    const start = ({ EmblaCarousel }: typeof import('./embla.ts')) => {
      if (cancelled || !viewportRef.current || !containerRef.current) return;
      // Loaded on a retry: Embla starts on the slide the visitor scrolled to.
      const startIndex = nativeRef.current?.selectedScrollSnap() ?? 0;
      stopNative();
      api = EmblaCarousel(viewportRef.current, {
        container: containerRef.current,
        slides,
        startIndex,
        loop,
        skipSnaps: true,
        // A row of cards starts at the left edge (Embla centres by default).
        align: 'start',
        // Embla watches its container's children, which is our <slot>: we watch the host instead.
        watchSlides: false,
      });
      apiRef.current = api;
      (host as CarouselHost).emblaApi = api;
      api.on('select', onSelect).on('reInit', sync);
      for (const event of ['reInit', 'slidesInView', 'settle', 'resize'] as const) api.on(event, updateInert);
      // A jump (reduced motion) moves without scroll events: fade on select and settle too.
      if (fade) for (const event of ['scroll', 'settle', 'select', 'reInit', 'slideFocus'] as const) api.on(event, onFade);
      if (fade) applyFade(api);
      sync();
      updateInert();
    };
    // Reported by the loader. The slides scroll natively until a retry brings Embla.
    const fallBack = () => {
      if (cancelled || !viewportRef.current) return;
      nativeRef.current ??= nativeScroller(viewportRef.current, () => slides, syncNative);
      syncNative();
      stopWaiting = onNextInteraction(host, attach);
    };
    const attach = () => {
      loadEmbla(host)
        .then(start, fallBack)
        .catch((error: unknown) => reportError(host, error));
    };
    attach();

    // Slides added or removed later are picked up.
    const observer = new MutationObserver(() => {
      const next = slidesOf(host);
      if (next.length === slides.length && next.every((slide, index) => slide === slides[index])) return;
      if (fade) clearFade(slides.filter((slide) => !next.includes(slide)));
      slides = next;
      semantics.update(slides, latest.current.slideLabel);
      api?.reInit({ slides });
    });
    observer.observe(host, { childList: true });

    return () => {
      cancelled = true;
      stopWaiting();
      stopNative();
      observer.disconnect();
      if (api) destroyEmbla(api);
      apiRef.current = undefined;
      if ((host as CarouselHost).emblaApi === api) (host as CarouselHost).emblaApi = undefined;
      if (fade) clearFade(slides);
      semantics.setVisible(slides, new Set(slides.keys()));
      setState(INITIAL);
    };
  }, [host, emit, semantics, loop, fade, latest]);

  useEffect(() => () => semantics.release(), [semantics]);

  // Arrow keys (and Home/End) move while focus is in the carousel.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isEditable(event.composedPath()[0])) return;
      const api = apiRef.current ?? nativeRef.current;
      if (!api) return;
      const last = api.scrollSnapList().length - 1;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => go(api, -1, latest.current.loop),
        ArrowRight: () => go(api, 1, latest.current.loop),
        Home: () => api.scrollTo(0, prefersReducedMotion()),
        End: () => api.scrollTo(last, prefersReducedMotion()),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    host.addEventListener('keydown', onKeyDown);
    return () => host.removeEventListener('keydown', onKeyDown);
  }, [host, latest]);

  const step = (direction: 1 | -1) => {
    const scroller = apiRef.current ?? nativeRef.current;
    if (scroller) go(scroller, direction, loop);
  };

  const { selected, snapCount, canPrev, canNext } = state;
  return (
    <section part="base" className="base" aria-roledescription="carousel" aria-label={label} tabIndex={0}>
      <div part="viewport" className="viewport" ref={viewportRef}>
        <div part="container" className={fade ? 'container fade' : 'container'} ref={containerRef} aria-live="polite">
          <slot />
        </div>
      </div>
      {controls ? (
        <div part="controls" className="controls">
          <button
            part="prev"
            type="button"
            aria-label={prevLabel}
            aria-disabled={!(canPrev || (loop && snapCount > 1))}
            onClick={() => step(-1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            part="next"
            type="button"
            aria-label={nextLabel}
            aria-disabled={!(canNext || (loop && snapCount > 1))}
            onClick={() => step(1)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      ) : null}
      {dots && snapCount > 1 ? (
        <div part="dots" className="dots" role="group" aria-label={dotsLabel}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              part={index === selected ? 'dot dot-selected' : 'dot'}
              type="button"
              aria-label={formatSlideLabel(dotLabel, index, snapCount)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => apiRef.current?.scrollTo(index, prefersReducedMotion())}
            />
          ))}
        </div>
      ) : dots && snapCount === 0 && slidesOf(host).length > 1 ? (
        // Until Embla has loaded, an empty row of the dots' height: nothing moves when they arrive.
        <div part="dots" className="dots dots-pending" aria-hidden="true" />
      ) : null}
    </section>
  );
}
