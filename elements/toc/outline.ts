// Pure logic of the table of contents: heading text to slug ids, and the nesting of h1/h2
// headings into a two-level outline. No DOM, so it is tested on its own.

export interface HeadingInfo {
  id: string;
  text: string;
  /** 1 for h1, 2 for h2. */
  level: number;
}

export interface OutlineItem extends HeadingInfo {
  children: OutlineItem[];
}

/** "Sending your first SMS!" -> "sending-your-first-sms"; accents dropped, never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** `base`, or `base-2`, `base-3`... : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * Nests headings by level: each h2 goes under the h1 before it; h2s before the first h1 (or an
 * article that has only h2s) stay at the top level.
 */
export function buildOutline(headings: readonly HeadingInfo[]): OutlineItem[] {
  const top: OutlineItem[] = [];
  let parent: OutlineItem | undefined;
  for (const heading of headings) {
    const item: OutlineItem = { ...heading, children: [] };
    if (heading.level <= 1) {
      top.push(item);
      parent = item;
    } else if (parent) {
      parent.children.push(item);
    } else {
      top.push(item);
    }
  }
  return top;
}

/**
 * Index of the current section: the last heading whose top has passed `line` (px from the
 * viewport top), or -1 while every heading is still below it.
 */
export function currentHeadingIndex(headingTops: readonly number[], line: number): number {
  let current = -1;
  headingTops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/** The activation line: the middle of the part of the viewport the sticky header leaves visible. */
export function activationLine(viewportHeight: number, headerHeight: number): number {
  return headerHeight + Math.max(0, viewportHeight - headerHeight) / 2;
}
