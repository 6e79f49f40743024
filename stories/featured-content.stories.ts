// <ib-featured-content>: a grid of resource cards with type filters and "Show more".
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/featured-content/ib-featured-content.ts';
import { attributes } from './attributes.ts';
import type { featuredContentSpec } from '../elements/featured-content/featured-content-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes (its `*-label` texts unset: the defaults). */
type FeaturedContentArgs = AttributeArgs<typeof featuredContentSpec> & {
  '--ib-featured-content-card-min'?: string;
};

const cards: Array<[type: string, label: string, title: string]> = [
  ['webinar', 'Webinar', 'Conversational AI in practice'],
  ['report', 'Analyst report', 'CPaaS market guide 2026'],
  ['customer', 'Customer story', 'How a bank cut OTP costs by 40%'],
  ['guide', 'Guide', 'WhatsApp Business API: the complete guide'],
  ['webinar', 'Webinar', 'Black Friday messaging playbook'],
  ['customer', 'Customer story', 'A retailer’s journey to one inbox'],
  ['report', 'Analyst report', 'Messaging fraud benchmark'],
  ['guide', 'Guide', 'SMS sender ID rules by country'],
  ['webinar', 'Webinar', 'RCS for marketers'],
  ['customer', 'Customer story', 'An airline rebooks 10,000 passengers by chat'],
  ['guide', 'Guide', 'Email deliverability checklist'],
  ['report', 'Analyst report', 'State of customer engagement'],
  ['guide', 'Guide', 'Two-factor authentication over voice'],
  ['webinar', 'Webinar', 'Chatbots that hand over gracefully'],
];

const meta: Meta<FeaturedContentArgs> = {
  title: 'Blocks/Featured content',
  component: 'ib-featured-content',
  parameters: {
    actions: { handles: ['ib-featured-content-filter'] },
    docs: { description: { component: 'A grid of cards with type filters and pages.' } },
  },
  render: (args) => html`
    <ib-featured-content ${attributes(args)}>
      ${cards.map(
        ([type, label, title], i) => html`
          <article
            data-type=${type}
            data-type-label=${label}
            style="padding: 1rem; border: 1px solid var(--ib-color-border, #c9ced8); border-radius: 0.5rem"
          >
            <p style="margin: 0; font-size: 0.875rem; color: var(--ib-color-text-muted, #4a5160)">
              ${label}
            </p>
            <h3 style="margin: 0.25rem 0 0"><a href=${`#resource-${i + 1}`}>${title}</a></h3>
          </article>
        `,
      )}
    </ib-featured-content>
  `,
};
export default meta;

type Story = StoryObj<FeaturedContentArgs>;

/**
 * Filters for each type (a radio group, "All" first); "Show more" moves focus to the first new card.
 * Cards of at least 19rem: a page of six fills two rows of three on a desktop, not four and two.
 */
export const Resources: Story = { args: { '--ib-featured-content-card-min': '19rem' } };

/** Smaller pages. */
export const PagesOfFour: Story = { name: 'Pages of four', args: { 'page-size': 4 } };
