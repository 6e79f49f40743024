// <ib-search-trigger>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { Scope } from './popover-scope.ts';
import type { TriggerActivation } from './trigger-activation.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-search-trigger-activate': TriggerActivation;
  }
}

export interface SearchTriggerProps {
  /** `all` (default), `resources`, `current` or `custom`. */
  scope?: Scope;
  /** Comma-separated content types for the `custom` scope. */
  customScope?: string;
}
