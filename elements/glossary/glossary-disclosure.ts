// Turns a glossary entry into a disclosure (the APG disclosure pattern): the heading's content
// moves into a <button aria-expanded> inside the heading, and the definition is hidden with
// `hidden="until-found"`, so find-in-page still reaches it. Unwiring restores the markup.
import { uniqueId } from '../../packages/core/ids.ts';
import type { GlossaryEntry } from './glossary-dom.ts';

/** Marks the buttons the glossary inserts (light-DOM styles and click handling find them by it). */
export const TOGGLE_ATTRIBUTE = 'data-ib-glossary-toggle';

export interface Disclosure {
  readonly entry: GlossaryEntry;
  readonly button: HTMLButtonElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  unwire(): void;
}

/** Wires one entry; null when it has no heading or no definition to disclose. */
export function wireDisclosure(entry: GlossaryEntry, open: boolean): Disclosure | null {
  const { heading, definitions } = entry;
  if (!heading || definitions.length === 0) return null;
  const generatedIds: HTMLElement[] = [];
  for (const definition of definitions) {
    if (!definition.id) {
      definition.id = uniqueId('ib-glossary-definition');
      generatedIds.push(definition);
    }
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(TOGGLE_ATTRIBUTE, '');
  button.setAttribute('aria-controls', definitions.map((definition) => definition.id).join(' '));
  button.append(...heading.childNodes);
  heading.append(button);

  const setOpen = (next: boolean) => {
    button.setAttribute('aria-expanded', String(next));
    for (const definition of definitions) {
      if (next) definition.removeAttribute('hidden');
      else if (definition.getAttribute('hidden') !== 'until-found')
        definition.setAttribute('hidden', 'until-found');
    }
  };
  setOpen(open);

  return {
    entry,
    button,
    isOpen: () => button.getAttribute('aria-expanded') === 'true',
    setOpen,
    unwire() {
      heading.append(...button.childNodes);
      button.remove();
      for (const definition of definitions) definition.removeAttribute('hidden');
      for (const definition of generatedIds) definition.removeAttribute('id');
    },
  };
}
