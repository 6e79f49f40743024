// Finds ib-* tags that are not defined yet, in the document and in the open shadow roots of
// ib-* elements, now and later, and asks `load` once per tag. A failed load is reported, retried
// once on the next page interaction, and never holds up other tags; one rejected with
// `MODULE_NOT_FOUND` (a tag the library does not have, known-tags.ts) is reported once and never
// retried. Each element handled carries `data-ib-state`: `pending` while its code loads, then
// `loaded` or `failed`, so a theme can tell a block still loading from a broken one.
// Every byte here ships in the autoloader (its budget: scripts/size.mjs): keep it plain.
import { listen } from './listen.ts';

export interface AutoloadOptions {
  /** Imports the module that defines `tag`; rejects when it cannot. */
  load: (tag: string) => Promise<unknown>;
}

type Scannable = Document | ShadowRoot | Element;
type State = 'pending' | 'loaded' | 'failed';

// A chunk that failed on a flaky network often loads once the visitor does something.
const RETRY_EVENTS = ['pointerdown', 'keydown', 'touchstart'];
const UNDEFINED = ':not(:defined)';

// The started autoloader's scan, kept on the window (`ibDiscover`): every copy of this module (the
// script tag's, the one in a site's bundle) reaches the one autoloader a page runs (start-on-page.ts).
const page = globalThis as { ibDiscover?: (root: Scannable) => void };

/**
 * Loads and upgrades the ib-* tags inside `root`, now and later: a root the autoloader cannot see
 * by itself (another library's shadow root, open or closed). Does nothing before the autoloader
 * has started (in Node, say).
 */
export const discover = (root: Scannable): void => page.ibDiscover?.(root);

/** Whether an autoloader runs on this page already. */
export const isStarted = (): boolean => !!page.ibDiscover;

/** Starts watching the document; returns a function that removes every observer and listener it added. */
export function startAutoload({ load }: AutoloadOptions): () => void {
  // Per tag: the elements waiting for its code (let go once it has loaded) and their state.
  const tags: Record<string, HTMLElement[] & { state?: State }> = {};
  let toRetry: string[] = [];

  const mark = (tag: string, state: State) => {
    tags[tag].state = state;
    tags[tag].forEach((element) => (element.dataset.ibState = state));
  };

  const request = (tag: string, isRetry?: boolean) => {
    mark(tag, 'pending');
    load(tag).then(
      () => {
        mark(tag, 'loaded');
        tags[tag].length = 0;
      },
      (error: { code?: string }) => {
        mark(tag, 'failed');
        console.error('[ib-blocks]', error);
        if (isRetry || error?.code === 'MODULE_NOT_FOUND') return;
        toRetry.push(tag);
        listenForRetry(true);
      },
    );
  };

  const handle = (element: HTMLElement, tag = element.localName) => {
    // Text being edited keeps its markup as written (elements/tooltip/README.md): an editor would
    // save a state attribute with it.
    if (!tag.startsWith('ib-') || element.isContentEditable) return;
    const known = tags[tag];
    (tags[tag] ||= []).push(element);
    if (known) element.dataset.ibState = known.state;
    else request(tag);
  };

  const retry = () => {
    listenForRetry(false);
    toRetry.forEach((tag) => request(tag, true));
    toRetry = [];
  };

  // Capture on the window: seen first, whatever the target, even if a handler stops propagation.
  const listenForRetry = (on: boolean) =>
    RETRY_EVENTS.forEach((type) => listen(on, type, retry, true));

  const scan = (node: Scannable) =>
    node.querySelectorAll<HTMLElement>(UNDEFINED).forEach((element) => handle(element));

  const onAdded = (node: Node) => {
    if (node.nodeType !== 1) return;
    if ((node as Element).matches(UNDEFINED)) handle(node as HTMLElement);
    scan(node as Element);
  };

  const observer = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach(onAdded)),
  );

  const watch = (target: Scannable) => {
    scan(target);
    observer.observe(target, { childList: true, subtree: true }); // observing twice is a no-op
  };

  // `ib-ready` is composed: from inside a shadow root it reaches the window retargeted to the
  // outer host, so the element that rendered is the first entry of the composed path.
  const onReady = (event: Event) => {
    const shadow = (event.composedPath()[0] as Element).shadowRoot;
    if (shadow) watch(shadow);
  };

  listen(true, 'ib-ready', onReady);
  watch(document);
  page.ibDiscover = watch;

  return () => {
    observer.disconnect();
    listen(false, 'ib-ready', onReady);
    listenForRetry(false);
    delete page.ibDiscover;
  };
}
