// `npm run new-element -- <name>`: a new block, ib-<name>, that renders, is tested and documented
// from the start. It writes elements/<name>/ (component, define file, CSS and its pre-upgrade
// rules, a logic module and its test, a browser test, its leak and language case, its React smoke
// test, README), stories/<name>.stories.ts and its docs page, and demo/pages/<name>.html, and
// edits nothing else: the tests, the Overview, the demo index and upgrade.css find them. Then
// `npm run generate` writes its React wrapper. docs/architecture.md ("Adding a block") says what
// to do next.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mjs';
import { formatted } from './lib/format.mjs';
import { namesFor, newFiles } from './lib/new-element-files.mjs';

// The demo page whose head, header and footer a new page copies.
const TEMPLATE_PAGE = 'demo/pages/range.html';

export async function newElement(root, requested) {
  const names = namesFor(requested.replace(/^ib-/, ''));
  const files = newFiles(names, readFileSync(join(root, TEMPLATE_PAGE), 'utf8'));
  const taken = Object.keys(files).filter((path) => existsSync(join(root, path)));
  if (taken.length)
    throw new Error(`new-element: ${names.tag} exists already (${taken.join(', ')})`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), await formatted(root, path, text));
  }
  const { written } = await generate(root);
  // `npm run generate` fills the new README's attribute table: a path may be in both lists.
  return { names, written: [...new Set([...Object.keys(files), ...written])] };
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
