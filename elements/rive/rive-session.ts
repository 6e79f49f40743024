// One animation's life: waits until the element is within 200 px of the viewport, then loads
// the Rive runtime, builds the instance on the canvas, keeps its drawing surface at the canvas's
// size, and plays it only while it is wanted, on screen and motion is welcome (or the file adapts
// to reduced motion itself). Its `dispose()` frees all of it.
import { watchPlaybackConditions } from '../../packages/core/playback-conditions.ts';
import { reportError } from '../../packages/core/report.ts';
import { whenNearViewport } from '../../packages/core/visibility.ts';
import { emit } from '../../packages/element/index.ts';
import { loadRiveRuntime } from './load-rive.ts';
import type { RiveInstance, StateMachineInput } from './rive-runtime.ts';
import { DEFAULT_FIT, LOAD_MARGIN, RIVE_ERRORS, parseFit, riveLoadError } from './rive-options.ts';

export type RiveHost = HTMLElement & { rive?: RiveInstance };

export interface RiveSessionConfig {
  host: RiveHost;
  canvas: HTMLCanvasElement;
  src?: string;
  artboard?: string;
  stateMachine?: string;
  /** The attribute as written: an unknown fit is reported and reads as contain. */
  fit?: string;
  autoplay: boolean;
  wasmUrl?: string;
  /** Boolean state machine input that receives the reduced-motion preference. */
  reducedMotionInput: string;
  /** The runtime or the file failed (already reported, `ib-rive-error` fired): show the fallback. */
  onFailed: () => void;
}

export interface RiveSession {
  /** Stops watching size, visibility and the motion preference, and releases the Rive instance. */
  dispose(): void;
}

// A closure rather than a class: its state minifies to short local names (no private fields to spell out).
export function startRiveSession(config: RiveSessionConfig): RiveSession {
  const {
    host,
    canvas,
    src,
    artboard,
    stateMachine,
    autoplay,
    wasmUrl,
    reducedMotionInput,
    onFailed,
  } = config;
  const cleanups: Array<() => void> = [];
  let disposed = false;
  let instance: RiveInstance | undefined;
  let reduced = false;
  let onScreen = true;
  let loaded = false;
  let motionInput: StateMachineInput | undefined;
  // A state machine always runs (it is how a file reacts to hover and clicks); `autoplay`
  // decides only for a plain timeline animation.
  const wanted = Boolean(stateMachine) || autoplay;

  const dispose = () => {
    if (disposed) return;
    disposed = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };

  /** Takes the instance off the host and releases it (`cleanup()`: its WebAssembly objects and render loop), `later` from inside the runtime's own call. */
  const dropInstance = (later?: boolean) => {
    const dropped = instance;
    if (!dropped) return;
    instance = undefined;
    if (host.rive === dropped) host.rive = undefined;
    if (later) queueMicrotask(() => dropped.cleanup());
    else dropped.cleanup();
  };

  const fail = (error: unknown) => {
    if (disposed) return;
    dropInstance(true); // the runtime may still be inside its own call (`onLoadError`)
    const failure = error instanceof Error ? error : new Error(String(error));
    reportError(host, failure);
    emit(host, 'ib-rive-error', { message: failure.message });
    onFailed();
  };

  /** Plays when wanted, on screen, and either motion is welcome or the file adapts to reduced motion itself. */
  const apply = () => {
    if (!loaded || !instance) return;
    const play = wanted && onScreen && (!reduced || Boolean(motionInput));
    if (play && !instance.isPlaying) instance.play();
    if (!play && instance.isPlaying) instance.pause();
  };

  const fit = parseFit(config.fit);
  if (!fit) reportError(host, new Error(`Invalid fit "${config.fit}"; using ${DEFAULT_FIT}`));
  if (!src) {
    fail(new Error(RIVE_ERRORS.missingSource));
    return { dispose };
  }

  const build = async () => {
    const runtime = await loadRiveRuntime(wasmUrl, host);
    if (disposed) return;
    const rive = new runtime.Rive({
      src,
      canvas,
      artboard: artboard || undefined,
      stateMachine: stateMachine || undefined,
      autoplay: false,
      // Page scrolling keeps working when a finger lands on the canvas.
      isTouchScrollEnabled: true,
      layout: new runtime.Layout({
        fit: (fit ?? DEFAULT_FIT) as never,
        alignment: runtime.Alignment.Center,
      }),
      onLoad: () => {
        // Not after dispose() or a failure.
        if (instance !== rive) return;
        loaded = true;
        // Exposed once loaded: before that the runtime's getters (isPlaying...) throw.
        host.rive = rive;
        rive.resizeDrawingSurfaceToCanvas();
        motionInput = stateMachine
          ? rive
              .stateMachineInputs(stateMachine)
              ?.find((input) => input.name === reducedMotionInput)
          : undefined;
        if (motionInput) motionInput.value = reduced;
        apply();
        emit(host, 'ib-rive-load', { artboard: artboard || undefined });
      },
      onLoadError: (event) =>
        fail(riveLoadError(typeof event?.data === 'string' ? event.data : undefined)),
    });
    instance = rive;
    const resize = new ResizeObserver(() => loaded && rive.resizeDrawingSurfaceToCanvas());
    resize.observe(canvas);
    cleanups.push(
      () => resize.disconnect(),
      watchPlaybackConditions(host, (visible, reducedNow) => {
        onScreen = visible;
        reduced = reducedNow;
        if (motionInput) motionInput.value = reducedNow;
        apply();
      }),
      () => dropInstance(), // last: the watchers are gone first
    );
  };
  // The runtime (450 KB of script, 2 MB of WebAssembly) loads only near the viewport.
  cleanups.push(whenNearViewport(host, () => void build().catch(fail), LOAD_MARGIN));
  return { dispose };
}
