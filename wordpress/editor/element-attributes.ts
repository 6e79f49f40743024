// A block's attribute values as the tag's HTML attributes: a toggle is present or absent (the
// elements read booleans by presence, as HTML does), an empty text is no attribute.

export function elementAttributes(attributes: WordPress.Attributes): Record<string, string> {
  const html: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
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
