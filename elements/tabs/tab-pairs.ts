// Which light-DOM children are tabs and panels, and which tab a link target belongs to. Tabs and
// panels pair up in order: the first `slot="tab"` with the first `slot="panel"`, and so on.

export interface TabPairs {
  tabs: HTMLElement[];
  panels: HTMLElement[];
  /** Tabs or panels without a partner (reported; stray tabs are hidden, stray panels stay visible). */
  strayTabs: HTMLElement[];
  strayPanels: HTMLElement[];
}

export function pairTabs(children: Iterable<Element>): TabPairs {
  const allTabs: HTMLElement[] = [];
  const allPanels: HTMLElement[] = [];
  for (const child of children) {
    if (!(child instanceof HTMLElement)) continue;
    if (child.slot === 'tab') allTabs.push(child);
    else if (child.slot === 'panel') allPanels.push(child);
  }
  const count = Math.min(allTabs.length, allPanels.length);
  return {
    tabs: allTabs.slice(0, count),
    panels: allPanels.slice(0, count),
    strayTabs: allTabs.slice(count),
    strayPanels: allPanels.slice(count),
  };
}

/** The index of the pair a link target names: a panel, something inside a panel, or a tab. -1 if none. */
export function pairIndexOf(target: Element | null, { tabs, panels }: TabPairs): number {
  if (!target) return -1;
  const inPanel = panels.findIndex((panel) => panel.contains(target));
  return inPanel >= 0 ? inPanel : tabs.indexOf(target as HTMLElement);
}

/** The element a URL hash names (`#id`, percent-encoded or not) within `root`, or null. */
export function hashTarget(hash: string, root: Pick<Document, 'getElementById'>): Element | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the hash as written.
  }
  return root.getElementById(id) ?? (id === raw ? null : root.getElementById(raw));
}
