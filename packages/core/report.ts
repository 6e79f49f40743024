// One way to report bad input or a failed dependency: console.error once per source and message,
// so a broken block says what is wrong without flooding the console or breaking the page.
const reported = new WeakMap<object, Set<string>>();
const pageSource = {};

export function reportError(source: object | null, error: unknown): void {
  const key = source ?? pageSource;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const seen = reported.get(key) ?? new Set<string>();
  if (seen.has(message)) return;
  seen.add(message);
  reported.set(key, seen);
  const label =
    typeof Element !== 'undefined' && source instanceof Element
      ? `<${source.localName}>`
      : 'ib-blocks';
  console.error(`[ib-blocks] ${label}`, error);
}
