// The entry a URL hash names (its id, or the id of an element inside it), in this glossary.
import { ENTRY_SELECTOR } from './glossary-dom.ts';

export function hashTarget(host: HTMLElement): HTMLElement | null {
  const raw = location.hash.slice(1);
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the hash as written.
  }
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return null; // removed meanwhile
  const target = root.getElementById(id);
  return target && host.contains(target) ? target.closest<HTMLElement>(ENTRY_SELECTOR) : null;
}
