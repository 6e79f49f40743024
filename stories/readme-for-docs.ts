// A block's README as its docs page shows it (the <Markdown> under <Controls>), less what the
// page already shows: the README's title (the page has its own), and each table row about a name
// the Controls table lists from the Custom Elements Manifest (an attribute, property, event,
// slot, part or CSS custom property of the page's element), so each is listed once. Rows about
// anything else stay (methods, keys, messages), and so do the tables about another element of
// the same README (ib-video-testimonial on the video page: the Controls table shows one element).
// A table left without rows goes, and a heading left with nothing under it.
import manifest from 'virtual:ib/custom-elements';

interface Declaration {
  tagName?: string;
  attributes?: Named[];
  members?: Array<Named & { kind?: string }>;
  events?: Named[];
  slots?: Named[];
  cssProperties?: Named[];
  cssParts?: Named[];
}
interface Named {
  name: string;
}

/** The names the Controls table lists for `component` (Storybook's categories; methods are not listed). */
function namesInControls(component: string | undefined): Set<string> {
  const declaration = (manifest.modules as Array<{ declarations?: Declaration[] }>)
    .flatMap((module) => module.declarations ?? [])
    .find((candidate) => candidate.tagName === component);
  if (!declaration) return new Set();
  const members = (declaration.members ?? []).filter(
    (member) => member.kind !== 'method' && !member.name.startsWith('#'),
  );
  const {
    attributes = [],
    events = [],
    slots = [],
    cssProperties = [],
    cssParts = [],
  } = declaration;
  return new Set(
    [...attributes, ...members, ...events, ...slots, ...cssProperties, ...cssParts]
      .map((item) => item.name)
      .filter(Boolean),
  );
}

export const readmeForDocs = (readme: string, component: string | undefined) =>
  withoutListed(readme, component, namesInControls(component));

const HEADING = /^(#{1,6})\s/;
const FENCE = /^(```|~~~)/;
/** The element a heading is about: the first `<ib-…>` it names. */
const headingTag = (line: string) => line.match(/<(ib-[a-z-]+)>/)?.[1];
/** A table row's first cell when it is exactly one code span: `| \`close-label\` | ...`. */
const firstCodeCell = (row: string) => row.match(/^\|\s*`([^`]+)`\s*\|/)?.[1];

/** `readme` without its title and the table rows about `listed` names in `component`'s sections. */
export function withoutListed(
  readme: string,
  component: string | undefined,
  listed: Set<string>,
): string {
  const lines = readme.split('\n');
  const kept: string[] = [];
  let inFence = false;
  let sectionTag: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) inFence = !inFence;
    if (!inFence && HEADING.test(line)) {
      if (line.startsWith('# ') && !kept.some((earlier) => HEADING.test(earlier))) continue; // the title
      // A section about an element lasts until the next `##` heading that names none.
      sectionTag = headingTag(line) ?? (line.startsWith('## ') ? undefined : sectionTag);
    }
    const ofThisElement = sectionTag === undefined || sectionTag === component;
    if (inFence || !ofThisElement || !line.startsWith('|')) {
      kept.push(line);
      continue;
    }
    // A table: its header and separator, then the rows that stay.
    const table = [line];
    while (i + 1 < lines.length && lines[i + 1].startsWith('|')) table.push(lines[++i]);
    const rows = table.slice(2).filter((row) => !listed.has(firstCodeCell(row) ?? ''));
    if (rows.length) kept.push(...table.slice(0, 2), ...rows);
  }
  return withoutEmptySections(kept).join('\n');
}

/** Drops each heading followed only by blank lines up to the next heading of its level or above. */
function withoutEmptySections(lines: string[]): string[] {
  let inFence = false;
  // A line's heading level, or undefined (a `#` line inside a code fence is code, not a heading).
  const levels = lines.map((line) => {
    if (FENCE.test(line)) inFence = !inFence;
    return inFence ? undefined : line.match(HEADING)?.[1].length;
  });
  return lines.filter((_, i) => {
    const own = levels[i];
    if (own === undefined) return true;
    for (let j = i + 1; j < lines.length; j++) {
      const next = levels[j];
      if (next !== undefined) return next > own; // a subsection with its own content decides for itself
      if (lines[j].trim() !== '') return true;
    }
    return false;
  });
}
