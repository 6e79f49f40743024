// Floating UI placement, kept up to date while the tooltip shows. The only module that imports it,
// and only on demand: its 6.7 KB gz stay off the page until a visitor reaches for a tooltip.
import type { Placement } from '@floating-ui/dom';

let floatingUi: Promise<typeof import('../../packages/floating-ui/floating-ui.ts')> | undefined;

/** Starts loading Floating UI (called when the show delay starts, so it is ready when it ends). */
export function loadPositioning() {
  floatingUi ??= import('../../packages/floating-ui/floating-ui.ts');
  return floatingUi;
}

export const PLACEMENTS: readonly Placement[] = [
  'top',
  'top-start',
  'top-end',
  'right',
  'right-start',
  'right-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
];

export const isPlacement = (value: string): value is Placement => (PLACEMENTS as readonly string[]).includes(value);

/** Distance from the trigger along the main axis (the specification's offset [0, 10]). */
export const TOOLTIP_OFFSET = 10;

const OPPOSITE_SIDE = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' } as const;

/** Positions `tooltip` against `reference` until the returned function is called. */
export function followReference(
  reference: HTMLElement,
  tooltip: HTMLElement,
  arrowElement: HTMLElement,
  placement: Placement,
): () => void {
  let stopped = false;
  let stopAutoUpdate = () => {};
  void loadPositioning().then(({ arrow, autoUpdate, computePosition, flip, offset, shift }) => {
    if (stopped) return;
    const update = async () => {
      const result = await computePosition(reference, tooltip, {
        // fixed: escapes overflow clipping of the blocks around the trigger.
        strategy: 'fixed',
        placement,
        middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 }), arrow({ element: arrowElement, padding: 6 })],
      });
      if (stopped) return;
      const { x, y, placement: final, middlewareData } = result;
      tooltip.style.left = `${x}px`;
      tooltip.style.top = `${y}px`;
      tooltip.dataset.placement = final;
      const side = final.split('-')[0] as keyof typeof OPPOSITE_SIDE;
      const arrowData = middlewareData.arrow;
      Object.assign(arrowElement.style, {
        left: arrowData?.x != null ? `${arrowData.x}px` : '',
        top: arrowData?.y != null ? `${arrowData.y}px` : '',
        right: '',
        bottom: '',
        [OPPOSITE_SIDE[side]]: `${-arrowElement.offsetWidth / 2}px`,
      });
      tooltip.setAttribute('data-positioned', ''); // hidden until placed: no flash at the corner
    };
    stopAutoUpdate = autoUpdate(reference, tooltip, () => void update());
  });
  return () => {
    stopped = true;
    stopAutoUpdate();
    tooltip.removeAttribute('data-positioned');
  };
}
