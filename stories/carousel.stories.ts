// <ib-carousel>: light-DOM slides as a CMS template writes them, enhanced by Embla.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/carousel/ib-carousel.ts';
import { attributes } from './attributes.ts';
import type { carouselSpec } from '../elements/carousel/carousel-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type CarouselArgs = AttributeArgs<typeof carouselSpec> & {
  '--ib-carousel-slides-per-view': string;
};

const stories = [
  [
    'Retail',
    'A fashion retailer moved order updates to WhatsApp and cut support calls by a third.',
  ],
  ['Banking', 'A challenger bank sends one-time passwords over SMS with automatic voice fallback.'],
  ['Travel', 'An airline rebooks passengers through a chatbot when a flight is cancelled.'],
  ['Healthcare', 'A clinic chain halved missed appointments with two-way reminders.'],
  ['Logistics', 'A parcel service lets recipients pick a delivery slot from a rich message.'],
];

/**
 * The slide is the padded outer div (the gap); the card inside carries the surface (a tint that
 * differs from the page's background, in both themes) and a border.
 */
const slide = ([title, text]: string[]) => html`
  <div>
    <article
      style="background: var(--ib-color-surface, #f5f5f7); border: 1px solid var(--ib-color-border, #d9d9de); padding: 1.5rem; border-radius: var(--ib-radius-md, 8px); height: 100%; box-sizing: border-box"
    >
      <h3 style="margin-top: 0">${title}</h3>
      <p>${text}</p>
      <a href="/customers/${title!.toLowerCase()}">Read the ${title!.toLowerCase()} story</a>
    </article>
  </div>
`;

const meta: Meta<CarouselArgs> = {
  title: 'Blocks/Carousel',
  component: 'ib-carousel',
  args: {
    label: 'Customer stories',
    controls: true,
    dots: true,
    '--ib-carousel-slides-per-view': '1',
  },
  parameters: {
    actions: { handles: ['ib-carousel-select'] },
    docs: {
      description: {
        component: 'Slides with arrows, dots, loop or fade, swiped or keyed through.',
      },
    },
  },
  // `story-carousel`: one slide per view on a phone whatever the per-view control says (template.css).
  render: (args) => html`
    <ib-carousel ${attributes(args)} class="story-carousel" style="max-width: 48rem">
      ${stories.map(slide)}
    </ib-carousel>
  `,
};
export default meta;

type Story = StoryObj<CarouselArgs>;

/** One slide at a time, with previous/next buttons and dots. Focus the carousel and use the arrow keys. */
export const Default: Story = {};

/** `loop`: wraps from the last slide to the first; two slides per view (one on a phone). */
export const Loop: Story = { args: { loop: true, '--ib-carousel-slides-per-view': '2' } };

/** `variant="fade"`: slides fade with their distance from the current one. */
export const Fade: Story = { args: { variant: 'fade' } };

/** `loop` with only two slides: the buttons and keys wrap. */
export const TwoSlidesLoop: Story = {
  name: 'Two slides, looping',
  args: { loop: true },
  render: (args) => html`
    <ib-carousel ${attributes(args)} class="story-carousel" style="max-width: 48rem">
      ${stories.slice(0, 2).map(slide)}
    </ib-carousel>
  `,
};
