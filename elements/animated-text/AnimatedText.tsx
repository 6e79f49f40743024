import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { animationsBlocked, onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { ENTRY_MS, EXIT_MS, HIDDEN, HOLD_MS, SHOWN, applyStyle, clearStyle, enteringStyle, leavingStyle } from './timing.ts';

export interface AnimatedTextProps {
  /** Separator between the phrases in the text screen readers get. */
  separator?: string;
}

const phrasesOf = (host: HTMLElement) =>
  [...host.children].filter((child): child is HTMLSpanElement => child instanceof HTMLSpanElement);

interface Running {
  stop(): void;
}

/**
 * Cycles through its `<span>` children forever: each rises in (0.3 s), stays 1.1 s and leaves
 * upwards (0.4 s) as the next rises in. Screen readers get every phrase as one text instead.
 */
export function AnimatedText({ separator = ', ' }: AnimatedTextProps) {
  const host = useHost();
  const [version, childrenChanged] = useReducer((count: number) => count + 1, 0);
  const [reduced, setReduced] = useState(prefersReducedMotion);
  const [spans, setSpans] = useState(() => phrasesOf(host));
  const still = reduced || animationsBlocked();
  const fullText = spans.map((span) => (span.textContent ?? '').trim()).filter(Boolean).join(separator);

  useEffect(() => onReducedMotionChange(setReduced), []);

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
    spans.forEach((span, i) => applyStyle(span, i === 0 ? SHOWN : HIDDEN));
    let stopped = false;
    let running: Running | null = null;
    let hold = 0;
    if (!still && spans.length > 1) {
      import('./popmotion.ts').then(
        ({ animate, easeIn, easeOut }) => {
          const enter = (index: number) => {
            running = animate({
              from: 0,
              to: 1,
              duration: ENTRY_MS,
              ease: easeOut,
              onUpdate: (progress: number) => applyStyle(spans[index], enteringStyle(progress)),
              onComplete: () => {
                hold = window.setTimeout(() => leave(index), HOLD_MS);
              },
            });
          };
          const leave = (index: number) => {
            running = animate({
              from: 0,
              to: 1,
              duration: EXIT_MS,
              ease: easeIn,
              onUpdate: (progress: number) => applyStyle(spans[index], leavingStyle(progress)),
              onComplete: () => {
                applyStyle(spans[index], HIDDEN);
                enter((index + 1) % spans.length);
              },
            });
          };
          // The first phrase is already in place: it stays, then the cycle runs.
          if (!stopped) hold = window.setTimeout(() => leave(0), HOLD_MS);
        },
        (error) => reportError(host, error), // the first phrase stays, still
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
