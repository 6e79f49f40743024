// One player's life. An autoplay video waits until the element is within a viewport of being
// visible, then builds the media element and loads Plyr (and hls.js for a stream that needs it).
// Any other video shows Plyr's large play button drawn by us (start-button.ts) over its poster;
// near the viewport it only builds its media element (the first frame, and something iOS can play
// inside the visitor's gesture), and it loads Plyr (and hls.js) on the visitor's first intent: a
// pointer over it, focus inside it, a press. A press plays at once: the media element is played
// synchronously in the gesture when it has its source (a file, or HLS the browser plays itself),
// and Plyr is set up around the playing video; an hls.js stream plays once attached. Then it wires
// autoplay, progress, the external control, fullscreen, the containing modal and the seek slider's
// keys, and tears everything down 200 ms after the element is removed. For the element's media
// API (README) it plays, pauses and forwards the media events; the media properties set through it
// wait for the media in media-requests.ts.
import type Plyr from 'plyr';
import { prefersReducedMotion, onReducedMotionChange } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { onNextInteraction } from '../../packages/core/vendor.ts';
import { whenNearViewport } from '../../packages/core/visibility.ts';
import type { AnalyticsToken } from './analytics-tokens.ts';
import { autoplayDelayMs, autoplayWhileVisible, type AutoplayHandle } from './autoplay.ts';
import { createCaptionElements, revokeUrls } from './caption-tracks.ts';
import type { CaptionTrack } from './captions.ts';
import { onContainingModalClose } from './containing-modal.ts';
import { bindExternalControl } from './external-control.ts';
import { attachHlsStream, type HlsStream } from './hls-stream.ts';
import { forwardMediaEvents, type MediaEventSource } from './host-media-events.ts';
import { createIconSprite } from './icon-sprite.ts';
import { withEmbedApis } from './embed-apis.ts';
import {
  abortError,
  MediaRequests,
  playPlyr,
  type MediaRequest,
  type MediaState,
} from './media-requests.ts';
import { createMediaTarget } from './media-target.ts';
import { playNatively } from './native-player.ts';
import { releaseMedia, releasePlyr } from './player-release.ts';
import { trackPlayback } from './playback-tracking.ts';
import { createPlayButton, isPlayRefused, type PlayButton } from './play-button.ts';
import { createStartButton, plyrPlayName } from './start-button.ts';
import { relabelPlayer } from './plyr-relabel.ts';
import { handleSeekSliderKeys } from './seek-slider-keys.ts';
import { plyrOptions } from './plyr-options.ts';
import { sourceAddress, type VideoSource } from './providers.ts';
import type { VideoFlags } from './settings.ts';
import { choosePlayback, playbackSupport, type Playback } from './source-choice.ts';
import { adoptPlyrStyles, loadHls, loadPlyr } from './vendors.ts';

// Where this module's types are loaded, the element's `player` is Plyr's full type.
declare module './video-props.ts' {
  interface VideoPlayer extends Plyr {}
}

/** The teardown delay (README) after the element leaves the page. */
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
  /**
   * The visitor already reached for this element (a player replaced after a changed source, flag or
   * label): build near the viewport, as for autoplay, rather than wait for intent again.
   */
  intentShown?: boolean;
  /** Called once the Plyr instance exists. */
  onPlayer?: (player: Plyr) => void;
  /** The controls' texts: Plyr's `i18n` (see player-labels.ts). */
  i18n: Record<string, string>;
  /** The name of a video without a title (the browser's own player frame, when Plyr cannot load). */
  untitledName: string;
}

/** Whether the video autoplays: asked for, not under reduced motion (iPhone/iPad included, without the delay). */
export const shouldAutoplay = (flags: VideoFlags, reducedMotion = prefersReducedMotion()) =>
  flags.autoplay && !reducedMotion;

/** The media element in the mount, before Plyr: its source set unless hls.js is to feed it. */
interface PreparedMedia {
  target: HTMLElement;
  playback?: Playback;
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
  private preparing?: Promise<PreparedMedia | undefined>;
  private disposed = false;
  private playWhenReady = false;
  /** Counts the element's pause() calls: a play() waiting for an embed's provider is dropped by one. */
  private pauses = 0;
  /** The visitor's play button shown before Plyr (videos without autoplay that have controls). */
  private startButton?: HTMLButtonElement;
  /** Stops listening for presses on the video before Plyr. */
  private stopPressing: () => void = () => undefined;
  /** The media element started playing before Plyr was there to report it. */
  private playedEarly = false;
  private autoplay?: AutoplayHandle;
  private playButton?: PlayButton;
  /** The media properties set through the element (its media API). */
  private readonly requests: MediaRequests;
  /** Stops re-dispatching the media events on the host. */
  private stopForwarding: () => void = () => undefined;
  private readonly setPlaying: (playing: boolean) => void = () => undefined;

