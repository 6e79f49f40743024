// Attribute values for <ib-rive>, checked before the runtime sees them.

export const FITS = [
  'contain',
  'cover',
  'fill',
  'fitWidth',
  'fitHeight',
  'none',
  'scaleDown',
  'layout',
] as const;
export type RiveFit = (typeof FITS)[number];
export const DEFAULT_FIT: RiveFit = 'contain';

/**
 * How close the element comes to the viewport before the runtime loads (README, "Loading"): the
 * poster covers the wait, so a phone that never scrolls that far never pays for the 2 MB.
 */
export const LOAD_MARGIN = '200px';

/** `fit` as Rive names it; matching ignores case and dashes (`fit-width` is `fitWidth`). Undefined if unknown. */
export function parseFit(value: string | undefined): RiveFit | undefined {
  if (!value) return DEFAULT_FIT;
  const wanted = value.replace(/-/g, '').toLowerCase();
  return FITS.find((fit) => fit.toLowerCase() === wanted);
}

/** The runtime's error messages (listed in this element's README). */
export const RIVE_ERRORS = {
  /** No `src`: reported without loading the runtime at all. */
  missingSource: 'Rive source file or data buffer required',
  /** The file could not be fetched, or its content is not a Rive file. */
  fileFailed: 'The file failed to load',
  /** `artboard` names no artboard, or the file has none. */
  artboard: 'Invalid artboard name or no default artboard',
  /** Any other failure while the runtime set the file up. */
  corrupt: 'Problem loading file; may be corrupt!',
} as const;

/**
 * The error to report for a runtime load error. Messages pass through as the runtime wrote them,
 * except a failed fetch, which newer runtimes word as "Failed to fetch the Rive file: HTTP 404":
 * it is reported as "The file failed to load", the runtime's wording kept as the `cause`.
 */
export function riveLoadError(runtimeMessage: string | undefined): Error {
  if (runtimeMessage && /^Failed to fetch the Rive file/i.test(runtimeMessage)) {
    return new Error(RIVE_ERRORS.fileFailed, { cause: runtimeMessage });
  }
  return new Error(runtimeMessage || RIVE_ERRORS.corrupt);
}

/** Name of the state machine boolean input that receives the visitor's reduced-motion preference. */
export const DEFAULT_REDUCED_MOTION_INPUT = 'reducedMotion';
