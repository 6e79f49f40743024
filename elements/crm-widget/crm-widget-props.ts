// <ib-crm-widget>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { CrmLabels } from './labels.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-crm-widget-url': { phone: string; url: string };
    'ib-crm-widget-copy': { phone: string; url: string; ok: boolean };
  }
}

export type CrmWidgetProps = Partial<CrmLabels> & {
  /** Share URL with `{phone}` (digits), `{e164}` and `{text}`; values are encoded. */
  urlTemplate?: string;
  /** Distinguishes the stored state of several widgets on one site. */
  storageKey?: string;
};
