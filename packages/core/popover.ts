// Click-opened disclosure popovers for navigation (navbar and sub-page dropdowns, the language
// picker): a light-DOM trigger button shows and hides a light-DOM panel, placed by Floating UI.
// The WAI-ARIA disclosure pattern (aria-expanded, aria-controls), not a menu: the panel holds
// ordinary links reached with Tab. Escape closes and returns focus to the trigger; focus or a
// pointer press leaving trigger and panel closes. Floating UI loads on the first open, through a
// loader the element passes in; without it the panel opens in the page flow.
import type { Placement } from '@floating-ui/dom';
import { deepActiveElement } from './focus.ts';
import { uniqueId } from './ids.ts';
import { adoptIntoRoot, lazySheet } from './light-dom-styles.ts';
import popoverCss from './popover.css?inline';
import { reportError } from './report.ts';

/** The Floating UI functions a popover uses. */
export type FloatingUi = Pick<
  typeof import('@floating-ui/dom'),
  'autoUpdate' | 'computePosition' | 'flip' | 'offset' | 'shift'
>;
/**
 * Loads Floating UI: `loadPositioning` from positioning.ts, which goes through
 * `loadVendor` (vendor.ts): once per page, a failure reported for `requester` and retried on the
 * next call. Passed in rather than imported here, so each user (and a test) says what loads it.
 */
export type FloatingUiLoader = (requester?: object | null) => Promise<FloatingUi>;

const popoverSheet = lazySheet(popoverCss);

/** Space between the trigger and its panel: the offsets each popover's README states. */
export const POPOVER_OFFSETS = { subnav: 8, language: 12 } as const;

export interface DisclosurePopoverOptions {
  trigger: HTMLElement;
  panel: HTMLElement;
  /** Distance from the trigger along the main axis, in px. */
  offset: number;
  /** Loads Floating UI, on the first open. */
  floatingUi: FloatingUiLoader;
  /** Floating UI placement; flips to the other side when there is no room. */
  placement?: Placement;
  /** False opens the panel in place (inside a mobile menu) instead of floating it. */
  floating?: boolean;
  /** Called after each open or close. */
  onToggle?: (open: boolean, popover: DisclosurePopover) => void;
}

interface CloseOptions {
  /** Move focus to the trigger (Escape); off when focus already went elsewhere. */
  focusTrigger?: boolean;
}

type SavedAttributes = Map<HTMLElement, Map<string, string | null>>;

export class DisclosurePopover {
  readonly trigger: HTMLElement;
  readonly panel: HTMLElement;
  #options: DisclosurePopoverOptions;
  #open = false;
  #floating: boolean;
  #saved: SavedAttributes = new Map();
  #listeners = new AbortController();
  /** Releases the document listeners of an open panel. */
  #whileOpen: AbortController | undefined;
  #stopPositioning: (() => void) | undefined;
  #releaseStyles: () => void;

