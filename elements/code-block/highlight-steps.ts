// Highlighting a sample without a long task. `Prism.highlight` does three things at once: it
// tokenises (hundreds of ms for a 2,000-line sample on a phone), turns the tokens into markup, and
// the block then parses that markup into tens of thousands of spans, whose style and layout in one
// `<pre>` cost more than the tokenising. Here the same steps (the same hooks, tokens and markup)
// run as a generator the block drives with core's drainInSlices:
// - the tokeniser is Prism's own algorithm written as a generator (prism-tokenize.ts): it pauses
//   every few hundred steps, and a pause changes nothing, so the tokens are exactly Prism's;
// - the markup goes in a block of lines at a time (about 2,000 characters each), each block a
//   `<span class="slice">` shown as a block, cut only in text between top-level tokens right after
//   a line break: never inside a token, so a comment or template literal over many lines stays
//   one span, and the blocks' markup put together is exactly `Prism.highlight`'s. Blocks near the
//   screen go in one a frame, the others a few a frame. Each block is
//   its own line box container: adding one lays out only its lines, not everything above it
//   again (in one inline container each block would cost the layout of all earlier ones), and
//   off screen it is not laid out at all (`content-visibility: auto`, code-block.css).
// The plain text stays in place below the blocks until they replace it: the same characters in
// the same font and line height, so nothing moves. A short sample (one block) gets the markup in
// one assignment, in the same task, as before.
import { drainInSlices, yieldToPaint } from '../../packages/core/drain-in-slices.ts';
import { yieldToMain } from '../../packages/core/slices.ts';
import { setInertHTML } from '../../packages/core/trusted-html.ts';
import type { PrismApi, PrismToken, TokenStream } from './prism-loader.ts';
import { tokenizeSteps } from './prism-tokenize.ts';

/** A block of lines ends at the first line break after this many characters. */
const BLOCK_CHARS = 2000;

const textLength = (token: string | PrismToken | TokenStream): number =>
  typeof token === 'string'
    ? token.length
    : Array.isArray(token)
      ? token.reduce((sum, part) => sum + textLength(part), 0)
      : textLength(token.content);

/**
 * The top-level token stream in runs of whole lines of about `chars` characters each, cut only
 * inside top-level text, right after a line break (a token never spans two runs).
 */
export function lineBlocks(
  tokens: TokenStream,
  chars = BLOCK_CHARS,
): { tokens: TokenStream; length: number }[] {
  const blocks: { tokens: TokenStream; length: number }[] = [];
  let current: { tokens: TokenStream; length: number } = { tokens: [], length: 0 };
  for (const token of tokens) {
    const size = textLength(token);
    if (typeof token === 'string' && current.length + size >= chars) {
      let cut = token.indexOf('\n', Math.max(0, chars - current.length - 1));
      if (cut < 0) cut = token.lastIndexOf('\n');
      if (cut >= 0) {
        const head = token.slice(0, cut + 1);
        const tail = token.slice(cut + 1);
        current.tokens.push(head);
        blocks.push({ tokens: current.tokens, length: current.length + head.length });
        current = { tokens: tail ? [tail] : [], length: tail.length };
        continue;
      }
    }
    current.tokens.push(token);
    current.length += size;
  }
  if (current.tokens.length) blocks.push(current);
  return blocks;
}

/**
 * A block of lines, sized for `content-visibility: auto` (code-block.css): off screen it is
 * neither styled nor laid out, and takes the size its lines will have (`--lines` line heights,
 * `--chars` widths of the longest line), so the page does not move when it comes into view.
 */
export function lineBlock(text: string): HTMLElement {
  const block = document.createElement('span');
  block.className = 'slice';
  sizeBlock(block, text);
  return block;
}

/** Sets a block's `--lines` and `--chars` from the text it shows (a tab counts as two: tab-size). */
export function sizeBlock(block: HTMLElement, text: string) {
  let lines = 0;
  let chars = 0;
  const hasTabs = text.includes('\t');
  // A block ends with its line break, which starts no line of its own.
  for (let start = 0; start < text.length || lines === 0; lines += 1) {
    const lineBreak = text.indexOf('\n', start);
    const end = lineBreak < 0 ? text.length : lineBreak;
    const tabs = hasTabs ? text.slice(start, end).split('\t').length - 1 : 0;
    chars = Math.max(chars, end - start + tabs);
    start = end + 1;
  }
  block.style.setProperty('--lines', String(lines));
  block.style.setProperty('--chars', String(chars));
}

/**
 * Shows `text` in `target` as plain text: one text node, or for a long sample blocks of lines as
 * the highlighted ones will be (lineBlock, about BLOCK_CHARS characters each), so that only the
 * blocks on screen are laid out and replacing one lays out only its lines.
 */
export function showPlain(target: Element, text: string, chars = BLOCK_CHARS) {
  const blocks: HTMLElement[] = [];
  for (let start = 0; start < text.length;) {
    const cut = text.indexOf('\n', start + chars - 1);
    const end = cut < 0 ? text.length : cut + 1;
    const block = lineBlock(text.slice(start, end));
    block.textContent = text.slice(start, end);
    blocks.push(block);
    start = end;
  }
  if (blocks.length < 2) target.textContent = text;
  else target.replaceChildren(...blocks);
}

