// <ib-consent-gate>: third-party content held back in a <template> until cookie consent.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/consent/ib-consent-gate.ts';
import { attributes } from './attributes.ts';
import type { consentGateSpec } from '../elements/consent/consent-gate-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type ConsentGateArgs = AttributeArgs<typeof consentGateSpec>;

const meta: Meta<ConsentGateArgs> = {
  title: 'Site services/Consent gate',
  component: 'ib-consent-gate',
  args: { category: 'marketing', provider: 'YouTube', 'button-label': '' },
  argTypes: {
    category: {
      control: 'select',
      options: ['necessary', 'statistics', 'preferences', 'marketing'],
    },
  },
  parameters: {
    actions: { handles: ['ib-consent-gate-change'] },
    docs: { description: { component: 'Third-party content that waits for cookie consent.' } },
  },
  // The template holds a stand-in for the embed, so the story needs no third-party network. Lit
  // allows no expressions inside <template>: its content is static.
  render: (args) => html`
    <ib-consent-gate ${attributes(args)}>
      <template>
        <figure class="embed-stand-in">
          <p>Embedded video player (instantiated from the template after consent)</p>
          <figcaption>Webinar recording: messaging API basics</figcaption>
        </figure>
      </template>
    </ib-consent-gate>
  `,
};
export default meta;

type Story = StoryObj<ConsentGateArgs>;

/** The placeholder with a real button; using it gives consent for the category on this page. */
export const Placeholder: Story = {};

/** A custom, translated placeholder with its own accept control (`data-consent-accept`). */
export const CustomPlaceholder: Story = {
  name: 'Custom placeholder',
  args: { category: 'statistics', provider: 'Vimeo' },
  // Its own placeholder replaces the default one and the button `button-label` names.
  argTypes: { 'button-label': { control: false } },
  render: (args) => html`
    <ib-consent-gate ${attributes(args)}>
      <div slot="placeholder">
        <p style="margin: 0 0 0.75rem">Dieses Video wird von ${args.provider} bereitgestellt.</p>
        <button type="button" class="button" data-consent-accept>Zustimmen und laden</button>
      </div>
      <template><p>Embedded video player</p></template>
    </ib-consent-gate>
  `,
};
