// How an actionable map's regions, panels and tooltip fit together, free of the DOM: which panels
// belong to which region, what activating a region selects, and where the name tooltip goes.

export interface RegionSource {
  /** The `data-region` value. */
  id: string;
  /** `data-label`, else the shape's `<title>`; null when it has neither. */
  label: string | null;
}

export interface Region {
  id: string;
  /** The accessible name: the label, or the id when the markup gives none (reported). */
  name: string;
  /** Indexes of the `[data-region-panel]` elements that belong to it. */
  panels: number[];
}

export interface RegionWiring {
  regions: Region[];
  /** Regions without a label (named by their id instead). */
  unnamed: string[];
  /** Panels naming no region: they stay hidden and are reported. */
  strayPanels: number[];
  /** `data-region` values used twice: the first shape wins, the others are reported and left alone. */
  duplicates: string[];
}

export function wireRegions(
  sources: readonly RegionSource[],
  panelRegions: readonly string[],
): RegionWiring {
  const regions: Region[] = [];
  const unnamed: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  for (const { id, label } of sources) {
    if (seen.has(id)) {
      duplicates.push(id);
      continue;
    }
    seen.add(id);
    const name = label?.trim();
    if (!name) unnamed.push(id);
    regions.push({ id, name: name || id, panels: [] });
  }
  const strayPanels: number[] = [];
  panelRegions.forEach((regionId, index) => {
    const region = regions.find((candidate) => candidate.id === regionId.trim());
    if (region) region.panels.push(index);
    else strayPanels.push(index);
  });
  return { regions, unnamed, strayPanels, duplicates };
}

/** The selected region for a `selected` value: that region when it exists, else none. */
export function resolveSelected(
  selected: string | undefined,
  regionIds: readonly string[],
): string | null {
  const id = selected?.trim();
  return id && regionIds.includes(id) ? id : null;
}

/** Activating the selected region again closes its panel; any other region is selected. */
export function nextSelection(current: string | null, activated: string): string | null {
  return current === activated ? null : activated;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  /** Centre of the tooltip, relative to the container's left edge. */
  left: number;
  /** The tooltip's bottom edge (placement top) or top edge (placement bottom), relative to the container's top. */
  top: number;
  placement: 'top' | 'bottom';
}

/**
 * Centres the tooltip over the region, `gap` above it; below it when there is no room above in
 * the viewport. Kept inside the container horizontally.
 */
export function tooltipPosition(
  region: Box,
  container: Box,
  tip: { width: number; height: number },
  gap = 8,
): TooltipPlacement {
  const centre = region.left + region.width / 2 - container.left;
  const half = tip.width / 2;
  const left =
    container.width <= tip.width
      ? container.width / 2
      : Math.min(Math.max(centre, half), container.width - half);
  const roomAbove = region.top - gap - tip.height >= 0;
  return roomAbove
    ? { left, top: region.top - container.top - gap, placement: 'top' }
    : { left, top: region.top + region.height - container.top + gap, placement: 'bottom' };
}
