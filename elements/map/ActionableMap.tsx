import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { uniqueId } from '../../packages/core/ids.ts';
import { prefersReducedMotion } from '../../packages/core/motion.ts';
import { reportError } from '../../packages/core/report.ts';
import { listenAll } from '../../packages/core/listen.ts';
import { useEmit, useHost, useLatest, useStrings } from '../../packages/element/index.ts';
import { map } from '../../packages/i18n/en.ts';
import { adoptIntoRoot, lazySheet } from '../../packages/core/light-dom-styles.ts';
import {
  nextSelection,
  resolveSelected,
  tooltipPosition,
  wireRegions,
  type TooltipPlacement,
} from './map-regions.ts';
import untilFoundCss from '../../packages/ui/until-found-collapse.css?inline';
import lightCss from './map-light.css?inline';
import type { ActionableMapProps } from './map-props.ts';

export type { ActionableMapProps };

type MapHost = HTMLElement & { selected?: string };

const lightStyles = lazySheet(untilFoundCss + lightCss);

/** Attributes the map writes on light-DOM nodes; their previous values come back on unmount. */
const WIRED = [
  'slot',
  'role',
  'tabindex',
  'aria-label',
  'aria-expanded',
  'aria-pressed',
  'aria-controls',
  'hidden',
  'id',
];

interface Tooltip {
  region: string;
  name: string;
  /** Hover and focus each keep the tooltip up; it goes when neither does (or on Escape). */
  by: 'hover' | 'focus';
}

const SHAPES = (host: HTMLElement) => [
  ...host.querySelectorAll<SVGElement>(':scope > svg [data-region]'),
];
const PANELS = (host: HTMLElement) => [
  ...host.querySelectorAll<HTMLElement>('[data-region-panel]'),
];

function titleOf(shape: Element): string | null {
  const title = [...shape.children].find((child) => child.localName === 'title');
  return title?.textContent ?? null;
}

/**
 * An actionable map: the `[data-region]` shapes of a child inline SVG become buttons named by
 * `data-label`; activating one shows its `[data-region-panel]` panel and hides the others; hover
 * or focus shows the region's name in a tooltip. Without script every panel shows.
 */
