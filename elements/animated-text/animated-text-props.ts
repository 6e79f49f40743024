// <ib-animated-text>'s props and events, without React: the element's typings (dist/types) import this
// module, not the component's.

import type { PropSpec, PropsOf } from '../../packages/element/prop-spec.ts';

declare module '../../packages/element/events.ts' {
  interface IbEventMap {
    'ib-animated-text-toggle': { playing: boolean };
  }
}

/** <ib-animated-text>'s attributes and properties (packages/element/prop-spec.ts). */
export const animatedTextSpec = {
  /** Between the phrases in the screen-reader text. */
  separator: 'string',
  /**
   * Id of the page's play/pause `<button>`, anywhere in the same document (it must exist when the
   * element starts: with the module scripts, which run once the page is parsed, it always does).
   */
  toggle: 'string',
} satisfies PropSpec;

export interface AnimatedTextProps extends PropsOf<typeof animatedTextSpec> {}

/** The separator without the attribute (AnimatedText.tsx reads it). */
export const DEFAULT_SEPARATOR = ', ';

/** What an absent attribute reads as (docs/architecture.md, "Adding a block"). */
export const animatedTextDefaults = {
  separator: DEFAULT_SEPARATOR,
} as const satisfies AnimatedTextProps;
