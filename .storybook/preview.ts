// Preview (the story iframe): the global --ib-* tokens and the stories' theme CSS, controls and
// default args from the Custom Elements Manifest (CSS custom properties included), the ib-* events a story lists in
// `parameters.actions.handles` logged to the Actions panel, axe in the Accessibility panel, and
// Theme (light/dark), Language and Direction switches in the toolbar. In a static build the
// fixture API answers in the page (static-api.ts); the dev server mounts it (fixture-api.ts).
// The page wears the demo's look (preview.css, Inter from fontsource) and the docs pages the
// brand's (brand.ts); the sidebar opens on the Overview page, the groups in a reader's order.
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import { withActions } from 'storybook/actions/decorator';
import manifest from 'virtual:ib/custom-elements';
import { manifestControls, withCssProperties } from './manifest-controls.ts';
import { defaultsOf, manifestDefaults } from './manifest-args.ts';
import { readAttributeDefaultsFrom } from '../stories/attributes.ts';
import { languageGlobalTypes, languageInitialGlobals, withLanguage } from './language-switch.ts';
import { installStaticApi } from './static-api.ts';
import { themeGlobalTypes, themeInitialGlobals, withTheme } from './theme-switch.ts';
import { docsTheme } from './brand.ts';
import '@fontsource-variable/inter/wght.css';
import '../packages/themes/tokens.css';
import '../stories/template.css';
import './preview.css';

setCustomElementsManifest(manifest);
readAttributeDefaultsFrom(defaultsOf);

if (!import.meta.env.DEV) installStaticApi();

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Every story must pass axe (stories/stories.test.ts enforces it; the panel shows it while editing).
    a11y: { test: 'error' },
    docs: { theme: docsTheme },
    // The first entry is where Storybook opens: the Overview page (stories/overview.mdx).
    options: {
      storySort: { order: ['Overview', 'Blocks', 'Site services', 'Motion', 'Article', 'Demo'] },
    },
  },
  argTypesEnhancers: [manifestControls],
  argsEnhancers: [manifestDefaults],
  decorators: [withActions, withCssProperties, withTheme, withLanguage],
  // The toolbar's Theme switch (system, light or dark: tokens.css's dark theme), Language and Direction.
  globalTypes: { ...themeGlobalTypes, ...languageGlobalTypes },
  initialGlobals: { ...themeInitialGlobals, ...languageInitialGlobals },
};

export default preview;
