// Reads the pricing table's light DOM and gives it explicit table roles, cell labels for the
// stacked layout and disclosure buttons for rows followed by a `data-details` row.
import { uniqueId } from '../../packages/core/ids.ts';
import type { AttributeLedger } from './attribute-ledger.ts';
import { cellLabels, columnLabels, groupRows, type RowGroup } from './table-model.ts';

/** Marks the buttons the table inserts (its light-DOM styles and click handling find them by it). */
export const TOGGLE_ATTRIBUTE = 'data-ib-pricing-toggle';

/** Marks the rows a long table hides in its narrow layout, where one chosen row shows (light CSS). */
export const OTHER_ROW_ATTRIBUTE = 'data-ib-pricing-other';

export interface TableModel {
  table: HTMLTableElement;
  /** Body rows in order, details rows included. */
  rows: HTMLTableRowElement[];
  groups: RowGroup[];
  labels: string[];
}

export function readTable(table: HTMLTableElement): TableModel {
  const headRow = table.tHead ? [...table.tHead.rows].at(-1) : undefined;
  const labels = columnLabels(
    headRow
      ? [...headRow.cells].map((cell) => ({ text: cell.textContent ?? '', span: cell.colSpan }))
      : [],
  );
  const rows = [...table.tBodies].flatMap((body) => [...body.rows]);
  const groups = groupRows(
    rows.map((row) => ({
      details: row.hasAttribute('data-details'),
      text: `${row.cells[0]?.textContent ?? ''} ${row.getAttribute('data-keywords') ?? ''}`,
    })),
  );
  return { table, rows, groups, labels };
}

/**
 * Explicit roles on every table part: the stacked layout changes `display` of rows and cells,
 * which makes some browsers drop the table semantics; the roles keep them.
 */
export function applyTableRoles({ table, labels }: TableModel, ledger: AttributeLedger): void {
  ledger.set(table, 'role', 'table');
  for (const section of [table.tHead, ...table.tBodies, table.tFoot])
    if (section) ledger.set(section, 'role', 'rowgroup');
  for (const row of table.rows) {
    ledger.set(row, 'role', 'row');
    const inHead = row.parentElement === table.tHead;
    const cells = [...row.cells];
    const names = cellLabels(
      cells.map((cell) => cell.colSpan),
      labels,
    );
    cells.forEach((cell, i) => {
      const role = cell.localName === 'th' ? (inHead ? 'columnheader' : 'rowheader') : 'cell';
      ledger.set(cell, 'role', role);
      // The stacked layout prints each cell's column name before it (hidden from screen readers).
      if (!inHead && !row.hasAttribute('data-details'))
        ledger.set(cell, 'data-label', names[i] || null);
    });
  }
}

export interface RowDisclosure {
  button: HTMLButtonElement;
  details: HTMLTableRowElement;
  unwire(): void;
}

/** Moves the row header's content into a disclosure button controlling the details row. */
export function wireDetails(
  row: HTMLTableRowElement,
  details: HTMLTableRowElement,
  ledger: AttributeLedger,
): RowDisclosure | null {
  const cell = row.cells[0];
  if (!cell) return null;
  if (!details.id) ledger.set(details, 'id', uniqueId('ib-pricing-details'));
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(TOGGLE_ATTRIBUTE, '');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', details.id);
  button.append(...cell.childNodes);
  cell.append(button);
  return {
    button,
    details,
    unwire() {
      cell.append(...button.childNodes);
      button.remove();
    },
  };
}
