import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { loadAnimate, type Playback } from '../../packages/core/animation.ts';
import {
  animationsBlocked,
  onReducedMotionChange,
  prefersReducedMotion,
} from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { showPlaying } from '../../packages/core/toggle-button.ts';
import { useEmit, useHost, useStrings } from '../../packages/element/index.ts';
import { animatedText } from '../../packages/i18n/en.ts';
import {
  ENTRY_MS,
  EXIT_MS,
  HIDDEN,
  HOLD_MS,
  SHOWN,
  applyStyle,
  clearStyle,
  enteringStyle,
  leavingStyle,
} from './timing.ts';
import { DEFAULT_SEPARATOR, type AnimatedTextProps } from './animated-text-props.ts';

export type { AnimatedTextProps };

const phrasesOf = (host: HTMLElement) =>
  [...host.children].filter((child): child is HTMLSpanElement => child instanceof HTMLSpanElement);

/** The button `toggle` names, in the host's document or shadow root. */
function toggleButton(host: HTMLElement, id: string | undefined): HTMLButtonElement | null {
  const root = host.getRootNode();
  const found =
    id && (root instanceof Document || root instanceof ShadowRoot) ? root.getElementById(id) : null;
  return found instanceof HTMLButtonElement ? found : null;
}

/**
 * Cycles through its `<span>` children forever: each rises in (0.3 s), stays 1.1 s and leaves
 * upwards (0.4 s) as the next rises in. Screen readers get every phrase as one text instead. The
 * page's button named by `toggle` pauses and plays it (WCAG 2.2.2); reduced motion starts it
 * paused.
 */
export function AnimatedText({ separator = DEFAULT_SEPARATOR, toggle }: AnimatedTextProps) {
  const host = useHost();
  const emit = useEmit();
  const { t } = useStrings('animatedText', animatedText);
  const [version, childrenChanged] = useReducer((count: number) => count + 1, 0);
  // What the visitor wants: reduced motion starts (and turns) it paused; the toggle flips it.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const playingNow = useRef(playing); // for the click listener attached once
  playingNow.current = playing;
  const [spans, setSpans] = useState(() => phrasesOf(host));
  // Pages that block animations on some platforms (page data) and a single phrase never move.
  const movable = spans.length > 1 && !animationsBlocked();
  const still = !playing || !movable;
  /** The phrase showing (or rising in): where a pause holds and playing goes on from. */
  const current = useRef(0);
  const fullText = spans
    .map((span) => (span.textContent ?? '').trim())
    .filter(Boolean)
    .join(separator);

  useEffect(() => onReducedMotionChange((reduced) => reduced && setPlaying(false)), []);

  // The toggle shows the state before paint (its data labels win over the element's language);
  // it is hidden where nothing can move.
  const playLabel = t('play');
  const pauseLabel = t('pause');
  useLayoutEffect(() => {
    const button = toggleButton(host, toggle);
    if (!button) return;
    showPlaying(button, !still, { play: playLabel, pause: pauseLabel });
    const hiddenBefore = button.hidden;
    button.hidden = hiddenBefore || !movable;
    return () => {
      button.hidden = hiddenBefore;
    };
  }, [host, toggle, still, movable, playLabel, pauseLabel]);

  useEffect(() => {
    if (!toggle) return;
    const button = toggleButton(host, toggle);
    if (!button) {
      reportError(
        host,
        new Error(`ib-animated-text: no <button id="${toggle}"> for its toggle attribute`),
      );
      return;
    }
    const onClick = () => {
      const next = !playingNow.current;
      setPlaying(next);
      emit('ib-animated-text-toggle', { playing: next });
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [host, toggle, emit]);

  useEffect(() => {
    const observer = new MutationObserver(childrenChanged);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);

  useLayoutEffect(() => {
    if (version > 0) setSpans(phrasesOf(host));
  }, [host, version]);

  // A layout effect: the other phrases are hidden before the first paint.
  useLayoutEffect(() => {
    if (current.current >= spans.length) current.current = 0;
    spans.forEach((span, i) => applyStyle(span, i === current.current ? SHOWN : HIDDEN));
    let stopped = false;
    let running: Playback | null = null;
    let hold = 0;
    if (!still) {
      loadAnimate(host).then(
        (animate) => {
          const enter = (index: number) => {
            current.current = index;
            running = animate({
              duration: ENTRY_MS,
              ease: 'easeOut',
              onUpdate: (progress: number) => applyStyle(spans[index], enteringStyle(progress)),
              onComplete: () => {
                hold = window.setTimeout(() => leave(index), HOLD_MS);
              },
            });
          };
          const leave = (index: number) => {
            running = animate({
              duration: EXIT_MS,
              ease: 'easeIn',
              onUpdate: (progress: number) => applyStyle(spans[index], leavingStyle(progress)),
              onComplete: () => {
                applyStyle(spans[index], HIDDEN);
                enter((index + 1) % spans.length);
              },
            });
          };
          // The current phrase is already in place: it stays, then the cycle runs.
          if (!stopped) hold = window.setTimeout(() => leave(current.current), HOLD_MS);
        },
        () => undefined, // reported by the loader; the first phrase stays, still, until played again
      );
    }
    return () => {
      stopped = true;
      running?.stop();
      clearTimeout(hold);
      spans.forEach(clearStyle);
    };
  }, [host, spans, still]);

  return (
    <>
      <span className="visually-hidden" part="text">
        {fullText}
      </span>
      {/* Decoration: hidden from assistive technology (the text above says it all) and inert, so
          nothing in it takes focus and checkers judge the full text, not a phrase caught mid-fade. */}
      <span className="stage" part="stage" aria-hidden="true" inert>
        <slot />
      </span>
    </>
  );
}
