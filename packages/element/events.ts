// The `ib-*` event map and `emit`, without React: element typings (dist/types) reach this module,
// so a consumer's listeners are typed wherever an element's types are, React installed or not.

/**
 * Event names and their `detail` types. Element folders add theirs by module augmentation:
 * `declare module '../../packages/element/events.ts' { interface IbEventMap { 'ib-x-y': {...} } }`.
 */
export interface IbEventMap {
  'ib-ready': undefined;
}

export type IbEventName = keyof IbEventMap;

/** Each `ib-*` event as listeners receive it: a `CustomEvent` with that event's `detail`. */
export type IbEvents = { [N in IbEventName]: CustomEvent<IbEventMap[N]> };

// `el.addEventListener('ib-modal-open', (event) => event.detail.id)` is typed, on elements, the
// document and the window (where some events are dispatched too), wherever an element's types are.
declare global {
  interface HTMLElementEventMap extends IbEvents {}
  interface DocumentEventMap extends IbEvents {}
  interface WindowEventMap extends IbEvents {}
}

/** Dispatches a bubbling, composed `CustomEvent` named `ib-*`; returns false when a listener cancelled it. */
export function emit<N extends IbEventName>(
  target: EventTarget,
  name: N,
  detail: IbEventMap[N],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: Boolean(options.cancelable),
    }),
  );
}
