// The tooltip format's popover, under the selected words: the tooltip's text (and where it shows),
// Apply, and Remove for words that have one. It takes focus when it opens; Escape or a click
// elsewhere closes it and leaves the text as it was.
import { Button, Popover, SelectControl, TextControl } from '@wordpress/components';
import { createElement as h, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useAnchor } from '@wordpress/rich-text';

const FORM_STYLE = { width: 280, padding: 16 };
const ACTIONS_STYLE = { display: 'flex', justifyContent: 'flex-end', gap: 8 };

interface TooltipPopoverProps extends WordPress.FormatEditProps {
  format: WordPress.FormatSettings & { name: string };
  placements: string[];
  onApply(attributes: Record<string, string>): void;
  onRemove(): void;
  onClose(): void;
}

export function TooltipPopover(props: TooltipPopoverProps) {
  const { isActive, activeAttributes, value, contentRef, format, placements } = props;
  // Words that have a tooltip open with its text, to edit it.
  const [text, setText] = useState(isActive ? (activeAttributes.content ?? '') : '');
  const [placement, setPlacement] = useState(isActive ? (activeAttributes.placement ?? '') : '');
  const anchor = useAnchor({ editableContentElement: contentRef.current, value, settings: format });
  const apply = (event: Event) => {
    event.preventDefault();
    if (text.trim()) props.onApply({ content: text.trim(), ...(placement && { placement }) });
  };
  return h(
    Popover,
    {
      anchor,
      placement: 'bottom',
      focusOnMount: 'firstElement',
      onClose: props.onClose,
      className: 'ib-tooltip-format',
    },
    h(
      'form',
      // Styled inline: the popover renders outside the canvas, where editor.css is not loaded.
      { className: 'ib-tooltip-format__form', style: FORM_STYLE, onSubmit: apply },
      h(TextControl, {
        label: __('Tooltip text', 'ib-blocks'),
        value: text,
        onChange: setText,
      }),
      placements.length > 0 &&
        h(SelectControl, {
          label: __('Placement', 'ib-blocks'),
          value: placement,
          options: [
            { label: __('Default', 'ib-blocks'), value: '' },
            ...placements.map((choice) => ({ label: choice, value: choice })),
          ],
          onChange: setPlacement,
        }),
      h(
        'div',
        { className: 'ib-tooltip-format__actions', style: ACTIONS_STYLE },
        isActive &&
          h(
            Button,
            { variant: 'tertiary', isDestructive: true, onClick: props.onRemove },
            __('Remove', 'ib-blocks'),
          ),
        h(
          Button,
          { variant: 'primary', type: 'submit', disabled: !text.trim() },
          __('Apply', 'ib-blocks'),
        ),
      ),
    ),
  );
}
