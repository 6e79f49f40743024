// The `analytics` attribute lists which moments are pushed to dataLayer: any of
// `play pause p25 p50 p75 p100`. Events on the element fire regardless.

export const ANALYTICS_TOKENS = ['play', 'pause', 'p25', 'p50', 'p75', 'p100'] as const;
export type AnalyticsToken = (typeof ANALYTICS_TOKENS)[number];

export const MILESTONES = [25, 50, 75, 100] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Known tokens in `value` (space- or comma-separated, any case); unknown words are ignored. */
export function parseAnalyticsTokens(value: string | null | undefined): Set<AnalyticsToken> {
  const words = (value ?? '').toLowerCase().split(/[\s,]+/);
  return new Set(ANALYTICS_TOKENS.filter((token) => words.includes(token)));
}

/** Unknown words in `value`, to report once (a typo such as `p20` would silently track nothing). */
export function unknownAnalyticsTokens(value: string | null | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word && !(ANALYTICS_TOKENS as readonly string[]).includes(word));
}

export type VideoMoment =
  { kind: 'play' } | { kind: 'pause' } | { kind: 'progress'; percent: Milestone };

const tokenOf = (moment: VideoMoment): AnalyticsToken =>
  moment.kind === 'progress' ? (`p${moment.percent}` as AnalyticsToken) : moment.kind;

const EVENT_NAMES = {
  play: 'video_play',
  pause: 'video_pause',
  progress: 'video_progress',
} as const;

/**
 * The dataLayer entry for a moment, or null when `analytics` does not list it:
 * `{ event: 'video_progress', percent: 50, source, provider }`.
 */
export function dataLayerEntry(
  tokens: ReadonlySet<AnalyticsToken>,
  moment: VideoMoment,
  detail: { source: string; provider: string },
): Record<string, unknown> | null {
  if (!tokens.has(tokenOf(moment))) return null;
  const entry: Record<string, unknown> = { event: EVENT_NAMES[moment.kind], ...detail };
  if (moment.kind === 'progress') entry.percent = moment.percent;
  return entry;
}
