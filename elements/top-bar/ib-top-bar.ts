import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { TopBar } from './TopBar.tsx';
import { topBarSpec, type TopBarProps } from './top-bar-props.ts';
import styles from './top-bar.css?inline';

const Base = createIbElement<TopBarProps>(TopBar, {
  props: topBarSpec,
  styles,
  readyAt: 'commit',
});

/**
 * The top bar's account links: a login link, or the portal user's name with a logout link. The
 * page data's auth state and a user lookup (`GET {auth.endpoint}/experience/1/user`, with
 * credentials) decide which. Without script, or while the lookup runs, the template shows as written.
 *
 * @tag ib-top-bar
 * @summary Login link, or username and logout link, from the auth state and the user lookup.
 * @prop {object} auth - Overrides the page data for this element: `{ state, helperEnabled, endpoint, debug }` (any subset).
 * @fires ib-top-bar-resolve - The lookup finished and the bar was updated. `detail: { outcome: 'user' | 'anonymous' | 'unchanged', username: string | null }`.
 * @cssprop --ib-top-bar-gap - Space between the links of a slotted list (falls back to --ib-space-4).
 * @cssprop --ib-top-bar-padding - Space above and below that row (falls back to --ib-space-2).
 * @cssprop --ib-top-bar-font-size - Text size of that row (falls back to --ib-font-size-sm).
 * @slot - The bar's content; descendants `[data-login]`, `[data-logout]` and `[data-username]` are managed.
 */
export class IbTopBar extends Base {}

defineIbElement('ib-top-bar', IbTopBar);

declare global {
  interface HTMLElementTagNameMap {
    'ib-top-bar': IbTopBar;
  }
}
