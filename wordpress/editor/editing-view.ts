// What an element block with inner blocks shows while it is being edited: its children in a plain
// frame, each shown whatever the element would hide (docs/wordpress.md, "Live preview"), under the
// block's title and a note that the preview comes back once another block is selected.
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export function EditingView({
  title,
  contentProps,
}: {
  title: string;
  contentProps: Record<string, unknown>;
}) {
  return h(
    'div',
    { className: 'ib-blocks-editing' },
    h(
      'div',
      { className: 'ib-blocks-editing__header' },
      h('strong', null, title),
      h(
        'span',
        null,
        __('Editing: the preview shows when another block is selected.', 'ib-blocks'),
      ),
    ),
    h('div', {
      ...contentProps,
      className: `${String(contentProps.className ?? '')} ib-blocks-editing__content`,
    }),
  );
}
