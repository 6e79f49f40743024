import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { ScrollLink } from './ScrollLink.tsx';
import { scrollLinkSpec, type ScrollLinkProps } from './scroll-link-props.ts';
import styles from './scroll-link.css?inline';

const Base = createIbElement<ScrollLinkProps>(ScrollLink, {
  props: scrollLinkSpec,
  styles,
  readyAt: 'commit',
});

/**
 * Wraps in-page links (`href="#id"`): a click scrolls smoothly to the target, stopping below the
 * sticky header, then moves focus to the target. Instant under `prefers-reduced-motion: reduce`.
 *
 * @tag ib-scroll-link
 * @summary Smooth scroll to an in-page target, clear of the sticky header, then focus it.
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
