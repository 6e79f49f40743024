// <ib-search>: the search results page. It reads s, post_type and lang from the address, so the
// story's preview address gains them as you search. `npm run storybook` answers from the local
// API's fixture corpus (about 250 documents, three of them hostile on purpose).
import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../elements/search/ib-search.ts';
import type { searchSpec } from '../elements/search/search-props.ts';
import type { AttributeArgs } from './attribute-args.ts';
import { attributes } from './attributes.ts';

type SearchResultsArgs = AttributeArgs<typeof searchSpec>;

const TYPES = JSON.stringify([
  { value: 'page', label: 'Pages' },
  { value: 'product', label: 'Products' },
  { value: 'post', label: 'Blog' },
  { value: 'news', label: 'News' },
  { value: 'webinars', label: 'Webinars' },
]);

const meta: Meta<SearchResultsArgs> = {
  title: 'Blocks/Search results',
  component: 'ib-search',
  args: { types: TYPES },
  parameters: {
    actions: { handles: ['ib-search-results'] },
    docs: {
      description: { component: 'A search field with its results page, filters and messages.' },
    },
  },
  render: (args) => html` <ib-search ${attributes(args)}></ib-search> `,
};
export default meta;

type Story = StoryObj<SearchResultsArgs>;

/** Empty query: everything, newest first, 20 at a time as you scroll (or with 'Load more'). */
export const ResultsPage: Story = { name: 'Results page' };

/** Inside a form: its fields (here a hidden `source` and a sort order) travel with every request. */
export const InsideAForm: Story = {
  name: 'Inside a form',
  args: { 'per-page': 10 },
  render: (args) => html`
    <form @submit=${(event: SubmitEvent) => event.preventDefault()}>
      <input type="hidden" name="source" value="storybook" />
      <p
        style="display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0 0 1.5rem"
      >
        <label for="story-search-sort" style="font-weight: var(--ib-font-weight-bold, 700)"
          >Sort by</label
        >
        <select
          id="story-search-sort"
          name="orderby"
          style="padding: 0.5rem 0.75rem; border: 1px solid var(--ib-color-border-strong, #8c8c94); border-radius: var(--ib-radius-sm, 4px); background: var(--ib-color-background, #fff); color: inherit; font: inherit"
        >
          <option value="date">Newest</option>
          <option value="relevance">Relevance</option>
        </select>
      </p>
      <ib-search ${attributes(args)}></ib-search>
    </form>
  `,
};

/**
 * What the page says instead of results: type 1 or 2 characters for the hint (no search runs);
 * this story's endpoint does not exist, so every search shows the error message.
 */
export const Messages: Story = {
  tags: ['expected-errors'],
  args: {
    endpoint: '/wp-json/infobip2024/v1/no-such-route',
    'hint-label': 'Enter 3 or more characters.',
    'error-label': 'Search is unavailable right now.',
  },
};
