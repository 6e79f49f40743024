// Which sides of a sideways scroller have content beyond them: the blocks show an edge shadow or
// fade there (ib-pricing-table, ib-code-block), and only there.

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which horizontal edges have content beyond them (RTL scrollLeft is negative in Chromium). */
export function overflowEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): {
  start: boolean;
  end: boolean;
} {
  const scrolled = Math.abs(scrollLeft);
  const room = scrollWidth - clientWidth;
  return { start: room > 1 && scrolled > 1, end: room > 1 && scrolled < room - 1 };
}
