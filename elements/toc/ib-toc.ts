import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Toc } from './Toc.tsx';
import { tocSpec, type TocProps } from './toc-props.ts';
import styles from './toc.css?inline';

const Base = createIbElement<TocProps>(Toc, {
  props: tocSpec,
  styles,
});

/**
 * A table of contents built from an article's h1 and h2 headings, nested by level. Headings
 * without an id get a unique slug id; the link of the section being read is marked.
 *
 * @tag ib-toc
 * @summary Nested table of contents with the current section marked; closes its ib-modal on navigation.
 * @slot - Optional title shown above the list (for example `<h2 data-toc-ignore>On this page</h2>`).
 * @csspart nav - The `<nav>` landmark.
 * @csspart list - Every `<ol>` (the top level and nested ones).
 * @csspart sublist - A nested `<ol>` of h2 entries.
 * @csspart item - Every `<li>`.
 * @csspart link - Every link.
 * @csspart active - The link of the current section (it also has `aria-current="location"` and the class `is-active`).
 * @cssprop --ib-toc-link-color - Link colour (falls back to --ib-color-text-muted).
 * @cssprop --ib-toc-active-color - Current link colour and bar (falls back to --ib-color-primary).
 * @cssprop --ib-toc-indent - Indent of nested entries. Default 1rem.
 * @cssprop --ib-toc-gap - Space between entries. Default 0.25rem.
 * @cssprop --ib-toc-focus-ring-color - Focus ring colour (falls back to --ib-focus-ring-color).
 */
export class IbToc extends Base {}

defineIbElement('ib-toc', IbToc);

declare global {
  interface HTMLElementTagNameMap {
    'ib-toc': IbToc;
  }
}
