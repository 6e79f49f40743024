// Instantiates the gate's <template>, written by the template author, next to it in the light
// DOM; cloned content runs as the author wrote it (scripts included), nothing parsed from strings.

/** The gate's own `<template>` child, if any. */
export function gatedTemplate(host: HTMLElement): HTMLTemplateElement | undefined {
  return [...host.children].find(
    (child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement,
  );
}

/** Inserts a copy of the template's content after it; returns the inserted top-level nodes. */
export function instantiateTemplate(template: HTMLTemplateElement): ChildNode[] {
  const fragment = template.ownerDocument.importNode(template.content, true);
  const nodes = [...fragment.childNodes];
  template.after(fragment);
  return nodes;
}

export function removeNodes(nodes: ChildNode[]): void {
  for (const node of nodes) node.remove();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/** After the visitor's click loaded the content, focus goes into it instead of falling to <body>. */
export function focusLoadedContent(host: HTMLElement, nodes: ChildNode[]): void {
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    const target = node.matches(FOCUSABLE) ? node : node.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
  if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
  host.focus();
}
