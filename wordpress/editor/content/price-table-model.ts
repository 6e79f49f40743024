// The pricing table's content as block attributes, read from and saved as the `<table>` of
// elements/pricing-table/README.md: a caption, the header row's cells, and the body rows in order,
// where a `<tr data-details>` row is the details of the row before it. The edits an author makes
// (a row, a column, a row's details) keep every row as wide as the header.
export interface Cell {
  text: string;
}

export interface Row {
  /** The row header's HTML; a details row has none. */
  header?: string;
  cells: Cell[];
  /** Other names the filter finds the row by (`data-keywords`). */
  keywords?: string;
  /** Present (an empty string, as WordPress reads `data-details`) on a details row. */
  details?: string;
}

export interface PriceTable {
  caption?: string;
  columns: Cell[];
  rows: Row[];
}

export const isDetails = (row: Row | undefined): boolean => typeof row?.details === 'string';

const empty = (count: number): Cell[] => Array.from({ length: count }, () => ({ text: '' }));

/** A row of `columns` columns: its header and a cell for every other column. */
export const newRow = (columns: number): Row => ({ header: '', cells: empty(columns - 1) });

export const addRow = ({ columns, rows }: PriceTable): Row[] => [...rows, newRow(columns.length)];

/** Removes row `index` and its details row. */
export const removeRow = ({ rows }: PriceTable, index: number): Row[] =>
  rows.filter((_, at) => at !== index && !(at === index + 1 && isDetails(rows[at])));

/** Adds a details row after row `index`, or removes the one it has. */
export const toggleDetails = ({ rows }: PriceTable, index: number): Row[] =>
  isDetails(rows[index + 1])
    ? rows.filter((_, at) => at !== index + 1)
    : [...rows.slice(0, index + 1), { cells: empty(1), details: '' }, ...rows.slice(index + 1)];

export const addColumn = ({ columns, rows }: PriceTable): Pick<PriceTable, 'columns' | 'rows'> => ({
  columns: [...columns, { text: '' }],
  rows: rows.map((row) => (isDetails(row) ? row : { ...row, cells: [...row.cells, { text: '' }] })),
});

/** Removes column `index` (1 or more: the first column holds the row headers). */
export const removeColumn = (
  { columns, rows }: PriceTable,
  index: number,
): Pick<PriceTable, 'columns' | 'rows'> => ({
  columns: columns.filter((_, at) => at !== index),
  rows: rows.map((row) =>
    isDetails(row) ? row : { ...row, cells: row.cells.filter((_, at) => at !== index - 1) },
  ),
});

/** Replaces item `index` of `list` with `change` merged in. */
export const updated = <T>(list: T[], index: number, change: Partial<T>): T[] =>
  list.map((item, at) => (at === index ? { ...item, ...change } : item));
