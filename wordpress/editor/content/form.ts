// ib-form: its native `<form>` (elements/form/README.md) is a block holding the field blocks
// (./form-fields.ts), with where it sends and its name for analytics in the sidebar and the send
// button's text typed in place; the hidden tracking fields the element fills are always written.
// The `success` and `error` slots are blocks of their own, holding any blocks.
import {
  InnerBlocks,
  InspectorControls,
  RichText,
  useBlockProps,
  useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { createElement as h, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock, text } from './child-block.ts';
import { useElementBeingEdited } from './element-being-edited.ts';
import type { ElementContent } from './element-content.ts';
import {
  FIELD_BLOCKS,
  FORM_ELEMENT as ELEMENT,
  FORM_FIELDS,
  registerFieldBlocks,
  uniqueNames,
} from './form-fields.ts';
import { formToBlocks } from './form-from-html.ts';

const SUCCESS = 'ib-blocks/form-success';
const ERROR = 'ib-blocks/form-error';

/** The hidden fields the element fills in (README, "Tracking fields"); it never adds one. */
const TRACKING_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'page_url', 'page_language'];

/** Block attribute => the `<form>`'s attribute. */
const FORM_ATTRIBUTES = [
  {
    key: 'action',
    attribute: 'action',
    label: __('Sends to (the address that receives the form)', 'ib-blocks'),
  },
  {
    key: 'formName',
    attribute: 'data-form-name',
    label: __('Form name (for analytics, e.g. contact-sales)', 'ib-blocks'),
  },
] as const;

const FIELDS_TEMPLATE: WordPress.Template = [
  ['ib-blocks/form-text', { label: __('Name', 'ib-blocks') }],
  ['ib-blocks/form-text', { label: __('Email', 'ib-blocks'), type: 'email' }],
];

function EditForm(props: WordPress.EditProps) {
  const { attributes, setAttributes } = props;
  const editing = useElementBeingEdited(props.clientId, ELEMENT);
  const fieldBlocks = useSelect(
    (select) => select('core/block-editor').getBlocks(props.clientId),
    [props.clientId],
  );
  const { updateBlockAttributes } = useDispatch('core/block-editor');
  // Two fields labelled alike would be sent under one name, the second one lost.
  useEffect(() => {
    for (const [clientId, name] of uniqueNames(fieldBlocks))
      updateBlockAttributes(clientId, { name });
  }, [fieldBlocks]);
  // The block is the `<form>` itself, the element's direct child, as the element reads it.
  const blockProps = useBlockProps({
    className: editing ? 'ib-editor-item ib-editor-form' : undefined,
    noValidate: true,
    onSubmit: (event: Event) => event.preventDefault(),
  });
  const fields = useInnerBlocksProps(
    { className: 'ib-editor-form__fields' },
    {
      allowedBlocks: FIELD_BLOCKS.map(({ name }) => name),
      template: FIELDS_TEMPLATE,
      templateLock: false,
    },
  );
  return h(
    'form',
    blockProps,
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Form', 'ib-blocks') },
        ...FORM_ATTRIBUTES.map(({ key, label }) =>
          h(TextControl, {
            key,
            label,
            value: text(attributes[key]),
            onChange: (value: string) => setAttributes({ [key]: value.trim() || undefined }),
          }),
        ),
      ),
    ),
    editing &&
      h(
        'div',
        { className: 'ib-editor-item__caption' },
        text(attributes.action)
          ? `${__('Sends to', 'ib-blocks')} ${text(attributes.action)}`
          : __('Set where it sends in the sidebar', 'ib-blocks'),
      ),
    h('div', fields),
    editing
      ? h(RichText, {
          tagName: 'div',
          className: 'ib-editor-form__submit',
          'aria-label': __('Send button', 'ib-blocks'),
          value: attributes.submit,
          onChange: (submit: string) => setAttributes({ submit }),
          placeholder: __('Send', 'ib-blocks'),
          allowedFormats: [],
        })
      : h(RichText.Content, { tagName: 'button', type: 'button', value: attributes.submit }),
  );
}

/** Whether a message block holds no text: no blocks, or only empty paragraphs. */
const isBlank = (blocks: WordPress.BlockInstance[]) =>
  blocks.every(
    ({ name, attributes }) =>
      // 6.1 keeps rich text as a string, 6.5+ as an object that prints as its HTML.
      name === 'core/paragraph' && !String(attributes.content ?? '').trim(),
  );

