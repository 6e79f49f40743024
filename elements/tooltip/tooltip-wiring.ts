// Connects the trigger to the tooltip text in the light DOM. `aria-describedby` cannot point from
// the light DOM into a shadow root, so the text itself lives in the light DOM: the theme's
// `slot="content"` child, or a `<span slot="content">` made from the `content` attribute. Both are
// slotted into the tooltip bubble, and the trigger's `aria-describedby` names them by id.
import { uniqueId } from '../../packages/core/ids.ts';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex^="-"])',
].join(',');

const GENERATED = 'data-ib-tooltip-content';

interface Description {
  element: HTMLElement;
  generated: boolean;
  ownsId: boolean;
}

interface Trigger {
  element: HTMLElement;
  describedBy: string;
  ownsTabindex: boolean;
}

/** The first focusable element in the default slot's content, or null. */
export function focusableTrigger(host: HTMLElement): HTMLElement | null {
  for (const child of host.children) {
    if (child.slot || !(child instanceof HTMLElement)) continue;
    if (child.matches(FOCUSABLE)) return child;
    const inner = child.querySelector<HTMLElement>(FOCUSABLE);
    if (inner) return inner;
  }
  return null;
}

function themeContent(host: HTMLElement): HTMLElement | null {
  for (const child of host.children) {
    if (child.slot === 'content' && !child.hasAttribute(GENERATED) && child instanceof HTMLElement)
      return child;
  }
  return null;
}

function addToken(element: Element, attribute: string, token: string) {
  const tokens = (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  if (!tokens.includes(token)) element.setAttribute(attribute, [...tokens, token].join(' '));
}

function removeToken(element: Element, attribute: string, token: string) {
  const tokens = (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter((t) => t && t !== token);
  if (tokens.length) element.setAttribute(attribute, tokens.join(' '));
  else element.removeAttribute(attribute);
}

/** Keeps description and trigger connected as content changes; `release()` undoes everything. */
export class TooltipWiring {
  #host: HTMLElement;
  #description: Description | null = null;
  #trigger: Trigger | null = null;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  /** The element the tooltip describes and is placed against; null when there is no text. */
  get trigger(): HTMLElement | null {
    return this.#trigger?.element ?? null;
  }

  /** Idempotent: safe to call on every slot change. */
  update(content: string | undefined): void {
    this.#updateDescription(content?.trim() ?? '');
    this.#updateTrigger();
  }

  release(): void {
    this.#releaseTrigger();
    this.#releaseDescription();
  }

  #updateDescription(text: string) {
    const own = themeContent(this.#host);
    if (own) {
      if (this.#description?.element !== own) {
        this.#releaseDescription();
        this.#description = { element: own, generated: false, ownsId: !own.id };
        if (!own.id) own.id = uniqueId('ib-tooltip');
      }
      return;
    }
    if (!text) return this.#releaseDescription();
    if (!this.#description?.generated) {
      this.#releaseDescription();
      const span = document.createElement('span');
      span.slot = 'content';
      span.id = uniqueId('ib-tooltip');
      span.setAttribute(GENERATED, '');
      this.#host.append(span);
      this.#description = { element: span, generated: true, ownsId: true };
    }
    // Text only: an attribute is never inserted as HTML.
    if (this.#description.element.textContent !== text)
      this.#description.element.textContent = text;
  }

  #releaseDescription() {
    const description = this.#description;
    this.#description = null;
    if (!description) return;
    if (description.generated) description.element.remove();
    else if (description.ownsId) description.element.removeAttribute('id');
  }

  #updateTrigger() {
    const describedBy = this.#description?.element.id;
    if (!describedBy) return this.#releaseTrigger();
    const element = focusableTrigger(this.#host) ?? this.#host;
    if (this.#trigger?.element === element && this.#trigger.describedBy === describedBy) return;
    this.#releaseTrigger();
    // Text that is not focusable itself: the host joins the tab order so keyboard users get the tooltip.
    const ownsTabindex = element === this.#host && !this.#host.hasAttribute('tabindex');
    if (ownsTabindex) this.#host.tabIndex = 0;
    addToken(element, 'aria-describedby', describedBy);
    this.#trigger = { element, describedBy, ownsTabindex };
  }

  #releaseTrigger() {
    const trigger = this.#trigger;
    this.#trigger = null;
    if (!trigger) return;
    removeToken(trigger.element, 'aria-describedby', trigger.describedBy);
    if (trigger.ownsTabindex) this.#host.removeAttribute('tabindex');
  }
}
