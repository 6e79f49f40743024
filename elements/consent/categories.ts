// Consent categories: the four the common consent managers share, the names sites often use for
// them, and how each maps onto Cookiebot's consent keys and OneTrust's standard group ids.

export const CANONICAL_CATEGORIES = [
  'necessary',
  'preferences',
  'statistics',
  'marketing',
] as const;
export type CanonicalCategory = (typeof CANONICAL_CATEGORIES)[number];

const ALIASES: Record<string, CanonicalCategory> = {
  necessary: 'necessary',
  essential: 'necessary',
  preferences: 'preferences',
  functional: 'preferences',
  statistics: 'statistics',
  analytics: 'statistics',
  performance: 'statistics',
  marketing: 'marketing',
  targeting: 'marketing',
  advertising: 'marketing',
};

/** OneTrust's default groups (C0005, social media, and custom groups are used by their id). */
export const ONETRUST_GROUPS: Record<CanonicalCategory, string> = {
  necessary: 'C0001',
  statistics: 'C0002',
  preferences: 'C0003',
  marketing: 'C0004',
};

const ONETRUST_GROUP_ID = /^c\d{4}$/i;

/**
 * The key a category is stored under: aliases become the canonical name, OneTrust group ids are
 * upper-cased, any other name is kept (lower-cased) for the generic `ib-consent` event.
 */
export function normaliseCategory(value: string): string {
  const name = value.trim().toLowerCase();
  if (ONETRUST_GROUP_ID.test(name)) return name.toUpperCase();
  return ALIASES[name] ?? name;
}

export function isCanonicalCategory(value: string): value is CanonicalCategory {
  return (CANONICAL_CATEGORIES as readonly string[]).includes(value);
}
