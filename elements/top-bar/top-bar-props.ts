// <ib-top-bar>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { AuthSettings, TopBarOutcome } from './auth-rules.ts';
import type { PropSpec, PropsOf, Typed } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-top-bar-resolve': { outcome: TopBarOutcome; username: string | null };
  }
}

/** <ib-top-bar>'s attributes and properties (packages/element/prop-spec.ts). */
export const topBarSpec = {
  auth: 'object' as Typed<Partial<AuthSettings>, 'object'>,
} satisfies PropSpec;

export interface TopBarProps extends PropsOf<typeof topBarSpec> {}
