// Controls from the Custom Elements Manifest, made useful: attributes keep the controls Storybook
// infers from their types (a union of string literals becomes a radio group; state the element
// sets itself gets none); CSS custom
// properties get a text field whose value the decorator sets on a wrapper (custom properties
// inherit), so designers can try a theme; properties (the JavaScript API: state, instances, form
// internals), events, slots and parts stay documented in the table without a control that would
// do nothing, and private fields are not listed, nor a property that only mirrors an attribute. Stories write the attributes with `attributes()`
// (stories/attributes.ts); .storybook/check-controls.mjs fails on a control that changes nothing.
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Decorator } from '@storybook/web-components-vite';
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';
import manifest from 'virtual:ib/custom-elements';

const documentedOnly = new Set(['properties', 'events', 'slots', 'css shadow parts']);

/** `'a' | 'b'` (a manifest type) as its options, or undefined for any other type. */
function literalOptions(type: string | undefined): string[] | undefined {
  if (!type || !/^\s*'[^']*'(\s*\|\s*'[^']*')+\s*$/.test(type)) return undefined;
  return type.split('|').map((option) => option.trim().slice(1, -1));
}

/** `closeLabel` → `close-label`: the attribute a property reflects, named as the manifest names it. */
const attributeName = (property: string) =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface ManifestAttribute {
  name: string;
  description?: string;
  type?: { text?: string };
  /** JSON text: `"top"`, `5`. */
  default?: string;
}

/** The component's attributes as the manifest lists them. */
export function attributesOf(component: unknown): ManifestAttribute[] {
  const declarations = (manifest.modules as Array<{ declarations?: unknown[] }>).flatMap(
    (module) => (module.declarations ?? []) as Array<{ tagName?: string; attributes?: unknown[] }>,
  );
  const found = declarations.find((declaration) => declaration.tagName === component);
  return (found?.attributes ?? []) as ManifestAttribute[];
}

/**
 * Storybook keys its argTypes by name, so a slot named as an attribute (ib-tooltip's `content`)
 * replaces the attribute's entry: put the attribute back, as the manifest describes it (the slot
 * stays in the README). A part named as an attribute keeps its entry, as before.
 */
function withShadowedAttributes(argTypes: StrictArgTypes, component: unknown): StrictArgTypes {
  const restored = { ...argTypes };
  for (const attribute of attributesOf(component)) {
    const argType = argTypes[attribute.name];
    if (argType?.table?.category !== 'slots') continue;
    const type = attribute.type?.text ?? 'string';
    restored[attribute.name] = {
      ...argType,
      type: { name: 'string' },
      description: attribute.description,
      table: { ...argType.table, category: 'attributes', type: { summary: type } },
      // A union gets its options below; any other attribute is typed text.
      control: literalOptions(type)
        ? undefined
        : type === 'boolean' || type === 'number'
          ? type
          : 'text',
    };
  }
  return restored;
}

export const manifestControls: ArgTypesEnhancer = ({ argTypes, component }) =>
  Object.fromEntries(
    Object.entries(withShadowedAttributes(argTypes, component)).map(([name, argType]) => {
      const category = argType.table?.category;
      if (argType.control !== undefined || !category) return [name, argType];
      const hidden = { ...argType, table: { ...argType.table, disable: true } };
      if (name.startsWith('#')) return [name, hidden];
      // A property that mirrors an attribute (closeLabel, close-label) is listed once, as the attribute.
      const attribute = attributeName(name);
      if (
        category === 'properties' &&
        attribute !== name &&
        argTypes[attribute]?.table?.category === 'attributes'
      )
        return [name, hidden];
      const options =
        category === 'attributes' ? literalOptions(argType.table?.type?.summary) : undefined;
      if (options) return [name, { ...argType, options, control: 'inline-radio' }];
      // State the element writes for styling (menu-open, scrolled-away): an input would be overwritten.
      if (category === 'attributes' && /^Set by the element\b/.test(argType.description ?? ''))
        return [name, { ...argType, control: false }];
      if (category === 'css custom properties') return [name, { ...argType, control: 'text' }];
      if (documentedOnly.has(category)) return [name, { ...argType, control: false }];
      return [name, argType];
    }),
  );

/** Sets the `--*` args (CSS custom properties) on a `display: contents` wrapper around the story. */
export const withCssProperties: Decorator = (story, { args }) => {
  const properties = Object.fromEntries(
    Object.entries(args).filter(
      ([name, value]) => name.startsWith('--') && typeof value === 'string' && value.trim(),
    ),
  ) as Record<string, string>;
  return html`<div style=${styleMap({ display: 'contents', ...properties })}>${story()}</div>`;
};
