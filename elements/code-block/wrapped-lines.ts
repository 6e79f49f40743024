// With `wrap`, a line of code can take several rows on screen; its number must stay beside its
// first row (README "Wrapping"). The number column is one block of text, as without wrapping
// (line-numbers.ts): each number is followed by as many empty rows as its line wraps onto.

/** How many rows the client rects of one line of code cover (rects on one row share a top). */
function rowsOf(rects: DOMRectList, lineHeight: number): number {
  const tops = [...rects]
    .filter((rect) => rect.height > 0)
    .map((rect) => rect.top)
    .sort((a, b) => a - b);
  let rows = tops.length ? 1 : 0;
  for (let i = 1; i < tops.length; i += 1) if (tops[i] - tops[i - 1] > lineHeight / 2) rows += 1;
  return Math.max(rows, 1);
}

/** The rows each line of `code`'s text takes on screen, a line per `\n`-separated part. */
export function rowsPerLine(code: Element): number[] {
  const lineHeight = parseFloat(getComputedStyle(code).lineHeight) || 16;
  const rows: number[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  let start: [Text, number] | null = null;
  let end: [Text, number] | null = null;
  const closeLine = () => {
    if (!start || !end) rows.push(1);
    else {
      range.setStart(...start);
      range.setEnd(...end);
      rows.push(rowsOf(range.getClientRects(), lineHeight));
    }
    start = end = null;
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    let from = 0;
    for (;;) {
      const lineBreak = node.data.indexOf('\n', from);
      const to = lineBreak < 0 ? node.length : lineBreak;
      if (to > from) {
        start ??= [node, from];
        end = [node, to];
      }
      if (lineBreak < 0) break;
      closeLine();
      from = lineBreak + 1;
    }
  }
  closeLine();
  return rows;
}

/** The number column's text: each line's number, then an empty row for each further row it takes. */
export const wrappedNumbers = (rows: readonly number[]): string =>
  rows.map((count, i) => String(i + 1) + '\n'.repeat(count - 1)).join('\n');
