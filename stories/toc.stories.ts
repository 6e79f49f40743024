// <ib-toc>: a table of contents beside an article, as a post template writes it.
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/toc/ib-toc.ts';
import { attributes } from './attributes.ts';
import type { tocSpec } from '../elements/toc/toc-props.ts';
import type { AttributeArgs } from './attribute-args.ts';

/** Args are the element's attributes, named as in the template (and the manifest's controls). */
type TocArgs = AttributeArgs<typeof tocSpec>;

const paragraph = html`<p>
  Messages reach customers on the channel they prefer. This paragraph stands in for the body of the
  article, long enough to scroll the page so the current section moves as you read.
</p>`;
const section = (count = 4) => html`${Array.from({ length: count }, () => paragraph)}`;

const meta: Meta<TocArgs> = {
  title: 'Article/Table of contents',
  component: 'ib-toc',
  parameters: {
    docs: { description: { component: "An article's headings, the current one marked." } },
  },
  args: { for: 'story-article', label: 'On this page', offset: undefined },
  render: (args) => html`
    <div class="article-layout">
      <ib-toc ${attributes(args)}>
        <h2 data-toc-ignore style="font-size: 1rem; margin: 0 0 0.5rem">On this page</h2>
      </ib-toc>
      <article id="story-article">
        <h1>Send your first message</h1>
        ${section()}
        <h2>Create an account</h2>
        ${section()}
        <h2>Get an API key</h2>
        ${section()}
        <h1>Go live</h1>
        ${section()}
        <h2>Register a sender</h2>
        ${section()}
        <h2>Delivery reports</h2>
        ${section(8)}
      </article>
    </div>
  `,
};
export default meta;

type Story = StoryObj<TocArgs>;

/** Scroll the page: the link of the section being read is marked. */
export const BesideAnArticle: Story = { name: 'Beside an article' };

/** The header height given explicitly (`offset`), for a page whose header is not sticky. */
export const WithOffset: Story = { name: 'With a header offset', args: { offset: 64 } };
