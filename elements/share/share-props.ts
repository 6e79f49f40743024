// <ib-share>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-share-open': { network: string; url: string };
  }
}

/** <ib-share>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const shareSpec = {
  /**
   * The address to share. Default: the page's `<link rel="canonical">`, else its address without
   * the fragment.
   */
  url: 'string',
  /** The title to share. Default: the document title. */
  title: 'string',
  /**
   * Each popup link's accessible name, `{name}` being the link's own.
   */
  newWindowLabel: 'string',
} satisfies PropSpec;

export type ShareProps = PropsOf<typeof shareSpec>;
