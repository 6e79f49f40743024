// Finds ib-* tags that are not defined yet, in the document and in the open shadow roots of
// ib-* elements, now and later, and asks `load` once per tag. The `ib-` prefix is the library's:
// every ib-* tag has `elements/<tag>.js`, so no tag list ships (it would outgrow the 1 KB budget),
// and a misspelt tag shows up as a failed load naming the file. A failed load is reported,
// retried once on the next page interaction, and never holds up other tags.
// Every byte here ships in the 1 KB autoloader: keep it plain.

export interface AutoloadOptions {
  /** Imports the module that defines `tag`; rejects when it cannot. */
  load: (tag: string) => Promise<unknown>;
  /** Where to look, below this node (the document by default); shadow roots of rendered ib-* elements are added. */
  root?: Document | ShadowRoot | Element;
}

type Scannable = Document | ShadowRoot | Element;

// A chunk that failed on a flaky network often loads once the visitor does something.
const RETRY_EVENTS = ['pointerdown', 'keydown', 'touchstart'];
const UNDEFINED = ':not(:defined)';

/** Starts watching; returns a function that removes every observer and listener it added. */
export function startAutoload({ load, root = document }: AutoloadOptions): () => void {
  const requested = new Set<string>();
  const toRetry = new Set<string>();

  const request = (tag: string, isRetry?: boolean) => {
    if (!tag.startsWith('ib-') || requested.has(tag)) return;
    requested.add(tag);
    load(tag).catch((error: unknown) => {
      console.error('[ib-blocks]', error);
      if (isRetry) return;
      toRetry.add(tag);
      listenForRetry(true);
    });
  };

  const retry = () => {
    listenForRetry(false);
    toRetry.forEach((tag) => {
      requested.delete(tag);
      request(tag, true);
    });
    toRetry.clear();
  };

  // Capture on the window: seen first, whatever the target, even if a handler stops propagation.
  const listenForRetry = (on: boolean) =>
    RETRY_EVENTS.forEach((type) => (on ? addEventListener : removeEventListener)(type, retry, true));

  const scan = (node: Scannable) => node.querySelectorAll(UNDEFINED).forEach((element) => request(element.localName));

  const onAdded = (node: Node) => {
    if (node.nodeType !== 1) return;
    if ((node as Element).matches(UNDEFINED)) request((node as Element).localName);
    scan(node as Element);
  };

  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(onAdded)));

  const watch = (target: Scannable) => {
    scan(target);
    observer.observe(target, { childList: true, subtree: true }); // observing twice is a no-op
  };

  // `ib-ready` is composed: from inside a shadow root it reaches the document retargeted to the
  // outer host, so the element that rendered is the first entry of the composed path.
  const onReady = (event: Event) => {
    const shadow = (event.composedPath()[0] as Element).shadowRoot;
    if (shadow) watch(shadow);
  };

  root.addEventListener('ib-ready', onReady);
  watch(root);

  return () => {
    observer.disconnect();
    root.removeEventListener('ib-ready', onReady);
    listenForRetry(false);
  };
}
