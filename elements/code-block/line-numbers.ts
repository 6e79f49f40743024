// The line-number column as a few blocks of text ("1\n2\n…") instead of one element a number: a
// 2,000-line sample rendered 2,000 spans, each styled and laid out in its first frame. Each block
// is a `.slice` (code-block.css), laid out only when on screen.

/** Numbers a block: enough to fill a tall screen, few enough blocks for a long sample. */
const LINES_PER_BLOCK = 100;

/** `lineCount` line numbers in blocks of at most `perBlock`, each its first number, line count and text. */
export function lineNumberBlocks(
  lineCount: number,
  perBlock = LINES_PER_BLOCK,
): { first: number; lines: number; text: string }[] {
  const blocks = [];
  for (let first = 1; first <= lineCount; first += perBlock) {
    const lines = Math.min(perBlock, lineCount - first + 1);
    blocks.push({
      first,
      lines,
      text: Array.from({ length: lines }, (_, i) => first + i).join('\n'),
    });
  }
  return blocks;
}
