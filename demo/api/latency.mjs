// Artificial latency so loaders, debouncing and request races are visible in the demo.
// Deterministic: the same request always waits the same time, so a race is reproducible.

export const DEFAULT_DELAY_MS = 120;

/** The base delay: the option, else IB_API_DELAY, else the default. */
export function baseDelay(option) {
  if (Number.isFinite(option) && option >= 0) return option;
  const fromEnv = Number.parseInt(process.env.IB_API_DELAY ?? '', 10);
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_DELAY_MS;
}

/** Between half and one and a half times the base, chosen by a hash of the request key. */
export function delayFor(key, base) {
  if (base === 0) return 0;
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return Math.round(base * (0.5 + (hash >>> 0) / 4294967296));
}

export function wait(ms) {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
