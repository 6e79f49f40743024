// The "Tooltip" format of rich text (docs/wordpress.md, "Tooltips in text"): an author selects
// words in a paragraph, heading or list item, picks Tooltip in the toolbar's More menu and types
// the tooltip's text. The words are saved inside `<ib-tooltip content="…">`, the element's own
// markup (the text in `content`, the words its trigger), so the front end upgrades them like any
// tooltip the theme writes.
import { RichTextToolbarButton } from '@wordpress/block-editor';
import { createElement as h, Fragment, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { applyFormat, removeFormat } from '@wordpress/rich-text';
import { loadLibraryInto } from '../canvas-assets.ts';
import type { EditorSettings } from '../editor-settings.ts';
import { TooltipPopover } from './tooltip-popover.ts';

export const TOOLTIP_FORMAT = 'ib-blocks/tooltip';

/** Format attribute => HTML attribute: the element's own names. */
const ATTRIBUTES = { content: 'content', placement: 'placement' };

export function tooltipFormat(settings: EditorSettings): WordPress.FormatSettings {
  // The placements the element takes, as its block's metadata lists them (generated from the element).
  const placements =
    settings.blocks.find((block) => block.name === TOOLTIP_FORMAT)?.attributes.placement?.enum ??
    [];

  function TooltipEdit(props: WordPress.FormatEditProps) {
    const { isActive, value, onChange, onFocus, contentRef } = props;
    const [editing, setEditing] = useState(false);
    // The canvas gets the editor's stylesheet (tooltip words underlined) even without element blocks.
    useEffect(() => {
      if (contentRef.current) loadLibraryInto(contentRef.current.ownerDocument, settings);
    }, [contentRef.current]);
    const close = () => {
      setEditing(false);
      onFocus();
    };
    return h(
      Fragment,
      null,
      h(RichTextToolbarButton, {
        icon: 'info-outline',
        title: __('Tooltip', 'ib-blocks'),
        onClick: () => setEditing(true),
        isActive,
      }),
      editing &&
        h(TooltipPopover, {
          ...props,
          format,
          placements,
          onApply: (attributes: Record<string, string>) => {
            onChange(applyFormat(value, { type: TOOLTIP_FORMAT, attributes }));
            close();
          },
          onRemove: () => {
            onChange(removeFormat(value, TOOLTIP_FORMAT));
            close();
          },
          onClose: close,
        }),
    );
  }

  const format = {
    name: TOOLTIP_FORMAT,
    title: __('Tooltip', 'ib-blocks'),
    tagName: 'ib-tooltip',
    className: null,
    attributes: ATTRIBUTES,
    edit: TooltipEdit,
  };
  return format;
}
