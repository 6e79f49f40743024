// <ib-consent-gate>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

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

export interface ConsentGateProps {
  /** Consent category the content needs: `marketing`, `statistics`, `preferences`, `necessary`, an alias or a OneTrust group id. */
  category?: string;
  /** Who serves the content (`YouTube`), named on the button and in the message. */
  provider?: string;
  /** Button text, winning over the catalog's (`consentGate`); `{provider}` and `{category}` are filled in. */
  buttonLabel?: string;
  /** Placeholder message, winning over the catalog's; `{provider}` and `{category}` are filled in. */
  message?: string;
}
