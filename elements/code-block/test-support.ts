// Shared by the code block's tests: where a character of the rendered code sits on screen.

/** The box of the character at `offset` in `container`'s text, across the text nodes of its tokens. */
export function charBox(container: Element, offset: number): DOMRect {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  let at = offset;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (at < node.length) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    }
    at -= node.length;
  }
  throw new Error(`no character ${offset}`);
}

/** The box of the first character of line `line` (from 1) in `container`'s text. */
export function lineStartBox(container: Element, line: number): DOMRect {
  const text = container.textContent ?? '';
  let offset = 0;
  for (let seen = 1; seen < line; seen += 1) offset = text.indexOf('\n', offset) + 1;
  return charBox(container, offset);
}
