// The fields of ib-form's `<form>` (elements/form/README.md), a block per kind: text field (text,
// email, phone), text area, select, checkbox, radio group. The label is typed in the block; the
// name sent to the server, required, placeholder and options are set in the sidebar. Each saves
// the native control inside its `<label>`, so no id has to be unique on the page, and the element
// puts a field's message after that label.
import { InspectorControls, RichText, useBlockProps } from '@wordpress/block-editor';
import {
  PanelBody,
  SelectControl,
  TextControl,
  TextareaControl,
  ToggleControl,
} from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock, text } from './child-block.ts';
import { useElementBeingEdited } from './element-being-edited.ts';

export const FORM_ELEMENT = 'ib-blocks/form';
export const FORM_FIELDS = 'ib-blocks/form-fields';

type Kind = 'input' | 'textarea' | 'select' | 'checkbox' | 'radio';

interface FieldBlock {
  name: string;
  kind: Kind;
  title: string;
  description: string;
  icon: string;
}

export const FIELD_BLOCKS: FieldBlock[] = [
  {
    name: 'ib-blocks/form-text',
    kind: 'input',
    title: __('Text field', 'ib-blocks'),
    description: __('A line of text, an email address or a phone number.', 'ib-blocks'),
    icon: 'editor-textcolor',
  },
  {
    name: 'ib-blocks/form-textarea',
    kind: 'textarea',
    title: __('Text area', 'ib-blocks'),
    description: __('A message of several lines.', 'ib-blocks'),
    icon: 'editor-paragraph',
  },
  {
    name: 'ib-blocks/form-select',
    kind: 'select',
    title: __('Select', 'ib-blocks'),
    description: __('One choice from a list.', 'ib-blocks'),
    icon: 'menu-alt',
  },
  {
    name: 'ib-blocks/form-checkbox',
    kind: 'checkbox',
    title: __('Checkbox', 'ib-blocks'),
    description: __('A box to tick (consent, newsletter).', 'ib-blocks'),
    icon: 'yes-alt',
  },
  {
    name: 'ib-blocks/form-radio',
    kind: 'radio',
    title: __('Radio group', 'ib-blocks'),
    description: __('One choice among a few, all in view.', 'ib-blocks'),
    icon: 'marker',
  },
];

/** The kinds of text field, as `type` values the browser checks. */
const INPUT_TYPES = [
  { value: 'text', label: __('Text', 'ib-blocks') },
  { value: 'email', label: __('Email address', 'ib-blocks') },
  { value: 'tel', label: __('Phone number', 'ib-blocks') },
];

/** What the browser may fill in, by type (the others vary too much to guess). */
const AUTOCOMPLETE: Record<string, string> = { email: 'email', tel: 'tel' };

