import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { loadEmblaWithRetry, useEmbla } from '../../packages/core/use-embla.ts';
import {
  directionOf,
  useDirection,
  useEmit,
  useHost,
  useStrings,
} from '../../packages/element/index.ts';
import { carousel } from '../../packages/i18n/en.ts';
import type { EmblaCarouselType, EmblaOptionsType } from './embla.ts';
import { applyFade, clearFade } from './fade-tween.ts';
import { loadEmbla } from './load-embla.ts';
import { nativeScroller, type NativeScroller, type Scroller } from './native-scroll.ts';
import {
  SlideSemantics,
  formatSlideLabel,
  sameSlidesOr,
  slidesOf,
  visibleSlides,
} from '../../packages/core/carousel-slides.ts';
import { DEFAULT_VARIANT, type CarouselProps } from './carousel-props.ts';

export type { CarouselProps };

export type CarouselVariant = 'slide' | 'fade';

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

interface EmblaProps {
  /** Embla's lazily loaded module: the same for the component's life. */
  embla: typeof import('./embla.ts');
  viewport: RefObject<HTMLElement | null>;
  /** Embla re-initialises when they change (compared by value). */
  options: EmblaOptionsType;
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/** Embla on the viewport, rendered once Embla has loaded; destroyed on unmount. */
function Embla({ embla: { createEmbla }, viewport, options, onApi }: EmblaProps) {
  useEmbla(createEmbla, viewport, options, undefined, onApi);
  return null;
}

/**
 * An Embla carousel over the host's light-DOM children, with the APG carousel semantics:
 * a named region announced as a carousel, slides named "3 of 8", slides out of view inert.
 */
export function Carousel({
  loop = false,
  variant = DEFAULT_VARIANT,
  label,
  controls = false,
  dots = false,
  prevLabel,
  nextLabel,
  slideLabel,
  dotLabel,
  dotsLabel,
}: CarouselProps) {
  const { t, lang } = useStrings('carousel', carousel);
  const host = useHost<CarouselHost>();
  const direction = useDirection();
  const emit = useEmit();
  const viewportRef = useRef<HTMLDivElement>(null);
  // Without Embla (its file failed to load): native scrolling, and Embla again on the next interaction.
  const nativeRef = useRef<NativeScroller | undefined>(undefined);
  const semantics = useRef(new SlideSemantics()).current;
  // The previous and next buttons name the row of slides they move (aria-controls).
  const [containerId] = useState(() => uniqueId('ib-carousel-slides'));
  const [state, setState] = useState<CarouselState>(INITIAL);
  // Embla's module once it has loaded, and the instance its hook started.
  const [embla, setEmbla] = useState<typeof import('./embla.ts')>();
  const [api, setApi] = useState<EmblaCarouselType>();
  const [slides, setSlides] = useState(() => slidesOf(host));
  const fade = variant === 'fade';

  // Slide names before paint, so no frame shows unnamed slides.
  const slideTemplate = slideLabel || t('slide');
  const slideRole = t('slideRoleDescription');
  useLayoutEffect(
    () => semantics.update(slides, slideTemplate, { roleDescription: slideRole, lang }),
    [semantics, slides, slideTemplate, slideRole, lang],
  );
  useEffect(() => () => semantics.release(), [semantics]);

  // Slides added or removed later are picked up (Embla re-initialises when its options change).
  useEffect(() => {
    const update = () => {
      const next = slidesOf(host);
      setSlides((current) => sameSlidesOr(current, next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  // Skip snaps; a row of cards starts at the start edge (Embla centres by default). The container
  // is the viewport's child; Embla would watch its children, our <slot>: the host's are watched above.
  // In right-to-left text the row runs from the right (Embla needs to be told; a change re-initialises it).
  const options = useMemo(
    () => ({
      slides,
      loop,
      skipSnaps: true,
      align: 'start' as const,
      watchSlides: false,
      direction,
    }),
    [slides, loop, direction],
  );

  useEffect(() => {
    const syncNative = () => {
      const native = nativeRef.current;
      if (native)
        setState({
          selected: native.selectedScrollSnap(),
          snapCount: 0,
          canPrev: native.canScrollPrev(),
          canNext: native.canScrollNext(),
        });
    };
    // Without Embla the slides scroll natively until a retry brings it.
    const stopLoading = loadEmblaWithRetry(host, loadEmbla, setEmbla, () => {
      if (!viewportRef.current) return;
      nativeRef.current ??= nativeScroller(viewportRef.current, () => slidesOf(host), syncNative);
      syncNative();
    });
    return () => {
      stopLoading();
      nativeRef.current?.release();
      nativeRef.current = undefined;
    };
  }, [host]);

  // Embla has started: the buttons, dots, inert slides and the event follow it.
  useLayoutEffect(() => {
    if (!api) return;
    // Loaded on a retry: Embla takes over on the slide the visitor scrolled to.
    const native = nativeRef.current;
    if (native) {
      const index = native.selectedScrollSnap();
      native.release();
      nativeRef.current = undefined;
      api.scrollTo(index, true);
    }
    // Embla observes slide sizes a frame after it starts or re-initialises (8.6 disconnects first,
    // then observes): destroyed sooner (the hook destroys it after a paint; a detached carousel can
    // re-initialise meanwhile), it would leave the observations behind. Disconnect after that frame.
    api.on('destroy', () => {
      const { resizeHandler } = api.internalEngine();
      requestAnimationFrame(() => resizeHandler.destroy());
    });
    host.emblaApi = api;
    const sync = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    const updateInert = () =>
      semantics.setVisible(api.slideNodes(), visibleSlides(api.rootNode(), api.slideNodes()));
    api.on('select', () => {
      sync();
      emit('ib-carousel-select', { index: api.selectedScrollSnap() });
    });
    api.on('reInit', sync);
    for (const event of ['reInit', 'slidesInView', 'settle', 'resize'] as const)
      api.on(event, updateInert);
    sync();
    updateInert();
    return () => {
      if (host.emblaApi === api) host.emblaApi = undefined;
      const all = api.slideNodes();
      semantics.setVisible(all, new Set(all.keys()));
    };
  }, [host, emit, semantics, api]);

  // The fade variant. A jump (reduced motion) moves without scroll events: fade on select and settle too.
  useLayoutEffect(() => {
    if (!api || !fade) return;
    let faded = api.slideNodes();
    const onFade = (_api: EmblaCarouselType, event: string) => {
      // A slide taken out keeps no opacity (the others get theirs back at once).
      if (event === 'reInit') clearFade(faded);
      faded = api.slideNodes();
      applyFade(api, event === 'scroll');
    };
    const events = ['scroll', 'settle', 'select', 'reInit', 'slideFocus'] as const;
    for (const event of events) api.on(event, onFade);
    applyFade(api);
    return () => {
      for (const event of events) api.off(event, onFade);
      clearFade(faded);
    };
  }, [api, fade]);

  // Arrow keys (and Home/End) move while focus is in the carousel; the arrows go the way the
  // slides run on screen (ArrowLeft is the next slide in right-to-left text).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isEditable(event.composedPath()[0])) return;
      const scroller = api ?? nativeRef.current;
      if (!scroller) return;
      const last = scroller.scrollSnapList().length - 1;
      const rtl = directionOf(host) === 'rtl';
      const moves: Record<string, () => void> = {
        ArrowLeft: () => go(scroller, rtl ? 1 : -1, loop),
        ArrowRight: () => go(scroller, rtl ? -1 : 1, loop),
        Home: () => scroller.scrollTo(0, prefersReducedMotion()),
        End: () => scroller.scrollTo(last, prefersReducedMotion()),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    host.addEventListener('keydown', onKeyDown);
    return () => host.removeEventListener('keydown', onKeyDown);
  }, [host, loop, api]);

  const step = (direction: 1 | -1) => {
    const scroller = api ?? nativeRef.current;
    if (scroller) go(scroller, direction, loop);
  };

  const { selected, snapCount, canPrev, canNext } = state;
  return (
    <section
      part="base"
      className="base"
      aria-roledescription={t('roleDescription')}
      aria-label={label || t('label')}
      tabIndex={0}
    >
      <div part="viewport" className="viewport" ref={viewportRef}>
        <div
          id={containerId}
          part="container"
          className={fade ? 'container fade' : 'container'}
          aria-live="polite"
        >
          <slot />
        </div>
      </div>
      {embla ? (
        <Embla embla={embla} viewport={viewportRef} options={options} onApi={setApi} />
      ) : null}
      {controls ? (
        <div part="controls" className="controls">
          <button
            part="prev"
            type="button"
            aria-controls={containerId}
            aria-label={prevLabel || t('previous')}
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
            aria-controls={containerId}
            aria-label={nextLabel || t('next')}
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
        <div part="dots" className="dots" role="group" aria-label={dotsLabel || t('dots')}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              part={index === selected ? 'dot dot-selected' : 'dot'}
              type="button"
              aria-label={formatSlideLabel(dotLabel || t('dot'), index, snapCount, lang)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(index, prefersReducedMotion())}
            />
          ))}
        </div>
      ) : dots && snapCount === 0 && slides.length > 1 ? (
        // Until Embla has loaded, an empty row of the dots' height: nothing moves when they arrive.
        <div part="dots" className="dots dots-pending" aria-hidden="true" />
      ) : null}
    </section>
  );
}
