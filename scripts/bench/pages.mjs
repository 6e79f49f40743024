// The benchmark page, written twice from the same content: once with ib-blocks tags over dist/,
// once with Shoelace tags over its own package folder. Text and layout around the blocks are
// identical, and a paragraph follows the blocks so that any change in their height is a visible
// layout shift.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const questions = Array.from({ length: 10 }, (_, i) => ({
  question: `Question ${i + 1}: how does feature ${i + 1} work?`,
  answer: `Feature ${i + 1} works out of the box. This answer is written by the template, stays in the page for search engines, and is long enough to wrap onto a second line on a narrow screen.`,
}));
const terms = ['Latency', 'Throughput', 'Cache', 'Edge', 'Origin'].map((term) => ({
  term,
  tip: `${term}: a short definition shown in a tooltip.`,
}));
const dialog = {
  title: 'Subscribe to the newsletter',
  body: 'One email a month with product news. Unsubscribe at any time.',
};

const pageStyle = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 760px; margin: 0 auto; padding: 24px; }
  details { border-bottom: 1px solid #ccc; padding: 8px 0; }
  button { font: inherit; }`;

function shell({ title, head, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${pageStyle}</style>
${head}
</head>
<body>
<h1>Frequently asked questions</h1>
<p>Everything you wanted to know, with a dialog and a few tooltips. The blocks below are the only scripted parts of this page.</p>
${body}
<p>This closing paragraph sits below every block: if a block changes height while it upgrades, this text moves and the move counts as layout shift.</p>
</body>
</html>
`;
}

/** The tags the ib-blocks page uses, for the setup that loads each element's file itself. */
export const OUR_TAGS = ['ib-accordion', 'ib-modal', 'ib-tooltip'];

/** The shared chunks with stable names that a template loading blocks by name preloads (README). */
export const PRELOADED_CHUNKS = ['chunks/runtime', 'chunks/core'];

/** Which of the theme sheets `oursPage()` can link a build folder (`dist/`) ships. */
export function sheetsIn(dist) {
  return {
    tokensCss: existsSync(join(dist, 'themes/tokens.css')),
    upgradeCss: existsSync(join(dist, 'themes/upgrade.css')),
  };
}

/** The ways `oursPage()` can load the blocks. */
export const OUR_LOADERS = [
  'autoloader',
  'autoloader-async',
  'elements',
  'async',
  'render-blocking',
  'one-module',
];

/**
 * The ib-blocks page: tags only, plus the scripts (and the token and upgrade sheets if the build
 * ships them). `loader: 'autoloader'` is the one-script setup every template can use;
 * `loader: 'elements'` is the README's fastest setup: the page's blocks loaded by name
 * (`dist/elements/<tag>.js`) and the shared chunks preloaded, all fetched while the browser parses
 * the page, like Shoelace's cherry-picked imports.
 */
export function oursPage({
  base = '/ib',
  tokensCss = false,
  upgradeCss = false,
  loader = 'autoloader',
} = {}) {
  const preloads = PRELOADED_CHUNKS.map(
    (chunk) => `<link rel="modulepreload" href="${base}/${chunk}.js">`,
  );
  const byName = (attributes) =>
    OUR_TAGS.map(
      (tag) => `<script type="module"${attributes} src="${base}/elements/${tag}.js"></script>`,
    );
  const scripts = {
    autoloader: () => [`<script type="module" src="${base}/autoload.js"></script>`],
    'autoloader-async': () => [`<script type="module" async src="${base}/autoload.js"></script>`],
    elements: () => [...preloads, ...byName('')],
    // Variants of the by-name setup, for `bench:compare` experiments (docs/performance.md).
    async: () => [...preloads, ...byName(' async')],
    'render-blocking': () => [...preloads, ...byName(' blocking="render"')],
    'one-module': () => [
      ...preloads,
      `<script type="module">${OUR_TAGS.map((tag) => `import '${base}/elements/${tag}.js';`).join(' ')}</script>`,
    ],
  }[loader];
  if (!scripts) throw new Error(`Unknown loader "${loader}": one of ${OUR_LOADERS.join(', ')}.`);
  return shell({
    title: 'Peers benchmark: ib-blocks',
    head: [
      tokensCss ? `<link rel="stylesheet" href="${base}/themes/tokens.css">` : '',
      // The documented setup: upgrade.css in <head> keeps the layout still while elements upgrade.
      upgradeCss ? `<link rel="stylesheet" href="${base}/themes/upgrade.css">` : '',
      ...scripts(),
    ].join('\n'),
    body: `
<ib-accordion close-others>
${questions.map((q) => `  <details><summary>${q.question}</summary><p>${q.answer}</p></details>`).join('\n')}
</ib-accordion>
<p><a href=":modal-bench-dialog:">Open the newsletter dialog</a></p>
<ib-modal id="bench-dialog">
  <h2>${dialog.title}</h2>
  <p>${dialog.body}</p>
</ib-modal>
<p>Terms: ${terms.map((t) => `<ib-tooltip content="${t.tip}"><button type="button">${t.term}</button></ib-tooltip>`).join(' ')}</p>`,
  });
}

/** The same page with no script at all: the time any page needs, whatever library it uses. */
export function baselinePage() {
  // The ib-* tags stay (same layout) but are never defined: the meta tells the probe not to wait.
  return oursPage()
    .replace(/<script type="module"[^>]*><\/script>/, '<meta name="bench-no-elements">')
    .replace('ib-blocks', 'no script');
}

/**
 * The Shoelace page as its documentation sets it up: the light theme, the components imported
 * one by one (cherry-picked, the leanest way it documents), `:not(:defined)` hidden against the
 * flash of undefined elements, and a few lines for one-open-at-a-time and opening the dialog.
 * `loader: 'autoloader'` uses Shoelace's own autoloader instead, the match for ours.
 */
export function shoelacePage({ base = '/sl', loader = 'cherry-pick' } = {}) {
  const components = ['details', 'dialog', 'tooltip'];
  const load =
    loader === 'autoloader'
      ? `<script type="module" src="${base}/shoelace-autoloader.js"></script>`
      : `<script type="module" data-shoelace="${base}">
${components.map((name) => `import '${base}/components/${name}/${name}.js';`).join('\n')}
</script>`;
  return shell({
    title: 'Peers benchmark: Shoelace',
    head: `<link rel="stylesheet" href="${base}/themes/light.css">
<style>:not(:defined) { visibility: hidden; }</style>
${load}
<script type="module">
  // One open at a time, as in Shoelace's "grouping details" example; the link opens the dialog.
  const group = document.querySelector('.details-group');
  group.addEventListener('sl-show', (event) => {
    if (event.target.localName !== 'sl-details') return;
    for (const details of group.querySelectorAll('sl-details')) details.open = details === event.target;
  });
  document.querySelector('#open-dialog').addEventListener('click', (event) => {
    event.preventDefault();
    document.querySelector('#bench-dialog').show();
  });
</script>`,
    body: `
<div class="details-group">
${questions.map((q) => `  <sl-details summary="${q.question}"><p>${q.answer}</p></sl-details>`).join('\n')}
</div>
<p><a href="#bench-dialog" id="open-dialog">Open the newsletter dialog</a></p>
<sl-dialog id="bench-dialog" label="${dialog.title}">
  <p>${dialog.body}</p>
</sl-dialog>
<p>Terms: ${terms.map((t) => `<sl-tooltip content="${t.tip}"><button type="button">${t.term}</button></sl-tooltip>`).join(' ')}</p>`,
  });
}
