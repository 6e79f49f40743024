// <ib-pricing-table>: channel prices for 40 countries, some with a details row.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/pricing-table/ib-pricing-table.ts';
import { attributes } from './attributes.ts';
import type { pricingTableSpec } from '../elements/pricing-table/pricing-table-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type PricingTableArgs = AttributeArgs<typeof pricingTableSpec>;

const countries: Array<[name: string, code: string]> = [
  ['Argentina', 'AR'],
  ['Australia', 'AU'],
  ['Austria', 'AT'],
  ['Belgium', 'BE'],
  ['Brazil', 'BR'],
  ['Canada', 'CA'],
  ['Chile', 'CL'],
  ['China', 'CN'],
  ['Colombia', 'CO'],
  ['Côte d’Ivoire', 'CI'],
  ['Croatia', 'HR'],
  ['Czechia', 'CZ'],
  ['Denmark', 'DK'],
  ['Egypt', 'EG'],
  ['Finland', 'FI'],
  ['France', 'FR'],
  ['Germany', 'DE'],
  ['Greece', 'GR'],
  ['India', 'IN'],
  ['Indonesia', 'ID'],
  ['Ireland', 'IE'],
  ['Italy', 'IT'],
  ['Japan', 'JP'],
  ['Kenya', 'KE'],
  ['Mexico', 'MX'],
  ['Netherlands', 'NL'],
  ['Nigeria', 'NG'],
  ['Norway', 'NO'],
  ['Philippines', 'PH'],
  ['Poland', 'PL'],
  ['Portugal', 'PT'],
  ['Saudi Arabia', 'SA'],
  ['Singapore', 'SG'],
  ['South Africa', 'ZA'],
  ['Spain', 'ES'],
  ['Sweden', 'SE'],
  ['Türkiye', 'TR'],
  ['United Arab Emirates', 'AE'],
  ['United Kingdom', 'GB'],
  ['United States', 'US'],
];
const channels = [
  'SMS',
  'WhatsApp marketing',
  'WhatsApp utility',
  'Viber',
  'RCS',
  'Voice (per min)',
];
/** Deterministic, plausible prices in euros. */
const price = (country: number, channel: number) =>
  `€${(0.012 + (((country * 37 + channel * 53) % 97) / 97) * 0.11).toFixed(4)}`;

const meta: Meta<PricingTableArgs> = {
  title: 'Blocks/Pricing table',
  component: 'ib-pricing-table',
  parameters: {
    actions: { handles: ['ib-pricing-table-filter', 'ib-pricing-table-toggle'] },
    docs: { description: { component: 'A price table with a country filter, stacked on phones.' } },
  },
  render: (args) => html`
    <ib-pricing-table ${attributes(args)}>
      <table>
        <caption>
          Price per message, by country and channel (EUR, excl. VAT)
        </caption>
        <thead>
          <tr>
            <th scope="col">Country</th>
            ${channels.map((channel) => html`<th scope="col">${channel}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${countries.map(
            ([name, code], i) => html`
              <tr data-keywords=${code}>
                <th scope="row">${name}</th>
                ${channels.map((_, c) => html`<td>${price(i, c)}</td>`)}
              </tr>
              ${
                i % 4 === 0
                  ? html`<tr data-details>
                      <td colspan=${channels.length + 1}>
                        ${name}: alphanumeric sender IDs need registration (about 5 working days).
                        Volume discounts from 100,000 messages a month.
                      </td>
                    </tr>`
                  : null
              }
            `,
          )}
        </tbody>
      </table>
    </ib-pricing-table>
  `,
};
export default meta;

type Story = StoryObj<PricingTableArgs>;

/** 40 countries: sticky first column, edge shadows, filter, details rows, prices lined up at the end; one chosen country under 40rem. */
export const FortyCountries: Story = { name: '40 countries' };

/** Without the filter field. */
export const NoFilter: Story = { name: 'Without the filter', args: { 'no-filter': true } };

/** In a narrow column: one country at a time, picked from a select; its card stays a table for screen readers. */
export const Stacked: Story = {
  name: 'One country in a narrow column',
  render: (args, context) =>
    html`<div style="max-width: 26rem">${meta.render!(args, context as never)}</div>`,
};
