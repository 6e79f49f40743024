// <ib-share>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-share-open': { network: string; url: string };
  }
}

export interface ShareProps {
  /** The address to share; the page's canonical URL (or its address) when absent. */
  url?: string;
  /** The title to share; the document's title when absent. */
  title?: string;
  /** Added to each popup link's accessible name, instead of the catalog's words (`share.newWindow`). */
  newWindowLabel?: string;
}