export function ActionableMap({ selected, label }: ActionableMapProps) {
  const host = useHost<MapHost>();
  const emit = useEmit();
  const { t } = useStrings('map', map);
  const defaultLabel = t('label');
  const [version, contentChanged] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const shapes = useMemo(() => SHAPES(host), [host, version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the light DOM changes: the version counts its mutations
  const panels = useMemo(() => PANELS(host), [host, version]);
  const wiring = useMemo(
    () =>
      wireRegions(
        shapes.map((shape) => ({
          id: shape.getAttribute('data-region')!.trim(),
          label: shape.getAttribute('data-label') ?? titleOf(shape),
        })),
        panels.map((panel) => panel.getAttribute('data-region-panel') ?? ''),
      ),
    [shapes, panels],
  );
  const shapeOf = useMemo(() => {
    const found = new Map<string, SVGElement>();
    for (const shape of shapes) {
      const id = shape.getAttribute('data-region')!.trim();
      if (!found.has(id)) found.set(id, shape);
    }
    return found;
  }, [shapes]);
  const current = resolveSelected(
    selected,
    wiring.regions.map((region) => region.id),
  );
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const original = useRef(new Map<Element, Map<string, string | null>>());
  const revealPanel = useRef(false);

  const latest = useLatest({ wiring, current, shapeOf });

  useLayoutEffect(() => adoptIntoRoot(host, lightStyles()), [host]);

  // Shapes and panels added or removed later are picked up.
  useEffect(() => {
    const observer = new MutationObserver(contentChanged);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    const problems = [
      ...wiring.unnamed.map((id) => `region "${id}" has no data-label`),
      ...wiring.duplicates.map((id) => `region "${id}" appears twice`),
      ...wiring.strayPanels.map(
        (i) => `panel "${panels[i].getAttribute('data-region-panel')}" names no region`,
      ),
    ];
    if (!host.querySelector(':scope > svg')) problems.push('no child <svg>');
    else if (shapes.length === 0) problems.push('the <svg> has no [data-region] shapes');
    if (problems.length) reportError(host, new Error(`ib-map: ${problems.join('; ')}`));
    if (selected !== undefined && selected.trim() !== '' && current === null)
      reportError(host, new Error(`ib-map: selected="${selected}" names no region`));
  }, [host, wiring, panels, shapes, selected, current]);

  // Roles, names and panel visibility, before paint. Previous attribute values are kept once.
  useLayoutEffect(() => {
    const set = (element: Element, name: string, value: string | null) => {
      let saved = original.current.get(element);
      if (!saved) original.current.set(element, (saved = new Map()));
      if (!saved.has(name)) saved.set(name, element.getAttribute(name));
      if (value === null) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    };
    const svg = host.querySelector(':scope > svg');
    if (svg) {
      set(svg, 'slot', 'map');
      // role="img" would hide the region buttons from assistive technology.
      set(svg, 'role', 'group');
      // The template's own name wins unless `label` is set; the SVG's original values are kept in `original`.
      const own = original.current.get(svg);
      const ownLabel = own?.has('aria-label')
        ? own.get('aria-label')
        : svg.getAttribute('aria-label');
      const named = ownLabel || svg.hasAttribute('aria-labelledby');
      if (label) set(svg, 'aria-label', label);
      else set(svg, 'aria-label', named ? (ownLabel ?? null) : defaultLabel);
    }
    const idOf = (panel: HTMLElement) => {
      if (!panel.id) set(panel, 'id', uniqueId('ib-map-panel'));
      return panel.id;
    };
    for (const region of wiring.regions) {
      const shape = shapeOf.get(region.id)!;
      const isSelected = region.id === current;
      set(shape, 'role', 'button');
      set(shape, 'tabindex', '0');
      set(shape, 'aria-label', region.name);
      if (region.panels.length) {
        set(shape, 'aria-expanded', String(isSelected));
        set(shape, 'aria-controls', region.panels.map((i) => idOf(panels[i])).join(' '));
        set(shape, 'aria-pressed', null);
      } else {
        set(shape, 'aria-pressed', String(isSelected));
        set(shape, 'aria-expanded', null);
        set(shape, 'aria-controls', null);
      }
    }
    panels.forEach((panel, i) => {
      const owner = wiring.regions.find((region) => region.panels.includes(i));
      // Hidden panels stay reachable by find-in-page (`beforematch` then selects their region).
      set(panel, 'hidden', owner && owner.id === current ? null : 'until-found');
    });
    if (revealPanel.current) {
      revealPanel.current = false;
      const panel = wiring.regions
        .find((region) => region.id === current)
        ?.panels.map((i) => panels[i])[0];
      panel?.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
    }
  }, [host, label, defaultLabel, wiring, shapeOf, panels, current]);

  // Unmount: every node gets its own attributes back (all panels visible, as without script).
  useLayoutEffect(
    () => () => {
      for (const [element, saved] of original.current) {
        for (const [name, value] of saved) {
          if (!WIRED.includes(name)) continue;
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
      original.current.clear();
    },
    [],
  );

  // Activation, tooltips and find-in-page on the light-DOM shapes (native listeners on the host).
  useEffect(() => {
    const regionFrom = (event: Event) => {
      const shape = (event.target as Element | null)?.closest?.('[data-region]');
      if (!shape || !host.contains(shape)) return null;
      const id = shape.getAttribute('data-region')!.trim();
      return latest.current.shapeOf.get(id) === shape
        ? (latest.current.wiring.regions.find((region) => region.id === id) ?? null)
        : null;
    };
    const activate = (id: string) => {
      const next = nextSelection(latest.current.current, id);
      revealPanel.current = next !== null;
      host.selected = next ?? undefined;
      emit('ib-map-select', { region: next });
    };
    const onClick = (event: MouseEvent) => {
      const region = regionFrom(event);
      if (region) activate(region.id);
    };
    // Buttons act on Enter at key down and on Space at key up, as native buttons do.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setTooltip(null);
        return;
      }
      const region = regionFrom(event);
      if (!region || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        activate(region.id);
      } else if (event.key === ' ') event.preventDefault(); // no page scroll
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const region = regionFrom(event);
      if (region && event.key === ' ') activate(region.id);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return; // a tap activates; no hover on touch screens
      const region = regionFrom(event);
      if (region) setTooltip({ region: region.id, name: region.name, by: 'hover' });
    };
    const onPointerOut = (event: PointerEvent) => {
      const region = regionFrom(event);
      const into = (event.relatedTarget as Element | null)?.closest?.('[data-region]');
      if (!region || into === latest.current.shapeOf.get(region.id)) return;
      setTooltip((shown) => {
        if (!shown || shown.by !== 'hover' || shown.region !== region.id) return shown;
        const focused =
          document.activeElement &&
          latest.current.shapeOf.get(region.id)?.contains(document.activeElement);
        return focused ? { ...shown, by: 'focus' } : null;
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      const region = regionFrom(event);
      if (region) setTooltip({ region: region.id, name: region.name, by: 'focus' });
    };
    const onFocusOut = (event: FocusEvent) => {
      const region = regionFrom(event);
      if (region)
        setTooltip((shown) => (shown?.by === 'focus' && shown.region === region.id ? null : shown));
    };
    const onBeforeMatch = (event: Event) => {
      const panel = (event.target as Element).closest('[data-region-panel]');
      const index = panel ? PANELS(host).indexOf(panel as HTMLElement) : -1;
      const owner = latest.current.wiring.regions.find((region) => region.panels.includes(index));
      if (owner && owner.id !== latest.current.current) activate(owner.id);
    };
    const stopBubbling = listenAll(host, {
      click: onClick,
      keydown: onKeyDown,
      keyup: onKeyUp,
      pointerover: onPointerOver,
      pointerout: onPointerOut,
      focusin: onFocusIn,
      focusout: onFocusOut,
    });
    // `beforematch` does not bubble: caught on its way down to the hidden panel.
    const stopCapturing = listenAll(host, { beforematch: onBeforeMatch }, { capture: true });
    return () => {
      stopBubbling();
      stopCapturing();
    };
  }, [host, emit, latest]);

  // Place the tooltip over its region once its text is in (and again if the region moves).
  useLayoutEffect(() => {
    const shape = tooltip && shapeOf.get(tooltip.region);
    if (!shape || !tip.current) {
      setPlacement(null);
      return;
    }
    const place = () => {
      const region = shape.getBoundingClientRect();
      const container = host.getBoundingClientRect();
      const size = tip.current!.getBoundingClientRect();
      setPlacement(tooltipPosition(region, container, size));
    };
    place();
    const stopResize = listenAll(window, { resize: place });
    const stopScroll = listenAll(document, { scroll: place }, { capture: true, passive: true });
    return () => {
      stopResize();
      stopScroll();
    };
  }, [host, tooltip, shapeOf]);

  return (
    <>
      <div className="layout" part="layout">
        <div className="map" part="map">
          <slot name="map" />
        </div>
        <div className="content" part="content">
          <slot />
        </div>
      </div>
      <div
        ref={tip}
        className="tooltip"
        part="tooltip"
        aria-hidden="true"
        data-placement={placement?.placement}
        hidden={!tooltip}
        style={
          placement
            ? { left: `${placement.left}px`, top: `${placement.top}px` }
            : { visibility: 'hidden' }
        }
      >
        {tooltip?.name}
      </div>
    </>
  );
}
