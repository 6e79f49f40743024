import { useEffect, useRef, useState } from 'react';
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { observeVisibility, whenNearViewport } from '../../packages/core/visibility.ts';
import { emit, useHost } from '../../packages/element/index.ts';
import { loadRiveRuntime } from './load-rive.ts';
import type { RiveInstance, StateMachineInput } from './rive-runtime.ts';
import { DEFAULT_FIT, DEFAULT_REDUCED_MOTION_INPUT, RIVE_ERRORS, parseFit, riveLoadError } from './rive-options.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-rive-load': { artboard: string | undefined };
    'ib-rive-error': { message: string };
  }
}

export interface RiveProps {
  /** URL of the `.riv` file. */
  src?: string;
  /** Artboard name; the file's default artboard when absent. */
  artboard?: string;
  /** State machine to run: it runs while the element is on screen, `autoplay` or not. */
  stateMachine?: string;
  /** How the artboard fits the canvas (Rive's Fit): contain (default), cover, fill, fitWidth, fitHeight, none, scaleDown, layout. */
  fit?: string;
  /** Play a timeline animation once loaded (and on screen). A state machine runs without it. */
  autoplay?: boolean;
  /** URL of rive.wasm; default: the copy shipped with this package. */
  wasmUrl?: string;
  /** Accessible name of the animation; without it the canvas is hidden from assistive technology. */
  label?: string;
  /** Boolean state machine input that receives the reduced-motion preference. */
  reducedMotionInput?: string;
}

export type RiveHost = HTMLElement & { rive?: RiveInstance };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A Rive animation on a canvas. The runtime loads when the element nears the viewport; playback
 * waits while it is off-screen; a failed runtime or file shows the light-DOM fallback instead.
 */
export function RiveAnimation({
  src,
  artboard,
  stateMachine,
  fit,
  autoplay = false,
  wasmUrl,
  label,
  reducedMotionInput = DEFAULT_REDUCED_MOTION_INPUT,
}: RiveProps) {
  const host = useHost<RiveHost>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let cancelled = false;
    let instance: RiveInstance | undefined;
    const releases: Array<() => void> = [];

    const fail = (error: unknown) => {
      if (cancelled) return;
      // A failed instance is released at once; the fallback takes its place.
      const failedInstance = instance;
      instance = undefined;
      if (failedInstance) {
        if (host.rive === failedInstance) host.rive = undefined;
        queueMicrotask(() => failedInstance.cleanup());
      }
      const { message } = asError(error);
      reportError(host, asError(error));
      emit(host, 'ib-rive-error', { message });
      setFailed(true);
    };
    setFailed(false);

    const fitValue = parseFit(fit);
    if (!fitValue) reportError(host, new Error(`Invalid fit "${fit}"; using ${DEFAULT_FIT}`));
    if (!src) {
      fail(new Error(RIVE_ERRORS.missingSource));
      return undefined;
    }

    const start = () => {
      loadRiveRuntime(wasmUrl, host)
        .then((runtime) => {
          if (cancelled) return;
          let reduced = prefersReducedMotion();
          let onScreen = true;
          let loaded = false;
          let motionInput: StateMachineInput | undefined;

          // A state machine always runs (it is how a file reacts to hover and clicks); `autoplay`
          // decides only for a plain timeline animation.
          const wanted = Boolean(stateMachine) || autoplay;

          /** Plays when wanted, on screen, and either motion is welcome or the file adapts to reduced motion itself. */
          const apply = () => {
            if (!loaded || !instance) return;
            const play = wanted && onScreen && (!reduced || Boolean(motionInput));
            if (play && !instance.isPlaying) instance.play();
            if (!play && instance.isPlaying) instance.pause();
          };

          const rive = new runtime.Rive({
            src,
            canvas,
            artboard: artboard || undefined,
            stateMachine: stateMachine || undefined,
            autoplay: false,
            // Page scrolling keeps working when a finger lands on the canvas.
            isTouchScrollEnabled: true,
            layout: new runtime.Layout({ fit: (fitValue ?? DEFAULT_FIT) as never, alignment: runtime.Alignment.Center }),
            onLoad: () => {
              if (cancelled) return;
              loaded = true;
              // Exposed once loaded: before that the runtime's getters (isPlaying...) throw.
              host.rive = rive;
              rive.resizeDrawingSurfaceToCanvas();
              motionInput = stateMachine
                ? rive.stateMachineInputs(stateMachine)?.find((input) => input.name === reducedMotionInput)
                : undefined;
              if (motionInput) motionInput.value = reduced;
              apply();
              emit(host, 'ib-rive-load', { artboard: artboard || undefined });
            },
            onLoadError: (event) => fail(riveLoadError(typeof event?.data === 'string' ? event.data : undefined)),
          });
          instance = rive;

          const resize = new ResizeObserver(() => loaded && rive.resizeDrawingSurfaceToCanvas());
          resize.observe(canvas);
          releases.push(() => resize.disconnect());
          releases.push(
            observeVisibility(host, (entry) => {
              onScreen = entry.isIntersecting;
              apply();
            }),
          );
          releases.push(
            onReducedMotionChange((next) => {
              reduced = next;
              if (motionInput) motionInput.value = next;
              apply();
            }),
          );
        })
        .catch(fail);
    };
    // The runtime (450 KB of script, 2 MB of WebAssembly) loads only near the viewport.
    releases.push(whenNearViewport(host, start));

    return () => {
      cancelled = true;
      for (const release of releases) release();
      instance?.cleanup();
      if (host.rive === instance) host.rive = undefined;
    };
  }, [host, src, artboard, stateMachine, fit, autoplay, wasmUrl, reducedMotionInput]);

  return (
    <>
      <canvas
        ref={canvasRef}
        part="canvas"
        className="canvas"
        hidden={failed}
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
