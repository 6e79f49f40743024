// Inline error messages for form fields, in the light DOM beside each field (aria-describedby
// only works within one tree). A radio or checkbox group shares one message. Messages are text.
import { uniqueId } from '../../packages/core/ids.ts';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const MESSAGE_CLASS = 'ib-form__error';

const VALIDITY_KEYS = [
  'valueMissing',
  'typeMismatch',
  'patternMismatch',
  'tooShort',
  'tooLong',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
  'badInput',
] as const;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Fields the browser validates, grouped: one entry per radio/checkbox name, in document order. */
export function fieldGroups(form: HTMLFormElement): Field[][] {
  const groups = new Map<string, Field[]>();
  const order: Field[][] = [];
  for (const element of form.elements) {
    const field = element as Field;
    if (!('willValidate' in field) || !field.willValidate || field instanceof HTMLButtonElement)
      continue;
    const grouped =
      field instanceof HTMLInputElement &&
      (field.type === 'radio' || field.type === 'checkbox') &&
      field.name;
    const key = grouped ? `${field.type}:${field.name}` : undefined;
    const existing = key ? groups.get(key) : undefined;
    if (existing) existing.push(field);
    else {
      const group = [field];
      if (key) groups.set(key, group);
      order.push(group);
    }
  }
  return order;
}

/** The group holding `field` (a lone field is its own group). */
export function groupOf(form: HTMLFormElement, field: Field): Field[] | undefined {
  return fieldGroups(form).find((group) => group.includes(field));
}

/** The element's own text for a failed constraint (its catalog, in the page language). */
export type OwnMessage = (field: Field, kind: (typeof VALIDITY_KEYS)[number]) => string;

/**
 * The message for an invalid field: the template's `data-error-{kind}` (e.g.
 * `data-error-value-missing`), then `data-error`, then the element's own text (`own`), never the
 * browser's: its wording and language are the browser's, not the site's (README, Validation).
 * A server message (custom validity) always wins.
 */
export function messageFor(field: Field, own: OwnMessage): string {
  const { validity } = field;
  if (validity.valid) return '';
  if (validity.customError) return field.validationMessage;
  const kind = VALIDITY_KEYS.find((key) => validity[key]);
  if (!kind) return field.validationMessage;
  return (
    field.getAttribute(`data-error-${kebab(kind)}`) ||
    field.getAttribute('data-error') ||
    own(field, kind)
  );
}

/** Where a group's message goes: the template's `[data-error-for=name]`, else after the field. */
function placeMessage(form: HTMLFormElement, group: Field[], message: HTMLElement): HTMLElement {
  const name = group[0].name;
  const slot = name
    ? [...form.querySelectorAll<HTMLElement>('[data-error-for]')].find(
        (el) => el.dataset.errorFor === name,
      )
    : undefined;
  if (slot) return slot;
  const last = group[group.length - 1];
  const fieldset = group.length > 1 ? last.closest('fieldset') : null;
  if (fieldset && form.contains(fieldset)) fieldset.append(message);
  else (last.closest('label') ?? last).after(message);
  return message;
}

const describedBy = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

/** Shows, updates and removes the messages of one form. */
export class FieldMessages {
  #shown = new Map<Field, HTMLElement>(); // keyed by the group's first field
  #created = new Set<HTMLElement>();

  constructor(private readonly form: HTMLFormElement) {}

  isShown(group: Field[]): boolean {
    return this.#shown.has(group[0]);
  }

  show(group: Field[], text: string): void {
    let target = this.#shown.get(group[0]);
    if (!target) {
      const message = document.createElement('span');
      message.className = MESSAGE_CLASS;
      target = placeMessage(this.form, group, message);
      if (target === message) this.#created.add(message);
      else target.classList.add(MESSAGE_CLASS);
      if (!target.id) target.id = uniqueId('ib-form-error');
      this.#shown.set(group[0], target);
    }
    target.textContent = text;
    target.hidden = false;
    for (const field of group) {
      field.setAttribute('aria-invalid', 'true');
      const ids = describedBy(field);
      if (!ids.includes(target.id))
        field.setAttribute('aria-describedby', [...ids, target.id].join(' '));
    }
  }

  clear(group: Field[]): void {
    const target = this.#shown.get(group[0]);
    if (!target) return;
    this.#shown.delete(group[0]);
    for (const field of group) {
      field.removeAttribute('aria-invalid');
      const ids = describedBy(field).filter((id) => id !== target.id);
      if (ids.length) field.setAttribute('aria-describedby', ids.join(' '));
      else field.removeAttribute('aria-describedby');
    }
    if (this.#created.delete(target)) target.remove();
    else {
      target.textContent = '';
      target.hidden = true;
    }
  }

  clearAll(): void {
    for (const first of [...this.#shown.keys()]) {
      const group = groupOf(this.form, first) ?? [first];
      this.clear(group);
    }
  }
}
