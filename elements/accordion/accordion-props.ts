// <ib-accordion>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-accordion-toggle': { index: number; open: boolean };
  }
}

/** <ib-accordion>'s attributes and properties (packages/element/prop-spec.ts). */
export const accordionSpec = {
  /** Opening an item closes the other open items (presence-only). */
  closeOthers: 'boolean',
} satisfies PropSpec;

export interface AccordionProps extends PropsOf<typeof accordionSpec> {}
