// Where the bubble goes when Floating UI could not load (its chunk blocked or the network gone):
// on the placement's side of the trigger, aligned as the placement says, on the other side when
// that one has no room, and slid along the trigger to stay inside the viewport. Measured once per
// show, which is enough for a bubble shown for a moment; the next show tries Floating UI again.
// As Floating UI's, `-start` and `-end` above and below follow the text: in right-to-left text the
// start is the trigger's right edge.
import type { Placement } from '@floating-ui/dom';

type Side = 'top' | 'right' | 'bottom' | 'left';

export interface FallbackPosition {
  x: number;
  y: number;
  /** The side used, which the arrow points away from. */
  placement: Side;
  /** The arrow's offset along the bubble's edge, centred on the trigger. */
  arrow: { x?: number; y?: number };
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Space kept between the bubble and the viewport's edges (as Floating UI's `shift` padding). */
const EDGE = 8;
/** The arrow stays this far from the bubble's corners (as Floating UI's `arrow` padding). */
const ARROW_EDGE = 6;

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, Math.max(min, max)));

export function fallbackPosition(
  reference: DOMRect,
  bubble: { width: number; height: number },
  arrowSize: number,
  placement: Placement,
  offset: number,
  rtl = false,
  viewport = {
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  },
): FallbackPosition {
  const [wanted, align] = placement.split('-') as [Side, 'start' | 'end' | undefined];
  const vertical = wanted === 'top' || wanted === 'bottom';
  const needed = (vertical ? bubble.height : bubble.width) + offset;
  const room: Record<Side, number> = {
    top: reference.top,
    bottom: viewport.height - reference.bottom,
    left: reference.left,
    right: viewport.width - reference.right,
  };
  const side =
    room[wanted] >= needed || room[wanted] >= room[OPPOSITE[wanted]] ? wanted : OPPOSITE[wanted];

  if (vertical) {
    const leftAligned = rtl ? align === 'end' : align === 'start'; // which edge the alignment means on screen
    const rightAligned = rtl ? align === 'start' : align === 'end';
    const left = leftAligned
      ? reference.left
      : rightAligned
        ? reference.right - bubble.width
        : reference.left + (reference.width - bubble.width) / 2;
    const x = clamp(left, EDGE, viewport.width - bubble.width - EDGE);
    const y = side === 'top' ? reference.top - offset - bubble.height : reference.bottom + offset;
    const arrow = clamp(
      reference.left + reference.width / 2 - x - arrowSize / 2,
      ARROW_EDGE,
      bubble.width - arrowSize - ARROW_EDGE,
    );
    return { x, y, placement: side, arrow: { x: arrow } };
  }
  const start =
    align === 'start'
      ? reference.top
      : align === 'end'
        ? reference.bottom - bubble.height
        : reference.top + (reference.height - bubble.height) / 2;
  const y = clamp(start, EDGE, viewport.height - bubble.height - EDGE);
  const x = side === 'left' ? reference.left - offset - bubble.width : reference.right + offset;
  const arrow = clamp(
    reference.top + reference.height / 2 - y - arrowSize / 2,
    ARROW_EDGE,
    bubble.height - arrowSize - ARROW_EDGE,
  );
  return { x, y, placement: side, arrow: { y: arrow } };
}
