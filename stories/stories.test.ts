// axe-core over every story: each story's render function with its default args, rendered into
// the page the way Storybook does, once its ib-* elements have rendered, in the light and in the
// dark theme. A failure names the story.
import { render, type TemplateResult } from 'lit';
import { expectAccessible, whenRendered } from '../packages/test-utils/index.ts';
import tokens from '../packages/themes/tokens.css?inline';
import storyModules from 'virtual:ib-story-modules';
import theme from './template.css?inline';
import preview from '../.storybook/preview.css?inline';

type Args = Record<string, unknown>;
type RenderFn = (args: Args, context: unknown) => TemplateResult;
interface StoryAnnotations {
  args?: Args;
  render?: RenderFn;
  name?: string;
}
interface StoryModule {
  default: StoryAnnotations & { title: string };
  [exportName: string]: unknown;
}

/** CSF: every named export except the reserved one is a story (an object or a function). */
function storiesOf(module: StoryModule): Array<[string, StoryAnnotations]> {
  return Object.entries(module)
    .filter(([name]) => name !== 'default' && name !== '__namedExportsOrder')
    .map(([name, story]) =>
      typeof story === 'function'
        ? [name, { render: story as RenderFn }]
        : [name, story as StoryAnnotations],
    );
}

// The same page styles as the Storybook preview, so colour contrast is checked as shown there.
const pageStyles = [tokens, theme, preview].map((css) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
});
before(() => document.adoptedStyleSheets.push(...pageStyles));
after(() => {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
    (sheet) => !pageStyles.includes(sheet),
  );
});

for (const module of storyModules as StoryModule[]) {
  const meta = module.default;
  describe(meta.title, () => {
    let container: HTMLElement;
    beforeEach(() => {
      container = document.createElement('div');
      document.body.append(container);
    });
    afterEach(() => {
      render(null, container);
      container.remove();
      document.documentElement.classList.remove('ib-theme-dark');
    });

    for (const [exportName, story] of storiesOf(module)) {
      // Once as shown by default and once in the dark theme (tokens.css, .ib-theme-dark on <html>,
      // as the Storybook toolbar's Theme switch sets it): colour contrast must hold in both.
      for (const theme of ['light', 'dark'] as const) {
        it(`${story.name ?? exportName} has no axe violations${theme === 'dark' ? ' in dark' : ''}`, async function () {
          this.timeout(30000); // axe over the largest stories (200 glossary terms) on a loaded machine
          document.documentElement.classList.toggle('ib-theme-dark', theme === 'dark');
          const args = { ...meta.args, ...story.args };
          const renderStory = story.render ?? meta.render;
          if (!renderStory) throw new Error(`${meta.title} › ${exportName} has no render function`);
          render(renderStory(args, { args, title: meta.title, name: exportName }), container);
          await whenRendered(container);
          await expectAccessible(container);
        });
      }
    }
  });
}
