// The footer's light-DOM enhancement. Each direct child whose heading (h2-h6) is followed by content
// is a section: while collapsible, the heading's text moves into a `<button aria-expanded
// aria-controls>` inside the heading (APG accordion: the heading keeps its level) and the content
// hides unless its section is the open one. Everything is undone exactly by `release()`.
import { uniqueId } from '../../packages/core/ids.ts';

const TOGGLE = 'data-ib-footer-toggle';
const PANEL = 'data-ib-footer-panel';
const HEADING = ':scope > :is(h1, h2, h3, h4, h5, h6)';

interface Section {
  heading: HTMLElement;
  panels: HTMLElement[];
  /** The template's own `hidden` values: panels it hid stay hidden. */
  templateHidden: (string | null)[];
  button?: HTMLButtonElement;
  /** Ids we gave panels for aria-controls, removed with the button. */
  ownedIds: HTMLElement[];
}

export interface ToggleChange {
  index: number;
  open: boolean;
}

function findSections(host: HTMLElement): Section[] {
  const sections: Section[] = [];
  for (const child of host.children) {
    const heading = child.querySelector<HTMLElement>(HEADING);
    if (!heading) continue;
    const siblings = [...child.children] as HTMLElement[];
    const panels = siblings.slice(siblings.indexOf(heading) + 1);
    if (panels.length)
      sections.push({
        heading,
        panels,
        templateHidden: panels.map((p) => p.getAttribute('hidden')),
        ownedIds: [],
      });
  }
  return sections;
}

function addButton(section: Section) {
  const ids = section.panels.map((panel) => {
    if (!panel.id) {
      panel.id = uniqueId('ib-footer-panel');
      section.ownedIds.push(panel);
    }
    panel.setAttribute(PANEL, '');
    return panel.id;
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(TOGGLE, '');
  button.setAttribute('aria-controls', ids.join(' '));
  button.append(...section.heading.childNodes);
  section.heading.append(button);
  section.button = button;
}

function removeButton(section: Section) {
  const button = section.button;
  if (!button) return;
  section.heading.append(...button.childNodes);
  button.remove();
  section.button = undefined;
  for (const panel of section.panels) panel.removeAttribute(PANEL);
  for (const panel of section.ownedIds) panel.removeAttribute('id');
  section.ownedIds = [];
}

export class FooterAccordion {
  #host: HTMLElement;
  #sections: Section[];
  #open = -1;
  #collapsible = false;

  constructor(host: HTMLElement) {
    this.#host = host;
    this.#sections = findSections(host);
  }

  get openIndex(): number {
    return this.#open;
  }

  /** Narrow screens: toggles shown and sections collapsed. Wide screens: plain headings, all content shown. */
  setCollapsible(collapsible: boolean): void {
    this.#collapsible = collapsible;
    for (const section of this.#sections) {
      if (collapsible && !section.button) addButton(section);
      if (!collapsible) removeButton(section);
    }
    this.#apply();
  }

  /** Re-reads the sections after the template's children changed (a new section resets the open one). */
  refresh(): void {
    const next = findSections(this.#host);
    const same =
      next.length === this.#sections.length &&
      next.every((section, i) => section.heading === this.#sections[i].heading);
    if (same) return;
    const collapsible = this.#collapsible;
    this.release();
    this.#sections = next;
    this.#open = -1;
    this.setCollapsible(collapsible);
  }

  /** The section index of a click target inside a toggle, or -1. */
  indexOf(target: EventTarget | null): number {
    const button = target instanceof Element ? target.closest(`[${TOGGLE}]`) : null;
    return button ? this.#sections.findIndex((section) => section.button === button) : -1;
  }

  /** Opens the section (closing the open one) or closes it if it is open; returns what changed. */
  toggle(index: number): ToggleChange[] {
    const changes: ToggleChange[] = [];
    if (this.#open === index) {
      changes.push({ index, open: false });
      this.#open = -1;
    } else {
      if (this.#open >= 0) changes.push({ index: this.#open, open: false });
      changes.push({ index, open: true });
      this.#open = index;
    }
    this.#apply();
    return changes;
  }

  /** Restores the template's markup. */
  release(): void {
    this.setCollapsible(false);
  }

  #apply() {
    this.#sections.forEach((section, index) => {
      const open = index === this.#open;
      section.button?.setAttribute('aria-expanded', String(open));
      section.panels.forEach((panel, i) => {
        const own = section.templateHidden[i];
        if (own !== null) panel.setAttribute('hidden', own);
        else panel.toggleAttribute('hidden', this.#collapsible && !open);
      });
    });
  }
}
