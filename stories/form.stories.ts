// <ib-form>: the template's contact form, sent with fetch to the demo API (Storybook mounts it).
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/form/ib-form.ts';
import { attributes } from './attributes.ts';
import type { formSpec } from '../elements/form/form-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type FormArgs = AttributeArgs<typeof formSpec>;

const meta: Meta<FormArgs> = {
  title: 'Blocks/Form',
  component: 'ib-form',
  args: {
    encoding: 'json',
  },
  argTypes: { encoding: { control: 'inline-radio', options: ['form', 'json'] } },
  parameters: {
    actions: { handles: ['ib-form-loaded', 'ib-form-submitted', 'ib-form-failed'] },
    docs: {
      description: { component: 'Your own <form>, with inline validation and tracking fields.' },
    },
  },
  render: (args) => html`
    <ib-form ${attributes(args)}>
      <form action="/api/forms/contact" method="post" data-form-name="contact-sales">
        <p>
          <label for="story-name">Name</label><br />
          <input
            id="story-name"
            name="name"
            autocomplete="name"
            required
            data-error-value-missing="Enter your name."
          />
        </p>
        <p>
          <label for="story-email">Work email</label><br />
          <input id="story-email" name="email" type="email" autocomplete="email" required />
        </p>
        <p>
          <label for="story-message">How can we help?</label><br />
          <textarea
            id="story-message"
            name="message"
            rows="4"
            required
            minlength="10"
            aria-describedby="story-message-hint"
          ></textarea>
          <br /><small id="story-message-hint">Write “fail” to see a server error.</small>
        </p>
        <input type="hidden" name="utm_source" />
        <input type="hidden" name="page_url" />
        <input type="hidden" name="page_language" />
        <button class="button">Send</button>
      </form>
      <p slot="success">Thank you. Our team will reply within one working day.</p>
      <p slot="error">
        You can also email <a href="mailto:sales@chorus.example">sales@chorus.example</a>.
      </p>
    </ib-form>
  `,
};
export default meta;

type Story = StoryObj<FormArgs>;

/** Sent as JSON. Submit it empty to see the inline messages; write "fail" for a server error. */
export const Contact: Story = { name: 'Contact form' };

/** Sent urlencoded, as the form itself would post without script. */
export const UrlEncoded: Story = {
  name: 'URL-encoded form',
  // `encoding` back to its default.
  args: { encoding: undefined },
};
