import { useRef } from 'react';

/**
 * A ref holding this render's `value`: listeners and callbacks made once (in an effect) read
 * `ref.current` when they run, so they always see the latest props and state without being
 * re-made on every change.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
