// The numbers behind a range input, following the HTML rules for <input type="range">: bounds
// default to 0-100 and step 1, a max below min is raised to min, a missing value sits halfway,
// and every value is clamped and snapped to the step grid (so it can never under- or overflow
// or mismatch the step).

export const DEFAULT_MIN = 0;
export const DEFAULT_MAX = 100;
export const DEFAULT_STEP = 1;
/** Tick marks for 5 intervals (README): 6 labelled ticks. */
export const TICK_INTERVALS = 5;

export interface RangeBounds {
  min: number;
  max: number;
  /** 'any' allows every value between min and max. */
  step: number | 'any';
}

const finite = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/** Attribute values to valid bounds; `stepText` is the raw attribute, so `step="any"` is honoured. */
export function resolveBounds(
  min?: number,
  max?: number,
  step?: number,
  stepText?: string | null,
): RangeBounds {
  const low = finite(min, DEFAULT_MIN);
  const high = Math.max(low, finite(max, DEFAULT_MAX));
  if (stepText?.trim().toLowerCase() === 'any') return { min: low, max: high, step: 'any' };
  const grid = step !== undefined && Number.isFinite(step) && step > 0 ? step : DEFAULT_STEP;
  return { min: low, max: high, step: grid };
}

/** Decimal places of a number as written (0.25 -> 2, 1e-3 -> 3), to undo floating-point noise. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent] = value.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const roundTo = (value: number, decimals: number) => Number(value.toFixed(Math.min(100, decimals)));

/** The value a range input holds for `raw`: clamped to the bounds and snapped to the nearest step. */
export function sanitizeValue(raw: number | undefined, bounds: RangeBounds): number {
  const { min, max, step } = bounds;
  const wanted = raw !== undefined && Number.isFinite(raw) ? raw : defaultValueOf(bounds);
  const clamped = Math.min(max, Math.max(min, wanted));
  if (step === 'any') return clamped;
  const decimals = Math.max(decimalsOf(step), decimalsOf(min));
  let snapped = roundTo(min + Math.round((clamped - min) / step) * step, decimals);
  // The top of the range may be off the grid: then the highest reachable step is the maximum.
  if (snapped > max) snapped = roundTo(snapped - step, decimals);
  return snapped;
}

/** What a range shows without a value: halfway, on the step grid. */
export function defaultValueOf(bounds: RangeBounds): number {
  const { min, max } = bounds;
  const middle = min + (max - min) / 2;
  return max < min ? min : sanitizeValue(middle, bounds);
}

/** Where a value sits along the track, 0 to 1. */
export function fractionOf(value: number, { min, max }: RangeBounds): number {
  return max > min ? (value - min) / (max - min) : 0;
}

export interface Tick {
  value: number;
  fraction: number;
}

/** Evenly spaced ticks from min to max: `intervals + 1` of them. */
export function ticksOf({ min, max, step }: RangeBounds, intervals = TICK_INTERVALS): Tick[] {
  const decimals =
    Math.max(decimalsOf(min), decimalsOf(max), step === 'any' ? 0 : decimalsOf(step)) + 2;
  return Array.from({ length: intervals + 1 }, (_, index) => {
    const fraction = index / intervals;
    return { value: roundTo(min + (max - min) * fraction, decimals), fraction };
  });
}
