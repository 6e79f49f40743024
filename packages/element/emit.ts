import { useCallback } from 'react';
import { emit, type IbEventMap, type IbEventName } from './events.ts';
import { useHost } from './host-context.ts';

// The event map and `emit` live in events.ts (no React, so element typings can reach it).
export { emit, type IbEventMap, type IbEventName, type IbEvents } from './events.ts';

/** `emit` bound to the current host. */
export function useEmit() {
  const host = useHost();
  return useCallback(
    <N extends IbEventName>(name: N, detail: IbEventMap[N], options?: { cancelable?: boolean }) =>
      emit(host, name, detail, options),
    [host],
  );
}
