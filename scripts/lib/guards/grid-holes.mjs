// Runs IN THE PAGE (handed to playwright's page.evaluate: nothing from this module's scope).
// The `grid-hole` check: a card grid whose last row a designer would call a hole. A card grid has
// at least 3 column tracks, each at least 160 px wide (narrower tracks are an index: letters,
// days, swatches, where a short last row is expected); it has a hole when its last row uses half
// the columns or fewer (6 cards in 4 columns: 4 + 2), or, on a single row, when half the columns
// or more stand empty. Grids in shadow roots count: a block lays out the author's cards too.
// Returns [{ check, element, detail }].
export function findGridHoles() {
  const MIN_COLUMNS = 3;
  const MIN_TRACK = 160;
  const failures = [];
  const grids = [];
  const walk = (node) => {
    for (const el of node.querySelectorAll('*')) {
      if (/^(inline-)?grid$/.test(getComputedStyle(el).display)) grids.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);

  /** What lays out in the grid: its element children, a slot's assigned elements in their place. */
  const items = (grid) =>
    [...grid.children].flatMap((child) =>
      child.localName === 'slot' ? child.assignedElements({ flatten: true }) : [child],
    );
  const placed = (el) => {
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return (
      style.position !== 'absolute' &&
      style.position !== 'fixed' &&
      style.display !== 'contents' &&
      rect.width > 1 &&
      rect.height > 1
    );
  };
  const name = (el) => {
    const host =
      el.getRootNode() instanceof ShadowRoot ? `${el.getRootNode().host.localName}::shadow › ` : '';
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    return `${host}${el.localName}${el.id ? `#${el.id}` : ''}${classes}`;
  };

  for (const grid of grids) {
    // Unrendered first: Chromium crashes resolving the tracks of a grid inside a
    // content-visibility: hidden subtree (a closed tab panel, hidden="until-found").
    if (!grid.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(grid);
    // Resolved tracks in px; auto-fit's collapsed (empty) tracks are 0 px and do not count.
    const tracks = style.gridTemplateColumns
      .split(' ')
      .map(parseFloat)
      .filter((px) => px > 0.5);
    if (tracks.length < MIN_COLUMNS || Math.min(...tracks) < MIN_TRACK) continue;
    const cells = items(grid).filter(placed);
    if (!cells.length) continue;
    const gap = parseFloat(style.columnGap) || 0;
    const track = tracks.reduce((a, b) => a + b, 0) / tracks.length;
    const span = (el) =>
      Math.max(1, Math.round((el.getBoundingClientRect().width + gap) / (track + gap)));
    const tops = [...new Set(cells.map((el) => Math.round(el.getBoundingClientRect().top)))].sort(
      (a, b) => a - b,
    );
    const lastTop = tops.at(-1);
    const lastRow = cells.filter((el) => Math.abs(el.getBoundingClientRect().top - lastTop) < 2);
    const used = lastRow.reduce((sum, el) => sum + span(el), 0);
    const columns = tracks.length;
    const hole = tops.length > 1 ? used <= columns / 2 : columns - used >= columns / 2;
    if (!hole) continue;
    failures.push({
      check: 'grid-hole',
      element: name(grid),
      detail: `${cells.length} items in ${columns} columns: the last of ${tops.length} row(s) uses ${used} of ${columns}`,
    });
  }
  return failures;
}
