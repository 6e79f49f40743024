// Runs IN THE PAGE (handed to playwright's page.evaluate, so it must not close over anything in
// this module). The `cut-edge` layout guard: a box inside an ib-* element that scrolls sideways
// (overflow-x auto or scroll) with content beyond a side, where nothing on that side says so: a
// line of code or a column cut at the edge reads as the end of it. A side counts as marked when
//   - the scroller fades its content out with a CSS mask (`mask-image`), or
//   - its `::before` (start) or `::after` (end) is shown over it, as packages/ui/scroll-fades.css
//     draws them (a background image, opacity above 0), or
//   - the scroller or a box around it inside the block carries `data-overflow-start` /
//     `data-overflow-end`, which a block sets only while it shows its own shadow or fade on that
//     side (ib-pricing-table, ib-code-block).
// Returns [{ check: 'cut-edge', element, detail }].
export function inspectCutEdges() {
  /** More hidden than this (px) counts: rounding does not. */
  const TOLERANCE = 2;
  const composedParent = (el) =>
    el.parentElement ?? (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);
  const ibHost = (el) => {
    for (let node = composedParent(el); node; node = composedParent(node))
      if (node.localName.startsWith('ib-')) return node;
    return null;
  };
  const name = (el) =>
    `${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')}`;
  const describe = (el, host) =>
    `${host.localName}${el.getRootNode() === host.shadowRoot ? '::shadow' : ''} › ${name(el)}`;
  const pseudoFade = (el, pseudo) => {
    const style = getComputedStyle(el, pseudo);
    return (
      style.content !== 'none' &&
      style.display !== 'none' &&
      style.backgroundImage !== 'none' &&
      Number(style.opacity) > 0
    );
  };
  const marked = (el, host, side) => {
    for (let node = el; node && node !== host; node = composedParent(node))
      if (node.hasAttribute(`data-overflow-${side}`)) return true;
    return false;
  };
  const failures = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      const host = ibHost(el);
      if (!host) continue;
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      const room = el.scrollWidth - el.clientWidth;
      if (room <= TOLERANCE || el.clientWidth < 2 || !el.checkVisibility()) continue;
      if (style.maskImage !== 'none') continue;
      // Right-to-left scrollers count scrollLeft from 0 down to -room.
      const scrolled = Math.abs(el.scrollLeft);
      const sides = [];
      if (room - scrolled > TOLERANCE) sides.push(['end', '::after']);
      if (scrolled > TOLERANCE) sides.push(['start', '::before']);
      for (const [side, pseudo] of sides) {
        if (pseudoFade(el, pseudo) || marked(el, host, side)) continue;
        failures.push({
          check: 'cut-edge',
          element: describe(el, host),
          detail: `${Math.round(side === 'end' ? room - scrolled : scrolled)} px of content beyond its ${side} side (${el.clientWidth} px box, ${el.scrollWidth} px wide) with no fade or shadow there`,
        });
      }
    }
  };
  walk(document);
  return failures;
}
