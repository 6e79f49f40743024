// ib-personal-card: the card is any blocks, with two of the element's own (elements/personal-card/
// README.md): the button that opens the details (`[data-open]`) and the details themselves (the
// `[data-panel]`, any blocks, ending with its `[data-close]` button). The buttons' texts are fields;
// the markup around them is the element's contract, so the author never writes it.
import {
  InnerBlocks,
  InspectorControls,
  RichText,
  useBlockProps,
  useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock, text } from './child-block.ts';
import { blocksFromHtml, htmlWithout, type ElementContent } from './element-content.ts';

const OPEN = 'ib-blocks/personal-card-open';
const DETAILS = 'ib-blocks/personal-card-details';
const PARENT = ['ib-blocks/personal-card'];

/** A button's text, edited in place: plain text, no links or formats inside a button. */
const buttonText = (
  value: unknown,
  onChange: (value: string) => void,
  placeholder: string,
  className = 'ib-editor-item__label',
) =>
  h(RichText, {
    tagName: 'span',
    className,
    value: text(value),
    onChange,
    placeholder,
    allowedFormats: [],
    withoutInteractiveFormatting: true,
  });

function EditOpen({ attributes, setAttributes }: WordPress.EditProps) {
  return h(
    'div',
    // `data-open` as on the saved button: the live card wires it and shows its state.
    useBlockProps({ className: 'ib-editor-item ib-editor-item--button', 'data-open': '' }),
    buttonText(
      attributes.label,
      (label) => setAttributes({ label }),
      __('Button that opens the details', 'ib-blocks'),
    ),
  );
}

function EditDetails({ attributes, setAttributes }: WordPress.EditProps) {
  return h(
    'div',
    // `data-panel` as on the saved one: the live card hides it until opened, as visitors see it.
    useBlockProps({ className: 'ib-editor-item', 'data-panel': '' }),
    h(
      InspectorControls,
      null,
      h(
        PanelBody,
        { title: __('Details', 'ib-blocks') },
        h(TextControl, {
          label: __('Name for screen readers (About Ada…)', 'ib-blocks'),
          value: text(attributes.name),
          onChange: (name: string) => setAttributes({ name: name.trim() || undefined }),
        }),
      ),
    ),
    h(
      'div',
      { className: 'ib-editor-item__caption' },
      __('Details, shown when opened', 'ib-blocks'),
    ),
    h(
      'div',
      useInnerBlocksProps(
        { className: 'ib-editor-item__content' },
        {
          template: [['core/paragraph', { placeholder: __('More about the person', 'ib-blocks') }]],
        },
      ),
    ),
    buttonText(
      attributes.close,
      (close) => setAttributes({ close }),
      __('Button that closes the details', 'ib-blocks'),
      'ib-editor-item__label ib-editor-item__close',
    ),
  );
}

export const personalCardContent: ElementContent = {
  tag: 'ib-personal-card',
  shape: {
    template: [
      ['core/heading', { level: 3, placeholder: __('Name', 'ib-blocks') }],
      ['core/paragraph', { placeholder: __('Role', 'ib-blocks') }],
      [OPEN],
      [DETAILS],
    ],
  },
  register() {
    registerChildBlock(OPEN, {
      title: __('Open details button', 'ib-blocks'),
      description: __('The button that opens the card’s details.', 'ib-blocks'),
      icon: 'plus-alt2',
      parent: PARENT,
      attributes: {
        label: { type: 'string', source: 'html', selector: 'button', default: '' },
      },
      edit: EditOpen,
      save: ({ attributes }) =>
        h(RichText.Content, {
          tagName: 'button',
          type: 'button',
          'data-open': '',
          value: attributes.label,
        }),
    });
    registerChildBlock(DETAILS, {
      title: __('Card details', 'ib-blocks'),
      description: __(
        'What the card shows when opened, and the button that closes it.',
        'ib-blocks',
      ),
      icon: 'id',
      parent: PARENT,
      attributes: {
        name: { type: 'string', source: 'attribute', selector: 'div', attribute: 'aria-label' },
        close: { type: 'string', source: 'html', selector: 'button[data-close]', default: '' },
      },
      edit: EditDetails,
      save: ({ attributes }) =>
        h(
          'div',
          { 'data-panel': '', role: 'group', 'aria-label': attributes.name || undefined },
          h(InnerBlocks.Content, null),
          attributes.close &&
            h(RichText.Content, {
              tagName: 'button',
              type: 'button',
              'data-close': '',
              value: attributes.close,
            }),
        ),
    });
  },
  childrenToBlocks: (element) =>
    [...element.querySelectorAll(':scope > *, :scope > article > *')]
      .filter((child) => child.localName !== 'article')
      .flatMap((child) => {
        if (child.matches('[data-open]'))
          return [createBlock(OPEN, { label: child.innerHTML.trim() })];
        if (!child.matches('[data-panel]')) return blocksFromHtml(child.outerHTML);
        const close = child.querySelector(':scope > [data-close]');
        return [
          createBlock(
            DETAILS,
            {
              name: child.getAttribute('aria-label') ?? undefined,
              close: close?.innerHTML.trim() ?? '',
            },
            blocksFromHtml(htmlWithout(child, close)),
          ),
        ];
      }),
};
