// One helper for every window listener the autoloader adds and removes: its bytes count once.

/** Adds `listener` for `type` on the window when `on` is truthy, else removes it. */
export const listen = (
  on: unknown,
  type: string,
  listener: (event: Event) => void,
  capture?: boolean,
): void => (on ? addEventListener : removeEventListener)(type, listener, capture);
