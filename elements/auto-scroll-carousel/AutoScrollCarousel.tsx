import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { SlideSemantics, sameSlidesOr, slidesOf } from '../../packages/core/carousel-slides.ts';
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { loadEmblaWithRetry, useEmbla } from '../../packages/core/use-embla.ts';
import { observeVisibility } from '../../packages/core/visibility.ts';
import {
  useDirection,
  useEmit,
  useHost,
  useLatest,
  useStrings,
} from '../../packages/element/index.ts';
import { autoScrollCarousel } from '../../packages/i18n/en.ts';
import type { EmblaCarouselType, EmblaOptionsType } from './embla-auto-scroll.ts';
import { loadAutoScrollEmbla } from './load-embla.ts';
import {
  HIGHLIGHTED_CLASS,
  TOGGLE_SELECTOR,
  findToggle,
  showPlaying,
} from '../../packages/core/toggle-button.ts';
import type { AutoScrollCarouselProps } from './auto-scroll-carousel-props.ts';

export type { AutoScrollCarouselProps };

/**
 * The settings (README, "Behaviour"): vertical, looping, no dragging, speed 1, never stopped by
 * hover, interaction or focus. The carousel plays and stops the plugin (toggle, reduced motion,
 * off-screen); it does not start on init.
 */
export const AUTO_SCROLL_OPTIONS = {
  speed: 1,
  startDelay: 0,
  stopOnInteraction: false,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
  playOnInit: false,
} as const;
// Embla would watch its container's children, which is our <slot>: the host's are watched instead.
export const EMBLA_OPTIONS = {
  axis: 'y',
  loop: true,
  watchDrag: false,
  watchSlides: false,
} as const;

/** The toggle, or the host child that holds it, goes to the toggle slot outside the moving row. */
const holdsToggle = (child: HTMLElement) =>
  child.matches(TOGGLE_SELECTOR) || Boolean(child.querySelector(TOGGLE_SELECTOR));

export type AutoScrollCarouselHost = HTMLElement & { emblaApi?: EmblaCarouselType };

