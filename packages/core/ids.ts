// Unique ids for aria wiring (aria-controls, aria-describedby, label for).
let counter = 0;

/** `ib-1`, `ib-2`, ... (or `${prefix}-n`), skipping ids the document already uses. */
export function uniqueId(prefix = 'ib'): string {
  let id: string;
  do {
    counter += 1;
    id = `${prefix}-${counter}`;
    // Another copy of the library (or the template) may already use the same name.
  } while (typeof document !== 'undefined' && document.getElementById(id));
  return id;
}
