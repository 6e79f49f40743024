// <ib-code-block>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-code-block-change': { language: string; channel: string };
    'ib-code-block-copy': { language: string; channel: string };
  }
}

/** <ib-code-block>'s attributes and properties (packages/element/prop-spec.ts). */
export const codeBlockSpec = {
  /**
   * Selected language tab, by title (`data-title`) or Prism language. Reflects the visitor's
   * choice. Default: stored choice, else first.
   */
  language: 'string',
  /**
   * Selected channel (`data-channel`). Reflects the visitor's choice. Default: stored choice,
   * else first.
   */
  channel: 'string',
  /**
   * Name of a variable the sample is declared as, in each language's syntax (`const message =
   * …;`, `$message = …;`). Shell and cURL commands stay as written; a shell JSON payload becomes
   * `message='…'` with its `'` escaped.
   */
  variable: 'string',
  /** Accessible name of the language tabs. */
  languageLabel: 'string',
  /** Accessible name of the channel tabs. */
  channelLabel: 'string',
  /** Copy button text. */
  copyLabel: 'string',
  /** Notice after copying. */
  copiedLabel: 'string',
  /** Notice when the clipboard refused. */
  copyFailedLabel: 'string',
  /**
   * Long lines wrap instead of scrolling sideways; each line keeps its number, beside its first
   * row.
   */
  wrap: 'boolean',
} satisfies PropSpec;

export interface CodeBlockProps extends PropsOf<typeof codeBlockSpec> {}
