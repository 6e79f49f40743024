// <ib-crm-widget>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';
import { LABEL_NAMES, type LabelName } from './labels.ts';
import { DEFAULT_URL_TEMPLATE } from './share-url.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-crm-widget-url': { phone: string; url: string };
    'ib-crm-widget-copy': { phone: string; url: string; ok: boolean };
  }
}

/** <ib-crm-widget>'s attributes and properties (packages/element/prop-spec.ts). */
export const crmWidgetSpec = {
  /**
   * The link made per recipient. `{phone}`: the number's digits without `+` (what wa.me expects);
   * `{e164}`: the number with `+`; `{text}`: the message. Every value is percent-encoded.
   */
  urlTemplate: 'string',
  /**
   * Stored under `ib-crm-widget:{storage-key}` (else `ib-crm-widget`): give each widget of a site
   * its own.
   */
  storageKey: 'string',
  // Every text a visitor reads or hears (labels.ts), each the catalog's unless set.
  ...(Object.fromEntries(LABEL_NAMES.map((name) => [name, 'string'])) as Record<
    LabelName,
    'string'
  >),
} satisfies PropSpec;

export interface CrmWidgetProps extends PropsOf<typeof crmWidgetSpec> {}

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const crmWidgetDefaults = {
  urlTemplate: DEFAULT_URL_TEMPLATE,
} as const satisfies CrmWidgetProps;
