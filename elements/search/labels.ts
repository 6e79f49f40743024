// A readable name for a content type that has no label of its own (`current-label`, `custom-label`
// and `types` labels win); the catalogs (packages/i18n) hold the block's other texts.

/** `'product-updates'` -> `'Product updates'`: a readable default for a content-type slug. */
export function humaniseType(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}