  constructor(config: VideoSessionConfig) {
    this.config = config;
    this.requests = new MediaRequests(config.flags.muted || config.flags.autoplay);
    const { host, externalControlId } = config;
    const { flags, mount, controlsTemplate } = config;
    // An embed too: until its player loads, the provider's frame (and its thumbnail) is not there,
    // and a black box would stand in for it.
    if (flags.autoplay || config.intentShown || config.source.provider !== 'html5') {
      this.cleanups.push(whenNearViewport(host, () => void this.start()));
    } else {
      // Near the viewport only the media element (no vendor); Plyr and hls.js on intent.
      this.cleanups.push(whenNearViewport(host, () => void this.prepare()));
      this.cleanups.push(onNextInteraction(host, () => void this.start()));
      if (flags.controls || controlsTemplate)
        this.startButton = createStartButton(mount, this.startButtonName());
      // As Plyr's click-to-play: a click anywhere on the video (the button included) plays it.
      const onClick = () => this.press();
      host.addEventListener('click', onClick);
      this.stopPressing = () => host.removeEventListener('click', onClick);
      this.cleanups.push(() => this.stopPressing());
      this.cleanups.push(() => this.startButton?.remove());
    }
    this.cleanups.push(onContainingModalClose(host, () => this.player?.pause()));
    this.cleanups.push(() => this.stopForwarding());
    if (externalControlId) {
      const control = bindExternalControl(host, externalControlId, {
        onToggle: () => this.toggle(),
        isPlaying: () => Boolean(this.player && !this.player.paused),
      });
      this.setPlaying = (playing) => control.setPlaying(playing);
      this.cleanups.push(() => control.release());
    }
  }

  /** The name Plyr will give its play buttons, in the current texts. */
  private startButtonName(): string {
    return plyrPlayName(this.config.i18n.play ?? 'Play', this.config.title);
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
    this.startButton?.setAttribute('aria-label', this.startButtonName());
    if (this.player) relabelPlayer(this.player, i18n, !this.config.controlsTemplate);
    const nativeFrame = this.config.mount.querySelector(':scope[data-native-player] > iframe');
    if (nativeFrame instanceof HTMLIFrameElement && !this.config.title?.trim())
      nativeFrame.title = untitledName;
  }

  /** A rejected `play()`: when the browser refused, the visitor gets a play button. */
  private readonly onPlayFailed = (error: unknown) => {
    if (isPlayRefused(error)) this.playButton?.show();
  };

  /** Whether the player is being built or is there (the visitor showed intent, or an autoplay video came near). */
  get started(): boolean {
    return this.building !== undefined;
  }

  /** Builds the player now (also called when the element nears the viewport). */
  start(): Promise<void> {
    this.building ??= this.build().catch((error: unknown) => reportError(this.config.host, error));
    return this.building;
  }

  /** Plays or pauses; before the player exists, builds it and plays (at once when it can, see `press`). */
  toggle(): void {
    if (!this.player) {
      this.press();
      return;
    }
    Promise.resolve(this.player.togglePlay()).catch(this.onPlayFailed);
  }

  /**
   * The element's `play()`: plays now when there is a media element with its source (inside a
   * gesture, as a press does), else once the player is built. Resolves once playing; rejects as
   * `<video>.play()` does (refused, or `AbortError` when paused or replaced first).
   */
  play(): Promise<void> {
    if (this.disposed) return Promise.reject(abortError());
    if (this.player) return this.playPlayer(this.player);
    const video = this.startBeforePlayer();
    this.playWhenReady = !video;
    if (video) return this.playBeforePlayer(video);
    return this.start().then(() => {
      if (this.disposed || !this.playWhenReady) throw abortError();
      if (this.player) return this.playPlayer(this.player);
      if (this.target instanceof HTMLVideoElement) return this.target.play(); // the browser's own player
      throw new DOMException('The video cannot play.', 'NotSupportedError');
    });
  }

  /** The element's `pause()`, also before the player is built (a play asked for is dropped). */
  pause(): void {
    this.playWhenReady = false;
    this.pauses += 1;
    if (this.player) this.player.pause();
    else if (this.target instanceof HTMLVideoElement) this.target.pause();
  }

  /** Plays through Plyr (an embed once its provider answered, unless paused or disposed by then). */
  private playPlayer(player: Plyr): Promise<void> {
    const pauses = this.pauses;
    return playPlyr(player, () => !this.disposed && this.pauses === pauses).catch(
      (error: unknown) => {
        this.onPlayFailed(error);
        throw error;
      },
    );
  }

  /**
   * What the element's media properties read and write: the `<video>` of a file or stream (there
   * before Plyr, and the one Plyr drives), an embed's Plyr player, or nothing yet.
   */
  private get media(): MediaState | undefined {
    return this.target instanceof HTMLVideoElement ? this.target : this.player;
  }

