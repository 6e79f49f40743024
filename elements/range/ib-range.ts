import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { attachFormState, type RangeFormState } from './form-state.ts';
import { Range } from './Range.tsx';
import { rangeSpec, type RangeProps } from './range-props.ts';
import styles from './range.css?inline';

const Base = createIbElement<RangeProps>(Range, {
  props: rangeSpec,
  styles,
});

/**
 * A form-associated range input with a value bubble and six labelled tick marks.
 *
 * Like a native `<input type="range">`, the `value` attribute is the default value (what a form
 * reset returns to) and the `value` property is the current value.
 *
 * @tag ib-range
 * @summary A form-associated range slider with tick marks for 5 intervals and a value bubble.
 * @prop {number} value - The current value (clamped and snapped to the step).
 * @prop {number} defaultValue - The `value` attribute.
 * @fires input - While the value changes by the visitor (from the inner native input).
 * @fires change - When the visitor commits a new value.
 * @csspart base - The wrapper.
 * @csspart label - The visible label.
 * @csspart bubble - The value bubble above the thumb.
 * @csspart input - The native range input.
 * @csspart ticks - The tick row.
 * @csspart tick - One tick mark.
 * @csspart tick-label - One tick's label.
 * @cssprop --ib-range-thumb-size - Thumb diameter. Default 1.25rem.
 * @cssprop --ib-range-track-size - Track thickness. Default 0.375rem.
 * @cssprop --ib-range-track-color - Unfilled track colour.
 * @cssprop --ib-range-fill-color - Filled track colour (falls back to --ib-color-primary).
 * @cssprop --ib-range-thumb-color - Thumb colour. Default the fill colour.
 * @cssprop --ib-range-bubble-background - Bubble background.
 * @cssprop --ib-range-bubble-color - Bubble text colour.
 * @cssprop --ib-range-tick-color - Tick and tick-label colour.
 * @cssprop --ib-range-focus-ring-color - Focus ring colour (falls back to --ib-focus-ring-color).
 * @cssprop --ib-range-gap - Space under the label.
 */
export class IbRange extends Base {
  static formAssociated = true;

  readonly #internals: ElementInternals;
  readonly #state: RangeFormState;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    this.#state = attachFormState(this, this.#internals);
    this.#state.syncForm();
  }

  /** The current value, clamped to min-max and snapped to the step. */
  get value(): number {
    return this.#state.value;
  }

  set value(value: number) {
    this.#state.setValue(Number(value));
  }

  /** The `value` attribute (what a form reset returns to). */
  get defaultValue(): number {
    return this.#state.defaultValue;
  }

  set defaultValue(value: number) {
    this.setAttribute('value', String(value));
  }

  get type(): string {
    return 'range';
  }

  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  get labels(): NodeList {
    return this.#internals.labels;
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  /** Focuses the inner slider (the host itself is not focusable). */
  focus(options?: FocusOptions): void {
    const input = this.shadowRoot?.querySelector('input');
    if (input) input.focus(options);
    else super.focus(options);
  }

  formResetCallback(): void {
    this.#state.reset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#state.setFormDisabled(disabled);
  }

  formStateRestoreCallback(state: unknown): void {
    if (typeof state === 'string' && state.trim() !== '') this.#state.setValue(Number(state));
  }
}

defineIbElement('ib-range', IbRange);

declare global {
  interface HTMLElementTagNameMap {
    'ib-range': IbRange;
  }
}
