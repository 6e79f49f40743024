// Starts Embla on a carousel's viewport in a layout effect: in the task the carousel rendered in.
// embla-carousel-react's hook starts it in an effect, and Preact runs the effects of every
// component rendered before the next frame in one callback: 24 carousels started Embla in one task
// of ~120 ms at 4x CPU (docs/performance.md). Each carousel receives Embla's module in a task of its
// own (load-embla.ts), so each starts in its own short task.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { reportError } from './report.ts';
import { onNextInteraction } from './vendor.ts';

type CreateEmbla = (
  viewport: HTMLElement,
  options?: EmblaOptionsType,
  plugins?: EmblaPluginType[],
) => EmblaCarouselType;

/**
 * Embla on `viewport` for the component's life: created at mount, re-initialised when `options`
 * or `plugins` change (by identity: memoise them), destroyed at unmount. `onApi` receives it.
 */
export function useEmbla(
  createEmbla: CreateEmbla,
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  plugins: EmblaPluginType[] | undefined,
  onApi: (api: EmblaCarouselType) => void,
): void {
  const api = useRef<EmblaCarouselType>(undefined);
  const settings = useRef({ options, plugins });
  useLayoutEffect(() => {
    const started = createEmbla(
      viewport.current!,
      settings.current.options,
      settings.current.plugins,
    );
    api.current = started;
    onApi(started);
    return () => {
      api.current = undefined;
      started.destroy();
    };
  }, [createEmbla, viewport, onApi]);
  useLayoutEffect(() => {
    if (settings.current.options === options && settings.current.plugins === plugins) return; // the mount's own
    settings.current = { options, plugins };
    api.current?.reInit(options, plugins);
  }, [options, plugins]);
}

/**
 * Loads a carousel's Embla module (`load`, which reports a failure) and hands it to `onLoaded`.
 * When it fails, `onFailed` lets the slides scroll natively and the visitor's next interaction
 * tries again. Returns the function that stops both: nothing is handed over after it.
 */
export function loadEmblaWithRetry<Module>(
  host: HTMLElement,
  load: (host: HTMLElement) => Promise<Module>,
  onLoaded: (module: Module) => void,
  onFailed: () => void,
): () => void {
  let cancelled = false;
  let stopWaiting = () => {};
  const attach = () => {
    load(host)
      .then(
        (module) => cancelled || onLoaded(module),
        () => {
          if (cancelled) return;
          onFailed();
          stopWaiting = onNextInteraction(host, attach);
        },
      )
      .catch((error: unknown) => reportError(host, error));
  };
  attach();
  return () => {
    cancelled = true;
    stopWaiting();
  };
}
