// Reads the article's h1/h2 headings and gives each one without an id a unique slug id.
import { slugify, uniqueSlug, type HeadingInfo } from './outline.ts';

/** Headings that are not part of the article's outline: a toc's own title, opted-out ones. */
const IGNORED = 'ib-toc, [data-toc-ignore]';

/** The heading's text, or its `data-toc-label` (for headings whose text does not read well in a list). */
const headingText = (heading: HTMLElement) =>
  (heading.dataset.tocLabel ?? heading.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The h1/h2 headings of `article` in document order, each with an id (existing ids are kept, so
 * links stay stable; missing ones become a slug of the text, unique in the document).
 */
export function collectHeadings(article: Element): {
  elements: HTMLElement[];
  infos: HeadingInfo[];
} {
  const root = article.getRootNode() as Document | ShadowRoot;
  const elements = [...article.querySelectorAll<HTMLElement>('h1, h2')].filter(
    (heading) => !heading.closest(IGNORED) && headingText(heading) !== '',
  );
  const infos = elements.map((heading) => {
    const text = headingText(heading);
    if (!heading.id)
      heading.id = uniqueSlug(slugify(text), (id) => root.getElementById(id) !== null);
    return { id: heading.id, text, level: heading.localName === 'h1' ? 1 : 2 };
  });
  return { elements, infos };
}

/** Same ids, texts and levels in the same order: nothing to re-render. */
export function sameHeadings(a: readonly HeadingInfo[], b: readonly HeadingInfo[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (info, i) => info.id === b[i].id && info.text === b[i].text && info.level === b[i].level,
    )
  );
}
