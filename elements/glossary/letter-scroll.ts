// On a narrow screen the A-Z bar is one row that scrolls sideways: the current letter is brought
// into that row's view when it changes, and so is a letter that gets keyboard focus. Only the row
// scrolls (scrollIntoView would also move the page, which the visitor is scrolling).

/** Scrolls `row` sideways, the least needed, so that `letter` lies within its visible part. */
export function revealLetter(row: HTMLElement, letter: HTMLElement, smooth: boolean): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const box = letter.getBoundingClientRect();
  // Room for the focus ring and a neighbour's edge, so the letter does not sit on the clip.
  const margin = Math.min(24, Math.max(0, (row.clientWidth - box.width) / 2));
  let delta = 0;
  if (box.left < rowBox.left + margin) delta = box.left - rowBox.left - margin;
  else if (box.right > rowBox.left + row.clientWidth - margin)
    delta = box.right - (rowBox.left + row.clientWidth - margin);
  if (delta !== 0) row.scrollBy({ left: delta, behavior: smooth ? 'smooth' : 'instant' });
}
