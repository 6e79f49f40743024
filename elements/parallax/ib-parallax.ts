import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Parallax } from './Parallax.tsx';
import { parallaxSpec, type ParallaxProps } from './parallax-props.ts';
import styles from './parallax.css?inline';

const Base = createIbElement<ParallaxProps>(Parallax, {
  props: parallaxSpec,
  styles,
});

/**
 * Shifts its content as the page scrolls: over its pass through the viewport the content
 * travels `speed` × 300 px (600 px on screens at least 1800 px wide or 900 px tall), centred on
 * its place. Transforms only, one shared passive scroll listener and at most one update per frame.
 * Still under reduced motion and where the page data blocks animations on desktop Safari or iPhone/iPad.
 *
 * @tag ib-parallax
 * @summary Scroll-linked parallax shift with a per-element speed.
 * @slot - The content that moves.
 * @csspart layer - The moving wrapper around the content.
 */
export class IbParallax extends Base {}

defineIbElement('ib-parallax', IbParallax);

declare global {
  interface HTMLElementTagNameMap {
    'ib-parallax': IbParallax;
  }
}
