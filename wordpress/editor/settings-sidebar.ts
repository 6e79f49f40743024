// The block's sidebar: a control for every attribute of the element, chosen by its kind (the
// `ibKind` scripts/wordpress/blocks.mjs writes into block.json); the texts an element speaks
// (`*-label` attributes) in a panel of their own, and the theme's `data-*` names and legacy forms
// of settings the block has anyway in a Compatibility one (WordPress has its own Advanced), both
// closed at first. A value the element would reject is refused in its own words (checked-field.ts).
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { AttributeCheck } from '../../packages/element/attribute-checks.ts';
import { CheckedField } from './checked-field.ts';

/** `close-others` -> `Close others`. */
export const labelOf = (name: string) => {
  const words = name.replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
};

function control(
  name: string,
  schema: WordPress.AttributeSchema,
  check: AttributeCheck<never> | undefined,
  props: WordPress.EditProps,
) {
  const value = props.attributes[name];
  const label = labelOf(name);
  const help = schema.ibHelp;
  const set = (next: string | boolean) => props.setAttributes({ [name]: next });
  switch (schema.ibKind) {
    case 'toggle':
      return h(ToggleControl, { key: name, label, help, checked: value === true, onChange: set });
    case 'choice':
      return h(SelectControl, {
        key: name,
        label,
        help,
        value: typeof value === 'string' ? value : '',
        options: [
          { label: __('Default', 'ib-blocks'), value: '' },
          ...(schema.enum ?? []).map((choice) => ({ label: choice, value: choice })),
        ],
        onChange: set,
      });
    case 'number':
    case 'json':
      return h(CheckedField, {
        key: name,
        kind: schema.ibKind,
        name,
        label,
        help,
        check,
        value: typeof value === 'string' ? value : '',
        onChange: set,
      });
    default: {
      const text = {
        key: name,
        label,
        help,
        placeholder: schema.ibPlaceholder,
        value: typeof value === 'string' ? value : '',
        onChange: set,
      };
      // A text the element judges itself (a selector, an id) is checked like a number.
      return check
        ? h(CheckedField, { ...text, kind: 'string', name, check })
        : h(TextControl, text);
    }
  }
}

export function SettingsSidebar({
  metadata,
  withheld,
  checks,
  props,
}: {
  metadata: WordPress.BlockMetadata;
  /** Attributes this user gets no control for. */
  withheld: string[];
  /** The element's own attribute checks (its folder's `<folder>-checks.ts`), by attribute. */
  checks: Record<string, AttributeCheck<never>>;
  props: WordPress.EditProps;
}) {
  const entries = Object.entries(metadata.attributes).filter(([name]) => !withheld.includes(name));
  const forCompatibility = ([name, schema]: (typeof entries)[number]) =>
    name.startsWith('data-') || /^Legacy\b/.test(schema.ibHelp ?? '');
  const compatibility = entries.filter(forCompatibility);
  const rest = entries.filter((entry) => !forCompatibility(entry));
  const labels = rest.filter(([, schema]) => schema.ibKind === 'label');
  const settings = rest.filter(([, schema]) => schema.ibKind !== 'label');
  const panel = (title: string, group: typeof entries, initialOpen: boolean) =>
    group.length > 0 &&
    h(
      PanelBody,
      { title, initialOpen },
      group.map(([name, schema]) => control(name, schema, checks[name], props)),
    );
  return h(
    InspectorControls,
    null,
    panel(__('Settings', 'ib-blocks'), settings, true),
    panel(__('Labels', 'ib-blocks'), labels, false),
    panel(__('Compatibility', 'ib-blocks'), compatibility, false),
  );
}
