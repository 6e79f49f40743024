// `post_type` in its three shapes: 'any', one type, or a list (request bodies), and its
// comma-separated form in URLs (`?post_type=news,events`).

/** A request's post_type: 'any', a single type (sent as a string) or several (an array). */
export type PostType = 'any' | string | string[];

/** Removes blanks and duplicates, keeping the first occurrence's order. */
export function uniqueTypes(types: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const type of types) {
    const clean = type.trim().toLowerCase();
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/** One type stays a scalar, several become a list, none means every type ('any'). */
export function toPostType(types: Iterable<string>): PostType {
  const list = uniqueTypes(types);
  if (list.length === 0) return 'any';
  return list.length === 1 ? list[0] : list;
}

/** `'a, b'` -> `['a', 'b']`: the `custom-scope` attribute and the URL form. */
export function splitTypeList(value: string | null | undefined): string[] {
  return uniqueTypes((value ?? '').split(','));
}

/** The URL form: `any`, or types joined by commas (commas kept literal, the rest encoded). */
export function postTypeParam(postType: PostType): string {
  const list = Array.isArray(postType) ? postType : [postType];
  return list.map(encodeURIComponent).join(',');
}

/** Reads `post_type` values from a URL (repeated, `post_type[]`, comma-separated); null means every type. */
export function parsePostTypeParam(values: readonly string[]): string[] | null {
  const list = uniqueTypes(values.flatMap((value) => value.split(',')));
  return list.length === 0 || list.includes('any') ? null : list;
}
