import { useLayoutEffect, useRef, useState } from 'react';
import { reportError } from '../../packages/core/report.ts';
import { useHost } from '../../packages/element/index.ts';
import { createDelayedToggle } from './delayed-toggle.ts';
import { DEFAULT_PLACEMENT } from './placements.ts';
import { followReference, isPlacement, loadPositioning } from './tooltip-position.ts';
import { TooltipWiring } from './tooltip-wiring.ts';
import type { TooltipProps } from './tooltip-props.ts';

export type { TooltipProps };

/** Defaults (README): show 300 ms, hide 250 ms. */
export const SHOW_DELAY = 300;
export const HIDE_DELAY = 250;

/** A tooltip for the light-DOM trigger, shown on hover and focus (WCAG 1.4.13: hoverable, dismissible). */
export function Tooltip({ content, placement = DEFAULT_PLACEMENT }: TooltipProps) {
  const host = useHost();
  const tooltipRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<HTMLDivElement>(null);
  const wiring = useRef<TooltipWiring | null>(null);
  const [visible, setVisible] = useState(false);

  const validPlacement = isPlacement(placement) ? placement : DEFAULT_PLACEMENT;
  useLayoutEffect(() => {
    if (!isPlacement(placement))
      reportError(
        host,
        new Error(`Invalid tooltip placement "${placement}"; using "${DEFAULT_PLACEMENT}".`),
      );
  }, [host, placement]);

  // Wire the trigger and the light-DOM text now and whenever slotted content changes.
  useLayoutEffect(() => {
    const current = (wiring.current ??= new TooltipWiring(host));
    const update = () => current.update(content);
    update();
    const shadow = host.shadowRoot!;
    shadow.addEventListener('slotchange', update);
    return () => shadow.removeEventListener('slotchange', update);
  }, [host, content]);

  useLayoutEffect(
    () => () => {
      wiring.current?.release();
      wiring.current = null;
    },
    [host],
  );

  // Layout effects throughout: the element is ready at commit, listening from its first frame.
  useLayoutEffect(() => {
    const toggle = createDelayedToggle({
      showDelay: SHOW_DELAY,
      hideDelay: HIDE_DELAY,
      onChange: setVisible,
    });
    let hovered = false;
    let focused = false;
    const want = () => {
      const show = (hovered || focused) && Boolean(wiring.current?.trigger);
      if (show) void loadPositioning(host); // a failure is reported by the loader, and the bubble falls back
      toggle.request(show);
    };
    // The bubble sits in the host's shadow root, so the pointer on it still counts as "on the host".
    const onPointerEnter = () => ((hovered = true), want());
    const onPointerLeave = () => ((hovered = false), want());
    const onFocusIn = () => ((focused = true), want());
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
      focused = false;
      want();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !toggle.visible) return;
      hovered = false; // shown again only after the pointer or focus comes back
      focused = false;
      toggle.hideNow();
    };
    host.addEventListener('pointerenter', onPointerEnter);
    host.addEventListener('pointerleave', onPointerLeave);
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      toggle.dispose();
      host.removeEventListener('pointerenter', onPointerEnter);
      host.removeEventListener('pointerleave', onPointerLeave);
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [host]);

  // Positioning runs only while visible; a layout effect so removal stops it at once.
  useLayoutEffect(() => {
    const reference = wiring.current?.trigger;
    if (!visible || !reference) return;
    return followReference(reference, tooltipRef.current!, arrowRef.current!, validPlacement, host);
  }, [host, visible, validPlacement]);

  return (
    <>
      <slot />
      <div ref={tooltipRef} part="tooltip" className="tooltip" role="tooltip" hidden={!visible}>
        <slot name="content" />
        <div ref={arrowRef} part="arrow" className="arrow" />
      </div>
    </>
  );
}
