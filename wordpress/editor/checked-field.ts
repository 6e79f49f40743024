// A text field for a number or JSON attribute that refuses text the attribute cannot hold, in the
// words of packages/element/attributes.ts (for JSON the element's own console message): the
// refused text stays in the field under the message, and the block keeps its last good value.
import { TextareaControl, TextControl } from '@wordpress/components';
import { createElement as h, useState } from '@wordpress/element';
import { checkAttribute, invalidAttribute } from '../../packages/element/attributes.ts';

/** The refusal of `text` as the attribute `name` of this kind, or undefined. */
export function refusal(kind: 'number' | 'json', name: string, text: string): string | undefined {
  try {
    checkAttribute(kind, text);
    return undefined;
  } catch (error) {
    return invalidAttribute(name, error).message;
  }
}

interface CheckedFieldProps {
  kind: 'number' | 'json';
  name: string;
  label: string;
  help?: string;
  value: string;
  onChange(value: string): void;
}

export function CheckedField({ kind, name, label, help, value, onChange }: CheckedFieldProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return h(kind === 'json' ? TextareaControl : TextControl, {
    label,
    value: draft ?? value,
    className: problem ? 'ib-blocks-field is-refused' : 'ib-blocks-field',
    help: problem ? h('span', { role: 'alert' }, problem) : help,
    // Text, not type="number": the browser would empty a number field holding "abc" and the
    // refusal would never be seen.
    inputMode: kind === 'number' ? 'decimal' : undefined,
    spellCheck: false,
    onChange: (text: string) => {
      const refused = refusal(kind, name, text);
      // Only a refused text is kept here: an accepted one is the block's value, which undo changes.
      setDraft(refused ? text : undefined);
      setProblem(refused);
      if (!refused) onChange(text);
    },
  });
}
