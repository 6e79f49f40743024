// The block's sidebar: a control for every attribute of the element, chosen by its kind (the
// `ibKind` scripts/wordpress/blocks.mjs writes into block.json); the texts an element speaks
// (`*-label` attributes) in a panel of their own, closed at first.
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { CheckedField } from './checked-field.ts';

/** `close-others` -> `Close others`. */
export const labelOf = (name: string) => {
  const words = name.replace(/-/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
};

function control(name: string, schema: WordPress.AttributeSchema, props: WordPress.EditProps) {
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
        value: typeof value === 'string' ? value : '',
        onChange: set,
      });
    default:
      return h(TextControl, {
        key: name,
        label,
        help,
        value: typeof value === 'string' ? value : '',
        onChange: set,
      });
  }
}

export function SettingsSidebar({
  metadata,
  withheld,
  props,
}: {
  metadata: WordPress.BlockMetadata;
  /** Attributes this user gets no control for. */
  withheld: string[];
  props: WordPress.EditProps;
}) {
  const entries = Object.entries(metadata.attributes).filter(([name]) => !withheld.includes(name));
  const settings = entries.filter(([, schema]) => schema.ibKind !== 'label');
  const labels = entries.filter(([, schema]) => schema.ibKind === 'label');
  return h(
    InspectorControls,
    null,
    settings.length > 0 &&
      h(
        PanelBody,
        { title: __('Settings', 'ib-blocks') },
        settings.map(([name, schema]) => control(name, schema, props)),
      ),
    labels.length > 0 &&
      h(
        PanelBody,
        { title: __('Labels', 'ib-blocks'), initialOpen: false },
        labels.map(([name, schema]) => control(name, schema, props)),
      ),
  );
}