/** The name the field is sent as when none is set: its label as a slug, `Work email` -> `work-email`. */
export function fieldName(attributes: WordPress.Attributes): string {
  if (text(attributes.name)) return text(attributes.name);
  const plain = new DOMParser().parseFromString(text(attributes.label), 'text/html').body
    .textContent;
  return (
    (plain ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'field'
  );
}

/**
 * The names to give the fields of one form (in order, as `{ clientId, attributes }`) so that no
 * two are sent under the same name: a field without a name of its own whose label-made name an
 * earlier field took gets the next free `-2`, `-3` … (`email`, `email-2`). Client id => name.
 */
export function uniqueNames(
  fields: Array<{ clientId: string; attributes: Record<string, unknown> }>,
): Map<string, string> {
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  for (const { clientId, attributes: stored } of fields) {
    const attributes = stored as WordPress.Attributes;
    let name = fieldName(attributes);
    if (taken.has(name) && !text(attributes.name)) {
      let suffix = 2;
      while (taken.has(`${name}-${suffix}`)) suffix++;
      name = `${name}-${suffix}`;
      renamed.set(clientId, name);
    }
    taken.add(name);
  }
  return renamed;
}

const options = (attributes: WordPress.Attributes) =>
  (attributes.options as unknown as Array<{ label: string }> | undefined) ?? [];

/** Where the label, name and `required` are read from in the saved markup. */
function attributesOf(kind: Kind) {
  const control = kind === 'textarea' ? 'textarea' : kind === 'select' ? 'select' : 'input';
  return {
    label: {
      type: 'string',
      source: 'html',
      selector: kind === 'radio' ? 'legend' : 'label > span',
      default: '',
    },
    name: { type: 'string', source: 'attribute', selector: control, attribute: 'name' },
    required: {
      type: 'boolean',
      source: 'attribute',
      selector: control,
      attribute: 'required',
      default: false,
    },
    ...(kind === 'input' && {
      type: {
        type: 'string',
        source: 'attribute',
        selector: 'input',
        attribute: 'type',
        default: 'text',
      },
    }),
    ...((kind === 'input' || kind === 'textarea') && {
      placeholder: {
        type: 'string',
        source: 'attribute',
        selector: control,
        attribute: 'placeholder',
      },
    }),
    ...(kind === 'select' && {
      placeholder: {
        type: 'string',
        source: 'text',
        selector: 'option[value=""]',
        default: __('Choose…', 'ib-blocks'),
      },
    }),
    ...((kind === 'select' || kind === 'radio') && {
      options: {
        type: 'array',
        source: 'query',
        selector: kind === 'select' ? 'option:not([value=""])' : 'label > span',
        query: { label: { type: 'string', source: 'text' } },
        default: [],
      },
    }),
  };
}

/** The native control(s) of `kind`, as saved; `preview` for the editor: shown, never focused. */
function control(kind: Kind, attributes: WordPress.Attributes, preview = false) {
  const name = preview ? undefined : fieldName(attributes);
  const shared = preview
    ? { tabIndex: -1, 'aria-hidden': 'true', className: 'ib-editor-field__control' }
    : { name, required: attributes.required || undefined };
  const placeholder = text(attributes.placeholder) || undefined;
  switch (kind) {
    case 'input': {
      const type = text(attributes.type) || 'text';
      return h('input', { ...shared, type, placeholder, autoComplete: AUTOCOMPLETE[type] });
    }
    case 'textarea':
      return h('textarea', { ...shared, placeholder, rows: 5 });
    case 'select':
      return h(
        'select',
        shared,
        h('option', { value: '' }, text(attributes.placeholder)),
        ...options(attributes).map(({ label }, index) => h('option', { key: index }, label)),
      );
    default:
      return h('input', { ...shared, type: 'checkbox', value: 'yes' });
  }
}

function save(kind: Kind, attributes: WordPress.Attributes) {
  if (kind === 'radio')
    return h(
      'fieldset',
      null,
      h(RichText.Content, { tagName: 'legend', value: attributes.label }),
      ...options(attributes).map(({ label }, index) =>
        h(
          'label',
          { key: index },
          // `required` on one radio makes the whole group required.
          h('input', {
            type: 'radio',
            name: fieldName(attributes),
            value: label,
            required: (index === 0 && attributes.required) || undefined,
          }),
          h('span', null, label),
        ),
      ),
    );
  const label = h(RichText.Content, { tagName: 'span', value: attributes.label });
  return h(
    'p',
    null,
    h(
      'label',
      null,
      ...(kind === 'checkbox'
        ? [control(kind, attributes), label]
        : [label, control(kind, attributes)]),
    ),
  );
}

function Sidebar({ kind, attributes, setAttributes }: WordPress.EditProps & { kind: Kind }) {
  const textField = (key: string, label: string, help?: string) =>
    h(TextControl, {
      key,
      label,
      help,
      value: text(attributes[key]),
      onChange: (value: string) => setAttributes({ [key]: value.trim() || undefined }),
    });
  return h(
    InspectorControls,
    null,
    h(
      PanelBody,
      { title: __('Field', 'ib-blocks') },
      kind === 'input' &&
        h(SelectControl, {
          label: __('Type', 'ib-blocks'),
          value: text(attributes.type) || 'text',
          options: INPUT_TYPES,
          onChange: (type: string) => setAttributes({ type }),
        }),
      textField(
        'name',
        __('Name (sent to the server)', 'ib-blocks'),
        `${__('Empty: made from the label:', 'ib-blocks')} ${fieldName({ ...attributes, name: undefined })}`,
      ),
      h(ToggleControl, {
        label: __('Required', 'ib-blocks'),
        checked: Boolean(attributes.required),
        onChange: (required: boolean) => setAttributes({ required }),
      }),
      (kind === 'input' || kind === 'textarea') &&
        textField('placeholder', __('Placeholder (an example, not the label)', 'ib-blocks')),
      kind === 'select' && textField('placeholder', __('First line (no choice made)', 'ib-blocks')),
      (kind === 'select' || kind === 'radio') &&
        h(TextareaControl, {
          label: __('Options, one per line', 'ib-blocks'),
          value: options(attributes)
            .map(({ label }) => label)
            .join('\n'),
          onChange: (value: string) =>
            setAttributes({
              options: value
                .split('\n')
                .map((label) => ({ label: label.trim() }))
                .filter(({ label }) => label) as unknown as string,
            }),
        }),
    ),
  );
}

function editOf(kind: Kind) {
  return function EditField(props: WordPress.EditProps) {
    const { attributes, setAttributes } = props;
    const editing = useElementBeingEdited(props.clientId, FORM_ELEMENT);
    const label = h(RichText, {
      tagName: 'span',
      className: 'ib-editor-field__label',
      'aria-label': __('Label', 'ib-blocks'),
      value: attributes.label,
      onChange: (value: string) => setAttributes({ label: value }),
      placeholder: kind === 'radio' ? __('Question', 'ib-blocks') : __('Label', 'ib-blocks'),
      allowedFormats: ['core/bold', 'core/italic', 'core/link'],
    });
    const preview =
      kind === 'radio'
        ? h(
            'div',
            { className: 'ib-editor-field__options' },
            options(attributes).map(({ label: option }, index) =>
              h(
                'span',
                { key: index },
                h('input', { type: 'radio', disabled: true, tabIndex: -1, 'aria-hidden': 'true' }),
                option,
              ),
            ),
            !options(attributes).length &&
              h(
                'span',
                { className: 'ib-editor-item__caption' },
                __('Add the options in the sidebar', 'ib-blocks'),
              ),
          )
        : control(kind, attributes, true);
    return h(
      'div',
      useBlockProps({ className: `ib-editor-field ib-editor-field--${kind}` }),
      h(Sidebar, { ...props, kind }),
      h(
        'div',
        { className: 'ib-editor-field__row' },
        ...(kind === 'checkbox' ? [preview, label] : [label, preview]),
      ),
      editing &&
        attributes.required &&
        h('span', { className: 'ib-editor-item__caption' }, __('Required', 'ib-blocks')),
    );
  };
}

export function registerFieldBlocks(): void {
  for (const { name, kind, title, description, icon } of FIELD_BLOCKS)
    registerChildBlock(name, {
      title,
      description,
      icon,
      parent: [FORM_FIELDS],
      attributes: attributesOf(kind),
      edit: editOf(kind),
      save: ({ attributes }) => save(kind, attributes),
    });
}
