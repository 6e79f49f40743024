// The page's scroll speed, measured over the last stretch of scroll events rather than between two
// of them: events can come 1 ms apart (a busy page runs late handlers back to back), and a pixel
// moved in 1 ms reads as 1,000 px/s whatever the real speed (README "Scroll-away").

/** How much recent scrolling the speed is taken over, in ms. */
export const SPEED_WINDOW_MS = 100;

interface Sample {
  y: number;
  time: number;
}

/**
 * Returns a function to call on each scroll event with the offset and time: it answers the speed
 * (px per second, positive downwards) from the newest earlier sample at least `SPEED_WINDOW_MS`
 * old, or the oldest kept when none is that old.
 */
export function scrollSpeedMeter(
  startY: number,
  startTime: number,
): (y: number, time: number) => number {
  const samples: Sample[] = [{ y: startY, time: startTime }];
  return (y, time) => {
    // Keep one sample at or beyond the window's start, as the speed's starting point.
    while (samples.length > 1 && samples[1].time <= time - SPEED_WINDOW_MS) samples.shift();
    const from = samples[0];
    samples.push({ y, time });
    const moved = y - from.y;
    if (moved === 0) return 0;
    const elapsed = time - from.time;
    return elapsed > 0 ? (moved / elapsed) * 1000 : moved * Infinity;
  };
}
