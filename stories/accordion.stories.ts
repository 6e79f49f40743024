// <ib-accordion>: native <details> items as a CMS template writes them.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/accordion/ib-accordion.ts';

/** Args are the element's attributes, named as in the template (and the manifest's controls). */
export interface AccordionArgs {
  'close-others': boolean;
}

const meta: Meta<AccordionArgs> = {
  title: 'Blocks/Accordion',
  component: 'ib-accordion',
  args: { 'close-others': true },
  parameters: { actions: { handles: ['ib-accordion-toggle'] } },
  render: (args) => html`
    <ib-accordion ?close-others=${args['close-others']}>
      <details>
        <summary>Which channels can I use?</summary>
        <p>SMS, WhatsApp, email, voice and chat apps, all from one platform and one API.</p>
      </details>
      <details>
        <summary>How is usage billed?</summary>
        <p>Per message or per minute, with volume discounts. There is no set-up fee.</p>
      </details>
      <details>
        <summary>Can I try it for free?</summary>
        <p>Yes: a free trial account includes test credit and every channel in sandbox mode.</p>
      </details>
    </ib-accordion>
  `,
};
export default meta;

type Story = StoryObj<AccordionArgs>;

/** Opening an item closes the one that was open. */
export const CloseOthers: Story = {};

/** Without `close-others`, items open and close independently. */
export const Independent: Story = { args: { 'close-others': false } };
