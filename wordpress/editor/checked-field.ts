// A text field for an attribute whose text can be wrong: a number or JSON the kind cannot hold
// (in the words of packages/element/attributes.ts), or a value the element itself would reject
// (in its own words, its folder's `<folder>-checks.ts`). The refused text stays in the field
// under the message, and the block keeps its last good value (docs/wordpress.md, "Block editor").
import { TextareaControl, TextControl } from '@wordpress/components';
import { createElement as h, useState } from '@wordpress/element';
import type { AttributeCheck } from '../../packages/element/attribute-checks.ts';
import {
  checkAttribute,
  invalidAttribute,
  parseAttribute,
  type PropKind,
} from '../../packages/element/attributes.ts';

export type CheckedKind = Extract<PropKind, 'string' | 'number' | 'json'>;

/**
 * The refusal of `text` as the attribute `name` of this kind, or undefined: the element's own
 * words where its `check` rejects the value (ib-parallax's `Invalid parallax speed` for "fast"),
 * else the factory's for text the kind cannot hold.
 */
export function refusal(
  kind: CheckedKind,
  name: string,
  text: string,
  check?: AttributeCheck<never>,
): string | undefined {
  let generic: string | undefined;
  try {
    checkAttribute(kind, text);
  } catch (error) {
    generic = invalidAttribute(name, error).message;
  }
  // JSON that does not parse gives the element nothing to judge.
  if (kind === 'json' && generic) return generic;
  // An empty text is no attribute (element-attributes.ts): the element judges its absence.
  const value = text === '' ? undefined : parseAttribute(kind, text);
  return (check as AttributeCheck<unknown> | undefined)?.(value)?.message ?? generic;
}

interface CheckedFieldProps {
  kind: CheckedKind;
  name: string;
  label: string;
  help?: string;
  placeholder?: string;
  value: string;
  /** The element's own judgement of the value, if it has one. */
  check?: AttributeCheck<never>;
  onChange(value: string): void;
}

export function CheckedField({
  kind,
  name,
  check,
  help,
  value,
  onChange,
  ...rest
}: CheckedFieldProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return h(kind === 'json' ? TextareaControl : TextControl, {
    ...rest,
    value: draft ?? value,
    className: problem ? 'ib-blocks-field is-refused' : 'ib-blocks-field',
    help: problem ? h('span', { role: 'alert' }, problem) : help,
    // Text, not type="number": the browser would empty a number field holding "abc" and the
    // refusal would never be seen.
    inputMode: kind === 'number' ? 'decimal' : undefined,
    spellCheck: false,
    onChange: (text: string) => {
      const refused = refusal(kind, name, text, check);
      // Only a refused text is kept here: an accepted one is the block's value, which undo changes.
      setDraft(refused ? text : undefined);
      setProblem(refused);
      if (!refused) onChange(text);
    },
  });
}
