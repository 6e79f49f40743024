// The English strings of the `video` block (see ../en.ts).

export const video = {
  /** Plyr's play buttons (Plyr adds ", {the player's label}" after it). */
  play: 'Play',
  /** The play button while the video plays. */
  pause: 'Pause',
  /** Restart button of custom controls. */
  restart: 'Restart',
  /** Rewind button; {seektime} is the seek step in seconds (10). */
  rewind: 'Rewind {seektime}s',
  /** Fast-forward button; {seektime} is the seek step in seconds (10). */
  fastForward: 'Forward {seektime}s',
  /** The progress bar's accessible name. */
  seek: 'Seek',
  /** The progress bar's spoken value, times written like 01:05. */
  seekValue: '{currentTime} of {duration}',
  /** The played part of the progress bar. */
  played: 'Played',
  /** The loaded part of the progress bar. */
  buffered: 'Buffered',
  /** The elapsed-time display. */
  currentTime: 'Current time',
  /** The duration display. */
  duration: 'Duration',
  /** The volume slider. */
  volume: 'Volume',
  /** The sound button while sound is on. */
  mute: 'Mute',
  /** The sound button while muted. */
  unmute: 'Unmute',
  /** The captions button while captions are off. */
  enableCaptions: 'Enable captions',
  /** The captions button while captions are on. */
  disableCaptions: 'Disable captions',
  /** The captions item and submenu title of the settings menu. */
  captions: 'Captions',
  /** The settings (gear) button. */
  settings: 'Settings',
  /** The back button of a settings submenu, read by screen readers. */
  menuBack: 'Go back to previous menu',
  /** The playback-speed item of the settings menu. */
  speed: 'Speed',
  /** Speed 1 in the speed menu. */
  normal: 'Normal',
  /** The quality item of the settings menu (an adaptive stream). */
  quality: 'Quality',
  /** Captions on, in the settings menu (a track without a name). */
  enabled: 'Enabled',
  /** Captions off, in the settings menu. */
  disabled: 'Disabled',
  /** The picture-in-picture button. */
  pip: 'PIP',
  /** The AirPlay button (Apple's name). */
  airplay: 'AirPlay',
  /** The fullscreen button. */
  enterFullscreen: 'Enter fullscreen',
  /** The fullscreen button while fullscreen. */
  exitFullscreen: 'Exit fullscreen',
  /** The download button of custom controls. */
  download: 'Download',
  /** The title of a YouTube or Vimeo player frame; {title} is the player's label. */
  frame: 'Player for {title}',
  /** The title of a YouTube or Vimeo player frame when the player has no label. */
  untitledFrame: 'Player for video',
  /** The play button shown when the browser refuses to play, on a player without a label. */
  playVideo: 'Play video',
  /** That play button on a player with a label: {title} is the label. */
  playVideoTitled: 'Play video, {title}',
  /** The name of a video without a label: the browser's own player frame, the testimonial's modal. */
  video: 'Video',
  /** The testimonial modal's close button. */
  closeVideo: 'Close video',
};