  /** A media property (the element's media API); before there is media, what it will start with. */
  read<K extends keyof MediaState>(key: K): MediaState[K] {
    return this.requests.read(this.media, key);
  }

  /** Sets a media property now, or on the media once there is some. */
  write<K extends keyof MediaRequest>(key: K, value: MediaState[K]): void {
    this.requests.write(this.media, key, value);
  }

  /** The media element when it has its source (a file, or HLS the browser plays itself), which a press can play at once. */
  private sourcedVideo(): HTMLVideoElement | undefined {
    return this.target instanceof HTMLVideoElement && this.target.hasAttribute('src')
      ? this.target
      : undefined;
  }

  /**
   * A press before Plyr exists (the start button, a click on the video, the external control): a
   * gesture. A media element with its source plays now, inside the gesture (iOS allows a play with
   * sound only there); otherwise (an hls.js stream, an embed, nothing built yet) the player plays
   * once built, which the page's user activation allows. A second press before then pauses.
   */
  private press(): void {
    if (this.player || this.disposed) return;
    const video = this.startBeforePlayer();
    if (!video) {
      this.playWhenReady = !this.playWhenReady;
      return;
    }
    if (!video.paused) {
      video.pause();
      return;
    }
    this.playWhenReady = false;
    this.playBeforePlayer(video).catch(() => undefined);
  }

  /** Asked to play before Plyr: builds the player (the media element at once); the media element if it can play now. */
  private startBeforePlayer(): HTMLVideoElement | undefined {
    void this.start();
    this.config.mount.setAttribute('data-started', '');
    return this.sourcedVideo();
  }

  /** Plays the media element before Plyr; refused, the player tries once built, and shows its play button if refused again. */
  private playBeforePlayer(video: HTMLVideoElement): Promise<void> {
    return video.play().catch((error: unknown) => {
      if (isPlayRefused(error)) this.playWhenReady = true;
      throw error;
    });
  }

  /** The media element in the mount, with its source unless hls.js feeds it (its first frame shows). */
  private prepare(): Promise<PreparedMedia | undefined> {
    this.preparing ??= this.prepareMedia().catch((error: unknown) => {
      reportError(this.config.host, error);
      return undefined;
    });
    return this.preparing;
  }

  /** Synchronous up to the source being set, so a press in the same task can play it. */
  private async prepareMedia(): Promise<PreparedMedia | undefined> {
    const { host, mount, source, flags, poster, captions } = this.config;
    const target = createMediaTarget({ source, flags, poster });
    this.target = target;
    mount.prepend(target);
    if (source.provider !== 'html5' || !(target instanceof HTMLVideoElement)) return { target };
    this.forwardEventsFrom(target);
    // Played before Plyr (the element's play(), a script, the keyboard's media keys): Plyr loads
    // and reports it, so progress and analytics follow however the video was started.
    const onEarlyPlay = () => {
      this.playedEarly = true;
      void this.start();
    };
    target.addEventListener('play', onEarlyPlay);
    this.cleanups.push(() => target.removeEventListener('play', onEarlyPlay));
    const playback = choosePlayback(source.src, source.hlsSrc, playbackSupport(target));
    if (playback.kind === 'file' || playback.kind === 'native-hls') target.src = playback.url;
    this.requests.apply(target);
    if (playback.kind === 'none')
      reportError(
        host,
        new Error(
          '<ib-video> has no playable source: set src, hls-src, or provider with video-id.',
        ),
      );
    const built = await createCaptionElements(captions, host);
    this.captionUrls = built.urls;
    if (this.disposed) {
      revokeUrls(built.urls);
      return undefined;
    }
    target.append(...built.tracks);
    return { target, playback };
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
    const { host, mount, source, flags, title, captions } = this.config;
    // The media element (already there when the video came near the viewport) while Plyr loads.
    // Without Plyr (its file failed to load; the loader reported it) the browser's own player plays it.
    const [plyr, prepared] = await Promise.all([
      loadPlyr(host).catch(() => undefined),
      this.prepare(),
    ]);
    if (this.disposed || !prepared) return;
    const { target, playback } = prepared;
    const root = host.shadowRoot!;
    if (plyr) adoptPlyrStyles(root, plyr.plyrCss);
    if (plyr && !root.querySelector('[data-ib-video-sprite]')) root.prepend(createIconSprite());

    let quality: { options: number[]; onChange: (height: number) => void } | undefined;
    if (
      playback?.kind === 'hls.js' &&
      target instanceof HTMLVideoElement &&
      source.provider === 'html5'
    ) {
      const hls = await loadHls(host).catch(() => undefined);
      if (this.disposed) return;
      if (hls) {
        const stream = await attachHlsStream(hls.Hls, target, {
          url: playback.url,
          fallbackUrl: source.src,
          source: host,
        });
        if (this.disposed) return stream.destroy();
        this.hlsStream = stream;
        this.requests.apply(target);
        quality = { options: stream.qualities, onChange: (height) => stream.selectQuality(height) };
      } else if (source.src) {
        target.src = source.src; // without hls.js (reported by the loader) the file plays, as when the stream fails
        this.requests.apply(target);
      }
    }

    if (!plyr) {
      this.retireStartButton();
      this.cleanups.push(
        playNatively(mount, target, {
          source,
          flags,
          title: title?.trim() || this.config.untitledName,
        }),
      );
      if (this.playWhenReady && target instanceof HTMLVideoElement)
        Promise.resolve(target.play()).catch(() => undefined);
      return;
    }
    const { Plyr } = plyr;
    const captionLanguage =
      source.provider === 'html5'
        ? captions.find((caption) => caption.isDefault)?.language
        : undefined;
    const { i18n } = this.config;
    const options = plyrOptions({
      flags,
      title,
      captionLanguage,
      controlsElement: controlsFrom(this.config.controlsTemplate),
      quality,
      i18n,
    });
    // As Plyr fills it once the embed answers (an untitled player's frame title has no {title}).
    const frameTitle = i18n.frameTitle.replace('{title}', title || 'video');
    const { value: player, release } = withEmbedApis(() => new Plyr(target, options), frameTitle);
    this.releaseEmbeds = release;
    this.player = player;
    this.requests.apply(player); // Plyr set the sound of its options
    if (this.media === player) this.cleanups.push(this.requests.follow(player));
    this.wire(player);
    this.retireStartButton(player);
    this.config.onPlayer?.(player);
    if (this.playWhenReady && player.paused) this.playPlayer(player).catch(() => undefined);
  }

