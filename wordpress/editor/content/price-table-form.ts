// The pricing table as a form in the editor (./pricing-table.ts): a grid like the table itself,
// each heading, row header, price and details text a field of its own with a name that says where
// it is ("Row 2, column 3"), and buttons that add and remove rows, columns and details.
import { PlainText, RichText } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { createElement as h } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
  addColumn,
  addRow,
  isDetails,
  removeColumn,
  removeRow,
  toggleDetails,
  updated,
  type PriceTable,
  type Row,
} from './price-table-model.ts';

interface FormProps {
  table: PriceTable;
  change(change: Partial<PriceTable>): void;
}

/** A one-line text field without formats: prices and headings are plain text. */
const field = (label: string, value: string, onChange: (value: string) => void, extra = {}) =>
  h(RichText, {
    tagName: 'div',
    className: 'ib-editor-price-table__field',
    'aria-label': label,
    placeholder: label,
    value,
    onChange,
    allowedFormats: [],
    withoutInteractiveFormatting: true,
    ...extra,
  });

function headingRow({ table, change }: FormProps) {
  return h(
    'tr',
    null,
    table.columns.map((column, index) =>
      h(
        'th',
        { key: index, scope: 'col' },
        field(
          index === 0
            ? __('Heading of the row headers (Country)', 'ib-blocks')
            : sprintf(__('Heading of column %d', 'ib-blocks'), index + 1),
          column.text,
          (text) => change({ columns: updated(table.columns, index, { text }) }),
        ),
        index > 0 &&
          h(Button, {
            icon: 'no-alt',
            isSmall: true,
            label: sprintf(__('Remove column %d', 'ib-blocks'), index + 1),
            onClick: () => change(removeColumn(table, index)),
          }),
      ),
    ),
    h(
      'td',
      { className: 'ib-editor-price-table__actions' },
      h(Button, { variant: 'secondary', isSmall: true, onClick: () => change(addColumn(table)) }, [
        __('Add column', 'ib-blocks'),
      ]),
    ),
  );
}

function priceRow({ table, change }: FormProps, row: Row, index: number, number: number) {
  const setRow = (update: Partial<Row>) => change({ rows: updated(table.rows, index, update) });
  const hasDetails = isDetails(table.rows[index + 1]);
  return h(
    'tr',
    { key: index },
    h(
      'th',
      { scope: 'row' },
      field(sprintf(__('Row %d header', 'ib-blocks'), number), row.header ?? '', (header) =>
        setRow({ header }),
      ),
      h(PlainText, {
        className: 'ib-editor-price-table__keywords',
        'aria-label': sprintf(__('Row %d search words', 'ib-blocks'), number),
        placeholder: __('Other names (DE, Deutschland)', 'ib-blocks'),
        value: row.keywords ?? '',
        onChange: (keywords: string) => setRow({ keywords: keywords || undefined }),
      }),
    ),
    row.cells.map((value, at) =>
      h(
        'td',
        { key: at },
        field(
          sprintf(__('Row %1$d, column %2$d', 'ib-blocks'), number, at + 2),
          value.text,
          (text) => setRow({ cells: updated(row.cells, at, { text }) }),
        ),
      ),
    ),
    h(
      'td',
      { className: 'ib-editor-price-table__actions' },
      h(
        Button,
        {
          variant: 'tertiary',
          isSmall: true,
          onClick: () => change({ rows: toggleDetails(table, index) }),
        },
        [
          hasDetails
            ? sprintf(__('Remove details of row %d', 'ib-blocks'), number)
            : sprintf(__('Add details to row %d', 'ib-blocks'), number),
        ],
      ),
      h(Button, {
        icon: 'trash',
        isSmall: true,
        isDestructive: true,
        label: sprintf(__('Remove row %d', 'ib-blocks'), number),
        onClick: () => change({ rows: removeRow(table, index) }),
      }),
    ),
  );
}

function detailsRow({ table, change }: FormProps, row: Row, index: number, number: number) {
  return h(
    'tr',
    { key: index, className: 'ib-editor-price-table__details' },
    h(
      'td',
      { colSpan: table.columns.length },
      field(
        sprintf(__('Row %d details', 'ib-blocks'), number),
        row.cells[0]?.text ?? '',
        (text) => change({ rows: updated(table.rows, index, { cells: [{ text }] }) }),
        // Details are sentences: emphasis and links belong there.
        {
          allowedFormats: ['core/bold', 'core/italic', 'core/link'],
          withoutInteractiveFormatting: false,
        },
      ),
    ),
  );
}

export function PriceTableForm(props: FormProps) {
  const { table, change } = props;
  let number = 0;
  return h(
    'div',
    null,
    field(__('Caption', 'ib-blocks'), table.caption ?? '', (caption) =>
      change({ caption: caption || undefined }),
    ),
    h(
      'table',
      { className: 'ib-editor-price-table__grid' },
      h('thead', null, headingRow(props)),
      h(
        'tbody',
        null,
        table.rows.map((row, index) =>
          isDetails(row)
            ? detailsRow(props, row, index, number)
            : priceRow(props, row, index, ++number),
        ),
      ),
    ),
    h(Button, { variant: 'secondary', onClick: () => change({ rows: addRow(table) }) }, [
      __('Add row', 'ib-blocks'),
    ]),
  );
}
