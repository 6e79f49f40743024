// <ib-tabs>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { DEFAULT_TAB } from '../../packages/core/tab-keys.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-tabs-change': { index: number };
  }
}

/** <ib-tabs>'s attributes and properties (packages/element/prop-spec.ts). */
export const tabsSpec = {
  /**
   * Index of the selected tab. Reflects (the visitor's choice writes the attribute). A missing,
   * fractional or out-of-range value picks the nearest tab.
   */
  selected: 'number',
  /** Accessible name of the tab list (`aria-label`). */
  label: 'string',
} satisfies PropSpec;

export interface TabsProps extends PropsOf<typeof tabsSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const tabsDefaults = { selected: DEFAULT_TAB } as const satisfies TabsProps;
