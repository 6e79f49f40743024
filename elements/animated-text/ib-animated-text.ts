import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { AnimatedText } from './AnimatedText.tsx';
import { animatedTextSpec, type AnimatedTextProps } from './animated-text-props.ts';
import hiddenStyles from '../../packages/ui/visually-hidden.css?inline';
import styles from './animated-text.css?inline';

const Base = createIbElement<AnimatedTextProps>(AnimatedText, {
  props: animatedTextSpec,
  styles: hiddenStyles + styles,
});

/**
 * Cycles through its `<span>` children forever: each phrase rises in over 0.3 s, stays 1.1 s and
 * leaves upwards over 0.4 s (16 px of travel) as the next rises in. Screen readers get all the
 * phrases as one text; with reduced motion, or where the page data blocks animations on desktop
 * Safari or iPhone/iPad, the first phrase shows still. The page's button named by `toggle` pauses
 * and plays it (WCAG 2.2.2: give one to text that keeps moving); reduced motion starts it paused.
 *
 * @tag ib-animated-text
 * @summary Rotating phrases (popmotion), readable by screen readers, still under reduced motion.
 * @fires ib-animated-text-toggle - The visitor paused or played with the toggle. `detail: { playing: boolean }`.
 * @slot - The phrases, one `<span>` each.
 * @csspart stage - The visible phrases (hidden from assistive technology).
 * @csspart text - The visually hidden full text read by screen readers.
 * @cssprop --ib-animated-text-color - Colour of the phrases. Default: inherited.
 */
export class IbAnimatedText extends Base {}

defineIbElement('ib-animated-text', IbAnimatedText);

declare global {
  interface HTMLElementTagNameMap {
    'ib-animated-text': IbAnimatedText;
  }
}
