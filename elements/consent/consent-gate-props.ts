// <ib-consent-gate>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-consent': Record<string, boolean>;
  }
}

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-consent-gate-change': { category: string; granted: boolean };
  }
}

/** <ib-consent-gate>'s attributes and properties (packages/element/prop-spec.ts). */
export const consentGateSpec = {
  /**
   * Required. `marketing`, `statistics`, `preferences`, `necessary`, an alias (below) or a
   * OneTrust group id (`C0005`). Missing: reported once, placeholder without button.
   */
  category: 'string',
  /** Who serves the content, e.g. `YouTube`: named on the button and in the message. */
  provider: 'string',
  /**
   * Button text; `{provider}` and `{category}` are filled in. Default: the page language's
   * `consentGate.loadFrom`; English `Load content from {provider}` (`consentGate.load`, `Load
   * content`, without a provider).
   */
  buttonLabel: 'string',
  /**
   * Placeholder message; `{provider}` and `{category}` are filled in. Default: the page
   * language's `consentGate.messageFrom`; English `This content is provided by {provider}.
   * Loading it allows {category} cookies.` (`consentGate.message`, `Loading this content allows
   * {category} cookies.`, without a provider).
   */
  message: 'string',
} satisfies PropSpec;

export interface ConsentGateProps extends PropsOf<typeof consentGateSpec> {}
