// The template's play/pause button (`button[data-toggle]`) of blocks that move on their own (the
// auto-scroll carousel, animated text): its pressed state, active class and label follow
// playback. Labels come from `data-pause-label` / `data-play-label` (translations).

export const DEFAULT_PAUSE_LABEL = 'Pause';
export const DEFAULT_PLAY_LABEL = 'Play';
export const TOGGLE_SELECTOR = 'button[data-toggle]';
export const ACTIVE_CLASS = 'is-active';
export const HIGHLIGHTED_CLASS = 'is-highlighted';

export function findToggle(host: Element): HTMLButtonElement | null {
  return host.querySelector<HTMLButtonElement>(TOGGLE_SELECTOR);
}

/**
 * Pressed, `is-active` and labelled "Pause" while playing; not pressed and labelled "Play" while
 * paused. The button's data labels win over `labels` (the block's, in the element's language).
 */
export function showPlaying(
  toggle: HTMLElement,
  playing: boolean,
  labels: { play: string; pause: string } = {
    play: DEFAULT_PLAY_LABEL,
    pause: DEFAULT_PAUSE_LABEL,
  },
): void {
  toggle.setAttribute('aria-pressed', String(playing));
  toggle.classList.toggle(ACTIVE_CLASS, playing);
  const label = playing
    ? toggle.dataset.pauseLabel || labels.pause
    : toggle.dataset.playLabel || labels.play;
  toggle.setAttribute('aria-label', label);
}
