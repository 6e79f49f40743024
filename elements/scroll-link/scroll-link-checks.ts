// ib-scroll-link's judgement of its attributes (README "Behaviour"): the component reports it,
// the WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import { isValidSelector } from '../../packages/core/sticky-header.ts';
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { explicitOffset } from './scroll-target.ts';

/** An offset that is no number of pixels. */
export const offsetError = (offset: number | undefined) =>
  offset !== undefined && explicitOffset(offset) === undefined
    ? new Error(
        'Invalid ib-scroll-link offset: expected a number of pixels; measuring the sticky header instead.',
      )
    : undefined;

/** A header selector that does not parse. */
export const headerError = (header: string | undefined) =>
  header !== undefined && !isValidSelector(header)
    ? new Error(`Invalid ib-scroll-link header selector "${header}"; using no offset.`)
    : undefined;

export const attributeChecks = {
  'ib-scroll-link': { offset: offsetError, header: headerError },
} satisfies AttributeChecks;
