// <ib-video> and <ib-video-testimonial>: players as a CMS template writes them, one story per
// provider and state. Media come from the repository's fixtures/media (offline, no CDN).
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/video/ib-video.ts';
import '../elements/video/ib-video-testimonial.ts';
import type { videoSpec } from '../elements/video/video-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

const MP4 = new URL('../fixtures/media/clip.mp4', import.meta.url).href;
const WEBM = new URL('../fixtures/media/clip.webm', import.meta.url).href;
const HLS = new URL('../fixtures/media/hls/index.m3u8', import.meta.url).href;
// The clip's first frame, which the file stories show before playback: an hls.js stream has no
// frame until hls.js has loaded (the README: give it a `poster`).
const POSTER = new URL('./media/clip-poster.jpg', import.meta.url).href;

const CAPTIONS = JSON.stringify([
  {
    textContent: 'WEBVTT\n\n00:00.000 --> 00:04.000\nOne platform for every channel',
    name: 'English',
    localName: 'English',
    languageCode: 'en',
  },
  {
    textContent: '1\n00:00:00,000 --> 00:00:04,000\nEine Plattform für jeden Kanal',
    name: 'German',
    localName: 'Deutsch',
    languageCode: 'de',
  },
]);

/**
 * Args are the element's attributes, named as in the template (and the manifest's controls), and
 * the older `data-*` names a template may still write.
 */
type VideoArgs = AttributeArgs<typeof videoSpec> & { [legacy: `data-${string}`]: string };

/** The player as a template writes it: every arg the element observes is one of its attributes. */
const player = (args: VideoArgs, content: unknown = '') =>
  html`<div style="max-width: 40rem"><ib-video ${attributes(args)}>${content}</ib-video></div>`;

const meta: Meta<VideoArgs> = {
  title: 'Blocks/Video',
  component: 'ib-video',
  subcomponents: { VideoTestimonial: 'ib-video-testimonial' },
  args: {
    src: MP4,
    controls: true,
    muted: true,
    analytics: 'play pause p25 p50 p75 p100',
    label: 'Product tour',
  },
  parameters: {
    actions: { handles: ['ib-video-play', 'ib-video-pause', 'ib-video-progress'] },
    docs: {
      description: {
        component:
          'A player for files, HLS streams, YouTube and Vimeo, with captions and analytics.',
      },
    },
  },
  render: (args) => player(args),
};
export default meta;

type Story = StoryObj<VideoArgs>;

/** An MP4 file with Plyr's controls; progress classes and events as it plays. */
export const File: Story = { name: 'MP4 file' };

/** A WebM file. */
export const WebM: Story = { name: 'WebM', args: { src: WEBM } };

/** An HLS stream (four segments) through hls.js, with the MP4 as fallback; a `poster` until it plays. */
export const HlsStream: Story = { name: 'HLS stream', args: { 'hls-src': HLS, poster: POSTER } };

/** Captions from the child JSON script: WebVTT as is, SRT converted; the first is shown. */
export const Captions: Story = {
  render: (args) =>
    player(
      args,
      html`<script type="application/json" slot="captions">
        ${CAPTIONS}
      </script>`,
    ),
};

/** A muted loop that plays while at least 25% visible, with a play/pause button elsewhere (`aria-pressed`). */
export const AutoplayWithExternalControl: Story = {
  name: 'Autoplay with an outside button',
  args: {
    controls: false,
    autoplay: true,
    loop: true,
    'external-control': 'story-video-toggle',
    label: 'Background loop',
  },
  render: (args) => html`
    <p>
      <button type="button" class="button" id="story-video-toggle">
        Play or pause the background video
      </button>
    </p>
    ${player(args)}
  `,
};

/** The legacy `settings` attribute: `data-settings="controls loop muted"` in old templates. */
export const LegacySettings: Story = {
  name: 'Legacy settings attribute',
  args: { controls: false, muted: false, settings: 'controls loop muted', label: 'Legacy' },
};

/**
 * The specification's attribute names: the hosted-video provider with its stream and file
 * (`data-wistia-hls-url`, `data-wistia-url`), `data-settings`, `data-external-control-id`, `data-analytics`.
 */
export const SpecificationNames: Story = {
  name: "Specification's attribute names",
  // The current names win over these, so the story leaves them unset.
  args: {
    src: '',
    controls: false,
    muted: false,
    analytics: '',
    label: 'Hosted video',
    // No specification name for it: the poster keeps its own name (an HLS stream shows no frame before it plays).
    poster: POSTER,
    'data-plyr-provider': 'wistia',
    'data-wistia-hls-url': HLS,
    'data-wistia-url': MP4,
    'data-settings': 'controls muted loop',
    'data-external-control-id': 'story-spec-toggle',
    'data-analytics': 'play p100',
  },
  render: (args) => html`
    <p><button type="button" class="button" id="story-spec-toggle">Play or pause</button></p>
    ${player(args)}
  `,
};

