// ib-parallax's judgement of its attributes (README "Behaviour"): the component reports it, the
// WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';
import { parseSpeed } from './parallax-math.ts';

/** A speed that is no finite number. */
export const speedError = (speed: number | undefined) =>
  parseSpeed(speed) === null ? new Error('Invalid parallax speed') : undefined;

export const attributeChecks = { 'ib-parallax': { speed: speedError } } satisfies AttributeChecks;
