// <ib-crm-widget>: the sales message builder, with its templates in a child JSON script.
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/crm-widget/ib-crm-widget.ts';
import { attributes } from './attributes.ts';
import type { crmWidgetSpec } from '../elements/crm-widget/crm-widget-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes (its texts' `*-label` attributes too, unset: the defaults). */
type CrmWidgetArgs = AttributeArgs<typeof crmWidgetSpec>;

// A CMS writes this JSON into the page; "<" is escaped so a template cannot end the script.
const templates = JSON.stringify([
  {
    id: 'intro',
    name: 'Introduction',
    text: 'Hi {{1}}, this is {{2}} from Chorus. Do you have 15 minutes this week?',
  },
  {
    id: 'follow-up',
    name: 'Follow-up after demo',
    text: 'Thanks for your time today, {{1}}! Here is the pricing we discussed.',
  },
  {
    id: 'markup',
    name: '<b>Markup</b> stays text',
    text: '<img src=x onerror=alert(1)> is shown as typed.',
  },
]).replace(/</g, '\\u003c');

const meta: Meta<CrmWidgetArgs> = {
  title: 'Blocks/CRM widget',
  component: 'ib-crm-widget',
  args: {
    'storage-key': 'storybook',
  },
  parameters: {
    actions: { handles: ['ib-crm-widget-url', 'ib-crm-widget-copy'] },
    docs: { description: { component: 'A message-template builder for sales conversations.' } },
  },
  render: (args) => html`
    <ib-crm-widget ${attributes(args)}>
      ${unsafeHTML(`<script type="application/json">${templates}</script>`)}
      <p>This tool needs JavaScript.</p>
    </ib-crm-widget>
  `,
};
export default meta;

type Story = StoryObj<CrmWidgetArgs>;

/** WhatsApp click-to-chat links. Add a number such as +44 20 7946 0958, choose a template, then Create URL. */
export const WhatsApp: Story = { name: 'WhatsApp' };

/** A CRM's own send page: `{e164}` keeps the plus sign (encoded). Stored separately. */
export const CustomUrl: Story = {
  name: 'Custom URL',
  args: {
    'url-template': 'https://crm.example/send?to={e164}&body={text}',
    'storage-key': 'storybook-crm',
  },
};

/**
 * Two recipients and the introduction template, each recipient with its own `{{1}}` and `{{2}}`
 * fields (the first filled, the second not: Create URL on it is refused and focuses the empty
 * field). Stored under its own key; the example is written only when that key holds nothing.
 */
export const PlaceholderValues: Story = {
  name: 'Placeholder values',
  args: { 'storage-key': 'storybook-values' },
  render: (args, context) => {
    try {
      const key = `ib-crm-widget:${args['storage-key']}`;
      if (localStorage.getItem(key) === null) {
        localStorage.setItem(
          key,
          JSON.stringify({
            recipients: ['+442079460958', '+15551234567'],
            templateId: 'intro',
            text: 'Hi {{1}}, this is {{2}} from Chorus. Do you have 15 minutes this week?',
            values: {
              '+442079460958': { '1': 'Ada', '2': 'Grace' },
              '+15551234567': { '1': 'Alan' },
            },
          }),
        );
      }
    } catch {
      // Storage blocked: the widget starts empty.
    }
    return meta.render!(args, context);
  },
};
