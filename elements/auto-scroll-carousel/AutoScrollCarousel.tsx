import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SlideSemantics, slidesOf } from '../../packages/core/carousel-slides.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { onNextInteraction } from '../../packages/core/vendor.ts';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { destroyEmbla } from '../../packages/core/embla-destroy.ts';
import { useEmit, useHost, useLatest } from '../../packages/element/index.ts';
import type { AutoScrollType, EmblaCarouselType } from './embla-auto-scroll.ts';
import { loadAutoScrollEmbla } from './load-embla.ts';
import { HIGHLIGHTED_CLASS, TOGGLE_SELECTOR, findToggle, showPlaying } from '../../packages/core/toggle-button.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-auto-scroll-carousel-toggle': { playing: boolean };
  }
}

export interface AutoScrollCarouselProps {
  /** Accessible name of the carousel. */
  label?: string;
  /** Name of each slide; `{index}` and `{count}` are replaced. */
  slideLabel?: string;
}

/** The specification's settings: vertical, looping, no dragging, speed 1, never stopped by hover, interaction or focus. */
export const AUTO_SCROLL_OPTIONS = {
  speed: 1,
  startDelay: 0,
  stopOnInteraction: false,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
} as const;
export const EMBLA_OPTIONS = { axis: 'y', loop: true, watchDrag: false } as const;

/** The toggle, or the host child that holds it, goes to the toggle slot outside the moving row. */
const holdsToggle = (child: HTMLElement) => child.matches(TOGGLE_SELECTOR) || Boolean(child.querySelector(TOGGLE_SELECTOR));

export type AutoScrollCarouselHost = HTMLElement & { emblaApi?: EmblaCarouselType };

/**
 * A vertical, endlessly auto-scrolling carousel (Embla + AutoScroll) with the template's
 * `button[data-toggle]` as its play/pause control.
 */
