// The form for an element's JSON data (json-data.ts): one box per item with its fields, buttons to
// move it up or down or remove it, and one to add an item. Shown under the element while its block
// is selected; every change is written back as the script's text, so undo and the saved post
// follow it.
import { Button, TextareaControl, TextControl } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { itemsToText, parseItems, type JsonData, type JsonItem } from './json-data.ts';

interface JsonListFormProps {
  data: JsonData;
  props: WordPress.EditProps;
}

/** `items` with the item at `from` moved to `to`. */
const moved = (items: JsonItem[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

export function JsonListForm({ data, props }: JsonListFormProps) {
  const items = parseItems(props.attributes[data.attribute], data.fields);
  const write = (next: JsonItem[]) => props.setAttributes({ [data.attribute]: itemsToText(next) });
  const item = (values: JsonItem, index: number) => {
    const name = sprintf(__('%1$s %2$d', 'ib-blocks'), data.itemName, index + 1);
    return h(
      'fieldset',
      { key: index, className: 'ib-json-list__item' },
      h('legend', null, name),
      ...data.fields.map(({ key, label, help, multiline }) =>
        h(multiline ? TextareaControl : TextControl, {
          key,
          className: `ib-json-list__field ib-json-list__field--${key}`,
          label,
          help,
          value: values[key] ?? '',
          spellCheck: !multiline,
          onChange: (value: string) =>
            write(items.map((other, at) => (at === index ? { ...other, [key]: value } : other))),
        }),
      ),
      h(
        'div',
        { className: 'ib-json-list__actions' },
        h(
          Button,
          {
            variant: 'secondary',
            disabled: index === 0,
            onClick: () => write(moved(items, index, index - 1)),
          },
          __('Move up', 'ib-blocks'),
        ),
        h(
          Button,
          {
            variant: 'secondary',
            disabled: index === items.length - 1,
            onClick: () => write(moved(items, index, index + 1)),
          },
          __('Move down', 'ib-blocks'),
        ),
        h(
          Button,
          {
            variant: 'secondary',
            isDestructive: true,
            onClick: () => write(items.filter((_, at) => at !== index)),
          },
          __('Remove', 'ib-blocks'),
        ),
      ),
    );
  };
  return h(
    'div',
    { className: 'ib-json-list', role: 'group', 'aria-label': data.title },
    h('strong', { className: 'ib-json-list__title' }, data.title),
    h('p', { className: 'ib-json-list__help' }, data.help),
    ...items.map(item),
    h(
      Button,
      { variant: 'primary', onClick: () => write([...items, data.newItem(items)]) },
      sprintf(__('Add %s', 'ib-blocks'), data.itemName.toLowerCase()),
    ),
  );
}
