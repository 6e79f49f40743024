// Pure logic of the video element: flags, analytics tokens, providers, captions, WebVTT
// conversion, progress milestones, quality, source choice and the Plyr configuration.
import { expect } from '@open-wc/testing';
import { translator } from '../../packages/core/translations.ts';
import { video } from '../../packages/i18n/en.ts';
import {
  dataLayerEntry,
  parseAnalyticsTokens,
  unknownAnalyticsTokens,
} from './analytics-tokens.ts';
import { withSpecAliases } from './attribute-aliases.ts';
import { autoplayDelayMs } from './autoplay.ts';
import { captionLabel, isWebVtt, parseCaptionTracks } from './captions.ts';
import { isPlayRefused, playButtonName } from './play-button.ts';
import { plyrOptions, SEEK_STEP_S, SPEEDS } from './plyr-options.ts';
import { createProgressTracker } from './progress.ts';
import {
  parseProvider,
  sourceAddress,
  videoSourceFromUrl,
  vimeoId,
  youtubeId,
} from './providers.ts';
import { defaultLevelIndex, qualityOptions } from './quality.ts';
import { mergeFlags, parseSettings } from './settings.ts';
import { choosePlayback } from './source-choice.ts';
import { shouldAutoplay } from './video-session.ts';
import { srtToWebVtt, toWebVttBlob } from './webvtt.ts';

const flags = (over: Partial<ReturnType<typeof parseSettings>> = {}) => ({
  controls: false,
  loop: false,
  autoplay: false,
  muted: false,
  ...over,
});

describe('settings (legacy data-settings words)', () => {
  it('reads whole words, any case, and merges with the boolean attributes', () => {
    expect(parseSettings('Autoplay, muted loop')).to.deep.equal({
      controls: false,
      loop: true,
      autoplay: true,
      muted: true,
    });
    expect(parseSettings('controlsx autoplaying')).to.deep.equal(flags());
    expect(mergeFlags({ controls: true }, 'muted')).to.deep.equal(
      flags({ controls: true, muted: true }),
    );
  });
});

describe('autoplay decision', () => {
  it('autoplays only when asked, without reduced motion', () => {
    expect(shouldAutoplay(flags({ autoplay: true }), false)).to.equal(true);
    expect(shouldAutoplay(flags(), false)).to.equal(false);
    expect(shouldAutoplay(flags({ autoplay: true }), true)).to.equal(false);
  });
  it('starts 100 ms after becoming visible, at once on iPhone/iPad', () => {
    expect(autoplayDelayMs(false)).to.equal(100);
    expect(autoplayDelayMs(true)).to.equal(0);
  });
});

describe('play button', () => {
  it('is named by play-video-label (else the catalog\'s "Play video"), then the title', () => {
    const t = translator('en', 'video', video);
    expect(playButtonName(undefined, undefined, t)).to.equal('Play video');
    expect(playButtonName('  ', 'Tour', t)).to.equal('Play video, Tour');
    expect(playButtonName('Video abspielen', undefined, t)).to.equal('Video abspielen');
    expect(playButtonName('Video abspielen', 'Tour', t)).to.equal('Video abspielen, Tour');
  });
  it('shows for a refusal (NotAllowedError) only', () => {
    expect(isPlayRefused(new DOMException('no gesture', 'NotAllowedError'))).to.equal(true);
    expect(isPlayRefused(new DOMException('interrupted by pause()', 'AbortError'))).to.equal(false);
    expect(isPlayRefused(new Error('NotAllowedError'))).to.equal(false);
  });
});

describe("the theme's data-* attribute names", () => {
  it("fill in the element's own attributes where those are absent", () => {
    expect(
      withSpecAliases({
        dataSettings: 'autoplay',
        dataPlyrProvider: 'wistia',
        dataWistiaUrl: 'a.mp4',
        dataWistiaHlsUrl: 'a.m3u8',
        dataExternalControlId: 'toggle',
        dataAnalytics: 'play',
        label: 'Tour',
      }),
    ).to.deep.equal({
      settings: 'autoplay',
      provider: 'wistia',
      src: 'a.mp4',
      hlsSrc: 'a.m3u8',
      externalControl: 'toggle',
      analytics: 'play',
      label: 'Tour',
    });
  });
  it("lose to the element's own attributes, even empty ones", () => {
    expect(
      withSpecAliases({
        settings: 'loop',
        dataSettings: 'controls',
        provider: 'html5',
        dataPlyrProvider: 'youtube',
        src: '',
        dataWistiaUrl: 'b.mp4',
        hlsSrc: 'a.m3u8',
        dataWistiaHlsUrl: 'b.m3u8',
        externalControl: 'a',
        dataExternalControlId: 'b',
        analytics: 'pause',
        dataAnalytics: 'play',
      }),
    ).to.deep.equal({
      settings: 'loop',
      provider: 'html5',
      src: '',
      hlsSrc: 'a.m3u8',
      externalControl: 'a',
      analytics: 'pause',
    });
  });
});

