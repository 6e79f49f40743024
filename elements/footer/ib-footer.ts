import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Footer } from './Footer.tsx';
import type { FooterProps } from './footer-props.ts';
import styles from './footer.css?inline';

const Base = createIbElement<FooterProps>(Footer, { styles, readyAt: 'commit' });

/**
 * The site footer. Each child section is a heading followed by its content; below the `md`
 * breakpoint (64rem) the headings become accordion toggles and opening one closes the previously
 * open one. From `md` up every section shows and the headings stay plain.
 *
 * @tag ib-footer
 * @summary Footer whose section headings act as an accordion on narrow screens.
 * @fires ib-footer-toggle - A section opened or closed. `detail: { index: number, open: boolean }`.
 * @slot - The footer content: sections (`<section>`, `<nav>`, `<div>`…) whose first heading (h1-h6) is followed by their content; other children are left as they are.
 * @cssprop [--ib-footer-focus-color=#0b57d0] - Focus ring of the section toggles.
 * @cssprop [--ib-footer-icon-color=currentColor] - Colour of the toggles' chevron.
 * @cssprop [--ib-footer-icon-size=0.5em] - Size of the toggles' chevron.
 */
export class IbFooter extends Base {}

defineIbElement('ib-footer', IbFooter);

declare global {
  interface HTMLElementTagNameMap {
    'ib-footer': IbFooter;
  }
}
