// The Plyr configuration of an ib-video, from its flags and source: the README's player
// defaults (seek 10 s, speeds 0.5-4, quality 576), the privacy-enhanced embeds, and nothing that
// fetches from Plyr's CDN (the icon sprite is built locally, the blank video is never requested).
import type Plyr from 'plyr';
import { DEFAULT_QUALITY } from './quality.ts';
import type { VideoFlags } from './settings.ts';

export const SEEK_STEP_S = 10;
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3, 4] as const;
export const QUALITIES = [4320, 2880, 2160, 1440, 1080, 720, 576, 480, 360, 240] as const;

/** Plyr's controls when the template asks for `controls` (and a caption menu only when there are tracks). */
export const DEFAULT_CONTROLS = [
  'play-large',
  'play',
  'progress',
  'current-time',
  'mute',
  'volume',
  'captions',
  'settings',
  'pip',
  'airplay',
  'fullscreen',
] as const;

/** YouTube player parameters: no related videos from other channels, no info, modest branding, annotations off, inline. */
export const YOUTUBE_PARAMS = {
  noCookie: true,
  rel: 0,
  showinfo: 0,
  iv_load_policy: 3,
  modestbranding: 1,
  playsinline: 1,
} as const;

/** Vimeo player parameters: Do Not Track (no cookies, no analytics on the visitor), no byline/portrait/title. */
export const VIMEO_PARAMS = {
  byline: false,
  portrait: false,
  title: false,
  dnt: true,
  playsinline: true,
} as const;

export interface PlyrOptionsInput {
  flags: VideoFlags;
  /** The player's accessible title ("Play, {title}"). */
  title?: string;
  /** Language code of the default caption track, when there are tracks. */
  captionLanguage?: string;
  /** Custom controls markup (cloned from the `controls` template); replaces Plyr's default bar. */
  controlsElement?: Element;
  /** Heights of an adaptive stream's renditions, and what to do when the visitor picks one. */
  quality?: { options: number[]; onChange: (height: number) => void };
  /** The controls' texts (player-labels.ts); Plyr's English defaults where missing. */
  i18n?: Record<string, string>;
}

export function plyrOptions({
  flags,
  title,
  captionLanguage,
  controlsElement,
  quality,
  i18n,
}: PlyrOptionsInput): Plyr.Options {
  const muted = flags.muted || flags.autoplay;
  const controls: Plyr.Options['controls'] =
    controlsElement ?? (flags.controls ? [...DEFAULT_CONTROLS] : []);
  return {
    title: title ?? '',
    ...(i18n ? { i18n } : {}),
    controls,
    // Settings menu items: quality only means something for an adaptive stream.
    settings:
      quality && quality.options.length > 1
        ? ['captions', 'quality', 'speed']
        : ['captions', 'speed'],
    // Autoplay is ours (visibility, delay, reduced motion), never Plyr's.
    autoplay: false,
    muted,
    loop: { active: flags.loop },
    playsinline: true,
    // Without a control bar a click still plays and pauses, except on autoplay (decorative) videos.
    clickToPlay: flags.controls || Boolean(controlsElement) || !flags.autoplay,
    seekTime: SEEK_STEP_S,
    speed: { selected: 1, options: [...SPEEDS] },
    quality: quality
      ? {
          default: DEFAULT_QUALITY,
          options: quality.options,
          forced: true,
          onChange: quality.onChange,
        }
      : { default: DEFAULT_QUALITY, options: [...QUALITIES] },
    captions: {
      active: Boolean(captionLanguage),
      language: captionLanguage ?? 'auto',
      update: false,
    },
    // A muted autoplay must not be remembered as the visitor's choice for the next video.
    storage: { enabled: false },
    // Local sprite (see icon-sprite.ts): `<use href="#plyr-*">` resolves inside the shadow root.
    loadSprite: false,
    iconPrefix: 'plyr',
    iconUrl: '',
    // Plyr sets this as the src when it cancels requests on destroy; empty fails without a request.
    blankVideo: '',
    // Embeds are muted from the first frame (a player parameter), not only once they answer.
    youtube: { ...YOUTUBE_PARAMS, mute: muted ? 1 : 0 },
    vimeo: { ...VIMEO_PARAMS, muted },
    // The title lookup goes to YouTube itself (which serves the video anyway), not to a third-party oEmbed proxy.
    urls: {
      youtube: {
        api: 'https://www.youtube.com/oembed?format=json&url=https://www.youtube.com/watch?v={0}',
      },
    },
  } as Plyr.Options;
}
