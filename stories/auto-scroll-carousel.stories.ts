// <ib-auto-scroll-carousel>: a column of customer quotes that scrolls by itself, with the
// template's play/pause toggle.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/auto-scroll-carousel/ib-auto-scroll-carousel.ts';
import { attributes } from './attributes.ts';
import type { autoScrollCarouselSpec } from '../elements/auto-scroll-carousel/auto-scroll-carousel-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type AutoScrollCarouselArgs = AttributeArgs<typeof autoScrollCarouselSpec> & {
  '--ib-auto-scroll-carousel-height': string;
  'data-play-label': string;
  'data-pause-label': string;
  highlighted: boolean;
};

const quotes = [
  ['Nordwind Air', 'Rebooking by chat cut our call-centre peak in half.'],
  ['Banca Sole', 'One API for OTPs on SMS, voice and WhatsApp.'],
  ['Kestrel Retail', 'Order updates on WhatsApp: a third fewer support calls.'],
  ['MediPlus', 'Two-way reminders halved missed appointments.'],
  ['Parcelo', 'Recipients pick their delivery slot from a rich message.'],
  ['Lumen Energy', 'Outage alerts reach every customer within minutes.'],
  ['Urbano Cars', 'Test-drive bookings straight from a conversation.'],
  ['Fjord Insurance', 'Claims start in chat, with photos, in under a minute.'],
];

const meta: Meta<AutoScrollCarouselArgs> = {
  title: 'Blocks/Auto-scroll carousel',
  component: 'ib-auto-scroll-carousel',
  args: {
    label: 'What our customers say',
    '--ib-auto-scroll-carousel-height': '18rem',
    'data-play-label': 'Play',
    'data-pause-label': 'Pause',
    highlighted: false,
  },
  argTypes: {
    'data-play-label': {
      control: 'text',
      description: 'On the toggle button: its label while paused.',
    },
    'data-pause-label': {
      control: 'text',
      description: 'On the toggle button: its label while playing.',
    },
    highlighted: {
      control: 'boolean',
      description:
        'Adds `is-highlighted` to the toggle: a press on the slides then stops the scroll.',
    },
  },
  parameters: {
    actions: { handles: ['ib-auto-scroll-carousel-toggle'] },
    docs: {
      description: { component: 'A column that scrolls by itself without end: logos, quotes.' },
    },
  },
  render: (args) => html`
    <ib-auto-scroll-carousel ${attributes(args)} style="max-width: 28rem">
      <button
        type="button"
        data-toggle
        class=${args.highlighted ? 'is-highlighted' : ''}
        data-play-label=${args['data-play-label']}
        data-pause-label=${args['data-pause-label']}
        style="align-self: flex-end; inline-size: 2.75rem; block-size: 2.75rem; border-radius: 50%; border: 1px solid currentColor; background: none; color: inherit; cursor: pointer"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
        </svg>
      </button>
      ${quotes.map(
        ([company, quote]) => html`
          <div>
            <figure
              style="margin: 0; padding: 1rem; border: 1px solid var(--ib-color-border, #c9ced8); border-radius: 8px"
            >
              <blockquote style="margin: 0">${quote}</blockquote>
              <figcaption><strong>${company}</strong></figcaption>
            </figure>
          </div>
        `,
      )}
    </ib-auto-scroll-carousel>
  `,
};
export default meta;

type Story = StoryObj<AutoScrollCarouselArgs>;

/** Plays on start; the round button pauses and plays (its label follows). */
export const Default: Story = {};

/** The toggle has `is-highlighted`: a press, touch or key press on the quotes stops the scroll (and never restarts it). */
export const Highlighted: Story = { name: 'Highlighted item', args: { highlighted: true } };
