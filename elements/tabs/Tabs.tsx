import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { reportError } from '../../packages/core/report.ts';
import { useEmit, useHost, useLatest } from '../../packages/element/index.ts';
import { hashTarget, pairIndexOf, pairTabs } from './tab-pairs.ts';
import { clampTabIndex, tabIndexForKey } from '../../packages/core/tab-keys.ts';
import type { TabsProps } from './tabs-props.ts';

export type { TabsProps };

type TabsHost = HTMLElement & { selected?: number };

/** Attributes the component writes on light-DOM children, removed again on unmount. */
const WIRED = ['role', 'aria-selected', 'aria-controls', 'aria-labelledby', 'tabindex', 'hidden'];

/**
 * APG tabs over light-DOM `<button slot="tab">` / `<section slot="panel">` pairs. Before the
 * element upgrades every panel shows in order; after, only the selected one does. Hidden
 * panels use `hidden="until-found"`, so the browser's find-in-page still reaches them (and
 * selects their tab through `beforematch`).
 */
export function Tabs({ selected, label }: TabsProps) {
  const host = useHost<TabsHost>();
  const emit = useEmit();
  const [childrenVersion, childrenChanged] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const pairs = useMemo(() => pairTabs(host.children), [host, childrenVersion]);
  const index = clampTabIndex(selected, pairs.tabs.length);
  const scrollTo = useRef<Element | null>(null);
  const generatedIds = useRef(new Set<string>());
  const wired = useRef(new Set<HTMLElement>());

  // Handlers attached once read the latest pairs and index through this ref.
  const latest = useLatest({ pairs, index });

  const select = useRef((next: number, options: { focus?: boolean; reveal?: Element } = {}) => {
    const { pairs: current, index: currentIndex } = latest.current;
    const tab = current.tabs[next];
    if (!tab) return;
    if (options.focus) tab.focus();
    if (options.reveal) scrollTo.current = options.reveal;
    if (next === currentIndex) {
      if (options.reveal) options.reveal.scrollIntoView();
      scrollTo.current = null;
      return;
    }
    host.selected = next;
    emit('ib-tabs-change', { index: next });
  }).current;

  // Tabs and panels added or removed later are picked up.
  useEffect(() => {
    const observer = new MutationObserver(childrenChanged);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    if (pairs.strayTabs.length || pairs.strayPanels.length) {
      reportError(
        host,
        new Error(
          `ib-tabs needs one slot="panel" per slot="tab" (found ${pairs.tabs.length + pairs.strayTabs.length} tabs, ${pairs.panels.length + pairs.strayPanels.length} panels)`,
        ),
      );
    }
  }, [host, pairs]);

  // ARIA wiring, roving tabindex and panel visibility, before paint.
  useLayoutEffect(() => {
    const idFor = (element: HTMLElement, prefix: string) => {
      if (!element.id) {
        element.id = uniqueId(prefix);
        generatedIds.current.add(element.id);
      }
      return element.id;
    };
    pairs.tabs.forEach((tab, i) => {
      const panel = pairs.panels[i];
      const isSelected = i === index;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-selected', String(isSelected));
      tab.setAttribute('aria-controls', idFor(panel, 'ib-tabpanel'));
      tab.setAttribute('tabindex', isSelected ? '0' : '-1');
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', idFor(tab, 'ib-tab'));
      if (isSelected) {
        panel.setAttribute('tabindex', '0'); // APG: the panel is the next tab stop after the tab list
        panel.removeAttribute('hidden');
      } else {
        // An until-found panel keeps its box and would stay focusable with a tabindex.
        panel.removeAttribute('tabindex');
        if (panel.getAttribute('hidden') !== 'until-found')
          panel.setAttribute('hidden', 'until-found');
      }
      wired.current.add(tab).add(panel);
    });
    for (const stray of pairs.strayTabs) {
      stray.setAttribute('hidden', '');
      wired.current.add(stray);
    }
    if (scrollTo.current) {
      scrollTo.current.scrollIntoView();
      scrollTo.current = null;
    }
  }, [pairs, index]);

  // Unmount: children go back to their no-script state (all panels visible).
  useLayoutEffect(
    () => () => {
      for (const element of wired.current) {
        for (const name of WIRED) element.removeAttribute(name);
        if (generatedIds.current.has(element.id)) element.removeAttribute('id');
      }
      wired.current.clear();
    },
    [],
  );

  // Clicks and keys on the slotted tabs (native listeners: React drops events on slotted nodes).
  useEffect(() => {
    const tabFrom = (event: Event) => {
      const tab = (event.target as Element | null)?.closest?.('[slot="tab"]');
      return tab ? latest.current.pairs.tabs.indexOf(tab as HTMLElement) : -1;
    };
    const onClick = (event: MouseEvent) => {
      const i = tabFrom(event);
      if (i >= 0) select(i);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const from = tabFrom(event);
      if (from < 0) return;
      const { tabs } = latest.current.pairs;
      const enabled = tabs.map(
        (tab) => !tab.hasAttribute('disabled') && tab.getAttribute('aria-disabled') !== 'true',
      );
      const rtl = getComputedStyle(host).direction === 'rtl';
      const next = tabIndexForKey(event.key, from, enabled, rtl);
      if (next === null) return;
      event.preventDefault();
      select(next, { focus: true }); // automatic activation: focus selects
    };
    // Find-in-page (or a fragment link) reached a hidden panel: show it with its tab.
    const onBeforeMatch = (event: Event) => {
      const i = pairIndexOf(event.target as Element, latest.current.pairs);
      if (i >= 0) select(i);
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    host.addEventListener('beforematch', onBeforeMatch, true);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      host.removeEventListener('beforematch', onBeforeMatch, true);
    };
  }, [host, select, latest]);

  // A URL hash naming a panel (or something inside one, or a tab) selects it, on load and later:
  // on load before the first paint, so the first panel never shows for a frame and gives way.
  useLayoutEffect(() => {
    const followHash = () => {
      const root = host.getRootNode() as Document | ShadowRoot;
      const target = hashTarget(location.hash, root);
      const i = pairIndexOf(target, latest.current.pairs);
      if (target && i >= 0) select(i, { reveal: target });
    };
    followHash(); // the URL may name a panel on load
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [host, select, latest]);

  return (
    <>
      <slot />
      <div className="tablist" part="tablist" role="tablist" aria-label={label || undefined}>
        <slot name="tab" />
      </div>
      <div className="panels" part="panels">
        <slot name="panel" />
      </div>
    </>
  );
}
