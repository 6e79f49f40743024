import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { ScrollLink } from './ScrollLink.tsx';
import type { ScrollLinkProps } from './scroll-link-props.ts';
import styles from './scroll-link.css?inline';

const Base = createIbElement<ScrollLinkProps>(ScrollLink, {
  props: { offset: 'number', header: 'string' },
  styles,
  readyAt: 'commit',
});

/**
 * Wraps in-page links (`href="#id"`): a click scrolls smoothly to the target, stopping below the
 * sticky header, then moves focus to the target. Instant under `prefers-reduced-motion: reduce`.
 *
 * @tag ib-scroll-link
 * @summary Smooth scroll to an in-page target, clear of the sticky header, then focus it.
 * @attr {number} offset - Distance in px between the viewport top and the target. Without it, the height of the sticky header is measured at each click.
 * @attr {string} header - CSS selector of the sticky header to measure. Default `[data-sticky-header], ib-navbar, header` (each match that is, or sits in, a `position: sticky` or `fixed` box counts; the tallest wins).
 * @fires ib-scroll-link-navigate - A link was followed. `detail: { id: string, offset: number }` (offset in px).
 * @slot - One or more links whose `href` starts with `#`.
 */
export class IbScrollLink extends Base {}

defineIbElement('ib-scroll-link', IbScrollLink);

declare global {
  interface HTMLElementTagNameMap {
    'ib-scroll-link': IbScrollLink;
  }
}
