// ib-code-block's judgement of its attributes (README "Behaviour"): the component reports it,
// the WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { isValidVariableName } from './declaration.ts';

/** A variable name that is no plain identifier. */
export const variableError = (variable: string | undefined) =>
  variable !== undefined && !isValidVariableName(variable)
    ? new Error(`Invalid ib-code-block variable "${variable}": expected a plain identifier.`)
    : undefined;

export const attributeChecks = {
  'ib-code-block': { variable: variableError },
} satisfies AttributeChecks;
