// The element properties that the Vue and Svelte typings add to a tag's attributes: both
// frameworks set a property rather than an attribute once the element has it, Svelte sets an
// object as a property before that too, and Vue's `.prop` modifier forces it (README, "Frameworks").

/**
 * ` & Partial<Pick<…>>` of the element's JavaScript properties (where the manifest lists them)
 * not already among `declared`, typed from the element's class; '' if none. `Extract` keeps a
 * name the class does not type from breaking the typings.
 */
export function propertiesOf(element, declared) {
  const names = (element.properties ?? [])
    .map((property) => property.name)
    .filter((name) => name && !declared.includes(name));
  if (!names.length) return '';
  const tag = `HTMLElementTagNameMap['${element.tag}']`;
  return ` & Partial<Pick<${tag}, Extract<${names.map((name) => `'${name}'`).join(' | ')}, keyof ${tag}>>>`;
}
