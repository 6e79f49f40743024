import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Reveal } from './Reveal.tsx';
import type { RevealProps } from './reveal-props.ts';
import styles from './reveal.css?inline';

const Base = createIbElement<RevealProps>(Reveal, {
  props: { threshold: 'string', once: 'boolean' },
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
 * @attr {string} threshold - `half` (half of it in view, 0.5) or `full` (0.99); anything else: any part in view.
 * @attr {boolean} once - Stop watching after the first entry (the content then stays shown).
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
