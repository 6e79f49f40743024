// Focus in and out: the field takes focus 100 ms after each opening, and closing hands focus back
// to what opened the popover (the trigger's button, or what had focus when the page opened it).
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from '../../packages/core/focus.ts';
import { FOCUS_DELAY_MS } from './constants.ts';

/** `opening` changes with each opening (another trigger while open is one too). */
export function usePopoverFocus(host: HTMLElement, open: boolean, opening: unknown, input: RefObject<HTMLInputElement | null>) {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    opener.current ??= (deepActiveElement() as HTMLElement | null) ?? null;
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, opening, input]);

  /**
   * On closing: back to the opener when focus was inside or went nowhere (a click on the page
   * background). Focus the visitor moved to another control (`refocus` false) stays there.
   */
  const giveBack = (refocus: boolean) => {
    const returnTo = opener.current;
    opener.current = null;
    const focusInside = host.contains(deepActiveElement()) || host.shadowRoot!.contains(deepActiveElement());
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (refocus && returnTo?.isConnected && (focusInside || focusLost)) returnTo.focus();
  };

  return [opener, giveBack] as const;
}