interface EmblaProps {
  /** Embla's lazily loaded module: the same for the component's life. */
  embla: typeof import('./embla-auto-scroll.ts');
  viewport: RefObject<HTMLElement | null>;
  /** Embla re-initialises when they change (compared by value). */
  options: EmblaOptionsType;
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/** Embla with AutoScroll on the viewport, rendered once Embla has loaded; destroyed on unmount. */
function Embla({ embla: { createEmbla, AutoScroll }, viewport, options, onApi }: EmblaProps) {
  const [plugins] = useState(() => [AutoScroll(AUTO_SCROLL_OPTIONS)]);
  useEmbla(createEmbla, viewport, options, plugins, onApi);
  return null;
}

/**
 * A vertical, endlessly auto-scrolling carousel (Embla + AutoScroll) with the template's
 * `button[data-toggle]` as its play/pause control.
 */
export function AutoScrollCarousel({ label, slideLabel }: AutoScrollCarouselProps) {
  const { t, lang } = useStrings('autoScrollCarousel', autoScrollCarousel);
  const host = useHost<AutoScrollCarouselHost>();
  const direction = useDirection();
  const emit = useEmit();
  const viewportRef = useRef<HTMLDivElement>(null);
  const semantics = useRef(new SlideSemantics()).current;
  // What the visitor wants (reduced motion starts paused); playback also waits while off-screen.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Embla's module once it has loaded, and the instance its hook started.
  const [embla, setEmbla] = useState<typeof import('./embla-auto-scroll.ts')>();
  const [api, setApi] = useState<EmblaCarouselType>();
  const [slides, setSlides] = useState(() => slidesOf(host, holdsToggle));
  const onScreen = useRef(true);
  const applyRef = useRef<(() => void) | undefined>(undefined);
  // The slides' names and role in the element's language (a `slide-label` wins).
  const slideNames = useMemo(
    () => ({
      template: slideLabel || t('slide'),
      roleDescription: t('slideRoleDescription'),
      lang,
    }),
    [slideLabel, t, lang],
  );
  const latest = useLatest({ slideNames, playing });

  // The control beside the slides goes to the toggle slot; slides get their names, before paint.
  // Slides added or removed later are picked up (Embla re-initialises when its options change).
  useLayoutEffect(() => {
    const moved: HTMLElement[] = [];
    const place = () => {
      for (const child of host.children) {
        if (child instanceof HTMLElement && !child.slot && holdsToggle(child)) {
          child.slot = 'toggle';
          moved.push(child);
        }
      }
      const next = slidesOf(host);
      const { template, ...names } = latest.current.slideNames;
      semantics.update(next, template, names);
      setSlides((current) => sameSlidesOr(current, next));
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(host, { childList: true });
    return () => {
      observer.disconnect();
      for (const child of moved) if (child.slot === 'toggle') child.removeAttribute('slot');
    };
  }, [host, semantics, latest]);

  useLayoutEffect(() => {
    const { template, ...names } = slideNames;
    semantics.update(slidesOf(host), template, names);
  }, [host, semantics, slideNames]);
  useEffect(() => () => semantics.release(), [semantics]);

  // The toggle shows the state at all times, also before Embla has loaded; its data labels win.
  const playLabel = t('play');
  const pauseLabel = t('pause');
  useLayoutEffect(() => {
    const toggle = findToggle(host);
    if (toggle) showPlaying(toggle, playing, { play: playLabel, pause: pauseLabel });
  }, [host, playing, playLabel, pauseLabel]);

  // The column is vertical, so Embla scrolls the same in right-to-left text; it is told the
  // direction all the same, as its documentation asks of a right-to-left page.
  const options = useMemo(() => ({ ...EMBLA_OPTIONS, slides, direction }), [slides, direction]);

  useEffect(() => {
    const viewport = viewportRef.current;
    // Without Embla the column scrolls natively (the CSS) until a retry brings it.
    const stopLoading = loadEmblaWithRetry(host, loadAutoScrollEmbla, setEmbla, () =>
      viewport?.setAttribute('data-native-scroll', ''),
    );

    // No frames are spent while the carousel is off-screen.
    const stopWatching = observeVisibility(host, (entry) => {
      onScreen.current = entry.isIntersecting;
      applyRef.current?.();
    });

    return () => {
      stopLoading();
      viewport?.removeAttribute('data-native-scroll');
      stopWatching();
    };
  }, [host]);

  // Embla has started: playback follows the visitor's intent and the visibility.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!api || !viewport) return;
    const { autoScroll } = api.plugins();
    viewport.removeAttribute('data-native-scroll');
    viewport.scrollTop = 0; // Embla moves the column with a transform, from the top
    // Embla observes slide sizes a frame after it starts or re-initialises (8.6 disconnects first,
    // then observes): destroyed sooner (the hook destroys it after a paint; a detached carousel can
    // re-initialise meanwhile), it would leave the observations behind. Disconnect after that frame.
    api.on('destroy', () => {
      const { resizeHandler } = api.internalEngine();
      requestAnimationFrame(() => resizeHandler.destroy());
    });
    host.emblaApi = api;
    let applying = false;
    /** Plays when the visitor wants it and the carousel is on screen; pauses otherwise. */
    const apply = () => {
      if (api.scrollSnapList().length <= 1) return;
      applying = true;
      if (latest.current.playing && onScreen.current) autoScroll?.play();
      else autoScroll?.stop();
      applying = false;
    };
    // The plugin stops by itself only when it cannot go on (too few slides to loop): show paused.
    api.on('autoScroll:stop', () => {
      if (!applying) setPlaying(false);
    });
    api.on('reInit', apply);
    applyRef.current = apply;
    apply();
    return () => {
      applyRef.current = undefined;
      if (host.emblaApi === api) host.emblaApi = undefined;
    };
  }, [host, latest, api]);

  // The visitor's intent changed: the running Embla applies it without being re-created.
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
    <section
      part="base"
      className="base"
      aria-roledescription={t('roleDescription')}
      aria-label={label || t('label')}
    >
      <slot name="toggle" />
      {/* Draws the viewport's focus ring, which the viewport's fading edges would mask. */}
      <div className="frame">
        <div
          part="viewport"
          className="viewport"
          ref={viewportRef}
          tabIndex={0}
          role="group"
          aria-label={t('slides')}
        >
          {/* While it moves by itself a live region would talk without end (APG): polite only when paused. */}
          <div part="container" className="container" aria-live={playing ? 'off' : 'polite'}>
            <slot />
          </div>
        </div>
      </div>
      {embla ? (
        <Embla embla={embla} viewport={viewportRef} options={options} onApi={setApi} />
      ) : null}
    </section>
  );
}
