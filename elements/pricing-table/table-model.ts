// The pricing table's structure, free of the DOM: which column header labels each cell (for the
// stacked layout), which rows own a details row, and which rows a filter keeps.
import { containsAllWords, foldText, queryWords } from '../../packages/core/fold-text.ts';

/** One header cell of the table's last header row: its text and how many columns it spans. */
export interface HeaderCell {
  text: string;
  span: number;
}

/** The column label for each column index, from the header row's cells and their `colspan`s. */
export function columnLabels(header: readonly HeaderCell[]): string[] {
  const labels: string[] = [];
  for (const { text, span } of header) {
    const width = Number.isInteger(span) && span > 0 ? span : 1;
    for (let i = 0; i < width; i += 1) labels.push(text.trim());
  }
  return labels;
}

/** The label of each cell of a body row, from the column each starts in. */
export function cellLabels(spans: readonly number[], labels: readonly string[]): string[] {
  let column = 0;
  return spans.map((span) => {
    const label = labels[column] ?? '';
    column += Number.isInteger(span) && span > 0 ? span : 1;
    return label;
  });
}

export interface RowSource {
  /** The row is a `data-details` row (belongs to the row before it). */
  details: boolean;
  /** Text matched by the filter: the row header, plus `data-keywords`. */
  text: string;
}

export interface RowGroup {
  /** Index of the main row. */
  row: number;
  /** Index of its details row, when the next row is one. */
  details: number | null;
  /** Folded text for filtering. */
  key: string;
}

/** Pairs each main row with the `data-details` row that follows it; a details row alone stays unpaired. */
export function groupRows(rows: readonly RowSource[]): RowGroup[] {
  const groups: RowGroup[] = [];
  rows.forEach((row, i) => {
    if (row.details) return;
    const next = rows[i + 1];
    groups.push({ row: i, details: next?.details ? i + 1 : null, key: foldText(row.text) });
  });
  return groups;
}

/** Per group: does it match the query (every word, case- and accent-insensitive)? */
export function filterGroups(
  groups: readonly RowGroup[],
  query: string,
): { visible: boolean[]; count: number } {
  const words = queryWords(query);
  let count = 0;
  const visible = groups.map((group) => {
    const matches = containsAllWords(group.key, words);
    if (matches) count += 1;
    return matches;
  });
  return { visible, count };
}
