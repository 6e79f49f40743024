// <ib-video> and <ib-video-testimonial>: players as a CMS template writes them, one story per
// provider and state. Media come from the repository's fixtures/media (offline, no CDN).
import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/video/ib-video.ts';
import '../elements/video/ib-video-testimonial.ts';

const MP4 = new URL('../fixtures/media/clip.mp4', import.meta.url).href;
const WEBM = new URL('../fixtures/media/clip.webm', import.meta.url).href;
const HLS = new URL('../fixtures/media/hls/index.m3u8', import.meta.url).href;

const CAPTIONS = JSON.stringify([
  { textContent: 'WEBVTT\n\n00:00.000 --> 00:04.000\nOne platform for every channel', name: 'English', localName: 'English', languageCode: 'en' },
  { textContent: '1\n00:00:00,000 --> 00:00:04,000\nEine Plattform für jeden Kanal', name: 'German', localName: 'Deutsch', languageCode: 'de' },
]);

/** Args are the element's attributes, named as in the template (and the manifest's controls). */
export interface VideoArgs {
  src: string;
  'hls-src': string;
  provider: 'html5' | 'youtube' | 'vimeo';
  'video-id': string;
  poster: string;
  controls: boolean;
  loop: boolean;
  autoplay: boolean;
  muted: boolean;
  analytics: string;
  label: string;
  /** Name of the play button shown when the browser refuses to play. */
  'play-video-label': string;
}

const attr = (value: string) => value || nothing;

const meta: Meta<VideoArgs> = {
  title: 'Blocks/Video',
  component: 'ib-video',
  args: { src: MP4, 'hls-src': '', provider: 'html5', 'video-id': '', poster: '', controls: true, loop: false, autoplay: false, muted: true, analytics: 'play pause p25 p50 p75 p100', label: 'Product tour', 'play-video-label': '' },
  argTypes: { provider: { control: 'select', options: ['html5', 'youtube', 'vimeo'] } },
  parameters: { actions: { handles: ['ib-video-play', 'ib-video-pause', 'ib-video-progress'] } },
  render: (args) => html`
    <div style="max-width: 40rem">
      <ib-video
        src=${attr(args.src)}
        hls-src=${attr(args['hls-src'])}
        provider=${attr(args.provider)}
        video-id=${attr(args['video-id'])}
        poster=${attr(args.poster)}
        ?controls=${args.controls}
        ?loop=${args.loop}
        ?autoplay=${args.autoplay}
        ?muted=${args.muted}
        analytics=${attr(args.analytics)}
        label=${attr(args.label)}
        play-video-label=${attr(args['play-video-label'])}
      ></ib-video>
    </div>
  `,
};
export default meta;

type Story = StoryObj<VideoArgs>;

/** An MP4 file with Plyr's controls; progress classes and events as it plays. */
export const File: Story = {};

/** A WebM file. */
export const WebM: Story = { args: { src: WEBM } };

/** An HLS stream (four segments) through hls.js, with the MP4 as fallback. */
export const HlsStream: Story = { args: { 'hls-src': HLS } };

/** Captions from the child JSON script: WebVTT as is, SRT converted; the first is shown. */
export const Captions: Story = {
  render: (args) => html`
    <div style="max-width: 40rem">
      <ib-video src=${args.src} controls muted label=${args.label}>
        <script type="application/json" slot="captions">${CAPTIONS}</script>
      </ib-video>
    </div>
  `,
};

/** A muted loop that plays while at least 25% visible, with a play/pause button elsewhere (`aria-pressed`). */
export const AutoplayWithExternalControl: Story = {
  render: (args) => html`
    <div style="max-width: 40rem">
      <p><button type="button" id="story-video-toggle">Play or pause the background video</button></p>
      <ib-video src=${args.src} autoplay loop external-control="story-video-toggle" label="Background loop"></ib-video>
    </div>
  `,
};

/** The legacy `settings` attribute: `data-settings="controls loop muted"` in old templates. */
export const LegacySettings: Story = {
  render: (args) => html`<div style="max-width: 40rem"><ib-video src=${args.src} settings="controls loop muted" label="Legacy"></ib-video></div>`,
};

/**
 * The specification's attribute names: the hosted-video provider with its stream and file
 * (`data-wistia-hls-url`, `data-wistia-url`), `data-settings`, `data-external-control-id`, `data-analytics`.
 */
export const SpecificationNames: Story = {
  render: () => html`
    <div style="max-width: 40rem">
      <p><button type="button" id="story-spec-toggle">Play or pause</button></p>
      <ib-video
        data-plyr-provider="wistia"
        data-wistia-hls-url=${HLS}
        data-wistia-url=${MP4}
        data-settings="controls muted loop"
        data-external-control-id="story-spec-toggle"
        data-analytics="play p100"
        label="Hosted video"
      ></ib-video>
    </div>
  `,
};

/** Custom controls from a child template: Plyr markup, icons from the local sprite. */
export const CustomControls: Story = {
  render: (args) => html`
    <div style="max-width: 40rem">
      <ib-video src=${args.src} muted label="Custom controls">
        <template slot="controls">
          <div class="plyr__controls">
            <button type="button" class="plyr__control" data-plyr="play" aria-label="Play">
              <svg class="icon--pressed" aria-hidden="true" focusable="false"><use href="#plyr-pause"></use></svg>
              <svg class="icon--not-pressed" aria-hidden="true" focusable="false"><use href="#plyr-play"></use></svg>
            </button>
          </div>
        </template>
      </ib-video>
    </div>
  `,
};

/**
 * The controls' texts through their `*-label` attributes (here in German; every attribute and its
 * English default is in the README, *Control labels*).
 */
export const TranslatedControls: Story = {
  render: (args) => html`
    <div style="max-width: 40rem" lang="de">
      <ib-video
        src=${args.src}
        controls
        muted
        label="Produkttour"
        play-label="Abspielen"
        pause-label="Anhalten"
        mute-label="Ton aus"
        unmute-label="Ton an"
        seek-label="Suchen"
        seek-value-label="{currentTime} von {duration}"
        current-time-label="Aktuelle Zeit"
        volume-label="Lautstärke"
        settings-label="Einstellungen"
        speed-label="Geschwindigkeit"
        normal-label="Normal"
        menu-back-label="Zurück zum vorherigen Menü"
        pip-label="Bild im Bild"
        enter-fullscreen-label="Vollbild"
        exit-fullscreen-label="Vollbild beenden"
      ></ib-video>
    </div>
  `,
};

/** YouTube, privacy-enhanced (youtube-nocookie.com, no related videos, modest branding). Needs the network. */
export const YouTube: Story = { args: { provider: 'youtube', 'video-id': 'dQw4w9WgXcQ', src: '', label: 'Customer story' } };

/** Vimeo with Do Not Track. Needs the network. */
export const Vimeo: Story = { args: { provider: 'vimeo', 'video-id': '76979871', src: '', label: 'Vimeo demo' } };

/** `<ib-video-testimonial>`: each trigger opens a modal player in its theme. */
export const Testimonial: Story = {
  render: (args) => html`
    <ib-video-testimonial>
      <figure style="max-width: 32rem; margin: 0">
        <blockquote>“We answer customers where they already are.”</blockquote>
        <figcaption>Ana Horvat, Head of Support</figcaption>
      </figure>
      <p>
        ${(['blue', 'green', 'pink', 'black', 'darkGrey', 'white'] as const).map(
          (theme) => html`<button type="button" data-video-url=${args.src || MP4} data-theme=${theme} data-video-title="Customer story">${theme}</button> `,
        )}
      </p>
    </ib-video-testimonial>
  `,
};
