// <ib-accordion>: native <details> items as a CMS template writes them.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/accordion/ib-accordion.ts';
import type { accordionSpec } from '../elements/accordion/accordion-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes, named as in the template (and the manifest's controls). */
type AccordionArgs = AttributeArgs<typeof accordionSpec>;

const items = [
  [
    'Which channels can I use?',
    'SMS, WhatsApp, email, voice and chat apps, all from one platform and one API.',
  ],
  [
    'How is usage billed?',
    'Per message or per minute, with volume discounts. There is no set-up fee.',
  ],
  [
    'Can I try it for free?',
    'Yes: a free trial account includes test credit and every channel in sandbox mode.',
  ],
] as const;

/** The template's items; those at the `open` positions are written open (`<details open>`). */
const accordion = (args: AccordionArgs, open: number[]) => html`
  <ib-accordion ?close-others=${args['close-others']}>
    ${items.map(
      ([question, answer], index) => html`
        <details ?open=${open.includes(index)}>
          <summary>${question}</summary>
          <p>${answer}</p>
        </details>
      `,
    )}
  </ib-accordion>
`;

const meta: Meta<AccordionArgs> = {
  title: 'Blocks/Accordion',
  component: 'ib-accordion',
  args: { 'close-others': true },
  parameters: {
    actions: { handles: ['ib-accordion-toggle'] },
    docs: { description: { component: 'Native <details> items, one open at a time if you like.' } },
  },
  render: (args) => accordion(args, [0]),
};
export default meta;

type Story = StoryObj<AccordionArgs>;

/** The first item starts open; opening another closes it. */
export const CloseOthers: Story = { name: 'One open at a time' };

/** Without `close-others`, items open and close independently: the first and the last start open. */
export const Independent: Story = {
  name: 'Independent items',
  args: { 'close-others': false },
  render: (args) => accordion(args, [0, 2]),
};
