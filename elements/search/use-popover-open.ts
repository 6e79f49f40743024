// What being open means. The popover's one switch is its `open` property: triggers, the visitor and
// the page all set it. While open it sits just below the navbar (follow-below.ts) and stays usable
// when a mobile flyout has made the rest of the page inert (keepInteractive). Escape from anywhere
// inside (slotted content too) or focus leaving it closes it; `close(reason)` notes why before
// switching off, so the closing that follows can say why (the page clearing the property itself
// reads as 'property').
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { keepInteractive } from '../../packages/core/inert-outside.ts';
import { emit, useLatest } from '../../packages/element/index.ts';
import { findAnchor, followBelow } from './follow-below.ts';
import type { Session } from './use-popover-session.ts';
import type { PopoverCloseReason } from './search-popover-props.ts';

export type { PopoverCloseReason };

type PopoverHost = HTMLElement & { open?: boolean };

/**
 * `anchor`: id of the navbar to sit below, else found around the popover or `opener`.
 * `onClosed(refocus)` undoes an opening before the page hears of the closing. Returns `close`;
 * `refocus` false when the visitor moved focus on themselves (it is not pulled back).
 */
export function usePopoverOpen(
  host: PopoverHost,
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  session: Session,
  anchor: string | undefined,
  opener: RefObject<HTMLElement | null>,
  onClosed: (refocus: boolean) => void,
) {
  const now = useLatest({ open, onClosed });
  const closing = useRef<{ reason: PopoverCloseReason; refocus: boolean }>({
    reason: 'property',
    refocus: true,
  });
  const close = useCallback(
    (reason: PopoverCloseReason, refocus = true) => {
      if (!now.current.open) return false;
      closing.current = { reason, refocus };
      host.open = false;
      return true;
    },
    [host, now],
  );

  // Only on open and close, so a reopening with another scope never makes the focused field inert
  // for a moment.
  useLayoutEffect(() => (open ? keepInteractive(host) : undefined), [open, host]);

  // Again for each session: another trigger may sit under another header.
  useLayoutEffect(() => {
    if (!open) return;
    const stopFollowing = followBelow(findAnchor(anchor, host, opener.current), panel.current!);
    emit(host, 'ib-search-popover-open', {
      scope: session.scope,
      customScope: session.customTypes,
      trigger: session.trigger,
    });
    return stopFollowing;
  }, [open, session, anchor, host, panel, opener]);

  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) return;
    const { reason, refocus } = closing.current;
    closing.current = { reason: 'property', refocus: true };
    now.current.onClosed(refocus);
    emit(host, 'ib-search-popover-close', { reason });
  }, [open, host, now]);

  useEffect(() => {
    const target = panel.current!;
    const inside = (node: unknown) =>
      node instanceof Node && (target.contains(node) || host.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && close('escape')) event.preventDefault();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (inside(event.relatedTarget)) return;
      // The window losing focus (another tab or app) leaves the field focused: not a leave.
      if (event.relatedTarget === null && !document.hasFocus()) return;
      // Focus going nowhere (a click on the page) returns to the trigger; focus moved on by the
      // visitor (Tab, a click on another control) stays where they put it.
      close('focus-out', event.relatedTarget === null);
    };
    host.addEventListener('keydown', onKeyDown);
    target.addEventListener('focusout', onFocusOut);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('keydown', onKeyDown);
      target.removeEventListener('focusout', onFocusOut);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [host, panel, close]);

  return close;
}
