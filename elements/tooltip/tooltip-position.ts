// Placement of the bubble: Floating UI, kept up to date while the tooltip shows. It loads
// on demand (a first show) through core's vendor loader; when they cannot load, the bubble still
// shows, placed once by fallback-position.ts, and the next show tries Floating UI again.
import type { Placement } from '@floating-ui/dom';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { directionOf } from '../../packages/element/index.ts';
import { fallbackPosition } from './fallback-position.ts';
import { isPlacement, PLACEMENTS } from './placements.ts';

/** Starts loading Floating UI (called when the show delay starts, so it is ready when it ends). */
export { loadPositioning };

// Every placement the element takes is one Floating UI knows.
PLACEMENTS satisfies readonly Placement[];
export { isPlacement };

/** Distance from the trigger along the main axis (README: offset [0, 10]). */
export const TOOLTIP_OFFSET = 10;

const OPPOSITE_SIDE = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' } as const;

/** Puts the bubble at (x, y) on `placement`'s side, its arrow at `arrow` along the edge, and shows it. */
function place(
  tooltip: HTMLElement,
  arrowElement: HTMLElement,
  x: number,
  y: number,
  placement: Placement,
  arrow: { x?: number; y?: number } | undefined,
) {
  tooltip.style.left = `${x}px`;
  tooltip.style.top = `${y}px`;
  tooltip.dataset.placement = placement;
  const side = placement.split('-')[0] as keyof typeof OPPOSITE_SIDE;
  Object.assign(arrowElement.style, {
    left: arrow?.x != null ? `${arrow.x}px` : '',
    top: arrow?.y != null ? `${arrow.y}px` : '',
    right: '',
    bottom: '',
    [OPPOSITE_SIDE[side]]: `${-arrowElement.offsetWidth / 2}px`,
  });
  tooltip.setAttribute('data-positioned', ''); // hidden until placed: no flash at the corner
}

/**
 * Positions `tooltip` against `reference` until the returned function is called. `requester` (the
 * element) names the console report when Floating UI fails to load.
 */
export function followReference(
  reference: HTMLElement,
  tooltip: HTMLElement,
  arrowElement: HTMLElement,
  placement: Placement,
  requester: object | null = null,
): () => void {
  let stopped = false;
  let stopAutoUpdate = () => {};
  loadPositioning(requester).then(
    ({ arrow, autoUpdate, computePosition, flip, offset, shift }) => {
      if (stopped) return;
      const update = async () => {
        const result = await computePosition(reference, tooltip, {
          // fixed: escapes overflow clipping of the blocks around the trigger.
          strategy: 'fixed',
          placement,
          middleware: [
            offset(TOOLTIP_OFFSET),
            flip(),
            shift({ padding: 8 }),
            arrow({ element: arrowElement, padding: 6 }),
          ],
        });
        if (stopped) return;
        place(
          tooltip,
          arrowElement,
          result.x,
          result.y,
          result.placement,
          result.middlewareData.arrow,
        );
      };
      stopAutoUpdate = autoUpdate(reference, tooltip, () => void update());
    },
    () => {
      // Reported by the loader. Never an invisible bubble: a simple placement instead.
      if (stopped) return;
      const bubble = tooltip.getBoundingClientRect();
      const rtl = directionOf(tooltip) === 'rtl';
      const fallback = fallbackPosition(
        reference.getBoundingClientRect(),
        bubble,
        arrowElement.offsetWidth,
        placement,
        TOOLTIP_OFFSET,
        rtl,
      );
      place(tooltip, arrowElement, fallback.x, fallback.y, fallback.placement, fallback.arrow);
    },
  );
  return () => {
    stopped = true;
    stopAutoUpdate();
    tooltip.removeAttribute('data-positioned');
  };
}
