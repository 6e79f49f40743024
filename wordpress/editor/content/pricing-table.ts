// ib-pricing-table: its bare `<table>` (elements/pricing-table/README.md) is one block, edited as a
// table form (the caption, column headings, row headers and prices as text; a row's details and
// search words; buttons that add and remove rows, columns and details), never as HTML. The core
// Table block cannot serve: it wraps the table in a `<figure>` and writes no row headers.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock, getBlockAttributes, getBlockType } from '@wordpress/blocks';
import { createElement as h } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { registerChildBlock } from './child-block.ts';
import { useElementBeingEdited } from './element-being-edited.ts';
import { childrenMatching, type ElementContent } from './element-content.ts';
import { PriceTableForm } from './price-table-form.ts';
import { isDetails, newRow, type Cell, type PriceTable, type Row } from './price-table-model.ts';

const TABLE = 'ib-blocks/price-table';
const ELEMENT = 'ib-blocks/pricing-table';

const html = (selector?: string) => ({ type: 'string', source: 'html', selector });

/** Each block attribute read from the saved `<table>`. */
const ATTRIBUTES = {
  caption: html('caption'),
  columns: {
    type: 'array',
    source: 'query',
    selector: 'thead th',
    query: { text: html() },
    default: [{ text: '' }, { text: '' }, { text: '' }],
  },
  rows: {
    type: 'array',
    source: 'query',
    selector: 'tbody tr',
    query: {
      header: html('th'),
      cells: { type: 'array', source: 'query', selector: 'td', query: { text: html() } },
      keywords: { type: 'string', source: 'attribute', attribute: 'data-keywords' },
      details: { type: 'string', source: 'attribute', attribute: 'data-details' },
    },
    default: [newRow(3), newRow(3)],
  },
};

const cell = (tagName: string, { text }: Cell, key: number, props: Record<string, unknown> = {}) =>
  h(RichText.Content, { key, tagName, value: text, ...props });

function bodyRow(row: Row, index: number, columns: number) {
  if (isDetails(row))
    return h(
      'tr',
      { key: index, 'data-details': '' },
      cell('td', row.cells[0] ?? { text: '' }, 0, { colSpan: columns }),
    );
  return h(
    'tr',
    { key: index, 'data-keywords': row.keywords || undefined },
    cell('th', { text: row.header ?? '' }, 0, { scope: 'row' }),
    ...row.cells.map((value, at) => cell('td', value, at + 1)),
  );
}

/** The `<table>` of the README, as saved and as the live element reads it in the editor. */
const tableChildren = ({ caption, columns, rows }: PriceTable) => [
  caption ? h(RichText.Content, { key: 'caption', tagName: 'caption', value: caption }) : null,
  h(
    'thead',
    { key: 'head' },
    h(
      'tr',
      null,
      columns.map((column, at) => cell('th', column, at, { scope: 'col' })),
    ),
  ),
  h(
    'tbody',
    { key: 'body' },
    rows.map((row, index) => bodyRow(row, index, columns.length)),
  ),
];

const tableOf = (attributes: WordPress.Attributes) => attributes as unknown as PriceTable;

function EditTable(props: WordPress.EditProps) {
  const editing = useElementBeingEdited(props.clientId, ELEMENT);
  const table = tableOf(props.attributes);
  // While the element is live, the block is the `<table>` itself, its direct child, as it reads it.
  if (!editing) return h('table', useBlockProps(), ...tableChildren(table));
  return h(
    'div',
    useBlockProps({ className: 'ib-editor-item ib-editor-price-table' }),
    h(PriceTableForm, {
      table,
      change: (change: Partial<PriceTable>) =>
        props.setAttributes(change as unknown as WordPress.Attributes),
    }),
  );
}

export const pricingTableContent: ElementContent = {
  tag: 'ib-pricing-table',
  shape: { allowedBlocks: [TABLE], template: [[TABLE]], templateLock: 'all' },
  register() {
    registerChildBlock(TABLE, {
      title: __('Price table', 'ib-blocks'),
      description: __(
        'The prices: a row per country, a column per channel, details under a row.',
        'ib-blocks',
      ),
      icon: 'editor-table',
      parent: [ELEMENT],
      attributes: ATTRIBUTES,
      edit: EditTable,
      save: ({ attributes }) => h('table', null, ...tableChildren(tableOf(attributes))),
    });
  },
  childrenToBlocks: (element) =>
    childrenMatching(element, 'table').map((table) =>
      createBlock(TABLE, getBlockAttributes(getBlockType(TABLE)!, table.outerHTML)),
    ),
};
