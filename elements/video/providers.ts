// Video providers: which player a template asked for, the id of an embed, and the canonical
// address reported to analytics. Accepts ids and the URL shapes editors paste.

export const PROVIDERS = ['html5', 'youtube', 'vimeo'] as const;
export type Provider = (typeof PROVIDERS)[number];
/** The player for an empty `provider` (video-props.ts names it the default). */
export const DEFAULT_PROVIDER: Provider = 'html5';

/**
 * The theme's provider names: `local` is a file or stream of the site, `wistia` the
 * hosted-video provider, whose file and HLS stream (`data-wistia-url`, `data-wistia-hls-url`) play
 * in the html5 player like any other.
 */
const PROVIDER_ALIASES = { local: 'html5', wistia: 'html5' } as const satisfies Record<
  string,
  Provider
>;

/** Every name the `provider` attribute takes (video-props.ts types the prop with it). */
export type ProviderName = Provider | keyof typeof PROVIDER_ALIASES;

/** `provider` attribute -> provider; empty means html5; anything unknown is null (reported, then html5). */
export function parseProvider(value: string | null | undefined): Provider | null {
  const normalised = (value ?? '').trim().toLowerCase();
  if (normalised === '') return DEFAULT_PROVIDER;
  if (Object.hasOwn(PROVIDER_ALIASES, normalised))
    return PROVIDER_ALIASES[normalised as keyof typeof PROVIDER_ALIASES];
  return (PROVIDERS as readonly string[]).includes(normalised) ? (normalised as Provider) : null;
}

const YOUTUBE_ID = /^[\w-]{6,}$/;
const YOUTUBE_URL =
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO_URL =
  /vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/([\da-f]+))?/i;

/** A YouTube id from an id or a watch/share/embed URL; null when none can be read. */
export function youtubeId(value: string): string | null {
  const trimmed = value.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  return YOUTUBE_URL.exec(trimmed)?.[1] ?? null;
}

/** A Vimeo id (digits) from an id or a vimeo.com / player.vimeo.com URL; null when none can be read. */
export function vimeoId(value: string): string | null {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return trimmed;
  return VIMEO_URL.exec(trimmed)?.[1] ?? null;
}

/** The address analytics report for a video: the media URL, or the provider's public page. */
export function sourceAddress(provider: Provider, source: string): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${source}`;
  if (provider === 'vimeo') return `https://vimeo.com/${source}`;
  return source;
}

export type VideoSource =
  | { provider: 'html5'; src: string; hlsSrc?: string }
  | { provider: 'youtube' | 'vimeo'; videoId: string };

/** What a URL plays: a YouTube or Vimeo page, an HLS playlist (`.m3u8`) or a media file. */
export function videoSourceFromUrl(url: string): VideoSource {
  const trimmed = url.trim();
  if (/youtu\.?be/i.test(trimmed)) {
    const id = youtubeId(trimmed);
    if (id) return { provider: 'youtube', videoId: id };
  }
  if (/vimeo\.com/i.test(trimmed)) {
    const id = vimeoId(trimmed);
    if (id) return { provider: 'vimeo', videoId: id };
  }
  if (/\.m3u8(?:[?#]|$)/i.test(trimmed)) return { provider: 'html5', src: '', hlsSrc: trimmed };
  return { provider: 'html5', src: trimmed };
}
