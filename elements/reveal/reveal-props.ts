// <ib-reveal>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-reveal-change': { inView: boolean };
  }
}

export interface RevealProps {
  /** `half` (0.5 of it visible), `full` (0.99), else any part. */
  threshold?: string;
  /** Stop watching after the first entry. */
  once?: boolean;
}