export function AutoScrollCarousel({ label = 'Carousel', slideLabel = '{index} of {count}' }: AutoScrollCarouselProps) {
  const host = useHost<AutoScrollCarouselHost>();
  const emit = useEmit();
  const viewportRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const semantics = useRef(new SlideSemantics()).current;
  // What the visitor wants (reduced motion starts paused); playback also waits while off-screen.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const applyRef = useRef<(() => void) | undefined>(undefined);
  const latest = useLatest({ slideLabel, playing });

  // The control beside the slides goes to the toggle slot; slides get their names, before paint.
  useLayoutEffect(() => {
    const moved: HTMLElement[] = [];
    const place = () => {
      for (const child of host.children) {
        if (child instanceof HTMLElement && !child.slot && holdsToggle(child)) {
          child.slot = 'toggle';
          moved.push(child);
        }
      }
      semantics.update(slidesOf(host), latest.current.slideLabel);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      for (const child of moved) if (child.slot === 'toggle') child.removeAttribute('slot');
    };
  }, [host, semantics, latest]);

  useLayoutEffect(() => semantics.update(slidesOf(host), slideLabel), [host, semantics, slideLabel]);
  useEffect(() => () => semantics.release(), [semantics]);

  // The toggle shows the state at all times, also before Embla has loaded.
  useLayoutEffect(() => {
    const toggle = findToggle(host);
    if (toggle) showPlaying(toggle, playing);
  }, [host, playing]);

  useEffect(() => {
    const viewport = viewportRef.current;
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    let autoScroll: AutoScrollType | undefined;
    let onScreen = true;
    let applying = false;

    /** Plays when the visitor wants it and the carousel is on screen; pauses otherwise. */
    const apply = () => {
      if (!autoScroll || !api || api.scrollSnapList().length <= 1) return;
      applying = true;
      if (latest.current.playing && onScreen) autoScroll.play();
      else autoScroll.stop();
      applying = false;
    };
    // The plugin stops by itself only when it cannot go on (too few slides to loop): show paused.
    const onPluginStop = () => {
      if (!applying) setPlaying(false);
    };

    let stopWaiting = () => {};
    const start = ({ EmblaCarousel, AutoScroll }: typeof import('./embla-auto-scroll.ts')) => {
      if (cancelled || !viewportRef.current || !containerRef.current) return;
      viewportRef.current.removeAttribute('data-native-scroll');
      viewportRef.current.scrollTop = 0; // Embla moves the column with a transform, from the top
      autoScroll = AutoScroll({ ...AUTO_SCROLL_OPTIONS, playOnInit: false });
      api = EmblaCarousel(
        viewportRef.current,
        { ...EMBLA_OPTIONS, container: containerRef.current, slides: slidesOf(host), watchSlides: false },
        [autoScroll],
      );
      host.emblaApi = api;
      api.on('autoScroll:stop', onPluginStop);
      api.on('reInit', apply);
      apply();
    };
    // Reported by the loader. The column scrolls natively (the CSS) until a retry brings Embla.
    const fallBack = () => {
      if (cancelled || !viewportRef.current) return;
      viewportRef.current.setAttribute('data-native-scroll', '');
      stopWaiting = onNextInteraction(host, attach);
    };
    const attach = () => {
      loadAutoScrollEmbla(host)
        .then(start, fallBack)
        .catch((error: unknown) => reportError(host, error));
    };
    attach();

    applyRef.current = apply;

    // Slides added or removed later are picked up.
    const observer = new MutationObserver(() => api?.reInit({ slides: slidesOf(host) }));
    observer.observe(host, { childList: true });

    // No frames are spent while the carousel is off-screen.
    const stopWatching = observeVisibility(host, (entry) => {
      onScreen = entry.isIntersecting;
      apply();
    });

    return () => {
      cancelled = true;
      stopWaiting();
      viewport?.removeAttribute('data-native-scroll');
      observer.disconnect();
      stopWatching();
      applyRef.current = undefined;
      if (api) destroyEmbla(api);
      if (host.emblaApi === api) host.emblaApi = undefined;
    };
  }, [host, latest]);

  // The visitor's intent changed: the running effect applies it without re-creating Embla.
  // A layout effect: playback follows the toggle within the same render, not a frame later.
  useLayoutEffect(() => applyRef.current?.(), [playing]);

  // A visitor who turns on reduced motion gets the carousel paused.
  useEffect(() => onReducedMotionChange((reduced) => reduced && setPlaying(false)), []);

  // The toggle flips playback; a press on the moving slides stops the scroll through a highlighted toggle.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const toggle = findToggle(host);
      if (!toggle || !event.composedPath().includes(toggle)) return;
      const next = !latest.current.playing;
      // Known at once, before the re-render: a second press in the same task sees the new state.
      latest.current = { ...latest.current, playing: next };
      setPlaying(next);
      emit('ib-auto-scroll-carousel-toggle', { playing: next });
    };
    const onPress = (event: Event) => {
      const toggle = findToggle(host);
      const viewport = viewportRef.current;
      if (!toggle || !viewport || !event.composedPath().includes(viewport)) return;
      // A press only ever stops: on a paused carousel, clicking the toggle would start it again.
      if (latest.current.playing && toggle.classList.contains(HIGHLIGHTED_CLASS)) toggle.click();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('mousedown', onPress);
    host.addEventListener('touchstart', onPress, { passive: true });
    host.addEventListener('keydown', onPress);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('mousedown', onPress);
      host.removeEventListener('touchstart', onPress);
      host.removeEventListener('keydown', onPress);
    };
  }, [host, emit, latest]);

  return (
    <section part="base" className="base" aria-roledescription="carousel" aria-label={label}>
      <slot name="toggle" />
      <div part="viewport" className="viewport" ref={viewportRef} tabIndex={0}>
        {/* While it moves by itself a live region would talk without end (APG): polite only when paused. */}
        <div part="container" className="container" ref={containerRef} aria-live={playing ? 'off' : 'polite'}>
          <slot />
        </div>
      </div>
    </section>
  );
}
