// <ib-crm-widget>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { LABEL_NAMES, type LabelName } from './labels.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-crm-widget-url': { phone: string; url: string };
    'ib-crm-widget-copy': { phone: string; url: string; ok: boolean };
  }
}

/** <ib-crm-widget>'s attributes and properties: each entry's doc comment is the attribute's description. */
export const crmWidgetSpec = {
  /**
   * Share URL with `{phone}` (digits, no "+"), `{e164}` and `{text}`, each value percent-encoded.
   * @default 'https://wa.me/{phone}?text={text}'
   */
  urlTemplate: 'string',
  /**
   * Suffix of the localStorage key (`ib-crm-widget:{storage-key}`) for several widgets on one
   * site.
   */
  storageKey: 'string',
  // Every text a visitor reads or hears (labels.ts), each the catalog's unless set.
  ...(Object.fromEntries(LABEL_NAMES.map((name) => [name, 'string'])) as Record<
    LabelName,
    'string'
  >),
} satisfies PropSpec;

export type CrmWidgetProps = PropsOf<typeof crmWidgetSpec>;
