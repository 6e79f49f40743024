import type { AnimationItem } from 'lottie-web';
import { useEffect, useRef, useState } from 'react';
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { observeVisibility, whenNearViewport } from '../../packages/core/visibility.ts';
import { emit, useHost } from '../../packages/element/index.ts';
import { FILE_FAILED_MESSAGE, fetchAnimation } from './animation-data.ts';
import { DEFAULT_RENDERER, loadLottie, parseRenderer } from './load-lottie.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-lottie-load': { totalFrames: number };
    'ib-lottie-error': { message: string };
  }
}

export interface LottieProps {
  /** URL of the animation JSON. */
  src?: string;
  /** Play once loaded (and on screen, and motion is welcome). */
  autoplay?: boolean;
  /** Start again at the end. */
  loop?: boolean;
  /** `svg` (default), `canvas` or `html`. */
  renderer?: string;
  /** Accessible name; without it the animation is hidden from assistive technology. */
  label?: string;
}

export type LottieHost = HTMLElement & { animation?: AnimationItem };

export const LOTTIE_ERRORS = {
  missingSource: 'Lottie animation source required',
  fileFailed: FILE_FAILED_MESSAGE,
  renderFailed: 'The animation could not be rendered',
} as const;

/**
 * A Lottie animation (lottie-web). The player loads when the element nears the viewport; the
 * animation plays only on screen and when the visitor has not asked for reduced motion.
 */
export function LottieAnimation({ src, autoplay = false, loop = false, renderer, label }: LottieProps) {
  const host = useHost<LottieHost>();
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The animation's own proportions once known, so an element the theme did not size still has a height.
  const [ratio, setRatio] = useState<string | undefined>(undefined);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let animation: AnimationItem | undefined;
    const releases: Array<() => void> = [];
    const abort = new AbortController();
    releases.push(() => abort.abort());

    const fail = (error: Error) => {
      if (cancelled) return;
      const failedAnimation = animation;
      animation = undefined;
      if (failedAnimation) {
        if (host.animation === failedAnimation) host.animation = undefined;
        queueMicrotask(() => failedAnimation.destroy());
      }
      reportError(host, error);
      emit(host, 'ib-lottie-error', { message: error.message });
      setFailed(true);
    };
    setFailed(false);

    const rendererName = parseRenderer(renderer);
    if (!rendererName) reportError(host, new Error(`Invalid renderer "${renderer}"; using ${DEFAULT_RENDERER}`));
    if (!src) {
      fail(new Error(LOTTIE_ERRORS.missingSource));
      return undefined;
    }

    const start = () => {
      // The player and the file load side by side.
      Promise.all([loadLottie(rendererName ?? DEFAULT_RENDERER, host), fetchAnimation(src, abort.signal)])
        .then(([lottie, animationData]) => {
          if (cancelled) return;
          setRatio(`${animationData.w} / ${animationData.h}`);
          let reduced = prefersReducedMotion();
          let onScreen = true;
          let loaded = false;
          let finished = false;

          /** Plays when asked to, on screen, motion welcome, and not already at the end of a single run. */
          const apply = () => {
            if (!loaded || !animation) return;
            const play = autoplay && onScreen && !reduced && !finished;
            if (play && animation.isPaused) animation.play();
            if (!play && !animation.isPaused) animation.pause();
          };

          const item = lottie.loadAnimation({
            container,
            renderer: (rendererName ?? DEFAULT_RENDERER) as 'svg',
            animationData,
            loop,
            autoplay: false,
            rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: false },
          });
          animation = item;
          host.animation = item;
          item.addEventListener('DOMLoaded', () => {
            if (cancelled) return;
            loaded = true;
            apply();
            emit(host, 'ib-lottie-load', { totalFrames: item.totalFrames });
          });
          item.addEventListener('complete', () => {
            finished = true;
          });
          item.addEventListener('error', () => fail(new Error(LOTTIE_ERRORS.renderFailed)));

          releases.push(
            observeVisibility(host, (entry) => {
              onScreen = entry.isIntersecting;
              apply();
            }),
          );
          releases.push(
            onReducedMotionChange((next) => {
              reduced = next;
              apply();
            }),
          );
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) fail(error instanceof Error ? error : new Error(String(error)));
        });
    };
    // The player (about 60 KB gz for SVG) loads only near the viewport.
    releases.push(whenNearViewport(host, start));

    return () => {
      cancelled = true;
      for (const release of releases) release();
      animation?.destroy();
      if (host.animation === animation) host.animation = undefined;
    };
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
