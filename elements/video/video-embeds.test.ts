// YouTube and Vimeo: what the provider iframe is asked for (its src), and the postMessage players
// that stand in for the providers' API scripts, against fake provider frames (the real ones need
// the network; the fakes in fixtures/ answer the same messages).
import { expect } from '@open-wc/testing';
import Plyr from 'plyr';
import { fixture, fixtureCleanup, until } from '../../packages/test-utils/index.ts';
import { withEmbedApis } from './embed-apis.ts';
import './ib-video.ts';
import type { IbVideo } from './ib-video.ts';
import { MEDIA_FRAMES } from './test-support.ts';
import { YouTubeEmbed } from './youtube-embed.ts';

type FakeFrame = Window & { received: Array<Record<string, unknown>> };

/** The provider's iframe: an embed loads near the viewport, without the visitor reaching for it. */
const frameOf = async (el: IbVideo) => {
  await until(
    () => el.shadowRoot!.querySelector('iframe'),
    MEDIA_FRAMES,
    () => 'the provider iframe',
  );
  return el.shadowRoot!.querySelector('iframe')!;
};
const paramsOf = (iframe: HTMLIFrameElement) =>
  Object.fromEntries(new URL(iframe.src).searchParams);

afterEach(() => fixtureCleanup());

describe('ib-video: the embed iframe (privacy)', () => {
  it('YouTube: no-cookie host, no related videos, info hidden, modest branding, annotations off, inline', async () => {
    const el = await fixture<IbVideo>(
      '<ib-video provider="youtube" video-id="https://youtu.be/dQw4w9WgXcQ" controls label="Customer story"></ib-video>',
    );
    const iframe = await frameOf(el);
    const src = new URL(iframe.src);
    expect(src.origin).to.equal('https://www.youtube-nocookie.com');
    expect(src.pathname).to.equal('/embed/dQw4w9WgXcQ');
    expect(paramsOf(iframe)).to.include({
      rel: '0',
      showinfo: '0',
      modestbranding: '1',
      iv_load_policy: '3',
      playsinline: '1',
      enablejsapi: '1',
      mute: '0',
    });
    // The page's origin, as the API needs; not the page's address, and none of Plyr's own settings.
    expect(src.searchParams.get('origin')).to.equal(location.origin);
    expect(src.searchParams.has('widget_referrer')).to.equal(false);
    expect(src.searchParams.has('noCookie')).to.equal(false);
    expect(iframe.title).to.equal('Player for Customer story');
  });

  it('YouTube: muted from the first frame when muted or autoplaying', async () => {
    const muted = await fixture<IbVideo>(
      '<ib-video provider="youtube" video-id="dQw4w9WgXcQ" muted controls></ib-video>',
    );
    expect(paramsOf(await frameOf(muted))).to.include({ mute: '1', playsinline: '1' });
    const autoplay = await fixture<IbVideo>(
      '<ib-video provider="youtube" video-id="dQw4w9WgXcQ" autoplay></ib-video>',
    );
    expect(paramsOf(await frameOf(autoplay))).to.include({ mute: '1', playsinline: '1' });
  });

  it('Vimeo: Do Not Track, no byline, portrait or title, inline', async () => {
    const el = await fixture<IbVideo>(
      '<ib-video provider="vimeo" video-id="https://vimeo.com/76979871" controls></ib-video>',
    );
    const iframe = await frameOf(el);
    const src = new URL(iframe.src);
    expect(src.origin).to.equal('https://player.vimeo.com');
    expect(src.pathname).to.equal('/video/76979871');
    expect(paramsOf(iframe)).to.include({
      dnt: 'true',
      byline: 'false',
      portrait: 'false',
      title: 'false',
      playsinline: 'true',
    });
  });

  it('Vimeo: muted when autoplaying', async () => {
    const el = await fixture<IbVideo>(
      '<ib-video provider="vimeo" video-id="76979871" autoplay></ib-video>',
    );
    expect(paramsOf(await frameOf(el))).to.include({ muted: 'true', playsinline: 'true' });
  });
});

