// APG carousel semantics on light-DOM slides, shared by ib-carousel and ib-auto-scroll-carousel:
// each slide is announced as a "slide" and is a group, whatever role the template gave it, unless
// HTML forbids that element the group role (an <article>, <li>, <figure>... keeps its own; the
// carousels' READMEs), and named "3 of 8" unless the template named it, both in the
// element's language; slides out of view can be made inert, so neither Tab nor a screen reader's
// virtual cursor lands on content the visitor cannot see. Everything written is recorded and
// undone by `release()`, which gives the template's own values back.

import { fillLabel } from './labels.ts';
import { formatNumber } from './translations.ts';

const NOT_CONTENT = ['script', 'template', 'style', 'link'];

/**
 * Elements among the host's children that are slides: not scripts, templates or named-slot
 * content, nor anything `exclude` rejects (a control the template placed beside the slides).
 */
export function slidesOf(
  host: HTMLElement,
  exclude?: (child: HTMLElement) => boolean,
): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement &&
      !child.slot &&
      !NOT_CONTENT.includes(child.localName) &&
      !exclude?.(child),
  );
}

/**
 * `current` while `next` holds the same slides in the same order, else `next`: a carousel's slides
 * state keeps its identity when a mutation of the host changed no slide, and nothing re-renders.
 */
export const sameSlidesOr = (current: HTMLElement[], next: HTMLElement[]): HTMLElement[] =>
  next.length === current.length && next.every((slide, index) => slide === current[index])
    ? current
    : next;

/** `{index}` and `{count}` in a label template, 1-based, written as `lang` writes numbers: "3 of 8". */
export function formatSlideLabel(
  template: string,
  index: number,
  count: number,
  lang = 'en',
): string {
  return fillLabel(template, {
    index: formatNumber(index + 1, lang),
    count: formatNumber(count, lang),
  });
}

/**
 * Indexes of the slides at least half inside the viewport. Measured rather than taken from
 * Embla's in-view list, which counts a neighbour that only touches the edge as in view.
 */
export function visibleSlides(viewport: Element, slides: readonly HTMLElement[]): Set<number> {
  const view = viewport.getBoundingClientRect();
  const visible = new Set<number>();
  slides.forEach((slide, index) => {
    const rect = slide.getBoundingClientRect();
    const overlapX = Math.min(rect.right, view.right) - Math.max(rect.left, view.left);
    const overlapY = Math.min(rect.bottom, view.bottom) - Math.max(rect.top, view.top);
    if (overlapY > 0 && rect.width > 0 && overlapX >= rect.width / 2) visible.add(index);
  });
  return visible;
}

const OWN_NAME = ['aria-label', 'aria-labelledby'];

/** A slide that is itself a link or button keeps its role and name: as a group it could not be told apart from text. */
const CONTROL = 'a[href], button';

/** Elements that ARIA in HTML does not allow the group role: they keep their own role. */
const NO_GROUP_ROLE = new Set([
  'article',
  'aside',
  'figure',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'li',
  'main',
  'nav',
]);

interface Written {
  /** The template's value of each attribute written (null: it had none). */
  attributes: Map<string, string | null>;
  inert: boolean;
}

export class SlideSemantics {
  #written = new Map<HTMLElement, Written>();

  /**
   * Labels every slide; slides no longer in the list get their attributes back. `roleDescription`
   * and `lang` (for the numbers) are the element's language's.
   */
  update(
    slides: readonly HTMLElement[],
    labelTemplate: string,
    { roleDescription = 'slide', lang = 'en' } = {},
  ): void {
    for (const slide of [...this.#written.keys()])
      if (!slides.includes(slide)) this.#release(slide);
    slides.forEach((slide, index) => {
      const written = this.#written.get(slide) ?? { attributes: new Map(), inert: false };
      this.#written.set(slide, written);
      if (slide.matches(CONTROL)) return;
      const write = (name: string, value: string) => {
        if (!written.attributes.has(name)) written.attributes.set(name, slide.getAttribute(name));
        slide.setAttribute(name, value);
      };
      if (!NO_GROUP_ROLE.has(slide.localName)) write('role', 'group');
      write('aria-roledescription', roleDescription);
      // A name the template gave says more than a position: it stays.
      if (
        written.attributes.has('aria-label') ||
        !OWN_NAME.some((name) => slide.hasAttribute(name))
      ) {
        write('aria-label', formatSlideLabel(labelTemplate, index, slides.length, lang));
      }
    });
  }

  /** Makes the slides outside `visible` inert. */
  setVisible(slides: readonly HTMLElement[], visible: ReadonlySet<number>): void {
    slides.forEach((slide, index) => {
      const written = this.#written.get(slide);
      if (!written) return;
      const hide = !visible.has(index);
      if (hide && !slide.inert) {
        slide.inert = true;
        written.inert = true;
      } else if (!hide && written.inert) {
        slide.inert = false;
        written.inert = false;
      }
    });
  }

  release(): void {
    for (const slide of [...this.#written.keys()]) this.#release(slide);
  }

  #release(slide: HTMLElement) {
    const written = this.#written.get(slide);
    this.#written.delete(slide);
    if (!written) return;
    for (const [name, value] of written.attributes) {
      if (value === null) slide.removeAttribute(name);
      else slide.setAttribute(name, value);
    }
    if (written.inert) slide.inert = false;
  }
}
