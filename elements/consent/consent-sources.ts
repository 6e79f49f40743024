// Pure readers for the places consent comes from. Each returns the categories it knows about
// (normalised keys, booleans); unknown shapes read as "knows nothing" rather than "refused".
import { CANONICAL_CATEGORIES, normaliseCategory, ONETRUST_GROUPS } from './categories.ts';

export type ConsentValues = Record<string, boolean>;

/** `detail` of the generic `ib-consent` event (or `window.ibConsent`): `{ [category]: boolean }`. */
export function readGenericConsent(detail: unknown): ConsentValues {
  const values: ConsentValues = {};
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return values;
  for (const [category, value] of Object.entries(detail)) {
    if (typeof value === 'boolean' && category.trim() !== '')
      values[normaliseCategory(category)] = value;
  }
  return values;
}

/** `window.Cookiebot.consent.{necessary,preferences,statistics,marketing}`. */
export function readCookiebotConsent(cookiebot: unknown): ConsentValues {
  const values: ConsentValues = {};
  const consent = (cookiebot as { consent?: unknown } | null | undefined)?.consent;
  if (typeof consent !== 'object' || consent === null) return values;
  for (const category of CANONICAL_CATEGORIES) {
    const value = (consent as Record<string, unknown>)[category];
    if (typeof value === 'boolean') values[category] = value;
  }
  return values;
}

/**
 * OneTrust's active groups: the `window.OnetrustActiveGroups` string (",C0001,C0004,") or the
 * `OneTrustGroupsUpdated` event's array. Every listed group id is granted; the four standard
 * categories read granted exactly when their group is listed.
 */
export function readOneTrustConsent(groups: unknown): ConsentValues {
  const values: ConsentValues = {};
  let ids: string[];
  if (typeof groups === 'string') ids = groups.split(',');
  else if (Array.isArray(groups)) ids = groups.filter((id): id is string => typeof id === 'string');
  else return values;
  const active = new Set(ids.map((id) => id.trim().toUpperCase()).filter(Boolean));
  for (const id of active) values[id] = true;
  for (const category of CANONICAL_CATEGORIES)
    values[category] = active.has(ONETRUST_GROUPS[category]);
  return values;
}
