// A long glossary is read where the reader looks first, and the rest in later tasks: reading,
// indexing and wiring 1,000 entries in the first render made one task of 125-190 ms at 4x CPU
// (`npm run bench:long-tasks`). Entries off screen skip layout (content-visibility, sized from
// their letter group's count of entries), so wiring them later moves nothing on screen.
import { yieldToPaint } from '../../packages/core/drain-in-slices.ts';
import { readEntry, type GlossaryEntry } from './glossary-dom.ts';

/**
 * Entries read in the first render, below where the reader looks (a tall screen of collapsed
 * entries) and above a URL hash's entry (those content-visibility renders above the screen too,
 * which would move the entry as they collapse).
 */
export const FIRST_READ = { below: 50, above: 40 };
/**
 * A later task's length, the render that wires the entries read included: the number of entries
 * each task reads follows what the last one cost on this device (at most doubling: one cheap task
 * on a busy device is no promise). 15 ms leaves room under the 50 ms long-task threshold for the
 * garbage collector and the mutation observers that see the buttons added.
 */
const SLICE_MS = 15;

export interface Reading {
  articles: readonly HTMLElement[];
  /** The entries read so far: `articles[start]` up to (not including) `articles[end]`. */
  entries: GlossaryEntry[];
  start: number;
  end: number;
}

export const isComplete = ({ articles, start, end }: Reading) =>
  start === 0 && end === articles.length;

/**
 * The first read: around `target` (a URL hash's entry), else from the top. Not from where the page
 * is scrolled: reading the scroll position in the first render forces a layout of the host whose
 * shadow root has no slot yet, which shortens the page and scrolls it back to the top.
 */
export function readFirst(articles: readonly HTMLElement[], target: HTMLElement | null): Reading {
  const at = target ? articles.indexOf(target) : -1;
  const start = Math.max(0, at - FIRST_READ.above);
  const end = Math.min(articles.length, Math.max(at, 0) + FIRST_READ.below);
  return { articles, entries: articles.slice(start, end).map(readEntry), start, end };
}

/**
 * Reads the rest, one slice a task (after the entries read, then before them, so the list stays
 * in page order), handing each longer reading to `onRead`. Stops when `signal` aborts.
 */
export async function readRest(
  reading: Reading,
  onRead: (reading: Reading) => void,
  signal: AbortSignal,
): Promise<void> {
  let { entries, start, end } = reading;
  const { articles } = reading;
  let count = FIRST_READ.below;
  while (start > 0 || end < articles.length) {
    // After a frame, not only a task: `scheduler.yield()` continues ahead of rendering, and the
    // page would not paint (nor scroll smoothly) until every entry was read.
    await yieldToPaint();
    if (signal.aborted) return;
    const sliceStart = performance.now();
    const after: GlossaryEntry[] = [];
    const before: GlossaryEntry[] = [];
    for (let i = 0; i < count && (start > 0 || end < articles.length); i += 1) {
      if (end < articles.length) after.push(readEntry(articles[end++]));
      else before.push(readEntry(articles[--start]));
    }
    entries = [...before.reverse(), ...entries, ...after];
    onRead({ articles, entries, start, end });
    // Preact renders a state change in a microtask queued before this one: the time includes it.
    await Promise.resolve();
    const perEntry = (performance.now() - sliceStart) / (after.length + before.length);
    count = Math.max(10, Math.min(2 * count, Math.floor(SLICE_MS / perEntry)));
  }
}
