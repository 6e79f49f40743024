// The gate's rules (README, "Behaviour"): a block whose mode matches is unhidden, every other
// block has its parent removed, a block with no mode is removed itself.

export const COURSE_GATE_MODES = ['showIfViewed', 'showIfNotViewed'] as const;
export type CourseGateMode = (typeof COURSE_GATE_MODES)[number];

export type CourseGateAction = 'show' | 'remove-parent' | 'remove';

export function isCourseGateMode(value: unknown): value is CourseGateMode {
  return (COURSE_GATE_MODES as readonly unknown[]).includes(value);
}

/** What to do with one block, given its `mode` attribute and whether its course was viewed. */
export function courseGateAction(
  mode: string | null | undefined,
  viewed: boolean,
): CourseGateAction {
  if (mode === null || mode === undefined || mode.trim() === '') return 'remove';
  const matches = (mode === 'showIfViewed' && viewed) || (mode === 'showIfNotViewed' && !viewed);
  // An unknown mode never matches, so it is treated like the non-matching one.
  return matches ? 'show' : 'remove-parent';
}
