// <ib-toc>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

export interface TocProps {
  /** Id of the article content whose h1/h2 headings make the list. Default: the page's first `<article>`. */
  for?: string;
  /** Accessible name of the `<nav>`; wins over the catalog's `toc.label`. */
  label?: string;
  /** CSS selector of the sticky header whose height offsets the active line and the scroll margin. */
  header?: string;
  /** Header height in px, instead of measuring it. */
  offset?: number;
}
