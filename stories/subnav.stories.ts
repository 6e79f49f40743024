// <ib-subnav>: a product page's sub-navigation; the bottom-centre bar moves away on fast scrolls.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/subnav/ib-subnav.ts';
import { attributes } from './attributes.ts';
import type { subnavSpec } from '../elements/subnav/subnav-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

type SubnavArgs = AttributeArgs<typeof subnavSpec>;

// The theme's part: the links in a row (wrapping on a narrow phone).
const themeCss = `
  .story-subnav ul.links { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  .story-subnav ul.links > li > a, .story-subnav [data-dropdown-trigger] { display: inline-block; padding: 0.6rem 0.5rem; border: 0; border-radius: 999px; background: none; font: inherit; color: inherit; cursor: pointer; }
  .story-subnav [data-dropdown] ul { list-style: none; margin: 0; padding: 0; }
  .story-subnav [data-dropdown] a { display: block; padding: 0.35rem 0.5rem; }
  .story-article { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem 8rem; }
  .story-article section { min-height: 70vh; }
`;

const section = (id: string, title: string, text: string) => html`
  <section id=${id} aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title}</h2>
    <p>${text}</p>
  </section>
`;

const meta: Meta<SubnavArgs> = {
  title: 'Blocks/Sub-page navigation',
  component: 'ib-subnav',
  args: { variant: 'simple-bottom-center' },
  argTypes: { variant: { control: 'inline-radio', options: ['simple-bottom-center', 'simple'] } },
  parameters: {
    layout: 'fullscreen',
    actions: { handles: ['ib-subnav-scroll-away'] },
    // Its own frame in the docs page: the bar is fixed to the viewport.
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component: "A product's or section's own links, pinned where the reader can reach them.",
      },
    },
  },
  render: (args) => html`
    <style>
      ${themeCss}
    </style>
    <ib-subnav class="story-subnav" ${attributes(args)}>
      <nav aria-label="WhatsApp Business Platform">
        <ul class="links">
          <li><a href="#overview">Overview</a></li>
          <li><a href="#features">Features</a></li>
          <li><a href="#pricing">Pricing</a></li>
          <li>
            <button type="button" data-dropdown-trigger>Resources</button>
            <div data-dropdown>
              <ul>
                <li><a href="#docs">Documentation</a></li>
                <li><a href="#guides">Guides</a></li>
                <li><a href="#stories">Customer stories</a></li>
              </ul>
            </div>
          </li>
        </ul>
      </nav>
    </ib-subnav>
    <main class="story-article">
      <h1>WhatsApp Business Platform</h1>
      ${section('overview', 'Overview', 'Scroll down quickly: the bar slides away. Scroll up a little and it comes back.')}
      ${section('features', 'Features', 'Tab to the bar while it is away: focus brings it back, and it stays while focus is inside.')}
      ${section('pricing', 'Pricing', 'Near the top of the page (the first 15 % of the scroll) it always shows.')}
    </main>
  `,
};
export default meta;

type Story = StoryObj<SubnavArgs>;

/** Fixed at the bottom centre; hides on downward scrolls faster than 500 px/s. Its dropdown opens upwards, 8 px away. */
export const BottomCenter: Story = { name: 'Bottom bar, centred' };

/** Any other variant: a plain bar placed by the theme, with the same dropdowns. */
export const Plain: Story = { args: { variant: 'simple' } };