/**
 * The `success` or `error` slot: any blocks, shown by the element after a send. Emptied, it saves
 * nothing, so the element's own text shows (docs/wordpress.md, "The form from field blocks");
 * `empty` remembers that, so reopening does not fill the block with the starting text again.
 */
function messageBlock(
  slot: 'success' | 'error',
  title: string,
  description: string,
  start: string,
) {
  return {
    title,
    description,
    icon: slot === 'success' ? 'yes' : 'warning',
    parent: [ELEMENT],
    attributes: { empty: { type: 'boolean' } },
    edit: function EditMessage({ clientId, attributes, setAttributes }: WordPress.EditProps) {
      const blocks = useSelect(
        (select) => select('core/block-editor').getBlocks(clientId),
        [clientId],
      );
      // No blocks yet in a block just inserted (its template follows); none after some: removed.
      const hadBlocks = useRef(false);
      if (blocks.length) hadBlocks.current = true;
      const empty = blocks.length
        ? isBlank(blocks)
        : hadBlocks.current || attributes.empty === true;
      useEffect(() => {
        if (empty !== (attributes.empty === true)) setAttributes({ empty: empty || undefined });
      }, [empty]);
      return h(
        'div',
        // The slot also in the editor: the live element hides it until a send, as on the page.
        useBlockProps({ className: 'ib-editor-item', slot }),
        h(
          'div',
          { className: 'ib-editor-item__caption' },
          empty ? `${title}: ${__('empty, the form shows its own', 'ib-blocks')}` : title,
        ),
        h(
          'div',
          useInnerBlocksProps(
            { className: 'ib-editor-item__content' },
            {
              template: attributes.empty ? undefined : [['core/paragraph', { content: start }]],
              templateLock: false,
            },
          ),
        ),
      );
    },
    save: ({ attributes }: { attributes: WordPress.Attributes }) =>
      attributes.empty ? null : h('div', { slot }, h(InnerBlocks.Content, null)),
  };
}

export const formContent: ElementContent = {
  tag: 'ib-form',
  shape: {
    allowedBlocks: [FORM_FIELDS, SUCCESS, ERROR],
    template: [[FORM_FIELDS], [SUCCESS], [ERROR]],
    templateLock: 'all',
  },
  register() {
    registerFieldBlocks();
    registerChildBlock(FORM_FIELDS, {
      title: __('Form fields', 'ib-blocks'),
      description: __('The form: its fields and send button.', 'ib-blocks'),
      icon: 'feedback',
      parent: [ELEMENT],
      attributes: {
        ...Object.fromEntries(
          FORM_ATTRIBUTES.map(({ key, attribute }) => [
            key,
            { type: 'string', source: 'attribute', selector: 'form', attribute },
          ]),
        ),
        submit: {
          type: 'string',
          source: 'html',
          selector: 'button[type="submit"]',
          default: __('Send', 'ib-blocks'),
        },
      },
      edit: EditForm,
      save: ({ attributes }) =>
        h(
          'form',
          {
            method: 'post',
            ...Object.fromEntries(
              FORM_ATTRIBUTES.map(({ key, attribute }) => [
                attribute,
                attributes[key] || undefined,
              ]),
            ),
          },
          h(InnerBlocks.Content, null),
          ...TRACKING_FIELDS.map((name) => h('input', { key: name, type: 'hidden', name })),
          h(
            'p',
            null,
            h(RichText.Content, { tagName: 'button', type: 'submit', value: attributes.submit }),
          ),
        ),
    });
    registerChildBlock(
      SUCCESS,
      messageBlock(
        'success',
        __('Message after sending', 'ib-blocks'),
        __('Replaces the form once the server accepted it.', 'ib-blocks'),
        __('Thank you. We will reply within one working day.', 'ib-blocks'),
      ),
    );
    registerChildBlock(
      ERROR,
      messageBlock(
        'error',
        __('Message when sending failed', 'ib-blocks'),
        __('Shown under the form when it could not be sent.', 'ib-blocks'),
        __('You can also email us.', 'ib-blocks'),
      ),
    );
  },
  childrenToBlocks: (element) =>
    formToBlocks(element, { fields: FORM_FIELDS, success: SUCCESS, error: ERROR }),
};
