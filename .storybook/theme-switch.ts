// The toolbar's Theme switch: System (tokens.css follows prefers-color-scheme), Light or Dark, set
// as tokens.css's `.ib-theme-light` / `.ib-theme-dark` class. On a story's own page the class goes
// on <html>, so the whole canvas turns; on a docs page (Storybook's light chrome around several
// stories) each story gets a wrapper with an explicit class, which paints its own ground.
import { html } from 'lit';
import type { Decorator } from '@storybook/web-components-vite';
import type { GlobalTypes } from 'storybook/internal/types';

type Theme = 'system' | 'light' | 'dark';

export const themeGlobalTypes: GlobalTypes = {
  theme: {
    description: 'Colour theme of the blocks (tokens.css)',
    toolbar: {
      title: 'Theme',
      icon: 'contrast',
      items: [
        { value: 'system', title: 'System (prefers-color-scheme)', icon: 'browser' },
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
};

export const themeInitialGlobals = { theme: 'system' satisfies Theme };

export const withTheme: Decorator = (story, { globals, viewMode }) => {
  const theme = (globals.theme ?? 'system') as Theme;
  const root = document.documentElement;
  if (viewMode === 'docs') {
    root.classList.remove('ib-theme-dark', 'ib-theme-light');
    root.classList.add('ib-theme-light'); // the docs page itself stays light, like its chrome
    const wrapper = theme === 'dark' ? 'ib-theme-dark' : 'ib-theme-light';
    return html`<div class=${wrapper} style="padding: 1rem">${story()}</div>`;
  }
  root.classList.toggle('ib-theme-dark', theme === 'dark');
  root.classList.toggle('ib-theme-light', theme === 'light');
  return story();
};
