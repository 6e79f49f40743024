// ib-search's judgement of its attributes (README "Behaviour"), for the WordPress block sidebar
// (docs/architecture.md, "Attribute checks"); the component reports the same problem from
// `readTypeOptions`, which words it.
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { readTypeOptions } from './type-options.ts';

/** A `types` value that is no array of `{value, label}`, or has entries without a value. */
export const typesError = (types: unknown) => {
  const { problem } = readTypeOptions(types);
  return problem ? new Error(problem) : undefined;
};

export const attributeChecks = { 'ib-search': { types: typesError } } satisfies AttributeChecks;