describe('YouTubeEmbed: YouTube’s player API over postMessage', () => {
  it('replaces the placeholder, answers the handshake, sends commands and reports states', async () => {
    const placeholder = document.createElement('div');
    placeholder.id = 'youtube-test';
    document.body.append(placeholder);
    const host = new URL('./fixtures/fake-youtube', import.meta.url).href;
    const states: unknown[] = [];
    let readyCalls = 0;
    const embed = new YouTubeEmbed(placeholder, {
      videoId: 'player.html',
      host,
      playerVars: { rel: 0, customControls: true },
      events: {
        onReady: () => (readyCalls += 1),
        onStateChange: (event) => states.push(event.data),
      },
    });
    const iframe = embed.getIframe();
    try {
      expect(iframe.id).to.equal('youtube-test');
      expect(placeholder.isConnected).to.equal(false);
      expect(paramsOf(iframe)).to.include({ rel: '0', enablejsapi: '1', origin: location.origin });
      expect(paramsOf(iframe)).not.to.have.property('customControls');

      await until(
        () => readyCalls === 1,
        MEDIA_FRAMES,
        () => 'onReady',
      );
      expect(embed.getDuration()).to.equal(30);
      expect(embed.getAvailablePlaybackRates()).to.deep.equal([0.5, 1, 2]);
      embed.playVideo();
      await until(
        () => states.includes(1),
        MEDIA_FRAMES,
        () => 'the playing state',
      );
      expect(embed.getPlayerState()).to.equal(1);
      embed.pauseVideo();
      await until(
        () => states.includes(2),
        MEDIA_FRAMES,
        () => 'the paused state',
      );
      embed.seekTo(12);
      expect(embed.getCurrentTime()).to.equal(12);

      const received = (iframe.contentWindow as FakeFrame).received;
      const commands = () =>
        received.filter((message) => message.event === 'command').map((message) => message.func);
      await until(
        () => commands().includes('seekTo'),
        MEDIA_FRAMES,
        () => 'the seek command',
      );
      expect(commands()).to.include.members([
        'addEventListener',
        'playVideo',
        'pauseVideo',
        'seekTo',
      ]);
      expect(received.every((message) => message.channel === 'widget')).to.equal(true);
    } finally {
      embed.destroy();
    }
    expect(iframe.isConnected).to.equal(false);
  });
});

describe('VimeoEmbed: Vimeo’s player API over postMessage, driven by Plyr', () => {
  it('plays and pauses through Plyr’s controls API', async () => {
    const target = document.createElement('div');
    target.dataset.plyrProvider = 'vimeo';
    target.dataset.plyrEmbedId = '76979871';
    const mount = document.createElement('div');
    mount.append(target);
    document.body.append(mount);
    const fake = new URL('./fixtures/fake-vimeo.html', import.meta.url).href;
    const { value: player, release } = withEmbedApis(
      // Plyr's own icon sprite would come from its CDN: not wanted here (ib-video builds its own).
      () =>
        new Plyr(target, {
          loadSprite: false,
          iconUrl: '',
          urls: { vimeo: { iframe: `${fake}?id={0}&{1}` } },
        } as Plyr.Options),
      'Player for video',
    );
    try {
      const iframe = mount.querySelector('iframe')!;
      await until(
        () => player.duration === 30,
        MEDIA_FRAMES,
        () => 'the duration from the player',
      );
      // 'playing' comes only from the frame's play event: the command went there and back.
      const playing = new Promise((resolve) => player.on('playing', resolve));
      void player.play();
      await playing;
      expect(player.playing).to.equal(true);
      void player.pause();
      const methods = () =>
        (iframe.contentWindow as FakeFrame).received.map((message) => message.method);
      await until(
        () => methods().includes('pause'),
        MEDIA_FRAMES,
        () => 'the pause call',
      );
      expect(player.paused).to.equal(true);
      expect(methods()).to.include.members(['addEventListener', 'getDuration', 'play', 'pause']);
    } finally {
      player.destroy();
      release();
      mount.remove();
    }
  });
});