  /**
   * Plyr (or the browser's own player) took over: presses are the player's now, and the start
   * button goes. Keyboard focus on it moves to the player's play control (its large one while
   * paused, the bar's while playing), so it is not lost with the button.
   */
  private retireStartButton(player?: Plyr) {
    this.stopPressing();
    const button = this.startButton;
    this.startButton = undefined;
    if (!button) return;
    const focused = (button.getRootNode() as ShadowRoot).activeElement === button;
    button.remove();
    if (!focused) return;
    const { mount } = this.config;
    const large = player?.paused
      ? mount.querySelector<HTMLElement>('.plyr__control--overlaid')
      : null;
    const next =
      large ??
      mount.querySelector<HTMLElement>('[data-plyr="play"]') ??
      mount.querySelector<HTMLElement>('video[controls]');
    next?.focus();
  }

  private wire(player: Plyr) {
    const { host, mount, flags, source, tokens } = this.config;
    const playButton = createPlayButton(mount, this.config.playButtonName, () =>
      this.playFromButton(player, playButton.element),
    );
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
    this.cleanups.push(handleSeekSliderKeys(mount, player));
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
      const autoplay = autoplayWhileVisible(host, player, {
        delayMs: autoplayDelayMs(),
        onPlayFailed: this.onPlayFailed,
      });
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
    const address = source.provider === 'html5' ? source.hlsSrc || source.src : source.videoId;
    this.cleanups.push(
      trackPlayback(host, player, {
        mode: autoplaying ? 'visited' : 'position',
        tokens,
        provider: source.provider,
        source: sourceAddress(source.provider, address ?? ''),
        isVisible: () => this.autoplay?.visible ?? true,
        // Pressed before Plyr was there: its `play` went by unheard; report it now, once.
        playing: this.playedEarly,
      }),
    );
    if (this.playedEarly) onPlay();
    this.playedEarly = false;
    // After the tracking's listeners, so a listener on the host sees the progress classes of the
    // moment. A file's or stream's events come from its <video> (from prepareMedia on), an embed's from Plyr.
    this.forwardEventsFrom(this.target instanceof HTMLVideoElement ? this.target : player);
  }

  private forwardEventsFrom(source: MediaEventSource) {
    this.stopForwarding();
    this.stopForwarding = forwardMediaEvents(this.config.host, source);
  }

  /**
   * Stops listening at once and pauses; destroys Plyr and hls.js, revokes caption URLs and removes
   * the media element after `delay` ms (200 ms when the element was removed).
   */
  dispose(delay = TEARDOWN_DELAY_MS): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    const { player, target } = this;
    if (target instanceof HTMLVideoElement) target.pause();
    else player?.pause();
    const teardown = () => {
      if (player) releasePlyr(player);
      this.releaseEmbeds();
      this.hlsStream?.destroy();
      revokeUrls(this.captionUrls);
      releaseMedia(this.config.mount, target);
      this.player = undefined;
    };
    if (delay > 0) setTimeout(teardown, delay);
    else teardown();
  }
}
