import { useEffect, useLayoutEffect, useState } from 'react';
import {
  animationsBlocked,
  onReducedMotionChange,
  prefersReducedMotion,
} from '../../packages/core/motion.ts';
import { observeVisibility } from '../../packages/core/visibility.ts';
import { useEmit, useHost } from '../../packages/element/index.ts';
import { isInView, thresholdValue } from './thresholds.ts';
import type { RevealProps } from './reveal-props.ts';

export type { RevealProps };

/** The class the page (and this element's default styles) hide and animate the content with. */
export const HIDDEN_CLASS = 'no-intersect';

/**
 * Marks itself `no-intersect` while out of view, so CSS can animate it in as it enters. The
 * content is never hidden by the markup: the class is only added once the element is known to
 * be out of view, so without script (or with motion off) everything simply shows.
 */
export function Reveal({ threshold, once = false }: RevealProps) {
  const host = useHost();
  const emit = useEmit();
  const [reduced, setReduced] = useState(prefersReducedMotion);
  const [done, setDone] = useState(false);
  // No transition until the first answer has been applied: content found out of view on load is
  // hidden at once, not faded out.
  const [armed, setArmed] = useState(false);
  const ratio = thresholdValue(threshold);

  useEffect(() => onReducedMotionChange(setReduced), []);

  useLayoutEffect(() => {
    if (reduced || done || animationsBlocked()) return;
    let inView: boolean | undefined;
    let frame = 0;
    const stop = observeVisibility(
      host,
      (entry) => {
        const now = isInView(entry, ratio);
        if (now === inView) return;
        inView = now;
        host.classList.toggle(HIDDEN_CLASS, !now);
        // Two frames: the hidden state must have been styled once before transitions switch on.
        frame ||= requestAnimationFrame(() => {
          frame = requestAnimationFrame(() => setArmed(true));
        });
        emit('ib-reveal-change', { inView: now });
        if (now && once) {
          stop();
          setDone(true);
        }
      },
      { threshold: ratio },
    );
    return () => {
      stop();
      cancelAnimationFrame(frame);
      host.classList.remove(HIDDEN_CLASS);
    };
  }, [host, ratio, once, reduced, done, emit]);

  // The content moves, never the host: the observed box stays put, so the class cannot flip back
  // and forth at the edge of the threshold.
  return (
    <div className={armed ? 'content armed' : 'content'} part="content">
      <slot />
    </div>
  );
}
