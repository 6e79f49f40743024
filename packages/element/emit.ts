import { useCallback } from 'react';
import { useHost } from './host-context.ts';

/**
 * Event names and their `detail` types. Element folders add theirs by module augmentation:
 * `declare module '../../packages/element/emit.ts' { interface IbEventMap { 'ib-x-y': {...} } }`.
 */
export interface IbEventMap {
  'ib-ready': undefined;
}

export type IbEventName = keyof IbEventMap;

/** Dispatches a bubbling, composed `CustomEvent` named `ib-*`; returns false when a listener cancelled it. */
export function emit<N extends IbEventName>(
  target: EventTarget,
  name: N,
  detail: IbEventMap[N],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: Boolean(options.cancelable) }),
  );
}

/** `emit` bound to the current host. */
export function useEmit() {
  const host = useHost();
  return useCallback(
    <N extends IbEventName>(name: N, detail: IbEventMap[N], options?: { cancelable?: boolean }) =>
      emit(host, name, detail, options),
    [host],
  );
}
