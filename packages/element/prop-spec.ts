// The one place an element's attribute is written: its props spec, `{ placement: 'string' as
// Typed<TooltipPlacement> }`, in the element's `*-props.ts` (docs/architecture.md, "Adding a
// block"). The define file hands it to `createIbElement` (how attribute text is parsed), the
// props type is derived from it (`PropsOf`), and the manifest, the README tables and the
// framework typings are generated from it: each entry's doc comment is the attribute's
// description, `@default` its default. Types only: nothing here reaches the bundle.
import type { PropKind } from './attributes.ts';

declare const valueType: unique symbol;

/** A prop kind with a narrower value type: `'string' as Typed<'top' | 'bottom'>`, `'json' as Typed<Item[], 'json'>`. */
export type Typed<T, K extends PropKind = 'string'> = K & { readonly [valueType]: T };

/** Each prop and its kind, as `createIbElement`'s `props` option takes them. */
export type PropSpec = Record<string, PropKind>;

type ValueOf<K> = K extends { readonly [valueType]: infer T }
  ? T
  : K extends 'string'
    ? string
    : K extends 'number'
      ? number
      : K extends 'boolean'
        ? boolean
        : unknown;

/**
 * The props a spec describes, each optional (an attribute may be absent). Name them with an
 * interface, `export interface TooltipProps extends PropsOf<typeof tooltipSpec> {}`: declaration
 * files then print the name, so an element's typings import its `*-props` file, and with it the
 * file's event map (a type alias would be printed out in full and the file left behind).
 */
export type PropsOf<S> = { -readonly [K in keyof S]?: ValueOf<S[K]> };
