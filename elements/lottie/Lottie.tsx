import { useEffect, useRef, useState } from 'react';
import { useHost } from '../../packages/element/index.ts';
import { startLottieSession, type LottieHost } from './lottie-session.ts';
import type { LottieProps } from './lottie-props.ts';

export type { LottieProps };

/**
 * A Lottie animation (lottie-web). The player loads when the element nears the viewport; the
 * animation plays only on screen and when the visitor has not asked for reduced motion.
 */
export function LottieAnimation({
  src,
  autoplay = false,
  loop = false,
  renderer,
  label,
}: LottieProps) {
  const host = useHost<LottieHost>();
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The animation's own proportions once known, so an element the theme did not size still has a height.
  const [ratio, setRatio] = useState<string | undefined>(undefined);

  // A new session for each source and setting (lottie-session.ts).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    setFailed(false);
    const session = startLottieSession({
      host,
      container,
      src,
      autoplay,
      loop,
      renderer,
      onRatio: setRatio,
      onFailed: () => setFailed(true),
    });
    return () => session.dispose();
  }, [host, src, autoplay, loop, renderer]);

  return (
    <>
      <div
        ref={containerRef}
        part="animation"
        className="animation"
        hidden={failed}
        style={ratio ? { aspectRatio: `var(--ib-lottie-aspect-ratio, ${ratio})` } : undefined}
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : 'true'}
      />
      {failed ? (
        <div part="fallback" className="fallback">
          <slot />
        </div>
      ) : null}
    </>
  );
}