  constructor(options: DisclosurePopoverOptions) {
    this.#options = options;
    this.#floating = options.floating ?? true;
    const { trigger, panel } = options;
    this.trigger = trigger;
    this.panel = panel;

    if (!panel.id) this.#set(panel, 'id', uniqueId('ib-popover'));
    this.#set(panel, 'data-ib-popover', '');
    this.#set(panel, 'hidden', '');
    // A click on the panel's padding focuses the panel, so focus has not "left" and it stays open.
    if (!panel.hasAttribute('tabindex')) this.#set(panel, 'tabindex', '-1');
    this.#set(trigger, 'aria-expanded', 'false');
    this.#set(trigger, 'aria-controls', panel.id);
    const isButton = trigger instanceof HTMLButtonElement;
    if (isButton && !trigger.hasAttribute('type')) this.#set(trigger, 'type', 'button');
    if (!isButton) {
      this.#set(trigger, 'role', 'button');
      if (trigger.tabIndex < 0) this.#set(trigger, 'tabindex', '0');
    }
    this.#releaseStyles = adoptIntoRoot(panel, popoverSheet());

    const signal = this.#listeners.signal;
    trigger.addEventListener(
      'click',
      (event) => {
        event.preventDefault(); // a link used as trigger must not navigate
        this.toggle();
      },
      { signal },
    );
    if (!isButton) {
      trigger.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== ' ' && event.key !== 'Enter') return;
          event.preventDefault();
          this.toggle();
        },
        { signal },
      );
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!this.#open) return;
      const next = event.relatedTarget;
      if (next instanceof Node && this.contains(next)) return;
      // The window itself lost focus (another app, devtools): the visitor has not moved on.
      if (next === null && !document.hasFocus()) return;
      this.close();
    };
    trigger.addEventListener('focusout', onFocusOut, { signal });
    panel.addEventListener('focusout', onFocusOut, { signal });
    // A followed link (often an in-page anchor, which leaves the page as it is) closes the panel.
    panel.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (link && panel.contains(link)) this.close();
      },
      { signal },
    );
  }

  get isOpen(): boolean {
    return this.#open;
  }

  get isFloating(): boolean {
    return this.#floating;
  }

  /** True when `node` is the trigger, the panel or inside either. */
  contains(node: Node): boolean {
    return this.trigger.contains(node) || this.panel.contains(node);
  }

  open(): void {
    if (this.#open) return;
    this.#open = true;
    this.trigger.setAttribute('aria-expanded', 'true');
    this.panel.hidden = false;
    this.#listenWhileOpen();
    if (this.#floating) this.#startPositioning();
    this.#options.onToggle?.(true, this);
  }

  close({ focusTrigger = false }: CloseOptions = {}): void {
    if (!this.#open) return;
    this.#open = false;
    this.#stopListeningWhileOpen();
    this.#stopFloating();
    this.trigger.setAttribute('aria-expanded', 'false');
    this.panel.hidden = true;
    if (focusTrigger) this.trigger.focus();
    this.#options.onToggle?.(false, this);
  }

  toggle(): void {
    if (this.#open) this.close();
    else this.open();
  }

  /** Switches between a floating panel and one shown in place (a mobile menu's accordion). */
  setFloating(floating: boolean): void {
    if (floating === this.#floating) return;
    this.#floating = floating;
    if (!this.#open) return;
    if (floating) this.#startPositioning();
    else this.#stopFloating();
  }

  /** Closes without moving focus, removes every listener and restores the template's attributes. */
  release(): void {
    this.close();
    this.#listeners.abort();
    for (const [element, attributes] of this.#saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    this.#saved.clear();
    this.#releaseStyles();
  }

  /** Sets an attribute, remembering the template's value for `release()`. */
  #set(element: HTMLElement, name: string, value: string) {
    const saved = this.#saved.get(element) ?? new Map<string, string | null>();
    this.#saved.set(element, saved);
    if (!saved.has(name)) saved.set(name, element.getAttribute(name));
    element.setAttribute(name, value);
  }

  // Capture on the document: runs before a flyout's own Escape handler, which sees
  // `defaultPrevented` and stays open. Document level, because Safari does not focus a clicked
  // button, so the key may not come from inside.
  #onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    const active = deepActiveElement();
    const focusWasHere = !active || active === document.body || this.contains(active);
    this.close({ focusTrigger: focusWasHere });
  };

  #onDocumentPointerDown = (event: PointerEvent) => {
    const inside = event
      .composedPath()
      .some((node) => node === this.trigger || node === this.panel);
    if (!inside) this.close();
  };

  #listenWhileOpen() {
    this.#whileOpen = new AbortController();
    const options = { capture: true, signal: this.#whileOpen.signal };
    document.addEventListener('keydown', this.#onDocumentKeyDown, options);
    document.addEventListener('pointerdown', this.#onDocumentPointerDown, options);
  }

  #stopListeningWhileOpen() {
    this.#whileOpen?.abort();
    this.#whileOpen = undefined;
  }

  #startPositioning() {
    this.#stopFloating();
    const { trigger, panel } = this;
    let stopped = false;
    let stopAutoUpdate = () => {};
    panel.setAttribute('data-floating', '');
    panel.style.setProperty('position', 'fixed');
    this.#stopPositioning = () => {
      stopped = true;
      stopAutoUpdate();
      panel.removeAttribute('data-floating');
      panel.removeAttribute('data-positioned');
      panel.removeAttribute('data-placement');
      for (const property of ['position', 'left', 'top']) panel.style.removeProperty(property);
      if (panel.getAttribute('style') === '') panel.removeAttribute('style');
    };
    this.#options.floatingUi(trigger).then(
      ({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (stopped) return;
        const update = async () => {
          const { x, y, placement } = await computePosition(trigger, panel, {
            strategy: 'fixed', // escapes the overflow clipping of the bars around the trigger
            placement: this.#options.placement ?? 'bottom-start',
            middleware: [offset(this.#options.offset), flip(), shift({ padding: 8 })],
          });
          if (stopped) return;
          panel.style.setProperty('left', `${x}px`);
          panel.style.setProperty('top', `${y}px`);
          panel.setAttribute('data-placement', placement);
          panel.setAttribute('data-positioned', '');
        };
        stopAutoUpdate = autoUpdate(trigger, panel, () => void update());
      },
      () => {
        // Reported by the loader. The panel still opens, in the page flow; the next open tries again.
        if (!stopped) this.#stopFloating();
      },
    );
  }

  #stopFloating() {
    this.#stopPositioning?.();
    this.#stopPositioning = undefined;
  }
}

/** Opening one popover of the set closes the others (one dropdown open at a time). */
export function oneOpenAtATime(
  popovers: readonly DisclosurePopover[],
): (opened: DisclosurePopover) => void {
  return (opened) => {
    for (const popover of popovers) if (popover !== opened) popover.close();
  };
}

/**
 * The dropdowns of a navigation block: each `[data-dropdown-trigger]` with the first
 * `[data-dropdown]` sibling after it. A trigger without a panel is reported and left alone.
 */
export function dropdownPairs(
  root: HTMLElement,
): Array<{ trigger: HTMLElement; panel: HTMLElement }> {
  return [...root.querySelectorAll<HTMLElement>('[data-dropdown-trigger]')].flatMap((trigger) => {
    let panel = trigger.nextElementSibling;
    while (panel && !panel.matches('[data-dropdown]')) panel = panel.nextElementSibling;
    if (panel instanceof HTMLElement) return [{ trigger, panel }];
    reportError(
      root,
      new Error(
        'A [data-dropdown-trigger] has no following [data-dropdown] sibling; it is left as it is.',
      ),
    );
    return [];
  });
}
