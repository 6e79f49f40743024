// The top-links row wraps only when its children, side by side, need more width than the row has.
// Measured from the children's own widths (the row lays them out unshrunk: `flex: none`), so the
// answer does not depend on whether the row is wrapped already.
function px(value: string): number {
  return parseFloat(value) || 0;
}

/** True when the row's visible children and the gaps between them exceed its content width. */
export function childrenOverflow(row: HTMLElement): boolean {
  const style = getComputedStyle(row);
  const available = row.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
  const children = [...row.children].filter((child) => child.getClientRects().length > 0);
  if (children.length === 0) return false;
  const gap = style.columnGap === 'normal' ? 0 : px(style.columnGap);
  const needed = children.reduce(
    (sum, child) => {
      const childStyle = getComputedStyle(child);
      return (
        sum +
        child.getBoundingClientRect().width +
        px(childStyle.marginLeft) +
        px(childStyle.marginRight)
      );
    },
    gap * (children.length - 1),
  );
  return needed > available + 0.5; // sub-pixel rounding is not an overflow
}

/** Sets `is-wrapped` on the row when wide enough for the rule to apply and its children overflow. */
export function updateWrapped(row: HTMLElement, wide: boolean): void {
  row.classList.remove('is-wrapped'); // measure the row as the theme lays it out unwrapped
  if (wide && childrenOverflow(row)) row.classList.add('is-wrapped');
}
