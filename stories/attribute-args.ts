// A story's args type, from the element's props spec (docs/architecture.md, "Adding a block"):
// each attribute under its name (`closeLabel` → `close-label`), optional, typed as the story
// writes it (a `json` prop as its text; an `object` prop has no attribute), so a story's args
// are checked against the spec and no story lists an attribute again.
import type { PropsOf } from '../packages/element/prop-spec.ts';

/** `closeLabel` → `close-label`, as the manifest names the attribute of a prop. */
type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;

/** `AttributeArgs<typeof tooltipSpec>`: `{ content?: string; placement?: TooltipPlacement }`. */
export type AttributeArgs<Spec> = {
  [
    Prop in keyof Spec & string as Spec[Prop] extends 'object' ? never : KebabCase<Prop>
  ]?: Spec[Prop] extends 'json' ? string : PropsOf<Spec>[Prop];
};
