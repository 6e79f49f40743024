// Trailing-edge debounce with cancel/flush, so blocks can drop a pending call on disconnect.
/** The generic debounce default (README). */
export const DEFAULT_DEBOUNCE_MS = 250;
/** The debounce for window resize handling (README). */
export const RESIZE_DEBOUNCE_MS = 500;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now (with its latest arguments), if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/** Calls `fn` once `wait` ms have passed without another call, with the latest arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = DEFAULT_DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const run = () => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = ((...args: A) => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  }) as Debounced<A>;

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  debounced.pending = () => timer !== undefined;
  return debounced;
}
