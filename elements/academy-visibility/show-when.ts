// The `data-show-when` language: `logged-in`, `logged-out`, `viewed:{id}`, `not-viewed:{id}`.
// Several conditions separated by spaces must all hold. Pure, so the rules are testable alone.
import { parseCourseId } from '../../packages/core/viewed-courses.ts';

export interface VisitorState {
  loggedIn: boolean;
  viewedCourses: ReadonlySet<string>;
}

export type Verdict = { known: true; show: boolean } | { known: false; unknown: string };

/** One condition: true or false when understood, undefined when not. */
function holds(condition: string, visitor: VisitorState): boolean | undefined {
  if (condition === 'logged-in') return visitor.loggedIn;
  if (condition === 'logged-out') return !visitor.loggedIn;
  const match = /^(viewed|not-viewed):(.+)$/.exec(condition);
  const id = match ? parseCourseId(match[2]) : undefined;
  if (!match || id === undefined) return undefined;
  const viewed = visitor.viewedCourses.has(id);
  return match[1] === 'viewed' ? viewed : !viewed;
}

/** The verdict for a whole attribute value; any unknown part makes the whole value unknown. */
export function evaluateShowWhen(value: string, visitor: VisitorState): Verdict {
  const conditions = value.trim().split(/\s+/).filter(Boolean);
  if (conditions.length === 0) return { known: false, unknown: value };
  let show = true;
  for (const condition of conditions) {
    const result = holds(condition, visitor);
    if (result === undefined) return { known: false, unknown: condition };
    show &&= result;
  }
  return { known: true, show };
}
