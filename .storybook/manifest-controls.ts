// Controls from the Custom Elements Manifest, made useful: attributes keep the controls Storybook
// infers from their types; CSS custom properties get a text field whose value the decorator sets
// on a wrapper (custom properties inherit), so designers can try a theme; events, slots and parts
// stay documented in the table without a control that would do nothing.
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Decorator } from '@storybook/web-components-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';

const documentedOnly = new Set(['events', 'slots', 'css shadow parts']);

export const manifestControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const category = argType.table?.category;
      if (argType.control !== undefined || !category) return [name, argType];
      if (category === 'css custom properties') return [name, { ...argType, control: 'text' }];
      if (documentedOnly.has(category)) return [name, { ...argType, control: false }];
      return [name, argType];
    }),
  );

/** Sets the `--*` args (CSS custom properties) on a `display: contents` wrapper around the story. */
export const withCssProperties: Decorator = (story, { args }) => {
  const properties = Object.fromEntries(
    Object.entries(args).filter(([name, value]) => name.startsWith('--') && typeof value === 'string' && value.trim()),
  ) as Record<string, string>;
  return html`<div style=${styleMap({ display: 'contents', ...properties })}>${story()}</div>`;
};
