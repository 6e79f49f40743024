// <ib-share>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-share-open': { network: string; url: string };
  }
}

/** <ib-share>'s attributes and properties (packages/element/prop-spec.ts). */
export const shareSpec = {
  /**
   * The address to share. Default: the page's `<link rel="canonical">`, else its address without
   * the fragment.
   */
  url: 'string',
  /**
   * The title to share. Like any `title` attribute, browsers also show it as a tooltip over the
   * block; leave it out to share the document title.
   */
  title: 'string',
  /** Appended to each popup link's accessible name, instead of the catalog's words. */
  newWindowLabel: 'string',
} satisfies PropSpec;

export interface ShareProps extends PropsOf<typeof shareSpec> {}
