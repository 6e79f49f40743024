// ib-range's judgement of its attributes (README "Behaviour"), for the WordPress block sidebar
// (docs/architecture.md, "Attribute checks"); the component reports the same problem from
// `createFormatter`, which words it.
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { createFormatter } from './format.ts';

/** A format the element cannot use, in English (the language is the page's, judged apart). */
export const formatError = (format: string | undefined) => {
  const { problem } = createFormatter(format, 'en', { min: 0, max: 100, step: 1 });
  return problem ? new Error(problem) : undefined;
};

export const attributeChecks = { 'ib-range': { format: formatError } } satisfies AttributeChecks;
