// One animation's life: waits until the element is within a viewport of being visible, then loads
// the Rive runtime, builds the instance on the canvas, keeps its drawing surface at the canvas's
// size, and plays it only while it is wanted, on screen and motion is welcome (or the file adapts
// to reduced motion itself). `dispose()` frees all of it.
import { onReducedMotionChange, prefersReducedMotion } from '../../packages/core/motion.ts';
import { Releases } from '../../packages/core/releases.ts';
import { reportError } from '../../packages/core/report.ts';
import { observeVisibility, whenNearViewport } from '../../packages/core/visibility.ts';
import { emit } from '../../packages/element/index.ts';
import { loadRiveRuntime } from './load-rive.ts';
import type { RiveInstance, StateMachineInput } from './rive-runtime.ts';
import { DEFAULT_FIT, RIVE_ERRORS, parseFit, riveLoadError } from './rive-options.ts';

declare module '../../packages/element/emit.ts' {
  interface IbEventMap {
    'ib-rive-load': { artboard: string | undefined };
    'ib-rive-error': { message: string };
  }
}

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

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class RiveSession {
  private readonly config: RiveSessionConfig;
  private readonly releases = new Releases();
  private instance?: RiveInstance;
  private reduced = false;
  private onScreen = true;
  private loaded = false;
  private motionInput?: StateMachineInput;

  constructor(config: RiveSessionConfig) {
    this.config = config;
    const { host, src, fit } = config;
    if (!parseFit(fit)) reportError(host, new Error(`Invalid fit "${fit}"; using ${DEFAULT_FIT}`));
    if (!src) {
      this.fail(new Error(RIVE_ERRORS.missingSource));
      return;
    }
    // The runtime (450 KB of script, 2 MB of WebAssembly) loads only near the viewport.
    this.releases.add(whenNearViewport(host, () => this.start(src)));
  }

  private start(src: string) {
    this.build(src).catch((error: unknown) => this.fail(asError(error)));
  }

  private async build(src: string): Promise<void> {
    const runtime = await loadRiveRuntime(this.config.wasmUrl, this.config.host);
    if (this.releases.released) return;
    const { canvas, artboard, stateMachine, fit } = this.config;
    const rive = new runtime.Rive({
      src,
      canvas,
      artboard: artboard || undefined,
      stateMachine: stateMachine || undefined,
      autoplay: false,
      // Page scrolling keeps working when a finger lands on the canvas.
      isTouchScrollEnabled: true,
      layout: new runtime.Layout({ fit: (parseFit(fit) ?? DEFAULT_FIT) as never, alignment: runtime.Alignment.Center }),
      onLoad: () => this.onLoad(rive),
      onLoadError: (event) => this.fail(riveLoadError(typeof event?.data === 'string' ? event.data : undefined)),
    });
    this.instance = rive;
    this.releases.add(() => this.dropInstance());
    this.reduced = prefersReducedMotion();

    const resize = new ResizeObserver(() => this.loaded && rive.resizeDrawingSurfaceToCanvas());
    resize.observe(canvas);
    this.releases.add(() => resize.disconnect());
    this.releases.add(
      observeVisibility(this.config.host, (entry) => {
        this.onScreen = entry.isIntersecting;
        this.apply();
      }),
    );
    this.releases.add(
      onReducedMotionChange((reduced) => {
        this.reduced = reduced;
        if (this.motionInput) this.motionInput.value = reduced;
        this.apply();
      }),
    );
  }

  private onLoad(rive: RiveInstance) {
    if (this.releases.released || this.instance !== rive) return;
    const { host, artboard, stateMachine, reducedMotionInput } = this.config;
    this.loaded = true;
    // Exposed once loaded: before that the runtime's getters (isPlaying...) throw.
    host.rive = rive;
    rive.resizeDrawingSurfaceToCanvas();
    this.motionInput = stateMachine
      ? rive.stateMachineInputs(stateMachine)?.find((input) => input.name === reducedMotionInput)
      : undefined;
    if (this.motionInput) this.motionInput.value = this.reduced;
    this.apply();
    emit(host, 'ib-rive-load', { artboard: artboard || undefined });
  }

  /** Plays when wanted, on screen, and either motion is welcome or the file adapts to reduced motion itself. */
  private apply() {
    const { instance } = this;
    if (!this.loaded || !instance) return;
    // A state machine always runs (it is how a file reacts to hover and clicks); `autoplay`
    // decides only for a plain timeline animation.
    const wanted = Boolean(this.config.stateMachine) || this.config.autoplay;
    const play = wanted && this.onScreen && (!this.reduced || Boolean(this.motionInput));
    if (play && !instance.isPlaying) instance.play();
    if (!play && instance.isPlaying) instance.pause();
  }

  private fail(error: Error) {
    if (this.releases.released) return;
    // The runtime may still be inside its own call (`onLoadError`): release after it returns.
    this.dropInstance({ later: true });
    reportError(this.config.host, error);
    emit(this.config.host, 'ib-rive-error', { message: error.message });
    this.config.onFailed();
  }

  /** Takes the instance off the host and releases it (`cleanup()`: its WebAssembly objects and render loop). */
  private dropInstance({ later = false } = {}) {
    const { instance } = this;
    if (!instance) return;
    this.instance = undefined;
    if (this.config.host.rive === instance) this.config.host.rive = undefined;
    if (later) queueMicrotask(() => instance.cleanup());
    else instance.cleanup();
  }

  /** Stops watching size, visibility and the motion preference, and releases the Rive instance. */
  dispose(): void {
    this.releases.releaseAll();
  }
}
