// <ib-personal-card>: an author card with a details popup, as a template writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/personal-card/ib-personal-card.ts';
import type { personalCardSpec } from '../elements/personal-card/personal-card-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes, named as in the template. */
type PersonalCardArgs = AttributeArgs<typeof personalCardSpec>;

const meta: Meta<PersonalCardArgs> = {
  title: 'Blocks/Personal card',
  component: 'ib-personal-card',
  args: { expanded: false },
  parameters: {
    actions: { handles: ['ib-personal-card-toggle'] },
    docs: { description: { component: 'A person (author, speaker) with a popup of details.' } },
  },
  render: (args) => html`
    <ib-personal-card ?expanded=${args.expanded} style="max-width: 22rem">
      <article
        aria-labelledby="story-ada-name"
        style="padding: 1.5rem; border: 1px solid var(--ib-color-border, #d9d9de); border-radius: 12px"
      >
        <h3 id="story-ada-name" style="margin: 0">Ada Lovelace</h3>
        <p style="margin: 0.25rem 0 1rem">Head of Developer Relations</p>
        <button type="button" class="button" data-open>About Ada</button>
        <div data-panel role="group" aria-label="About Ada" style="margin-top: 1rem">
          <p>
            Ada leads the team behind our SDKs and writes the weekly API changelog. Before Chorus
            she built payment APIs for two banks.
          </p>
          <button type="button" class="button" data-close>Close</button>
        </div>
      </article>
    </ib-personal-card>
  `,
};
export default meta;

type Story = StoryObj<PersonalCardArgs>;

/** Closed: "About Ada" opens the details and focuses "Close"; Escape closes them again. */
export const Closed: Story = {};

/** Open from the start (the `expanded` attribute). */
export const Expanded: Story = { args: { expanded: true } };
