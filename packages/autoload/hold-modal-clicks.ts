// A `:modal-{id}:` link is no address: clicked before ib-modal's code has loaded, the browser
// would follow it to a broken relative URL. The click is held instead and made again once
// ib-modal is defined, whose own listener then opens the modal (and returns focus to the link).
// A `#{id}` link naming a modal is held too (elements/modal/README.md).
// Every byte here ships in the autoloader (its budget: scripts/size.mjs): keep it plain.
import { listen } from './listen.ts';

const MODAL = 'ib-modal';

/** Starts holding those clicks; returns the function that stops. */
export function holdModalClicks(): () => void {
  let held: HTMLElement | undefined;
  const onClick = (event: Event) => {
    // The innermost target: a link inside the open shadow root of another block counts too.
    const link = (event.composedPath()[0] as Element).closest?.<HTMLAnchorElement>(
      '[href^=":modal-"],[href^="#"]:not([href="#"])',
    );
    if (!link || customElements.get(MODAL)) return;
    // A `#{id}` link counts where that id is a modal's (a `:modal-` link has no hash).
    if (link.hash && document.getElementById(link.hash.slice(1))?.localName != MODAL) return;
    event.preventDefault();
    // Only the latest click is made again: a visitor who clicked twice wants one modal.
    if (!held) customElements.whenDefined(MODAL).then(() => held!.click());
    held = link;
  };
  // Capture on the window: the first listener to see the click, whatever stops it later.
  const toggle = (on: boolean) => listen(on, 'click', onClick, true);
  toggle(true);
  return () => toggle(false);
}
