// One player's life: waits until the element is within a viewport of being visible, then builds
// the media element, loads Plyr (and hls.js for a stream that needs it), wires autoplay, progress,
// the external control, fullscreen and the containing modal; tears everything down 200 ms after
// the element is removed.
import type Plyr from 'plyr';
import { prefersReducedMotion, onReducedMotionChange } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { whenNearViewport } from '../../packages/core/visibility.ts';
import type { AnalyticsToken } from './analytics-tokens.ts';
import { autoplayDelayMs, autoplayWhileVisible, type AutoplayHandle } from './autoplay.ts';
import { createCaptionElements, revokeUrls } from './caption-tracks.ts';
import type { CaptionTrack } from './captions.ts';
import { onContainingModalClose } from './containing-modal.ts';
import { bindExternalControl } from './external-control.ts';
import { attachHlsStream, type HlsStream } from './hls-stream.ts';
import { createIconSprite } from './icon-sprite.ts';
import { withEmbedApis } from './embed-apis.ts';
import { createMediaTarget } from './media-target.ts';
import { playNatively } from './native-player.ts';
import { trackPlayback } from './playback-tracking.ts';
import { createPlayButton, isPlayRefused, type PlayButton } from './play-button.ts';
import { relabelPlayer } from './plyr-relabel.ts';
import { plyrOptions } from './plyr-options.ts';
import { sourceAddress, type VideoSource } from './providers.ts';
import type { VideoFlags } from './settings.ts';
import { choosePlayback, playbackSupport } from './source-choice.ts';
import { adoptPlyrStyles, loadHls, loadPlyr } from './vendors.ts';

// Where this module's types are loaded, the element's `player` is Plyr's full type.
declare module './video-props.ts' {
  interface VideoPlayer extends Plyr {}
}

/** The specification's teardown delay after the element leaves the page. */
export const TEARDOWN_DELAY_MS = 200;

export const FULLSCREEN_ATTRIBUTE = 'data-is-fullscreen';

export interface VideoSessionConfig {
  host: HTMLElement;
  /** Where the player goes (inside the host's shadow root). */
  mount: HTMLElement;
  source: VideoSource;
  flags: VideoFlags;
  poster?: string;
  title?: string;
  captions: readonly CaptionTrack[];
  controlsTemplate?: HTMLTemplateElement | null;
  tokens: ReadonlySet<AnalyticsToken>;
  externalControlId?: string;
  /** Accessible name of the play button shown when the browser refuses to play. */
  playButtonName: string;
  /** Called once the Plyr instance exists. */
  onPlayer?: (player: Plyr) => void;
  /** The controls' texts: Plyr's `i18n` (see player-labels.ts). */
  i18n: Record<string, string>;
  /** The name of a video without a title (the browser's own player frame, when Plyr cannot load). */
  untitledName: string;
}

/** Whether the video autoplays: asked for, not under reduced motion (iPhone/iPad included, without the delay). */
export const shouldAutoplay = (flags: VideoFlags, reducedMotion = prefersReducedMotion()) => flags.autoplay && !reducedMotion;

/** Plyr keeps its page-level listeners until `ready`; an embed whose API never loaded is never ready. */
function unbindPlyrListeners(player: Plyr) {
  const internal = player as unknown as { eventListeners?: Array<{ element: EventTarget; type: string; callback: EventListener; options: boolean | AddEventListenerOptions }> };
  for (const { element, type, callback, options } of internal.eventListeners ?? []) element.removeEventListener(type, callback, options);
  internal.eventListeners = [];
}

/** Stops a media element loading or playing and lets it go. */
function releaseMedia(video: HTMLVideoElement) {
  video.pause();
  video.removeAttribute('src');
  for (const source of video.querySelectorAll('source')) source.remove();
  video.load(); // drops the buffered media and any open connection
  video.remove();
}

function controlsFrom(template: HTMLTemplateElement | null | undefined): Element | undefined {
  if (!template) return undefined;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const elements = [...content.children];
  if (elements.length === 1) return elements[0];
  const wrapper = document.createElement('div');
  wrapper.className = 'plyr__controls';
  wrapper.append(content);
  return wrapper;
}

export class VideoSession {
  player?: Plyr;
  private readonly config: VideoSessionConfig;
  private target?: HTMLElement;
  private hlsStream?: HlsStream;
  private releaseEmbeds: () => void = () => undefined;
  private captionUrls: string[] = [];
  private readonly cleanups: Array<() => void> = [];
  private building?: Promise<void>;
  private disposed = false;
  private playWhenReady = false;
  private autoplay?: AutoplayHandle;
  private playButton?: PlayButton;
  private readonly setPlaying: (playing: boolean) => void = () => undefined;

