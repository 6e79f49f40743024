// ib-toc's judgement of its attributes (README "Behaviour"): the component reports it, the
// WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import { isValidSelector } from '../../packages/core/sticky-header.ts';
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';

/** A header selector that does not parse. */
export const headerError = (header: string | undefined) =>
  header !== undefined && !isValidSelector(header)
    ? new Error(`Invalid ib-toc header selector "${header}".`)
    : undefined;

/** An offset that is no number of pixels, 0 or more. */
export const offsetError = (offset: number | undefined) =>
  offset !== undefined && !(Number.isFinite(offset) && offset >= 0)
    ? new Error('Invalid ib-toc offset: expected a number of pixels.')
    : undefined;

export const attributeChecks = {
  'ib-toc': { header: headerError, offset: offsetError },
} satisfies AttributeChecks;
