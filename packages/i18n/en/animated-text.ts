// The English strings of the `animatedText` block (see ../en.ts).

export const animatedText = {
  /** The page's play/pause toggle while the phrases are paused: it plays them. */
  play: 'Play',
  /** The page's play/pause toggle while the phrases change: it pauses them. */
  pause: 'Pause',
};
