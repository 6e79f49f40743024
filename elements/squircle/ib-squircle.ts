import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Squircle } from './Squircle.tsx';
import { squircleSpec, type SquircleProps } from './squircle-props.ts';
import styles from './squircle.css?inline';

const Base = createIbElement<SquircleProps>(Squircle, {
  props: squircleSpec,
  styles,
});

/**
 * Wraps content in a box with superellipse ("squircle") corners.
 *
 * @tag ib-squircle
 * @summary A box with smooth superellipse corners; borders and focus rings stay visible.
 * @slot - The content, clipped to the shape.
 * @csspart frame - The positioning box around the surface and the ring.
 * @csspart surface - The shaped (clipped) layer holding the background.
 * @csspart content - The padded wrapper around the slotted content.
 * @csspart border - The SVG border stroke (clip-path route only).
 * @csspart focus-ring - The SVG focus ring (clip-path route only).
 * @cssprop --ib-squircle-background - Surface background. Default --ib-color-surface-raised (white).
 * @cssprop --ib-squircle-padding - Space between the edge and the content. Default --ib-space-5 (1.5rem).
 * @cssprop --ib-squircle-border-width - Border width. Default 1px.
 * @cssprop --ib-squircle-border-color - Border colour. Default --ib-color-border.
 * @cssprop --ib-squircle-focus-ring-width - Focus ring width (falls back to --ib-focus-ring-width, 2px).
 * @cssprop --ib-squircle-focus-ring-offset - Gap between box and ring (falls back to --ib-focus-ring-offset, 2px).
 * @cssprop --ib-squircle-focus-ring-color - Focus ring colour (falls back to --ib-focus-ring-color).
 */
export class IbSquircle extends Base {}

defineIbElement('ib-squircle', IbSquircle);

declare global {
  interface HTMLElementTagNameMap {
    'ib-squircle': IbSquircle;
  }
}
