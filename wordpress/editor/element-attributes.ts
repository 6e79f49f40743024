// A block's attribute values as the tag's HTML attributes: a toggle is present or absent (the
// elements read booleans by presence, as HTML does), an empty text is no attribute.

/**
 * In the order of `names` (the block.json's, the manifest's), whatever order the author set them
 * in: the same settings always save the same markup.
 */
export function elementAttributes(
  attributes: WordPress.Attributes,
  names: string[],
): Record<string, string> {
  const html: Record<string, string> = {};
  for (const name of names) {
    const value = attributes[name];
    if (value === true) html[name] = '';
    else if (typeof value === 'string' && value !== '') html[name] = value;
  }
  return html;
}

/**
 * WordPress's props for a block's element, for an `ib-*` tag: React 17 writes `className` on a
 * custom element as a `classname` attribute, so it goes as `class`.
 */
export function customElementProps({
  className,
  ...props
}: Record<string, unknown>): Record<string, unknown> {
  return className ? { ...props, class: className } : props;
}
