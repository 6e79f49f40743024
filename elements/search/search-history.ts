// The results page in the browser's history. Each submitted search (Enter, a submit of the
// enclosing form, a filter click) is an entry of its own; typing does not add one per keystroke:
// the first search typed after a submitted one adds an entry, and the searches typed after it
// rewrite that same entry until the next submit. Each entry keeps, in `history.state`, how many
// pages were shown and the scroll position, so Back (or a fresh load of the entry after following
// a result) can show the same pages at the same place.

/** What an entry remembers: pages shown and the window's vertical scroll position. */
export interface SavedView {
  pages: number;
  scroll: number;
}

/** Why the address changes: typing settled, a submit, or a return to an existing entry. */
export type AddressChange = 'typing' | 'submit' | 'restore';

const STATE_KEY = 'ibSearch';
/** A restore loads at most this many pages (one request each), however many were shown. */
export const MAX_RESTORED_PAGES = 10;

/** The view saved in a history state, if it holds a usable one. */
export function savedView(state: unknown): SavedView | null {
  const saved = isRecord(state) ? state[STATE_KEY] : undefined;
  if (!isRecord(saved)) return null;
  const { pages, scroll } = saved;
  if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 1) return null;
  return {
    pages: Math.min(pages, MAX_RESTORED_PAGES),
    scroll: typeof scroll === 'number' && scroll > 0 ? scroll : 0,
  };
}

/** `state` with our view set (or removed with `null`); other keys of an object state are kept. */
export function withSavedView(
  state: unknown,
  view: SavedView | null,
): Record<string, unknown> | null {
  const others = isRecord(state) ? { ...state } : {};
  delete others[STATE_KEY];
  if (view)
    return { ...others, [STATE_KEY]: { pages: view.pages, scroll: Math.round(view.scroll) } };
  return Object.keys(others).length > 0 ? others : null;
}

export class SearchHistory {
  /** The current entry was added by typing and no submit has settled it yet. */
  #draft = false;

  /**
   * Shows `path` in the address bar. A new entry when the address changes on a submit, or on the
   * first search typed after a submit; otherwise the current entry is rewritten (and forgets the
   * view of an earlier query). `leaving` is saved in the entry left behind by a new one.
   */
  record(change: AddressChange, path: string, leaving: SavedView): void {
    const changed = path !== here();
    const push = changed && change !== 'restore' && !this.#draft;
    if (push) {
      write('replace', here(), withSavedView(history.state, leaving));
      write('push', path, null);
    } else {
      write(
        'replace',
        path,
        changed && change !== 'restore' ? withSavedView(history.state, null) : history.state,
      );
    }
    this.#draft = change === 'typing' ? push || this.#draft : false;
  }

  /** Stores the current view in the current entry. */
  save(view: SavedView): void {
    write('replace', here(), withSavedView(history.state, view));
  }
}

const here = () => `${location.pathname}${location.search}${location.hash}`;

function write(mode: 'push' | 'replace', path: string, state: unknown) {
  try {
    if (mode === 'push') history.pushState(state, '', path);
    else history.replaceState(state, '', path);
  } catch {
    // a sandboxed or opaque-origin page cannot rewrite its address: searching still works
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
