// Phone numbers in E.164: "+", a country code not starting with 0, at most 15 digits in all.
// Visitors type numbers the way they read them, so spaces, dashes, dots and brackets are
// dropped and a leading international "00" becomes "+" before the check.
const E164 = /^\+[1-9]\d{6,14}$/;

/** The E.164 form of what was typed, or undefined when it is not a valid number. */
export function toE164(input: string): string | undefined {
  let compact = input.trim().replace(/[\s().-]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  return E164.test(compact) ? compact : undefined;
}

export const isE164 = (value: unknown): value is string =>
  typeof value === 'string' && E164.test(value);
