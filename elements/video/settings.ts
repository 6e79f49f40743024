// The legacy `settings` attribute: a free-form string that may contain the words controls, loop,
// autoplay and muted (as old templates wrote `data-settings="autoplay muted loop"`).

export interface VideoFlags {
  controls: boolean;
  loop: boolean;
  autoplay: boolean;
  muted: boolean;
}

const FLAG_WORDS = ['controls', 'loop', 'autoplay', 'muted'] as const;

/** The flags named in `settings`, matched as whole words, case-insensitive; others are ignored. */
export function parseSettings(settings: string | null | undefined): VideoFlags {
  const words = new Set(
    (settings ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );
  return Object.fromEntries(
    FLAG_WORDS.map((flag) => [flag, words.has(flag)]),
  ) as unknown as VideoFlags;
}

/** A flag is on when its boolean attribute is present or `settings` names it. */
export function mergeFlags(
  attributes: Partial<VideoFlags>,
  settings: string | null | undefined,
): VideoFlags {
  const fromSettings = parseSettings(settings);
  return {
    controls: Boolean(attributes.controls) || fromSettings.controls,
    loop: Boolean(attributes.loop) || fromSettings.loop,
    autoplay: Boolean(attributes.autoplay) || fromSettings.autoplay,
    muted: Boolean(attributes.muted) || fromSettings.muted,
  };
}
