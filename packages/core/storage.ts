// Web Storage that never throws: private modes, blocked cookies and full quotas all read as
// "unavailable" (README, "Storage": quota errors mean storage is unavailable).
export type StorageKind = 'local' | 'session';

export interface SafeStorage {
  /** True when a test write and remove succeeded when this object was made. */
  readonly available: boolean;
  get(key: string): string | null;
  /** False when the write failed (quota, blocked) or storage is unavailable. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

const PROBE_KEY = '__ib_storage_probe__';

/** A never-throwing view of localStorage or sessionStorage, probed on every call. */
export function safeStorage(kind: StorageKind = 'local'): SafeStorage {
  const storage = probe(kind);
  if (!storage) return unavailable;
  return {
    available: true,
    get: (key) => attempt(() => storage.getItem(key), null),
    set: (key, value) =>
      attempt(() => {
        storage.setItem(key, value);
        return true;
      }, false),
    remove: (key) => attempt(() => storage.removeItem(key), undefined),
  };
}

const unavailable: SafeStorage = Object.freeze({
  available: false,
  get: () => null,
  set: () => false,
  remove: () => undefined,
});

function probe(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    // Reading the property itself throws a SecurityError when storage is blocked.
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}
