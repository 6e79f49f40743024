// Every text the player's controls show or say (Plyr's `i18n` option). Each is the catalog's text
// in the element's language (the `video` block of packages/i18n/en.ts), unless the attribute of
// the same name in kebab-case is set (`play-label`, `enter-fullscreen-label`, ...). Plyr fills
// these placeholders: `{seektime}` (the seek step in seconds), `{title}` (the player's `label`),
// and in the progress bar's spoken value `{currentTime}` and `{duration}`.
import type { Translate } from '../../packages/core/translations.ts';
import type { video } from '../../packages/i18n/en.ts';

export const PLAYER_LABEL_NAMES = [
  'playLabel',
  'pauseLabel',
  'restartLabel',
  'rewindLabel',
  'fastForwardLabel',
  'seekLabel',
  'seekValueLabel',
  'playedLabel',
  'bufferedLabel',
  'currentTimeLabel',
  'durationLabel',
  'volumeLabel',
  'muteLabel',
  'unmuteLabel',
  'enableCaptionsLabel',
  'disableCaptionsLabel',
  'captionsLabel',
  'settingsLabel',
  'menuBackLabel',
  'speedLabel',
  'normalLabel',
  'qualityLabel',
  'enabledLabel',
  'disabledLabel',
  'pipLabel',
  'airplayLabel',
  'enterFullscreenLabel',
  'exitFullscreenLabel',
  'downloadLabel',
  'frameLabel',
] as const;

export type PlayerLabelName = (typeof PLAYER_LABEL_NAMES)[number];
export type PlayerLabelProps = { [K in PlayerLabelName]?: string };
export type VideoText = Translate<typeof video>;
/** The attributes: `play-label`, `fast-forward-label`, ... */
export const PLAYER_LABEL_ATTRIBUTES = PLAYER_LABEL_NAMES.map((name) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
);

/** Plyr's `i18n` key of each label (where the two names differ). */
const PLYR_KEYS: Partial<Record<PlayerLabelName, string>> = {
  seekValueLabel: 'seekLabel',
  frameLabel: 'frameTitle',
};

const plyrKey = (name: PlayerLabelName) => PLYR_KEYS[name] ?? name.replace(/Label$/, '');
/** The catalog key of a label: `fastForwardLabel` -> `fastForward`. */
const catalogKey = (name: PlayerLabelName) => name.replace(/Label$/, '') as keyof typeof video;

/**
 * Plyr's `i18n` option: each label from its attribute when set and not blank, else the catalog's.
 * A player without a title gets a whole frame title (`untitledFrame`), not one Plyr completes with
 * its English "video".
 */
export function plyrI18n(
  labels: PlayerLabelProps,
  t: VideoText,
  title?: string,
): Record<string, string> {
  const i18n = Object.fromEntries(
    PLAYER_LABEL_NAMES.map((name) => [
      plyrKey(name),
      labels[name]?.trim() ? labels[name]! : t(catalogKey(name)),
    ]),
  );
  if (!labels.frameLabel?.trim() && !title) i18n.frameTitle = t('untitledFrame');
  return i18n;
}
