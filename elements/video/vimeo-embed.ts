// The part of Vimeo's `Vimeo.Player` (player.js) that Plyr uses, over the player iframe's
// postMessage API: `{ method, value }` calls answered by a message with the same method, and
// `{ event, data }` for the events a listener was added for. Plyr creates the iframe itself; with
// this it needs no script from Vimeo in the page (a page that allows only the `ib-blocks`
// Trusted Types policy refuses the script element Plyr would load player.js with).
import { openFrameChannel, type FrameChannel, type FrameMessage } from './embed-frame.ts';

type EventCallback = (data: unknown) => void;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class VimeoEmbed {
  /** The player iframe (Plyr reads it). */
  readonly element: HTMLIFrameElement;
  private readonly channel: FrameChannel;
  private readonly pending = new Map<string, Pending[]>();
  private readonly listeners = new Map<string, EventCallback[]>();
  private readonly isReady: Promise<void>;
  private markReady: () => void = () => undefined;

  constructor(iframe: HTMLIFrameElement) {
    this.element = iframe;
    this.isReady = new Promise((resolve) => {
      this.markReady = resolve;
    });
    this.channel = openFrameChannel(iframe, (message) => this.receive(message));
    // Answered with a ping when the player had loaded already; otherwise it says `ready` itself.
    this.channel.post({ method: 'ping' });
  }

  private receive({ event, method, value, data }: FrameMessage) {
    if (event === 'ready' || method === 'ping') {
      this.element.setAttribute('data-ready', 'true');
      this.markReady();
    } else if (event === 'error' && data && typeof data === 'object') {
      const {
        method: failed,
        name,
        message,
      } = data as { method?: string; name?: string; message?: string };
      const error = Object.assign(new Error(message ?? 'Vimeo player error'), {
        name: name ?? 'Error',
      });
      for (const call of this.take(String(failed))) call.reject(error);
      this.emit('error', data);
    } else if (typeof event === 'string') {
      this.emit(event, data);
    } else if (typeof method === 'string') {
      for (const call of this.take(method)) call.resolve(value);
    }
  }

  private take(method: string): Pending[] {
    const calls = this.pending.get(method) ?? [];
    this.pending.delete(method);
    return calls;
  }

  private emit(event: string, data: unknown) {
    for (const callback of this.listeners.get(event) ?? []) callback(data);
  }

  /** Calls `method` once the player is ready; resolves with its answer. */
  private call(method: string, value?: unknown): Promise<unknown> {
    return this.isReady.then(
      () =>
        new Promise((resolve, reject) => {
          this.pending.set(method, [...(this.pending.get(method) ?? []), { resolve, reject }]);
          this.channel.post(value === undefined ? { method } : { method, value });
        }),
    );
  }

  ready() {
    return this.isReady;
  }

  on(event: string, callback: EventCallback) {
    const callbacks = this.listeners.get(event) ?? [];
    if (!callbacks.length) this.call('addEventListener', event).catch(() => undefined);
    this.listeners.set(event, [...callbacks, callback]);
  }

  off(event: string, callback?: EventCallback) {
    const left = callback
      ? (this.listeners.get(event) ?? []).filter((item) => item !== callback)
      : [];
    this.listeners.set(event, left);
    if (!left.length) this.call('removeEventListener', event).catch(() => undefined);
  }

  play = () => this.call('play');
  pause = () => this.call('pause');
  unload = () => this.call('unload');
  requestFullscreen = () => this.call('requestFullscreen');
  exitFullscreen = () => this.call('exitFullscreen');
  enableTextTrack = (language: string, kind?: string | null) =>
    this.call('enableTextTrack', { language, kind: kind ?? undefined });
  disableTextTrack = () => this.call('disableTextTrack');
  setCurrentTime = (seconds: number) => this.call('setCurrentTime', seconds);
  setVolume = (volume: number) => this.call('setVolume', volume);
  setMuted = (muted: boolean) => this.call('setMuted', muted);
  setLoop = (loop: boolean) => this.call('setLoop', loop);
  setPlaybackRate = (rate: number) => this.call('setPlaybackRate', rate);
  setAutopause = (autopause: boolean) => this.call('setAutopause', autopause);
  getCurrentTime = () => this.call('getCurrentTime');
  getDuration = () => this.call('getDuration');
  getPaused = () => this.call('getPaused');
  getVideoUrl = () => this.call('getVideoUrl');
  getVideoTitle = () => this.call('getVideoTitle');
  getVideoWidth = () => this.call('getVideoWidth');
  getVideoHeight = () => this.call('getVideoHeight');
  getTextTracks = () => this.call('getTextTracks');

  /** Stops listening; calls still waiting are left unanswered. Safe to call twice. */
  destroy() {
    this.channel.close();
    this.pending.clear();
    this.listeners.clear();
  }
}