/** DOM work per frame off screen: its style and layout in that frame cost about as much again. */
const DOM_SLICE_MS = 5;

/**
 * Whether lines `from` to `to` of `target` are within half a viewport of the screen, where
 * `content-visibility: auto` renders them: a block put there is styled and laid out in the next
 * frame (five at once made a frame of 45-50 ms at 4x CPU), one further away only when scrolled to.
 * Measured once, on the first block of lines, after a frame: nothing is laid out for it. With no
 * block to measure, every line counts as near.
 */
function nearViewport(target: Element): (from: number, to: number) => boolean {
  const first = target.firstElementChild;
  const lines = Number((first as HTMLElement | null)?.style.getPropertyValue('--lines'));
  if (!first || !lines) return () => true;
  const { top, height } = first.getBoundingClientRect();
  const lineHeight = height / lines;
  const margin = innerHeight / 2;
  return (from, to) =>
    top + to * lineHeight > -margin && top + from * lineHeight < innerHeight + margin;
}

/**
 * Highlights `text` in `language` into `target`, which shows it as plain text (showPlain), in
 * slices: tokens in tasks of about 25 ms, markup a few blocks of lines per frame (one near the
 * screen). Resolves
 * true when done, false when `signal` aborted (nothing more is written) or the markup was refused
 * (Trusted Types; reported): what is not highlighted yet stays plain text.
 */
export async function highlightInSlices(
  prism: PrismApi,
  target: Element,
  text: string,
  language: string,
  { signal, sliceMs }: { signal?: AbortSignal; sliceMs?: number } = {},
): Promise<boolean> {
  // Prism.highlight, step by step: the same hooks around the same tokens.
  const env = {
    code: text,
    grammar: prism.languages[language],
    language,
    tokens: [] as TokenStream,
  };
  prism.hooks.run('before-tokenize', env);
  if (!env.grammar) throw new Error(`The language "${env.language}" has no grammar.`);
  const tokenizing = (function* () {
    env.tokens = yield* tokenizeSteps(prism, env.code, env.grammar);
  })();
  // A long sample starts in a task of its own: the one that rendered its plain text has had its time.
  if (text.length > BLOCK_CHARS) await yieldToMain();
  if (!(await drainInSlices(tokenizing, { signal, sliceMs }))) return false;
  // What follows (hooks, cutting into blocks) in a task of its own, not after the last slice.
  if (text.length > BLOCK_CHARS) await yieldToMain();
  if (signal?.aborted) return false;
  prism.hooks.run('after-tokenize', env);
  const markup = (tokens: TokenStream) =>
    prism.Token.stringify(prism.util.encode(tokens), env.language);

  const blocks = lineBlocks(env.tokens);
  // The plain text as showPlain left it: text nodes, or blocks holding one text node each.
  const plain = [...target.childNodes];
  const plainText = (node: ChildNode) => (node instanceof Text ? node : node.firstChild);
  const isPlain = plain.every(
    (node) =>
      plainText(node) instanceof Text && (node instanceof Text || node.childNodes.length === 1),
  );
  // One block (a short sample), or tokens whose text a plugin's hook changed: all at once, in
  // this task.
  if (
    blocks.length < 2 ||
    !isPlain ||
    target.textContent !== text ||
    blocks.reduce((sum, block) => sum + block.length, 0) !== text.length
  ) {
    return setInertHTML(target, markup(env.tokens));
  }
  let next = 0; // the first plain node left; it starts where the next block does
  let offset = 0; // where the next block starts in `text`
  let line = 0; // the line the next block starts on
  let refused = false;
  function* replaceBlocks(isNear: (from: number, to: number) => boolean) {
    for (const block of blocks) {
      const blockText = text.slice(offset, offset + block.length);
      const element = lineBlock(blockText);
      offset += block.length;
      refused = !setInertHTML(element, markup(block.tokens));
      if (refused) return;
      // The plain text this block covers goes: whole plain blocks, then the head of the next.
      let covered = block.length;
      while (covered > 0) {
        const node = plain[next];
        const nodeText = plainText(node) as Text;
        if (nodeText.length > covered) {
          nodeText.deleteData(0, covered);
          if (node !== nodeText) sizeBlock(node as HTMLElement, nodeText.data);
          break;
        }
        covered -= nodeText.length;
        node.remove();
        next += 1;
      }
      if (next < plain.length) plain[next].before(element);
      else target.append(element);
      const from = line;
      line += blockText.split('\n').length - 1;
      yield isNear(from, line + 1); // a block near the screen ends its frame's work
    }
  }
  await yieldToPaint(); // the tokenising slice has had its time
  const done = await drainInSlices(replaceBlocks(nearViewport(target)), {
    signal,
    sliceMs: sliceMs ?? DOM_SLICE_MS,
    pause: yieldToPaint,
  });
  return done && !refused;
}
