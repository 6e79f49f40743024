// The part of YouTube's `YT.Player` that Plyr uses, over the embed iframe's postMessage API.
// YouTube's own API script loads a second script through a Trusted Types policy of its own, which
// a page that allows only the `ib-blocks` policy refuses (and a strict `script-src` blocks both):
// with this, no script from YouTube runs in the page, only the privacy-enhanced iframe.
import { openFrameChannel, type FrameChannel, type FrameMessage } from './embed-frame.ts';

type YouTubeEventName = 'onReady' | 'onStateChange' | 'onPlaybackRateChange' | 'onError';
type YouTubeListener = (event: { target: YouTubeEmbed; data?: unknown }) => void;

export interface YouTubeEmbedOptions {
  videoId: string;
  /** `https://www.youtube-nocookie.com` for the privacy-enhanced embed; default www.youtube.com. */
  host?: string;
  playerVars?: Record<string, unknown>;
  events?: Partial<Record<YouTubeEventName, YouTubeListener>>;
}

/** What the iframe reports in `initialDelivery` and `infoDelivery` messages. */
interface PlayerInfo {
  playerState: number;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  availablePlaybackRates: number[];
  videoLoadedFraction: number;
  videoUrl: string;
  videoData: Record<string, unknown>;
}

const PLAYING = 1;
const LISTENING_INTERVAL_MS = 250;
const LISTENING_ATTEMPTS = 40;
// Plyr's settings, not player parameters; the page address is not sent (the origin is, as YouTube needs it).
const NOT_PARAMETERS = new Set(['noCookie', 'customControls', 'widget_referrer']);

let widgets = 0;

/** `{host}/embed/{id}?{player parameters}&enablejsapi=1&origin=…&widgetid=…` */
export function youtubeEmbedUrl(
  videoId: string,
  host: string,
  playerVars: Record<string, unknown>,
  widgetId: number,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(playerVars)) {
    if (value === undefined || value === null || NOT_PARAMETERS.has(name)) continue;
    params.set(name, typeof value === 'boolean' ? String(Number(value)) : String(value));
  }
  params.set('enablejsapi', '1');
  params.set('origin', location.origin);
  params.set('widgetid', String(widgetId));
  return `${host}/embed/${encodeURIComponent(videoId)}?${params}`;
}

export class YouTubeEmbed {
  private readonly iframe: HTMLIFrameElement;
  private readonly channel: FrameChannel;
  private readonly events: YouTubeEmbedOptions['events'];
  private readonly widgetId = (widgets += 1);
  private info: Partial<PlayerInfo> = {};
  private timeReportedAt = 0;
  private reportedState: number | undefined;
  private ready = false;
  private listening?: ReturnType<typeof setInterval>;

  /** Replaces `element` with the player iframe, as YouTube's `YT.Player` does. */
  constructor(
    element: HTMLElement,
    {
      videoId,
      host = 'https://www.youtube.com',
      playerVars = {},
      events = {},
    }: YouTubeEmbedOptions,
  ) {
    this.events = events;
    const iframe = document.createElement('iframe');
    iframe.id = element.id;
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    iframe.src = youtubeEmbedUrl(videoId, host, playerVars, this.widgetId);
    this.iframe = iframe;
    this.channel = openFrameChannel(iframe, (message) => this.receive(message), { asString: true });
    iframe.addEventListener('load', this.startListening);
    element.replaceWith(iframe);
  }

  // The iframe answers once told the page listens; it may not be ready for the first message.
  private readonly startListening = () => {
    clearInterval(this.listening);
    let attempts = 0;
    const announce = () => {
      attempts += 1;
      if (attempts >= LISTENING_ATTEMPTS) clearInterval(this.listening);
      this.channel.post({ event: 'listening', id: this.widgetId, channel: 'widget' });
    };
    announce();
    this.listening = setInterval(announce, LISTENING_INTERVAL_MS);
  };

  private receive(message: FrameMessage) {
    clearInterval(this.listening);
    const { event, info } = message;
    if (
      (event === 'initialDelivery' || event === 'infoDelivery') &&
      info &&
      typeof info === 'object'
    ) {
      this.update(info as Partial<PlayerInfo>);
    } else if (event === 'onReady' && !this.ready) {
      this.ready = true;
      for (const name of ['onStateChange', 'onPlaybackRateChange', 'onError'])
        this.command('addEventListener', [name]);
      this.events?.onReady?.({ target: this });
    } else if (event === 'onStateChange' && typeof info === 'number') {
      this.update({ playerState: info });
    } else if (event === 'onPlaybackRateChange' && typeof info === 'number') {
      this.info.playbackRate = info;
      this.events?.onPlaybackRateChange?.({ target: this, data: info });
    } else if (event === 'onError') {
      this.events?.onError?.({ target: this, data: info });
    }
  }

  private update(info: Partial<PlayerInfo>) {
    if (typeof info.currentTime === 'number') this.timeReportedAt = performance.now();
    Object.assign(this.info, info);
    const state = this.info.playerState;
    if (this.ready && typeof state === 'number' && state !== this.reportedState) {
      this.reportedState = state;
      this.events?.onStateChange?.({ target: this, data: state });
    }
  }

  private command(func: string, args: unknown[] = []) {
    this.channel.post({ event: 'command', func, args, id: this.widgetId, channel: 'widget' });
  }

  playVideo() {
    this.command('playVideo');
  }

  pauseVideo() {
    this.command('pauseVideo');
  }

  stopVideo() {
    this.command('stopVideo');
  }

  seekTo(seconds: number, allowSeekAhead = true) {
    this.info.currentTime = seconds;
    this.timeReportedAt = performance.now();
    this.command('seekTo', [seconds, allowSeekAhead]);
  }

  mute() {
    this.info.muted = true;
    this.command('mute');
  }

  unMute() {
    this.info.muted = false;
    this.command('unMute');
  }

  isMuted() {
    return this.info.muted ?? false;
  }

  setVolume(volume: number) {
    this.info.volume = volume;
    this.command('setVolume', [volume]);
  }

  getVolume() {
    return this.info.volume ?? 100;
  }

  setPlaybackRate(rate: number) {
    this.command('setPlaybackRate', [rate]);
  }

  getPlaybackRate() {
    return this.info.playbackRate ?? 1;
  }

  getAvailablePlaybackRates() {
    return this.info.availablePlaybackRates ?? [1];
  }

  /** The reported position, moved on by the time since while playing (reports come a few times a second). */
  getCurrentTime() {
    const reported = this.info.currentTime ?? 0;
    if (this.info.playerState !== PLAYING) return reported;
    const elapsed = Math.min((performance.now() - this.timeReportedAt) / 1000, 1);
    return reported + elapsed * this.getPlaybackRate();
  }

  getDuration() {
    return this.info.duration ?? 0;
  }

  getVideoLoadedFraction() {
    return this.info.videoLoadedFraction ?? 0;
  }

  getPlayerState() {
    return this.info.playerState ?? -1;
  }

  getVideoUrl() {
    return this.info.videoUrl ?? '';
  }

  getVideoData() {
    return this.info.videoData ?? {};
  }

  getIframe() {
    return this.iframe;
  }

  /** Stops listening and removes the iframe (which stops the video). Safe to call twice. */
  destroy() {
    clearInterval(this.listening);
    this.iframe.removeEventListener('load', this.startListening);
    this.channel.close();
    this.iframe.remove();
  }
}
