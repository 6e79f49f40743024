// The results page's generic content-type checkboxes: the `types` attribute (JSON
// `[{value, label}]`), plus any type the URL asked for that the list lacks, so every type being
// searched has a box the visitor can see and uncheck.
import { humaniseType } from './labels.ts';
import { uniqueTypes } from './post-type.ts';

export interface TypeOption {
  value: string;
  label: string;
}

/** Reads the `types` value; entries without a string `value` are skipped and reported as a problem. */
export function readTypeOptions(raw: unknown): { options: TypeOption[]; problem?: string } {
  if (raw === undefined || raw === null) return { options: [] };
  if (!Array.isArray(raw))
    return { options: [], problem: 'types must be a JSON array of {value, label}.' };
  const options: TypeOption[] = [];
  let skipped = 0;
  for (const item of raw) {
    const fields =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const [value] = typeof fields.value === 'string' ? uniqueTypes([fields.value]) : [];
    if (!value) {
      skipped += 1;
      continue;
    }
    if (options.some((option) => option.value === value)) continue;
    const label =
      typeof fields.label === 'string' && fields.label.trim()
        ? fields.label.trim()
        : humaniseType(value);
    options.push({ value, label });
  }
  return {
    options,
    problem:
      skipped > 0
        ? `types: ${skipped} entr${skipped === 1 ? 'y has' : 'ies have'} no string "value".`
        : undefined,
  };
}

/** The options followed by a box for each checked type they do not list. */
export function withCheckedTypes(
  options: readonly TypeOption[],
  checked: readonly string[],
): TypeOption[] {
  const extra = checked.filter((type) => !options.some((option) => option.value === type));
  return [...options, ...extra.map((value) => ({ value, label: humaniseType(value) }))];
}
