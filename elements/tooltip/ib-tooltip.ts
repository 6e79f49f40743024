import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Tooltip } from './Tooltip.tsx';
import { tooltipSpec, type TooltipProps } from './tooltip-props.ts';
import styles from './tooltip.css?inline';

const Base = createIbElement<TooltipProps>(Tooltip, {
  props: tooltipSpec,
  styles,
  readyAt: 'commit',
});

/**
 * A tooltip for the element's content: shown 300 ms after hover or focus, hidden 250 ms after the
 * pointer or focus leaves; the pointer may move onto the tooltip; Escape dismisses it. The trigger
 * gets the tooltip text as its accessible description.
 *
 * @tag ib-tooltip
 * @summary Hover and focus tooltip placed with Floating UI; the trigger is described by its text.
 * @slot - The trigger. Its first focusable element is described by the tooltip; if none, the element itself becomes focusable.
 * @slot content - Rich tooltip content (no interactive elements: a tooltip cannot be operated).
 * @csspart tooltip - The bubble (`role="tooltip"`); `data-placement` holds the final placement.
 * @csspart arrow - The arrow pointing at the trigger.
 * @cssprop [--ib-tooltip-max-width=350px] - Maximum width of the bubble.
 * @cssprop [--ib-tooltip-z-index=9999] - Stacking order of the bubble.
 * @cssprop [--ib-tooltip-background=#1a1a1a] - Bubble and arrow colour.
 * @cssprop [--ib-tooltip-color=#fff] - Text colour.
 * @cssprop [--ib-tooltip-padding=0.5rem 0.75rem] - Padding of the bubble.
 * @cssprop [--ib-tooltip-radius=4px] - Corner radius of the bubble.
 * @cssprop [--ib-tooltip-shadow=0 4px 16px rgb(0 0 0 / 0.2)] - Shadow of the bubble.
 * @cssprop [--ib-tooltip-font-size=0.875rem] - Text size.
 * @cssprop [--ib-tooltip-arrow-size=8px] - Size of the arrow square.
 * @cssprop [--ib-tooltip-focus-color=#0b57d0] - Focus ring when the element itself is the focusable trigger.
 */
export class IbTooltip extends Base {
  override connectedCallback() {
    // In text being edited (the WordPress tooltip format in a paragraph, README "WordPress") the
    // editor reads the words back from the markup: the span and tabindex the element adds would
    // become part of them. It upgrades once it is outside the editable text.
    if (this.parentElement?.isContentEditable) return;
    super.connectedCallback();
  }
}

defineIbElement('ib-tooltip', IbTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'ib-tooltip': IbTooltip;
  }
}
