// The seek slider's keys. Plyr's keyboard shortcuts, on its container, give Up and Down to the
// volume wherever focus is in the player, the seek slider included, and leave Page Up and Page Down
// to the range input, whose native step is a tenth of the bar (under a second on a short clip).
// With focus on the seek slider, Up and Down move the position by the seek step and Page Up and
// Page Down by a larger one (README, Player defaults); Left and Right stay Plyr's (the seek step
// too), and every other control, the volume slider among them, keeps Plyr's keys.
import { SEEK_STEP_S } from './plyr-options.ts';

/** Page Up / Page Down on the seek slider: six seek steps, a minute. */
export const SEEK_PAGE_STEP_S = 60;

const STEPS: Record<string, number> = {
  ArrowUp: SEEK_STEP_S,
  ArrowDown: -SEEK_STEP_S,
  PageUp: SEEK_PAGE_STEP_S,
  PageDown: -SEEK_PAGE_STEP_S,
};

/** The part of a player the keys move (Plyr satisfies it; its setter keeps the time within the video). */
export interface SeekablePlayer {
  currentTime: number;
}

/** Listens in the capture phase on `mount`, so Plyr's container never sees the keys it takes. */
export function handleSeekSliderKeys(mount: HTMLElement, player: SeekablePlayer): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (!(event.target instanceof HTMLInputElement) || event.target.dataset.plyr !== 'seek') return;
    event.preventDefault();
    event.stopPropagation();
    player.currentTime += step;
  };
  mount.addEventListener('keydown', onKeyDown, true);
  return () => mount.removeEventListener('keydown', onKeyDown, true);
}
