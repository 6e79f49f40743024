// Name shapes the generators share.

/** `search-popover` -> `SearchPopover`. */
export const pascal = (kebab) =>
  kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** `close-others` -> `closeOthers`: an attribute's property (packages/element/attributes.ts). */
export const camelCase = (kebab) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** `closeOthers` -> `close-others`: a prop's attribute, as packages/element/attributes.ts writes it. */
export const kebabCase = (camel) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
