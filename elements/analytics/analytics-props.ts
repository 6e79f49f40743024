// <ib-analytics>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

/** <ib-analytics>'s attributes and properties (packages/element/prop-spec.ts). */
export const analyticsSpec = {
  /**
   * Google Tag Manager container id: `GTM-` followed by capital letters and digits (surrounding
   * spaces ignored). Anything else is reported once through `console.error` and nothing is
   * loaded. Changing it to another valid id loads that container too.
   */
  gtmId: 'string',
} satisfies PropSpec;

export interface AnalyticsProps extends PropsOf<typeof analyticsSpec> {}
