// <ib-search-popover> and <ib-search-trigger>: the site search below a navbar, as a CMS header
// writes it. In `npm run storybook` the searches go to the local API's fixture corpus.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/search/ib-search-popover.ts';
import '../elements/search/ib-search-trigger.ts';
import type { searchPopoverSpec } from '../elements/search/search-popover-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

/** Args are the popover's attributes, named as in the template (and the manifest's controls). */
type SearchPopoverArgs = AttributeArgs<typeof searchPopoverSpec>;

const meta: Meta<SearchPopoverArgs> = {
  title: 'Blocks/Search popover',
  component: 'ib-search-popover',
  subcomponents: { SearchTrigger: 'ib-search-trigger' },
  args: { anchor: 'story-navbar', 'current-type': 'news' },
  parameters: {
    actions: { handles: ['ib-search-popover-open', 'ib-search-popover-close'] },
    docs: { description: { component: 'Site search in a popover, opened from any trigger.' } },
  },
  render: (args) => html`
    <header
      id="story-navbar"
      style="display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:1rem 0"
    >
      <strong>Chorus</strong>
      <nav aria-label="Main" style="display:flex;flex-wrap:wrap;gap:0.5rem">
        <ib-search-trigger><button class="button" type="button">Search</button></ib-search-trigger>
        <ib-search-trigger scope="resources"
          ><button class="button" type="button">Resources</button></ib-search-trigger
        >
        <ib-search-trigger scope="current"
          ><button class="button" type="button">This section</button></ib-search-trigger
        >
        <ib-search-trigger scope="custom" custom-scope="webinars,events">
          <button class="button" type="button">Webinars and events</button>
        </ib-search-trigger>
      </nav>
    </header>
    <ib-search-popover ${attributes(args)}></ib-search-popover>
    <p>
      Open the popover with a trigger and type at least three characters, for example
      <kbd>whatsapp</kbd>.
    </p>
  `,
};
export default meta;

type Story = StoryObj<SearchPopoverArgs>;

/** Four triggers, one popover: each opens it with its own scope. */
export const Triggers: Story = {};

/** On a page whose type is not a resource type, 'resources' no longer ticks 'current'. */
export const ProductPage: Story = { name: 'Product page', args: { 'current-type': 'product' } };
