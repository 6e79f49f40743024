import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Share } from './Share.tsx';
import { shareSpec, type ShareProps } from './share-props.ts';
import styles from './share.css?inline';

const Base = createIbElement<ShareProps>(Share, {
  props: shareSpec,
  styles,
  readyAt: 'commit',
});

/**
 * Share links for the page. `data-share="native"` opens the system share sheet (Web Share API)
 * and is removed where the browser cannot share; every other link opens its network's share page
 * in an 800x600 popup.
 *
 * @tag ib-share
 * @summary Native share where supported, otherwise share links opening an 800x600 popup.
 * @fires ib-share-open - A popup or mail link was followed, or the share sheet completed. `detail: { network: string, url: string }`.
 * @cssprop --ib-share-gap - Space between the links of a slotted list (falls back to --ib-space-3).
 * @slot - Links (or buttons) with `data-share`: `native`, a known network (`facebook`, `x`, `twitter`, `linkedin`, `whatsapp`, `telegram`, `reddit`, `email`), or any other name with a share address in `href` (`{url}` and `{title}` are filled in).
 */
export class IbShare extends Base {}

defineIbElement('ib-share', IbShare);

declare global {
  interface HTMLElementTagNameMap {
    'ib-share': IbShare;
  }
}
