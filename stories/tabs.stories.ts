// <ib-tabs>: a tab set as a CMS template writes it, tab buttons each followed by its panel.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/tabs/ib-tabs.ts';
import type { tabsSpec } from '../elements/tabs/tabs-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

type TabsArgs = AttributeArgs<typeof tabsSpec>;

const meta: Meta<TabsArgs> = {
  title: 'Blocks/Tabs',
  component: 'ib-tabs',
  args: { label: 'Channels' },
  parameters: {
    actions: { handles: ['ib-tabs-change'] },
    docs: {
      description: {
        component: 'Tabs following the WAI-ARIA pattern, from plain headings and panels.',
      },
    },
  },
  render: (args) => html`
    <ib-tabs ${attributes(args)}>
      <h2>One platform, every channel</h2>
      <button slot="tab">SMS</button>
      <section slot="panel" id="tab-sms">
        <h3>Reach every phone on the planet</h3>
        <p>
          Two-way SMS in 190 countries with direct operator connections, delivery reports and sender
          ID registration handled for you.
        </p>
      </section>
      <button slot="tab">WhatsApp</button>
      <section slot="panel" id="tab-whatsapp">
        <h3>Talk where your customers already are</h3>
        <p>
          Verified business profiles, rich templates, buttons and catalogues, with opt-in management
          built in.
        </p>
      </section>
      <button slot="tab">Email</button>
      <section slot="panel" id="tab-email">
        <h3 id="tab-deliverability">Inbox, not spam</h3>
        <p>Dedicated IPs, domain authentication and warm-up plans keep deliverability above 98%.</p>
      </section>
      <button slot="tab">Voice</button>
      <section slot="panel" id="tab-voice">
        <h3>Calls that convert</h3>
        <p>Click-to-call, IVR flows and number masking, billed per second.</p>
      </section>
    </ib-tabs>
  `,
};
export default meta;

type Story = StoryObj<TabsArgs>;

/** Arrow keys, Home and End move between tabs and select them (automatic activation). */
export const Channels: Story = {};

/** `selected` picks the tab shown first; a URL hash naming a panel (or an element in it) wins on load. */
export const SecondTabSelected: Story = { name: 'Second tab selected', args: { selected: 1 } };
