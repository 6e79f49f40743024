import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Reveal } from './Reveal.tsx';
import { revealSpec, type RevealProps } from './reveal-props.ts';
import styles from './reveal.css?inline';

const Base = createIbElement<RevealProps>(Reveal, {
  props: revealSpec,
  styles,
});

/**
 * Has the class `no-intersect` while it is out of view and loses it as it enters, so its content
 * fades up into view (default styles; pages can restyle `ib-reveal.no-intersect`). Content is
 * visible without script, under reduced motion, and on desktop Safari or iPhone/iPad when the
 * page data blocks animations there.
 *
 * @tag ib-reveal
 * @summary Scroll-into-view animation marker (`no-intersect`), with thresholds and once.
 * @fires ib-reveal-change - It entered or left the view. `detail: { inView: boolean }`.
 * @slot - The content to reveal.
 * @csspart content - The wrapper that fades up (the host itself never moves).
 * @cssprop [--ib-reveal-duration=0.6s] - Length of the fade-up.
 * @cssprop [--ib-reveal-easing=cubic-bezier(0.2, 0.6, 0.2, 1)] - Its easing.
 * @cssprop [--ib-reveal-distance=24px] - How far below its place the content starts.
 */
export class IbReveal extends Base {}

defineIbElement('ib-reveal', IbReveal);

declare global {
  interface HTMLElementTagNameMap {
    'ib-reveal': IbReveal;
  }
}
