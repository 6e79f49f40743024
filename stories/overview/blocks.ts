/// <reference types="vite/client" />
// The blocks on the Overview page (stories/overview.mdx), read from the story files themselves, so
// a new story brings its card: a docs page's group and title from its stories' `title`, its tags
// from `component` and `subcomponents`, its line from `parameters.docs.description.component`.
// Groups in the sidebar's order (.storybook/preview.ts, `storySort`), cards in the sidebar's order
// within a group (by file). check-stories.mjs fails when a docs page has no card, or a card points
// at no docs page.
import preview from '../../.storybook/preview.ts?raw';

export interface OverviewBlock {
  /** The docs page's title within its group, as in the stories' `title`. */
  title: string;
  tags: string[];
  summary: string;
}

// The sources as text: nothing of a story runs on the Overview page.
const storySources = import.meta.glob<string>('../*.stories.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A quoted string literal's text. */
const unquote = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');
const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`;

/** The card a story file's meta declares: `[group, block]`, or undefined without a description. */
function cardOf(source: string): [string, OverviewBlock] | undefined {
  const title = new RegExp(String.raw`\btitle: (${STRING})`).exec(source)?.[1];
  const component = new RegExp(String.raw`\bcomponent: (${STRING})`).exec(source)?.[1];
  const summary = new RegExp(String.raw`description: \{\s*component:\s*(${STRING})`).exec(
    source,
  )?.[1];
  if (!title || !component || !summary) return undefined;
  const subcomponents = /\bsubcomponents: \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const [group, name] = unquote(title).split('/');
  return [
    group,
    {
      title: name,
      tags: [component, ...(subcomponents.match(new RegExp(STRING, 'g')) ?? [])].map(unquote),
      summary: unquote(summary),
    },
  ];
}

const sidebarOrder = [
  ...(/storySort: \{ order: \[([^\]]*)\]/.exec(preview)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((match) => match[1]);
const rank = (group: string) =>
  sidebarOrder.includes(group) ? sidebarOrder.indexOf(group) : sidebarOrder.length;

const groups = new Map<string, OverviewBlock[]>();
for (const path of Object.keys(storySources).sort()) {
  const card = cardOf(storySources[path]);
  if (card) groups.set(card[0], [...(groups.get(card[0]) ?? []), card[1]]);
}

export const OVERVIEW_GROUPS: Array<{ group: string; blocks: OverviewBlock[] }> = [...groups]
  .sort(([a], [b]) => rank(a) - rank(b))
  .map(([group, blocks]) => ({ group, blocks }));

/** The docs page's path in the manager, as Storybook derives its id from the title. */
export const docsPath = (group: string, title: string) =>
  `?path=/docs/${`${group}-${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`;
