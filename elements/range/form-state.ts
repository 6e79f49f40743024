// The one place a range's current value lives, shared by the form-associated element (its `value`
// property and form callbacks) and the component (rendering, visitor input). Like a native
// input it keeps a "dirty" value over the `value` attribute (the default), which a form reset
// clears; every change is written to the form through ElementInternals at once, so FormData read
// right after `el.value = x` already holds it.
import { resolveBounds, sanitizeValue, type RangeBounds } from './range-values.ts';

/** Number attributes parsed the way the element factory parses them. */
function numberAttribute(host: Element, name: string): number | undefined {
  const text = host.getAttribute(name);
  return text === null || text.trim() === '' ? undefined : Number(text);
}

export class RangeFormState {
  /** A value set by the visitor or a script; undefined follows the `value` attribute. */
  #dirtyValue: number | undefined;
  /** Disabled by the `disabled` attribute or an ancestor `<fieldset disabled>` (via the element's callback). */
  #formDisabled = false;
  readonly #listeners = new Set<() => void>();

  constructor(
    readonly host: Element,
    readonly internals?: ElementInternals,
  ) {}

  get bounds(): RangeBounds {
    const { host } = this;
    return resolveBounds(
      numberAttribute(host, 'min'),
      numberAttribute(host, 'max'),
      numberAttribute(host, 'step'),
      host.getAttribute('step'),
    );
  }

  /** The `value` attribute, sanitised (what a reset returns to). */
  get defaultValue(): number {
    return sanitizeValue(numberAttribute(this.host, 'value'), this.bounds);
  }

  /** The current value, always within the bounds and on the step grid. */
  get value(): number {
    return sanitizeValue(this.#dirtyValue ?? numberAttribute(this.host, 'value'), this.bounds);
  }

  get formDisabled(): boolean {
    return this.#formDisabled;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  setValue(value: number): void {
    if (!Number.isFinite(value)) return;
    this.#dirtyValue = value;
    this.#changed();
  }

  /** Back to the `value` attribute, as a form reset does. */
  reset(): void {
    this.#dirtyValue = undefined;
    this.#changed();
  }

  setFormDisabled(disabled: boolean): void {
    if (disabled === this.#formDisabled) return;
    this.#formDisabled = disabled;
    this.#notify();
  }

  /** Writes the value to the form. A range always has a valid value: nothing can under- or overflow. */
  syncForm(): void {
    if (!this.internals) return;
    const value = String(this.value);
    this.internals.setFormValue(value, value);
    this.internals.setValidity({});
  }

  #changed() {
    this.syncForm();
    this.#notify();
  }

  #notify() {
    for (const listener of [...this.#listeners]) listener();
  }
}

const states = new WeakMap<Element, RangeFormState>();

/** Called once by the element's constructor with its internals. */
export function attachFormState(host: Element, internals?: ElementInternals): RangeFormState {
  const state = new RangeFormState(host, internals);
  states.set(host, state);
  return state;
}

/** The host's state; a host without one (the component used outside its element) gets a plain one. */
export function formStateOf(host: Element): RangeFormState {
  return states.get(host) ?? attachFormState(host);
}
