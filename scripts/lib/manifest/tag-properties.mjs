// The element properties that the Vue and Svelte typings add to a tag's attributes: Vue and
// Svelte both set a property rather than an attribute when the element has one (an object such
// as ib-top-bar's `auth` reaches it that way).

/**
 * ` & Partial<Pick<…>>` of the element's JavaScript properties (where the manifest lists them)
 * not already among `declared`, typed from the element's class; '' if none. `Extract` keeps a
 * name the class does not type from breaking the typings.
 */
export function propertiesOf(element, declared) {
  const names = (element.properties ?? []).map((property) => property.name).filter((name) => name && !declared.includes(name));
  if (!names.length) return '';
  const tag = `HTMLElementTagNameMap['${element.tag}']`;
  return ` & Partial<Pick<${tag}, Extract<${names.map((name) => `'${name}'`).join(' | ')}, keyof ${tag}>>>`;
}
