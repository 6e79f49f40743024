// <ib-reveal>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-reveal-change': { inView: boolean };
  }
}

/** <ib-reveal>'s attributes and properties (packages/element/prop-spec.ts). */
export const revealSpec = {
  /**
   * `half`: in view when half of it shows (0.5); `full`: when 99 % shows (0.99); anything else:
   * any part (0).
   */
  threshold: 'string',
  /** Stop watching after the first entry (the content then stays shown). */
  once: 'boolean',
} satisfies PropSpec;

export interface RevealProps extends PropsOf<typeof revealSpec> {}
