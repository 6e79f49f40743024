// <ib-scroll-link>: in-page links on a long page with a sticky header.
import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/scroll-link/ib-scroll-link.ts';
import type { scrollLinkSpec } from '../elements/scroll-link/scroll-link-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type ScrollLinkArgs = AttributeArgs<typeof scrollLinkSpec>;

const sections = [
  ['sms', 'SMS', 'Reach every phone in 190 countries with two-way messaging and delivery reports.'],
  [
    'whatsapp',
    'WhatsApp',
    'Rich messages, buttons and catalogues on the app your customers already use.',
  ],
  ['voice', 'Voice', 'Calls, IVR menus and one-time passwords read aloud in 40 languages.'],
  ['pricing', 'Pricing', 'Pay per message or per minute, with volume discounts and no set-up fee.'],
] as const;

const meta: Meta<ScrollLinkArgs> = {
  title: 'Blocks/Scroll link',
  component: 'ib-scroll-link',
  args: { offset: undefined, header: '[data-sticky-header]' },
  parameters: {
    layout: 'fullscreen',
    actions: { handles: ['ib-scroll-link-navigate'] },
    docs: {
      description: { component: 'In-page links that scroll smoothly, clear of a sticky header.' },
    },
  },
  render: (args) => html`
    <div
      data-sticky-header
      style="position: sticky; top: 0; z-index: 1; padding: 1rem 1.5rem; background: var(--ib-color-surface, #f5f5f7); border-bottom: 1px solid var(--ib-color-border, #d9d9de)"
    >
      <strong>Chorus</strong> · sticky header (its height is the offset)
    </div>
    <div style="padding: 1.5rem">
      <p id="story-top">Jump to a section:</p>
      <ul>
        ${sections.map(
          ([id, title]) =>
            html`<li>
              <ib-scroll-link offset=${args.offset ?? nothing} header=${args.header || nothing}
                ><a href="#story-${id}">${title}</a></ib-scroll-link
              >
            </li>`,
        )}
      </ul>
      ${sections.map(
        ([id, title, text]) => html`
          <section
            id="story-${id}"
            aria-labelledby="story-${id}-title"
            style="min-height: 80vh; padding-top: 1rem; border-top: 1px solid var(--ib-color-border, #d9d9de)"
          >
            <h2 id="story-${id}-title">${title}</h2>
            <p>${text}</p>
            <ib-scroll-link offset=${args.offset ?? nothing} header=${args.header || nothing}
              ><a href="#story-top">Back to the list</a></ib-scroll-link
            >
          </section>
        `,
      )}
    </div>
  `,
};
export default meta;

type Story = StoryObj<ScrollLinkArgs>;

/** The offset is the sticky header's height, measured at each click. */
export const MeasuredHeader: Story = { name: 'Measured header' };

/** A fixed offset from the `offset` attribute. */
export const FixedOffset: Story = { name: 'Fixed offset', args: { offset: 120 } };
