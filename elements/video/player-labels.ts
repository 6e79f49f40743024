// Every text the player's controls show or say (Plyr's `i18n` option), with English defaults.
// Each is overridable by the attribute of the same name in kebab-case (`play-label`,
// `enter-fullscreen-label`, ...). Plyr fills these placeholders: `{seektime}` (the seek step in
// seconds), `{title}` (the player's `label`), and in the progress bar's spoken value
// `{currentTime}` and `{duration}`.
export const DEFAULT_PLAYER_LABELS = {
  playLabel: 'Play',
  pauseLabel: 'Pause',
  restartLabel: 'Restart',
  rewindLabel: 'Rewind {seektime}s',
  fastForwardLabel: 'Forward {seektime}s',
  seekLabel: 'Seek',
  seekValueLabel: '{currentTime} of {duration}',
  playedLabel: 'Played',
  bufferedLabel: 'Buffered',
  currentTimeLabel: 'Current time',
  durationLabel: 'Duration',
  volumeLabel: 'Volume',
  muteLabel: 'Mute',
  unmuteLabel: 'Unmute',
  enableCaptionsLabel: 'Enable captions',
  disableCaptionsLabel: 'Disable captions',
  captionsLabel: 'Captions',
  settingsLabel: 'Settings',
  menuBackLabel: 'Go back to previous menu',
  speedLabel: 'Speed',
  normalLabel: 'Normal',
  qualityLabel: 'Quality',
  enabledLabel: 'Enabled',
  disabledLabel: 'Disabled',
  pipLabel: 'PIP',
  airplayLabel: 'AirPlay',
  enterFullscreenLabel: 'Enter fullscreen',
  exitFullscreenLabel: 'Exit fullscreen',
  downloadLabel: 'Download',
  frameLabel: 'Player for {title}',
} as const;

export type PlayerLabelName = keyof typeof DEFAULT_PLAYER_LABELS;
export type PlayerLabelProps = { [K in PlayerLabelName]?: string };
export const PLAYER_LABEL_NAMES = Object.keys(DEFAULT_PLAYER_LABELS) as PlayerLabelName[];
/** The attributes: `play-label`, `fast-forward-label`, ... */
export const PLAYER_LABEL_ATTRIBUTES = PLAYER_LABEL_NAMES.map((name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** Plyr's `i18n` key of each label (where the two names differ). */
const PLYR_KEYS: Partial<Record<PlayerLabelName, string>> = {
  seekValueLabel: 'seekLabel',
  frameLabel: 'frameTitle',
};

const plyrKey = (name: PlayerLabelName) => PLYR_KEYS[name] ?? name.replace(/Label$/, '');

/** Plyr's `i18n` option: each label from its attribute when set and not blank, else the default. */
export function plyrI18n(labels: PlayerLabelProps): Record<string, string> {
  return Object.fromEntries(
    PLAYER_LABEL_NAMES.map((name) => [plyrKey(name), labels[name]?.trim() ? labels[name]! : DEFAULT_PLAYER_LABELS[name]]),
  );
}
