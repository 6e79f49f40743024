// <ib-personal-card>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-personal-card-toggle': { expanded: boolean };
  }
}

export interface PersonalCardProps {
  /** Whether the card's popup is open. Reflects to the `expanded` attribute. */
  expanded?: boolean;
}
