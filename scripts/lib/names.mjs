// Name shapes the generators share.

/** `search-popover` -> `SearchPopover`. */
export const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** `close-others` -> `closeOthers`. */
export const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
