// <ib-animated-text>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-animated-text-toggle': { playing: boolean };
  }
}

export interface AnimatedTextProps {
  /** Separator between the phrases in the text screen readers get. */
  separator?: string;
  /** Id of the page's play/pause button for the animation (anywhere in the same document). */
  toggle?: string;
}
