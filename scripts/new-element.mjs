// `npm run new-element -- <name>`: a new block, ib-<name>, that renders, is tested and documented
// from the start: elements/<name>/ (component, define file, CSS, a logic module and its test, a
// browser test, README), its story and docs page, a demo page, its case in
// test/browser/element-cases.ts (the leak test and the language check), the React smoke test,
// the story list, the demo index and the element counts, then `npm run generate` for its React
// wrapper. docs/architecture.md ("Adding a block") says what to do next.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mjs';
import { formatted } from './lib/format.mjs';
import { listEdits, namesFor, newFiles } from './lib/new-element-files.mjs';

// The demo page whose head, header and footer a new page copies.
const TEMPLATE_PAGE = 'demo/pages/range.html';

export async function newElement(root, requested) {
  const names = namesFor(requested.replace(/^ib-/, ''));
  const files = newFiles(names, readFileSync(join(root, TEMPLATE_PAGE), 'utf8'));
  const taken = Object.keys(files).filter((path) => existsSync(join(root, path)));
  if (taken.length)
    throw new Error(`new-element: ${names.tag} exists already (${taken.join(', ')})`);
  // Every edit is computed before anything is written: a list that cannot take the tag stops it all.
  const edits = Object.entries(listEdits(names)).map(([path, edit]) => [
    path,
    edit(readFileSync(join(root, path), 'utf8')),
  ]);
  for (const [path, text] of [...Object.entries(files), ...edits]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), await formatted(root, path, text));
  }
  const { written } = await generate(root);
  return { names, written: [...Object.keys(files), ...edits.map(([path]) => path), ...written] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const requested = process.argv[2];
  if (!requested) {
    console.error('usage: npm run new-element -- <name>   (e.g. countdown, for <ib-countdown>)');
    process.exit(2);
  }
  try {
    const { names, written } = await newElement(
      resolve(dirname(fileURLToPath(import.meta.url)), '..'),
      requested,
    );
    console.log(`new-element: <${names.tag}>\n${written.map((path) => `  ${path}`).join('\n')}`);
    console.log('next: "Adding a block" in docs/architecture.md');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
