import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import { Accordion } from './Accordion.tsx';
import { accordionSpec, type AccordionProps } from './accordion-props.ts';
import styles from './accordion.css?inline';

const Base = createIbElement<AccordionProps>(Accordion, {
  props: accordionSpec,
  styles,
  readyAt: 'commit',
});

/**
 * A list of native `<details>` items; with `close-others` only one stays open.
 *
 * @tag ib-accordion
 * @summary Native `<details>` items with optional one-open-at-a-time behaviour.
 * @fires ib-accordion-toggle - An item opened or closed. `detail: { index: number, open: boolean }`.
 * @slot - The `<details>` items (each with a `<summary>`).
 */
export class IbAccordion extends Base {}

defineIbElement('ib-accordion', IbAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'ib-accordion': IbAccordion;
  }
}
