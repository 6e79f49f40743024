// How a trigger asks the page's popover to open: a cancelable `ib-search-trigger-activate` event
// from the trigger, which the popover claims with preventDefault(). Events keep the two tags
// independent (each loads on its own); a click that comes before the popover has loaded is
// replayed once it has, with what the visitor typed meanwhile (typed-meanwhile.ts).
import { reportError } from '../../packages/core/report.ts';
import { emit } from '../../packages/element/events.ts';
import type { Scope } from './popover-scope.ts';
import { keepTyping } from './typed-meanwhile.ts';

export const ACTIVATE_EVENT = 'ib-search-trigger-activate';
export const POPOVER_TAG = 'ib-search-popover';

export interface TriggerActivation {
  scope: Scope;
  customScope: string[];
  /** On a replay: the characters typed while the popover's code loaded, for its field. */
  typed?: string;
}

type Upgradable = Element & { updateComplete?: Promise<unknown> };

/** What receives focus when the popover hands it back: the trigger's button or link. */
export function focusTargetOf(trigger: HTMLElement): HTMLElement {
  return (
    trigger.querySelector<HTMLElement>(
      'button, a[href], [role="button"], [tabindex]:not([tabindex="-1"])',
    ) ?? trigger
  );
}

/**
 * Dispatches the activation. Returns true when a popover took it, or will once it has loaded;
 * false when the page has no popover (a link inside the trigger may then navigate as usual).
 */
export function activatePopover(trigger: HTMLElement, detail: TriggerActivation): boolean {
  if (!emit(trigger, ACTIVATE_EVENT, detail, { cancelable: true })) return true;
  const popover = document.querySelector<Upgradable>(POPOVER_TAG);
  if (!popover) {
    reportError(trigger, new Error(`<ib-search-trigger> found no <${POPOVER_TAG}> on the page.`));
    return false;
  }
  // Not loaded or not rendered yet: replay once it is ready.
  const typed = keepTyping();
  void customElements
    .whenDefined(POPOVER_TAG)
    .then(() => popover.updateComplete)
    .then(() => {
      const replay = { ...detail, typed: typed() }; // stops keeping keys, whatever comes next
      if (!trigger.isConnected || !popover.isConnected) return;
      if (emit(trigger, ACTIVATE_EVENT, replay, { cancelable: true })) {
        reportError(trigger, new Error(`<${POPOVER_TAG}> did not answer the trigger.`));
      }
    });
  return true;
}

/** Lets a popover claim activations; returns the function that stops listening. */
export function onActivation(
  claim: (trigger: HTMLElement, detail: TriggerActivation) => void,
): () => void {
  const listener = (event: Event) => {
    if (
      event.defaultPrevented ||
      !(event instanceof CustomEvent) ||
      !(event.target instanceof HTMLElement)
    )
      return;
    event.preventDefault(); // one popover per activation: the first listener wins
    claim(event.target, event.detail as TriggerActivation);
  };
  document.addEventListener(ACTIVATE_EVENT, listener);
  return () => document.removeEventListener(ACTIVATE_EVENT, listener);
}