  constructor(config: VideoSessionConfig) {
    this.config = config;
    const { host, externalControlId } = config;
    this.cleanups.push(whenNearViewport(host, () => void this.start()));
    this.cleanups.push(onContainingModalClose(host, () => this.player?.pause()));
    if (externalControlId) {
      const control = bindExternalControl(host, externalControlId, {
        onToggle: () => this.toggle(),
        isPlaying: () => Boolean(this.player && !this.player.paused),
      });
      this.setPlaying = (playing) => control.setPlaying(playing);
      this.cleanups.push(() => control.release());
    }
  }

  /** The play button's accessible name (its label attribute or the title changed). */
  setPlayButtonName(name: string): void {
    this.config.playButtonName = name;
    this.playButton?.setName(name);
  }

  /** The texts in a new language (or new site strings): the player is relabelled, not rebuilt. */
  setTexts(i18n: Record<string, string>, untitledName: string): void {
    this.config.i18n = i18n;
    this.config.untitledName = untitledName;
    if (this.player) relabelPlayer(this.player, i18n, !this.config.controlsTemplate);
    const nativeFrame = this.config.mount.querySelector(':scope[data-native-player] > iframe');
    if (nativeFrame instanceof HTMLIFrameElement && !this.config.title?.trim()) nativeFrame.title = untitledName;
  }

  /** A rejected `play()`: when the browser refused, the visitor gets a play button. */
  private readonly onPlayFailed = (error: unknown) => {
    if (isPlayRefused(error)) this.playButton?.show();
  };

  /** Builds the player now (also called when the element nears the viewport). */
  start(): Promise<void> {
    this.building ??= this.build().catch((error: unknown) => reportError(this.config.host, error));
    return this.building;
  }

  /** Plays or pauses; before the player exists, builds it and plays once ready. */
  toggle(): void {
    if (!this.player) {
      this.playWhenReady = true;
      void this.start();
      return;
    }
    Promise.resolve(this.player.togglePlay()).catch(this.onPlayFailed);
  }

  /** The visitor pressed the play button: a gesture, so the browser lets the video play. */
  private playFromButton(player: Plyr, button: HTMLButtonElement) {
    const focused = (button.getRootNode() as ShadowRoot).activeElement === button;
    Promise.resolve(player.play())
      .then(() => {
        // The button hides as the video plays: keep keyboard focus in the player when it has controls.
        if (focused) this.config.mount.querySelector<HTMLElement>('[data-plyr="play"]')?.focus();
      })
      .catch(this.onPlayFailed);
  }

  private async build(): Promise<void> {
    const { host, mount, source, flags, poster, title, captions } = this.config;
    // Without Plyr (its file failed to load; the loader reported it) the browser's own player plays it.
    const plyr = await loadPlyr(host).catch(() => undefined);
    if (this.disposed) return;
    const root = host.shadowRoot!;
    if (plyr) adoptPlyrStyles(root, plyr.plyrCss);
    if (plyr && !root.querySelector('[data-ib-video-sprite]')) root.prepend(createIconSprite());

    const target = createMediaTarget({ source, flags, poster });
    this.target = target;
    let quality: { options: number[]; onChange: (height: number) => void } | undefined;
    if (source.provider === 'html5' && target instanceof HTMLVideoElement) {
      const built = await createCaptionElements(captions, host);
      this.captionUrls = built.urls;
      if (this.disposed) return revokeUrls(built.urls);
      target.append(...built.tracks);
      mount.append(target);
      const playback = choosePlayback(source.src, source.hlsSrc, playbackSupport(target));
      if (playback.kind === 'hls.js') {
        const hls = await loadHls(host).catch(() => undefined);
        if (this.disposed) return;
        if (hls) {
          const stream = await attachHlsStream(hls.Hls, target, { url: playback.url, fallbackUrl: source.src, source: host });
          if (this.disposed) return stream.destroy();
          this.hlsStream = stream;
          quality = { options: stream.qualities, onChange: (height) => stream.selectQuality(height) };
        } else if (source.src) {
          target.src = source.src; // without hls.js (reported by the loader) the file plays, as when the stream fails
        }
      } else if (playback.kind !== 'none') {
        target.src = playback.url;
      } else {
        reportError(host, new Error('<ib-video> has no playable source: set src, hls-src, or provider with video-id.'));
      }
    } else {
      mount.append(target);
    }

    if (!plyr) {
      this.cleanups.push(playNatively(mount, target, { source, flags, title: title?.trim() || this.config.untitledName }));
      return;
    }
    const { Plyr } = plyr;
    const captionLanguage = source.provider === 'html5' ? captions.find((caption) => caption.isDefault)?.language : undefined;
    const { i18n } = this.config;
    const options = plyrOptions({ flags, title, captionLanguage, controlsElement: controlsFrom(this.config.controlsTemplate), quality, i18n });
    // As Plyr fills it once the embed answers (an untitled player's frame title has no {title}).
    const frameTitle = i18n.frameTitle.replace('{title}', title || 'video');
    const { value: player, release } = withEmbedApis(() => new Plyr(target, options), frameTitle);
    this.releaseEmbeds = release;
    this.player = player;
    this.wire(player);
    this.config.onPlayer?.(player);
    if (this.playWhenReady) Promise.resolve(player.play()).catch(this.onPlayFailed);
  }

