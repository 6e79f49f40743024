// <ib-personal-card>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-personal-card-toggle': { expanded: boolean };
  }
}

/** <ib-personal-card>'s attributes and properties (packages/element/prop-spec.ts). */
export const personalCardSpec = {
  /**
   * The popup is open. The buttons and Escape set it; setting it from script opens or closes the
   * card without moving focus.
   */
  expanded: 'boolean',
} satisfies PropSpec;

export interface PersonalCardProps extends PropsOf<typeof personalCardSpec> {}