describe('analytics tokens', () => {
  it('keeps known tokens and lists unknown ones', () => {
    expect([...parseAnalyticsTokens('play P50, p100 p20')]).to.deep.equal(['play', 'p50', 'p100']);
    expect(unknownAnalyticsTokens('play p20 stop')).to.deep.equal(['p20', 'stop']);
  });
  it('builds dataLayer entries only for listed moments', () => {
    const tokens = parseAnalyticsTokens('pause p75');
    const detail = { source: 'a.mp4', provider: 'html5' };
    expect(dataLayerEntry(tokens, { kind: 'play' }, detail)).to.equal(null);
    expect(dataLayerEntry(tokens, { kind: 'pause' }, detail)).to.deep.equal({
      event: 'video_pause',
      source: 'a.mp4',
      provider: 'html5',
    });
    expect(dataLayerEntry(tokens, { kind: 'progress', percent: 75 }, detail)).to.deep.equal({
      event: 'video_progress',
      source: 'a.mp4',
      provider: 'html5',
      percent: 75,
    });
    expect(dataLayerEntry(tokens, { kind: 'progress', percent: 50 }, detail)).to.equal(null);
  });
});

describe('providers', () => {
  it('parses the provider attribute', () => {
    expect(parseProvider(null)).to.equal('html5');
    expect(parseProvider(' YouTube ')).to.equal('youtube');
    expect(parseProvider('vimeo')).to.equal('vimeo');
    expect(parseProvider('Wistia')).to.equal('html5'); // the hosted video's file or stream
    expect(parseProvider('local')).to.equal('html5');
    expect(parseProvider('dailymotion')).to.equal(null);
    expect(parseProvider('constructor')).to.equal(null);
  });
  it('reads ids from ids and URLs', () => {
    expect(youtubeId('dQw4w9WgXcQ')).to.equal('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).to.equal('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).to.equal('dQw4w9WgXcQ');
    expect(youtubeId('not an id')).to.equal(null);
    expect(vimeoId('https://vimeo.com/76979871')).to.equal('76979871');
    expect(vimeoId('https://player.vimeo.com/video/76979871')).to.equal('76979871');
    expect(vimeoId('abc')).to.equal(null);
  });
  it('maps URLs to sources and analytics addresses', () => {
    expect(videoSourceFromUrl('https://youtu.be/dQw4w9WgXcQ')).to.deep.equal({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(videoSourceFromUrl('https://vimeo.com/76979871')).to.deep.equal({
      provider: 'vimeo',
      videoId: '76979871',
    });
    expect(videoSourceFromUrl('/v/stream.m3u8?x=1')).to.deep.equal({
      provider: 'html5',
      src: '',
      hlsSrc: '/v/stream.m3u8?x=1',
    });
    expect(videoSourceFromUrl('/v/clip.mp4')).to.deep.equal({
      provider: 'html5',
      src: '/v/clip.mp4',
    });
    expect(sourceAddress('youtube', 'abc123')).to.equal('https://www.youtube.com/watch?v=abc123');
    expect(sourceAddress('vimeo', '42')).to.equal('https://vimeo.com/42');
  });
});

describe('captions', () => {
  it('skips entries without text, name or language code; labels name (localName) when they differ; first is default', () => {
    const tracks = parseCaptionTracks([
      { textContent: '', name: 'Empty', languageCode: 'xx' },
      { textContent: 'WEBVTT', name: 'English', localName: 'English', languageCode: 'en' },
      {
        textContent: '1\n00:00:01,000 --> 00:00:02,000\nHallo',
        name: 'German',
        localName: 'Deutsch',
        languageCode: 'de',
      },
      { textContent: 'x', languageCode: 'fr' },
      { textContent: 'x', name: 'Spanish' },
      'junk',
    ]);
    expect(tracks.map((t) => [t.label, t.language, t.isDefault])).to.deep.equal([
      ['English', 'en', true],
      ['German (Deutsch)', 'de', false],
    ]);
    expect(parseCaptionTracks({ not: 'an array' })).to.deep.equal([]);
    expect(captionLabel('French', '')).to.equal('French');
  });
  it('recognises WebVTT by its signature', () => {
    expect(isWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).to.equal(true);
    expect(isWebVtt('\uFEFFWEBVTT')).to.equal(true);
    expect(isWebVtt('WEBVTTX')).to.equal(false);
    expect(isWebVtt('1\n00:00:01,000 --> 00:00:02,000')).to.equal(false);
  });
});

describe('SRT to WebVTT', () => {
  const srt =
    '\uFEFF1\r\n00:00:01,500 --> 00:00:03,250\r\n{i}Hello{/i}\r\n\r\n2\r\n00:00:04,000 --> 00:00:05,000\r\n{\\an8}World\r\n';
  it('adds the header, fixes timestamps and styling', () => {
    expect(srtToWebVtt(srt)).to.equal(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.250\n<i>Hello</i>\n\n2\n00:00:04.000 --> 00:00:05.000\nWorld\n',
    );
  });
  it('converts a Blob, decoding UTF-8', async () => {
    const blob = await toWebVttBlob(new Blob(['1\n00:00:01,000 --> 00:00:02,000\nÜber']));
    expect(blob.type).to.equal('text/vtt');
    expect(await blob.text()).to.equal('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nÜber\n');
  });
  it("fails with the README's errors", async () => {
    const failure = async (run: () => Promise<unknown>) =>
      run().then(
        () => 'resolved',
        (error: Error) => error.message,
      );
    expect(await failure(() => toWebVttBlob(new Blob(['x']), { TextDecoder }))).to.equal(
      'No FileReader constructor found',
    );
    expect(await failure(() => toWebVttBlob(new Blob(['x']), { FileReader }))).to.equal(
      'No TextDecoder constructor found',
    );
    expect(await failure(() => toWebVttBlob('text', { FileReader, TextDecoder }))).to.equal(
      'Expecting resource to be a Blob but something else found.',
    );
  });
});

describe('progress milestones', () => {
  it('position mode: each milestone once, in order, none skipped by a seek; 100 at 99%', () => {
    const tracker = createProgressTracker('position');
    expect(tracker.update({ time: 2, duration: 10 })).to.deep.equal([]);
    expect(tracker.update({ time: 8, duration: 10 })).to.deep.equal([25, 50, 75]);
    expect(tracker.update({ time: 1, duration: 10 })).to.deep.equal([]);
    expect(tracker.update({ time: 9.85, duration: 10 })).to.deep.equal([]);
    expect(tracker.update({ time: 9.9, duration: 10 })).to.deep.equal([100]);
    expect(tracker.update({ time: 10, duration: 10 })).to.deep.equal([]);
  });
  it('ignores samples without a usable duration', () => {
    const tracker = createProgressTracker();
    expect(tracker.update({ time: 5, duration: NaN })).to.deep.equal([]);
    expect(tracker.update({ time: 5, duration: Infinity })).to.deep.equal([]);
  });
  it('visited mode: counts distinct whole percents played while visible; seeks do not count', () => {
    const tracker = createProgressTracker('visited');
    // continuous playback 0 -> 30% of a 100 s clip in 1 s steps
    for (let t = 0; t <= 30; t += 1) tracker.update({ time: t, duration: 100 });
    expect([...tracker.reached]).to.deep.equal([25]);
    tracker.seeking(90, 100);
    expect(tracker.update({ time: 90, duration: 100 })).to.deep.equal([]); // 32 positions, not 90
    // playing while not visible counts nothing
    for (let t = 31; t <= 60; t += 1) tracker.update({ time: t, duration: 100, visible: false });
    expect(tracker.percent).to.be.below(50);
  });
  it('visited mode: a short clip whose updates jump several percent still counts every position in between', () => {
    const tracker = createProgressTracker('visited');
    const reached: number[] = [];
    for (let t = 0; t <= 4; t += 0.25) reached.push(...tracker.update({ time: t, duration: 4 }));
    expect(reached).to.deep.equal([25, 50, 75, 100]);
  });
  it('visited mode: a loop wrapping to the start is continuous', () => {
    const tracker = createProgressTracker('visited');
    for (let t = 5; t <= 9.75; t += 0.25) tracker.update({ time: t, duration: 10 });
    tracker.seeking(0, 10);
    for (let t = 0; t <= 5; t += 0.25) tracker.update({ time: t, duration: 10 });
    expect([...tracker.reached]).to.deep.equal([25, 50, 75, 100]);
  });
});

describe('quality', () => {
  it('starts at 576 or the closest below, else the lowest', () => {
    expect(defaultLevelIndex([1080, 720, 576, 360])).to.equal(2);
    expect(defaultLevelIndex([1080, 720, 480])).to.equal(2);
    expect(defaultLevelIndex([1080, 720])).to.equal(1);
    expect(defaultLevelIndex([])).to.equal(-1);
    expect(qualityOptions([360, 1080, 0, 360, 720])).to.deep.equal([1080, 720, 360]);
  });
});

describe('source choice', () => {
  it('hls.js with Media Source, native HLS without it, else the file', () => {
    expect(choosePlayback('a.mp4', 's.m3u8', { mediaSource: true, nativeHls: true })).to.deep.equal(
      { kind: 'hls.js', url: 's.m3u8' },
    );
    expect(
      choosePlayback('a.mp4', 's.m3u8', { mediaSource: false, nativeHls: true }),
    ).to.deep.equal({ kind: 'native-hls', url: 's.m3u8' });
    expect(
      choosePlayback('a.mp4', 's.m3u8', { mediaSource: false, nativeHls: false }),
    ).to.deep.equal({ kind: 'file', url: 'a.mp4' });
    expect(
      choosePlayback('a.mp4', undefined, { mediaSource: true, nativeHls: true }),
    ).to.deep.equal({ kind: 'file', url: 'a.mp4' });
    expect(choosePlayback('', '', { mediaSource: true, nativeHls: true })).to.deep.equal({
      kind: 'none',
    });
  });
});

describe('Plyr options', () => {
  it("has the README's defaults and no CDN", () => {
    const options = plyrOptions({ flags: flags({ controls: true }) });
    expect(options.seekTime).to.equal(SEEK_STEP_S);
    expect(SEEK_STEP_S).to.equal(10);
    expect(options.speed?.options?.[0]).to.equal(0.5);
    expect(options.speed?.options?.at(-1)).to.equal(4);
    expect(options.speed?.options).to.deep.equal([...SPEEDS]);
    expect(options.quality?.default).to.equal(576);
    expect(options.loadSprite).to.equal(false);
    expect(options.blankVideo).to.equal('');
    expect(options.autoplay).to.equal(false);
    expect(options.storage?.enabled).to.equal(false);
    expect(JSON.stringify(options)).not.to.contain('cdn.plyr.io');
    expect(JSON.stringify(options)).not.to.contain('noembed');
  });
  it('privacy-enhanced YouTube and Do Not Track Vimeo, inline', () => {
    const options = plyrOptions({ flags: flags() });
    expect(options.youtube).to.deep.include({
      noCookie: true,
      rel: 0,
      showinfo: 0,
      iv_load_policy: 3,
      modestbranding: 1,
      playsinline: 1,
    });
    expect(options.vimeo).to.deep.include({ dnt: true, playsinline: true });
    expect((options as Record<string, unknown>).playsinline).to.equal(true);
  });
  it('autoplay forces muted; no controls without the flag; captions active on the first language', () => {
    expect(plyrOptions({ flags: flags({ autoplay: true }) }).muted).to.equal(true);
    expect(plyrOptions({ flags: flags() }).controls).to.deep.equal([]);
    const withCaptions = plyrOptions({ flags: flags(), captionLanguage: 'de' });
    expect(withCaptions.captions).to.deep.equal({ active: true, language: 'de', update: false });
  });
  it('an adaptive stream lists its renditions in the quality menu', () => {
    const onChange = () => undefined;
    const options = plyrOptions({
      flags: flags({ controls: true }),
      quality: { options: [1080, 576], onChange },
    });
    expect(options.quality).to.deep.include({ default: 576, options: [1080, 576], forced: true });
    expect(options.settings).to.deep.equal(['captions', 'quality', 'speed']);
  });
});
