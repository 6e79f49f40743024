// ib-featured-content's judgement of its attributes (README "Behaviour"): the component reports
// it, the WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { resolvePageSize } from './featured-filter.ts';

/** A page size below 1 or no number. */
export const pageSizeError = (pageSize: number | undefined) =>
  resolvePageSize(pageSize).valid
    ? undefined
    : new Error(`Invalid page-size: ${pageSize} (expected a whole number of at least 1)`);

export const attributeChecks = {
  'ib-featured-content': { 'page-size': pageSizeError },
} satisfies AttributeChecks;
