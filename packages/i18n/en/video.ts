// The English strings of the `video` block (see ../en.ts).

export const video = {
  /** Plyr's play buttons (Plyr adds ", {the player's label}" after it); `play-label`. */
  play: 'Play',
  /** The play button while the video plays; `pause-label`. */
  pause: 'Pause',
  /** Restart button of custom controls; `restart-label`. */
  restart: 'Restart',
  /** Rewind button; {seektime} is the seek step in seconds (10); `rewind-label`. */
  rewind: 'Rewind {seektime}s',
  /** Fast-forward button; {seektime} is the seek step in seconds (10); `fast-forward-label`. */
  fastForward: 'Forward {seektime}s',
  /** The progress bar's accessible name; `seek-label`. */
  seek: 'Seek',
  /** The progress bar's spoken value, times written like 01:05; `seek-value-label`. */
  seekValue: '{currentTime} of {duration}',
  /** The played part of the progress bar; `played-label`. */
  played: 'Played',
  /** The loaded part of the progress bar; `buffered-label`. */
  buffered: 'Buffered',
  /** The elapsed-time display; `current-time-label`. */
  currentTime: 'Current time',
  /** The duration display; `duration-label`. */
  duration: 'Duration',
  /** The volume slider; `volume-label`. */
  volume: 'Volume',
  /** The sound button while sound is on; `mute-label`. */
  mute: 'Mute',
  /** The sound button while muted; `unmute-label`. */
  unmute: 'Unmute',
  /** The captions button while captions are off; `enable-captions-label`. */
  enableCaptions: 'Enable captions',
  /** The captions button while captions are on; `disable-captions-label`. */
  disableCaptions: 'Disable captions',
  /** The captions item and submenu title of the settings menu; `captions-label`. */
  captions: 'Captions',
  /** The settings (gear) button; `settings-label`. */
  settings: 'Settings',
  /** The back button of a settings submenu, read by screen readers; `menu-back-label`. */
  menuBack: 'Go back to previous menu',
  /** The playback-speed item of the settings menu; `speed-label`. */
  speed: 'Speed',
  /** Speed 1 in the speed menu; `normal-label`. */
  normal: 'Normal',
  /** The quality item of the settings menu (an adaptive stream); `quality-label`. */
  quality: 'Quality',
  /** Captions on, in the settings menu (a track without a name); `enabled-label`. */
  enabled: 'Enabled',
  /** Captions off, in the settings menu; `disabled-label`. */
  disabled: 'Disabled',
  /** The picture-in-picture button; `pip-label`. */
  pip: 'PIP',
  /** The AirPlay button (Apple's name); `airplay-label`. */
  airplay: 'AirPlay',
  /** The fullscreen button; `enter-fullscreen-label`. */
  enterFullscreen: 'Enter fullscreen',
  /** The fullscreen button while fullscreen; `exit-fullscreen-label`. */
  exitFullscreen: 'Exit fullscreen',
  /** The download button of custom controls; `download-label`. */
  download: 'Download',
  /** The title of a YouTube or Vimeo player frame; {title} is the player's label; `frame-label`. */
  frame: 'Player for {title}',
  /** The title of a YouTube or Vimeo player frame when the player has no label. */
  untitledFrame: 'Player for video',
  /** The play button shown when the browser refuses to play, on a player without a label; `play-video-label`. */
  playVideo: 'Play video',
  /** That play button on a player with a label: {title} is the label. */
  playVideoTitled: 'Play video, {title}',
  /** The name of a video without a label: the browser's own player frame, the testimonial's modal (its `label`). */
  video: 'Video',
  /** The testimonial modal's close button; `close-label` of ib-video-testimonial. */
  closeVideo: 'Close video',
};
