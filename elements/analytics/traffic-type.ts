// Traffic type (README, "Traffic type"): `GET {apiBase}/infobip/v1/traffic-type` answers
// `{ internal }`, stored under `traffic_type` in localStorage, requested only while nothing valid
// is stored.

export const TRAFFIC_TYPE_KEY = 'traffic_type';
export const TRAFFIC_TYPE_PATH = '/infobip/v1/traffic-type';

/** The endpoint under the page's API base (trailing slashes of the base ignored). */
export function trafficTypeUrl(apiBase: string): string {
  return `${apiBase.trim().replace(/\/+$/, '')}${TRAFFIC_TYPE_PATH}`;
}

/** The `internal` flag of an answer: booleans, plus the '1'/'0' and 'true'/'false' PHP APIs print. */
export function readInternalFlag(answer: unknown): boolean | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const value = (answer as { internal?: unknown }).internal;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** How the flag is stored: 'true' or 'false'. */
export const storedTrafficType = (internal: boolean): string => String(internal);

/** True when the stored value is one this element wrote; anything else counts as nothing stored. */
export function isValidStoredTrafficType(raw: string | null): boolean {
  return raw === 'true' || raw === 'false';
}
