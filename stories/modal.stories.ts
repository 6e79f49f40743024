// <ib-modal>: a dialog in the template, opened by any `:modal-{id}:` link on the page.
import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/modal/ib-modal.ts';
import type { modalSpec } from '../elements/modal/modal-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type ModalArgs = AttributeArgs<typeof modalSpec> & {
  id: string;
};

// Storybook has no /subscribe endpoint: keep the preview on the story when the form is sent.
const stayOnStory = (event: SubmitEvent) => event.preventDefault();

const meta: Meta<ModalArgs> = {
  title: 'Blocks/Modal',
  component: 'ib-modal',
  args: { id: 'newsletter', open: false, label: '', 'close-label': 'Close newsletter sign-up' },
  parameters: {
    actions: { handles: ['ib-modal-open', 'ib-modal-close'] },
    docs: {
      description: {
        component: 'A dialog around template content, opened by any :modal-{id}: link.',
      },
    },
  },
  render: (args) => html`
    <p><a class="button" href=":modal-${args.id}:">Subscribe to the newsletter</a></p>
    <ib-modal
      id=${args.id}
      ?open=${args.open}
      label=${args.label || nothing}
      close-label=${args['close-label'] || nothing}
    >
      <h2>Get the monthly digest</h2>
      <p>Product news, guides and events, once a month.</p>
      <form action="/subscribe" method="post" @submit=${stayOnStory}>
        <label>Email <input type="email" name="email" required autocomplete="email" /></label>
        <button class="button" type="submit">Subscribe</button>
      </form>
    </ib-modal>
  `,
};
export default meta;

type Story = StoryObj<ModalArgs>;

/** Closed until the link is followed; Escape, the close button or the backdrop close it. */
export const OpenedByLink: Story = { name: 'Opened by a link' };

/** Open from the start (the `open` attribute), named by `label` instead of its heading. */
export const Open: Story = {
  name: 'Open from the start',
  args: { open: true, label: 'Newsletter sign-up' },
};
