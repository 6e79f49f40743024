// <ib-top-bar>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { AuthSettings, TopBarOutcome } from './auth-rules.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-top-bar-resolve': { outcome: TopBarOutcome; username: string | null };
  }
}

export interface TopBarProps {
  /** Overrides the page data's `auth` fields and `debug` for this element (previews, tests). */
  auth?: Partial<AuthSettings>;
}
