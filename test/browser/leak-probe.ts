// Counts what a removed element could leave behind on the page: listeners on long-lived
// targets (window, document, <html>, <body>), observer observations, intervals, DOM nodes.
type Entry = { type: string; listener: unknown; capture: boolean };

const longLived = (target: EventTarget) =>
  target === window ||
  target === document ||
  target === document.documentElement ||
  target === document.body;

const listeners = new Map<EventTarget, Entry[]>();
const observations = new Map<object, Set<object>>();
const intervals = new Set<number>();

const forget = (target: EventTarget, entry: Entry) => {
  const list = listeners.get(target);
  if (list)
    listeners.set(
      target,
      list.filter((e) => e !== entry),
    );
};

const capture = (options?: boolean | AddEventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

export function installLeakProbe(): () => void {
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: unknown,
    options?: boolean | AddEventListenerOptions,
  ) {
    const signal = typeof options === 'object' ? options.signal : undefined;
    // An aborted signal adds nothing; a listener already there is not added again (nor its signal kept).
    if (
      longLived(this) &&
      listener &&
      !(typeof options === 'object' && options.once) &&
      !signal?.aborted
    ) {
      const list = listeners.get(this) ?? [];
      if (
        !list.some(
          (e) => e.type === type && e.listener === listener && e.capture === capture(options),
        )
      ) {
        const entry = { type, listener, capture: capture(options) };
        list.push(entry);
        // The signal's abort removes the listener: this entry goes (not one added again later).
        if (signal)
          addEventListener.call(signal, 'abort', () => forget(this, entry), { once: true });
      }
      listeners.set(this, list);
    }
    return addEventListener.call(this, type, listener as EventListener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: unknown,
    options?: boolean | EventListenerOptions,
  ) {
    const list = listeners.get(this);
    if (list)
      listeners.set(
        this,
        list.filter(
          (e) => !(e.type === type && e.listener === listener && e.capture === capture(options)),
        ),
      );
    return removeEventListener.call(this, type, listener as EventListener, options);
  };

  const restores: Array<() => void> = [];
  for (const Observer of [
    IntersectionObserver,
    ResizeObserver,
    MutationObserver,
  ] as unknown as Array<{ prototype: Record<string, (...a: unknown[]) => unknown> }>) {
    const proto = Observer.prototype;
    const { observe, disconnect } = proto;
    const unobserve = proto.unobserve as ((...a: unknown[]) => unknown) | undefined; // MutationObserver has none
    proto.observe = function (this: object, target: unknown, ...rest: unknown[]) {
      const set = observations.get(this) ?? new Set();
      set.add(target as object);
      observations.set(this, set);
      return observe.call(this, target, ...rest);
    };
    if (unobserve) {
      proto.unobserve = function (this: object, target: unknown) {
        observations.get(this)?.delete(target as object);
        return unobserve.call(this, target);
      };
    }
    proto.disconnect = function (this: object) {
      observations.delete(this);
      return disconnect.call(this);
    };
    restores.push(() =>
      Object.assign(proto, { observe, disconnect, ...(unobserve ? { unobserve } : {}) }),
    );
  }

  const { setInterval: originalSet, clearInterval: originalClear } = window;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    const id = originalSet(handler, timeout, ...args);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    originalClear(id);
  }) as typeof window.clearInterval;

  return () => {
    Object.assign(EventTarget.prototype, { addEventListener, removeEventListener });
    for (const restore of restores) restore();
    Object.assign(window, { setInterval: originalSet, clearInterval: originalClear });
  };
}

export interface LeakCounts {
  pageListeners: number;
  observations: number;
  intervals: number;
  nodes: number;
}

export function leakCounts(): LeakCounts {
  let pageListeners = 0;
  for (const list of listeners.values()) pageListeners += list.length;
  let observed = 0;
  for (const set of observations.values()) observed += set.size;
  return {
    pageListeners,
    observations: observed,
    intervals: intervals.size,
    nodes: document.getElementsByTagName('*').length,
  };
}
