import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  animationsBlocked,
  onReducedMotionChange,
  prefersReducedMotion,
} from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { distanceFor, parallaxOffset, parseSpeed, passProgress } from './parallax-math.ts';
import { speedError } from './parallax-checks.ts';
import { onScrollFrame } from './scroll-frame.ts';
import type { ParallaxProps } from './parallax-props.ts';

export type { ParallaxProps };

/** Shifts its content with transforms as the page scrolls, at its own speed. */
export function Parallax({ speed, horizontal = false }: ParallaxProps) {
  const host = useHost();
  const layer = useRef<HTMLDivElement>(null);
  const [reduced, setReduced] = useState(prefersReducedMotion);
  const parsed = parseSpeed(speed);

  useEffect(() => onReducedMotionChange(setReduced), []);

  useEffect(() => {
    const error = speedError(speed);
    if (error) reportError(host, error);
  }, [host, speed]);

  useLayoutEffect(() => {
    const content = layer.current!;
    if (parsed === null || parsed === 0 || reduced || animationsBlocked()) {
      content.style.removeProperty('transform');
      return;
    }
    let last = Number.NaN;
    // A compositor layer only while it moves: fifty still layers would cost memory and compositing.
    content.style.willChange = 'transform';
    const stop = onScrollFrame({
      read: () => {
        const rect = host.getBoundingClientRect();
        const progress = passProgress(rect.top, rect.height, window.innerHeight);
        return parallaxOffset(progress, parsed, distanceFor(window.innerWidth, window.innerHeight));
      },
      write: (offset) => {
        const rounded = Math.round(offset * 10) / 10;
        if (rounded === last) return; // off screen the shift is clamped: nothing to write
        last = rounded;
        content.style.transform = horizontal
          ? `translate3d(${rounded}px, 0, 0)`
          : `translate3d(0, ${rounded}px, 0)`;
      },
    });
    return () => {
      stop();
      content.style.removeProperty('transform');
      content.style.removeProperty('will-change');
    };
  }, [host, parsed, horizontal, reduced]);

  return (
    <div ref={layer} className="layer" part="layer">
      <slot />
    </div>
  );
}