  private wire(player: Plyr) {
    const { host, mount, flags, source, tokens } = this.config;
    const playButton = createPlayButton(mount, this.config.playButtonName, () => this.playFromButton(player, playButton.element));
    this.playButton = playButton;
    this.cleanups.push(() => playButton.remove());
    const onPlay = () => {
      playButton.hide();
      this.setPlaying(true);
    };
    const onPause = () => this.setPlaying(false);
    const onEnterFullscreen = () => host.setAttribute(FULLSCREEN_ATTRIBUTE, '');
    const onExitFullscreen = () => host.removeAttribute(FULLSCREEN_ATTRIBUTE);
    player.on('play', onPlay);
    player.on('pause', onPause);
    player.on('ended', onPause);
    player.on('enterfullscreen', onEnterFullscreen);
    player.on('exitfullscreen', onExitFullscreen);
    this.cleanups.push(() => {
      player.off('play', onPlay);
      player.off('pause', onPause);
      player.off('ended', onPause);
      player.off('enterfullscreen', onEnterFullscreen);
      player.off('exitfullscreen', onExitFullscreen);
      host.removeAttribute(FULLSCREEN_ATTRIBUTE);
    });

    const autoplaying = shouldAutoplay(flags);
    // Autoplay withheld for reduced motion: the visitor starts the video (Plyr ignores clicks on a bare autoplay video).
    if (flags.autoplay && !autoplaying) playButton.show();
    if (autoplaying) {
      const autoplay = autoplayWhileVisible(host, player, { delayMs: autoplayDelayMs(), onPlayFailed: this.onPlayFailed });
      this.autoplay = autoplay;
      this.cleanups.push(() => autoplay.stop());
      // Reduced motion switched on mid-page: stop autoplaying.
      this.cleanups.push(
        onReducedMotionChange((reduced) => {
          if (!reduced) return;
          autoplay.stop();
          player.pause();
          playButton.show();
        }),
      );
    }
    const address = source.provider === 'html5' ? (source.hlsSrc || source.src) : source.videoId;
    this.cleanups.push(
      trackPlayback(host, player, {
        mode: autoplaying ? 'visited' : 'position',
        tokens,
        provider: source.provider,
        source: sourceAddress(source.provider, address ?? ''),
        isVisible: () => this.autoplay?.visible ?? true,
      }),
    );
  }

  /**
   * Stops listening at once and pauses; destroys Plyr and hls.js, revokes caption URLs and removes
   * the media element after `delay` ms (the specification's 200 ms when the element was removed).
   */
  dispose(delay = TEARDOWN_DELAY_MS): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    const { player, target } = this;
    if (target instanceof HTMLVideoElement) target.pause();
    else player?.pause();
    const teardown = () => {
      if (player) {
        if ((player as unknown as { ready?: boolean }).ready) player.destroy();
        else unbindPlyrListeners(player);
      }
      this.releaseEmbeds();
      this.hlsStream?.destroy();
      revokeUrls(this.captionUrls);
      // Plyr's destroy puts a clone of the original <video> back: release every media element.
      const media = new Set([...this.config.mount.querySelectorAll('video'), ...(target instanceof HTMLVideoElement ? [target] : [])]);
      for (const video of media) releaseMedia(video);
      this.config.mount.replaceChildren();
      this.player = undefined;
    };
    if (delay > 0) setTimeout(teardown, delay);
    else teardown();
  }
}
