// One pass of enhancement over the navbar's current markup: dropdown popovers, the mobile flyout
// and the top-links row, plus the debounced resize handling that ties them to the breakpoints.
// `release()` undoes all of it, so the element can enhance new markup on `ib-navbar-reinit`.
import { matchesBreakpoint } from '../../packages/core/breakpoints.ts';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../packages/core/debounce.ts';
import { DisclosurePopover, dropdownPairs, oneOpenAtATime } from '../../packages/core/popover.ts';
import { switchInPlaceOnPress } from './in-place-switch.ts';
import { MobileMenu } from './mobile-menu.ts';
import { loadPositioning } from '../../packages/core/positioning.ts';
import { updateWrapped } from './top-links.ts';

/** Space between a desktop dropdown trigger and its panel, in px. */
export const DROPDOWN_OFFSET = 8;

export interface NavbarCallbacks {
  onMenuToggle: (open: boolean) => void;
  onDropdownToggle: (index: number, open: boolean) => void;
  /** The mobile toggle's name while the flyout is open. */
  closeLabel: () => string;
}

export class NavbarEnhancement {
  readonly dropdowns: DisclosurePopover[] = [];
  readonly mobileMenu: MobileMenu | undefined;
  #host: HTMLElement;
  #topLinks: HTMLElement | null;
  #onResize = debounce(() => this.applyViewport(), RESIZE_DEBOUNCE_MS);
  #releaseSwitching: () => void;
  /** Links in the row change size without a window resize (an element upgrading, a web font). */
  #linksObserver: ResizeObserver | undefined;

  constructor(host: HTMLElement, callbacks: NavbarCallbacks) {
    this.#host = host;
    const toggle = host.querySelector<HTMLElement>('[data-mobile-toggle]');
    const menu = host.querySelector<HTMLElement>('[data-mobile-menu]');
    if (toggle && menu) {
      this.mobileMenu = new MobileMenu({
        host,
        toggle,
        menu,
        closeLabel: callbacks.closeLabel,
        onToggle: (open) => {
          if (!open) for (const dropdown of this.dropdowns) dropdown.close();
          callbacks.onMenuToggle(open);
        },
      });
    }
    const closeOthers = oneOpenAtATime(this.dropdowns);
    for (const [index, { trigger, panel }] of dropdownPairs(host).entries()) {
      this.dropdowns.push(
        new DisclosurePopover({
          trigger,
          panel,
          offset: DROPDOWN_OFFSET,
          floatingUi: loadPositioning,
          placement: 'bottom-start',
          floating: this.#floats(trigger),
          onToggle: (open, popover) => {
            if (open) closeOthers(popover);
            callbacks.onDropdownToggle(index, open);
          },
        }),
      );
    }
    this.#releaseSwitching = switchInPlaceOnPress(this.dropdowns);
    this.#topLinks = host.querySelector<HTMLElement>('[data-top-links]');
    this.#updateTopLinks();
    if (this.#topLinks && typeof ResizeObserver === 'function') {
      this.#linksObserver = new ResizeObserver(() => this.#onResize());
      for (const link of this.#topLinks.children) this.#linksObserver.observe(link);
    }
    window.addEventListener('resize', this.#onResize);
  }

  /** What a resize does once the viewport has settled (500 ms): the breakpoint rules. */
  applyViewport(): void {
    this.mobileMenu?.viewportChanged(matchesBreakpoint('desktop'));
    for (const dropdown of this.dropdowns) dropdown.setFloating(this.#floats(dropdown.trigger));
    this.#updateTopLinks();
  }

  release(): void {
    window.removeEventListener('resize', this.#onResize);
    this.#linksObserver?.disconnect();
    this.#onResize.cancel();
    this.#releaseSwitching();
    for (const dropdown of this.dropdowns) dropdown.release();
    this.dropdowns.length = 0;
    this.mobileMenu?.release();
    this.#topLinks?.classList.remove('is-wrapped');
    this.#topLinks = null;
  }

  /** Dropdowns float on desktop; inside the mobile flyout they open in place, as an accordion. */
  #floats(trigger: HTMLElement): boolean {
    const inFlyout = this.#host.querySelector('[data-mobile-menu]')?.contains(trigger) ?? false;
    return !inFlyout || matchesBreakpoint('desktop');
  }

  #updateTopLinks() {
    if (this.#topLinks?.isConnected) updateWrapped(this.#topLinks, matchesBreakpoint('wide'));
  }
}
