// <ib-search-trigger>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Scope } from './popover-scope.ts';
import type { TriggerActivation } from './trigger-activation.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-search-trigger-activate': TriggerActivation;
  }
}

/** <ib-search-trigger>'s attributes and properties (packages/element/prop-spec.ts). */
export const searchTriggerSpec = {
  /**
   * The scope boxes the popover opens with (`custom`: the types of `custom-scope`). Unknown
   * values are reported once and read as `all`.
   */
  scope: 'string' as Typed<Scope>,
  /** Comma-separated content types for `scope="custom"` (without it, `custom` reads as `all`). */
  customScope: 'string',
} satisfies PropSpec;

export interface SearchTriggerProps extends PropsOf<typeof searchTriggerSpec> {}

/** The scope without `scope`, or for one it cannot use (SearchTrigger.tsx reads it). */
export const DEFAULT_SCOPE: Scope = 'all';

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const searchTriggerDefaults = { scope: DEFAULT_SCOPE } as const satisfies SearchTriggerProps;