/** Custom controls from a child template: Plyr markup, icons from the local sprite. */
export const CustomControls: Story = {
  name: 'Custom controls',
  args: { controls: false, label: 'Custom controls' },
  render: (args) =>
    player(
      args,
      html`<template slot="controls">
        <div class="plyr__controls">
          <button type="button" class="plyr__control" data-plyr="play" aria-label="Play">
            <svg class="icon--pressed" aria-hidden="true" focusable="false">
              <use href="#plyr-pause"></use>
            </svg>
            <svg class="icon--not-pressed" aria-hidden="true" focusable="false">
              <use href="#plyr-play"></use>
            </svg>
          </button>
        </div>
      </template>`,
    ),
};

/**
 * The controls' texts through their `*-label` attributes (here in German; every attribute and its
 * English default is in the README, *Control labels*).
 */
export const TranslatedControls: Story = {
  name: 'Translated controls',
  args: {
    label: 'Produkttour',
    'play-label': 'Abspielen',
    'pause-label': 'Anhalten',
    'mute-label': 'Ton aus',
    'unmute-label': 'Ton an',
    'seek-label': 'Suchen',
    'seek-value-label': '{currentTime} von {duration}',
    'current-time-label': 'Aktuelle Zeit',
    'volume-label': 'Lautstärke',
    'settings-label': 'Einstellungen',
    'speed-label': 'Geschwindigkeit',
    // `normal-label` is left to the catalog: its English "Normal" is German too.
    'menu-back-label': 'Zurück zum vorherigen Menü',
    'pip-label': 'Bild im Bild',
    'enter-fullscreen-label': 'Vollbild',
    'exit-fullscreen-label': 'Vollbild beenden',
  },
  render: (args) => html`<div lang="de">${player(args)}</div>`,
};

/** YouTube, privacy-enhanced (youtube-nocookie.com, no related videos, modest branding). Needs the network. */
export const YouTube: Story = {
  name: 'YouTube',
  args: { provider: 'youtube', 'video-id': 'dQw4w9WgXcQ', src: '', label: 'Customer story' },
};

/** Vimeo with Do Not Track. Needs the network. */
export const Vimeo: Story = {
  args: { provider: 'vimeo', 'video-id': '76979871', src: '', label: 'Vimeo demo' },
};

/** The testimonial's themes (`data-theme`): the name a designer reads, and the backdrop's default colour (README). */
const TESTIMONIAL_THEMES = [
  ['blue', 'blue', 'rgb(0 76 212)'],
  ['green', 'green', 'rgb(22 101 52)'],
  ['pink', 'pink', 'rgb(190 24 93)'],
  ['black', 'black', 'rgb(0 0 0)'],
  ['darkGrey', 'dark grey', 'rgb(38 38 38)'],
  ['white', 'white', 'rgb(255 255 255)'],
] as const;

/**
 * `<ib-video-testimonial>`: each trigger opens a modal player in its theme (the backdrop colour its
 * swatch shows). The player's controls
 * above are ib-video's; the testimonial takes its own attributes (README), so none are shown here.
 */
export const Testimonial: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => html`
    <ib-video-testimonial>
      <figure style="max-width: 32rem; margin: 0 0 1rem">
        <blockquote style="margin: 0; font-size: 1.25rem">
          “We answer customers where they already are.”
        </blockquote>
        <figcaption style="margin-top: 0.5rem; color: var(--ib-color-text-muted, #595959)">
          Ana Horvat, Head of Support
        </figcaption>
      </figure>
      <p style="display: flex; flex-wrap: wrap; gap: 0.5rem">
        ${TESTIMONIAL_THEMES.map(
          ([theme, name, swatch]) => html`
            <button
              type="button"
              class="button"
              data-video-url=${args.src || MP4}
              data-theme=${theme}
              data-video-title="Customer story"
            >
              <span
                aria-hidden="true"
                style="display: inline-block; width: 0.75em; height: 0.75em; margin-inline-end: 0.4em; border-radius: 50%; background: ${swatch}; box-shadow: 0 0 0 2px #fff"
              ></span
              >Watch on ${name}
            </button>
          `,
        )}
      </p>
    </ib-video-testimonial>
  `,
};
