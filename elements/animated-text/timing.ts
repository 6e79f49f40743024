// The animated-text timings (README), and the style of a phrase at a point of a tween.

/** Entry tween of a phrase, ms. */
export const ENTRY_MS = 300;
/** How long a phrase stays before its exit starts, ms. */
export const HOLD_MS = 1100;
/** Exit tween of a phrase, ms. */
export const EXIT_MS = 400;
/** Vertical travel of a phrase, px: it rises in from below and leaves upwards. */
export const SHIFT_PX = 16;

export interface PhraseStyle {
  opacity: number;
  /** translateY in px. */
  y: number;
}

/** Entering: `progress` 0 -> 1 brings the phrase from 16 px below, transparent, to its place. */
export const enteringStyle = (progress: number): PhraseStyle => ({
  opacity: progress,
  y: (1 - progress) * SHIFT_PX,
});

/** Leaving: `progress` 0 -> 1 lifts the phrase 16 px up while it fades out. */
export const leavingStyle = (progress: number): PhraseStyle => ({
  opacity: 1 - progress,
  y: -progress * SHIFT_PX,
});

export const SHOWN: PhraseStyle = { opacity: 1, y: 0 };
export const HIDDEN: PhraseStyle = { opacity: 0, y: SHIFT_PX };

export function applyStyle(element: HTMLElement, { opacity, y }: PhraseStyle): void {
  element.style.opacity = String(opacity);
  element.style.transform = `translateY(${y}px)`;
}

export function clearStyle(element: HTMLElement): void {
  element.style.removeProperty('opacity');
  element.style.removeProperty('transform');
}
