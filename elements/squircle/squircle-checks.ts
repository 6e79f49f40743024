// ib-squircle's judgement of its attributes (README "Behaviour"): the component reports it, the
// WordPress block sidebar refuses with it (docs/architecture.md, "Attribute checks").
import type { AttributeChecks } from '../../packages/element/attribute-checks.ts';

/** A radius that is no number of pixels, 0 or more. */
export const radiusError = (radius: number | undefined) =>
  radius !== undefined && !(Number.isFinite(radius) && radius >= 0)
    ? new Error(`Invalid radius: ${radius} (expected a number of pixels, 0 or more)`)
    : undefined;

/** A smoothing outside 0 to 1, or no number. */
export const smoothingError = (smoothing: number | undefined) =>
  smoothing !== undefined && !(smoothing >= 0 && smoothing <= 1)
    ? new Error(`Invalid smoothing: ${smoothing} (expected 0 to 1)`)
    : undefined;

export const attributeChecks = {
  'ib-squircle': { radius: radiusError, smoothing: smoothingError },
} satisfies AttributeChecks;
