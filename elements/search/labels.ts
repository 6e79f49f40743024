// Visitor-facing text: English defaults, each overridable by an attribute for translation.

/** `'product-updates'` -> `'Product updates'`: a readable default for a content-type slug. */
export function humaniseType(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}
