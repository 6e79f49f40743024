// <ib-code-block>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-code-block-change': { language: string; channel: string };
    'ib-code-block-copy': { language: string; channel: string };
  }
}

export interface CodeBlockProps {
  /** Selected language tab, by its title (`data-title`) or Prism language. Reflected. */
  language?: string;
  /** Selected channel (`data-channel`). Reflected. */
  channel?: string;
  /** Name of the declared variable: each language's declaration is wrapped round the sample. */
  variable?: string;
  /** Long lines wrap instead of scrolling sideways; each keeps its number beside its first row. */
  wrap?: boolean;
  /** The labels below win over the catalog's (`codeBlock` in packages/i18n/en.ts) when set. */
  languageLabel?: string;
  channelLabel?: string;
  copyLabel?: string;
  copiedLabel?: string;
  copyFailedLabel?: string;
}
