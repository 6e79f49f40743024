// Many listeners on one target, added and removed as one: the removal can never miss one that
// was added, or differ from it in its capture flag.

type Listeners = {
  [Type in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[Type]) => void;
} & Record<string, (event: never) => void>;

/**
 * Adds each of `listeners` (by event type) to `target`, in the capture phase when `options.capture`;
 * returns the function that removes them all.
 */
export function listenAll(
  target: EventTarget,
  listeners: Listeners,
  options: AddEventListenerOptions = {},
): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, options);
  };
}
