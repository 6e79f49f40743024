// Focus in and out: the field takes focus as the popover opens, and closing hands focus back to
// what opened the popover (the trigger's button, or what had focus when the page opened it).
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from '../../packages/core/focus.ts';

/** `opening` changes with each opening (another trigger while open is one too). */
export function usePopoverFocus(host: HTMLElement, open: boolean, opening: unknown) {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (open) opener.current ??= (deepActiveElement() as HTMLElement | null) ?? null;
  }, [open, opening]);

  /**
   * On closing: back to the opener when focus was inside or went nowhere (a click on the page
   * background). Focus the visitor moved to another control (`refocus` false) stays there.
   */
  const giveBack = (refocus: boolean) => {
    const returnTo = opener.current;
    opener.current = null;
    const focusInside =
      host.contains(deepActiveElement()) || host.shadowRoot!.contains(deepActiveElement());
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (refocus && returnTo?.isConnected && (focusInside || focusLost)) returnTo.focus();
  };

  return [opener, giveBack] as const;
}

/**
 * The field takes focus in the render that opens the popover, still inside the trigger's click or
 * tap (README, "Focus moves into the field"): a phone opens its keyboard only for a focus made
 * within the tap, and keys typed right after the click land in the field, none on the page. After
 * usePopoverOpen, which makes the popover interactive in an inert mobile flyout.
 */
export function useFieldFocus(
  open: boolean,
  opening: unknown,
  input: RefObject<HTMLInputElement | null>,
) {
  useLayoutEffect(() => {
    if (open) input.current?.focus();
  }, [open, opening, input]);
}
