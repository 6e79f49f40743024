// The WordPress plugin's blocks (docs/wordpress.md, "Block editor"): one block.json per element of
// the manifest, or the element left out with its reason; each attribute a block attribute read
// from the saved tag, with the control of its kind; and the editor script's asset file listing
// exactly the WordPress packages the bundle imports.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { ATTRIBUTE_CHECKS_ID, attributeChecksModule } from '../../scripts/lib/attribute-checks.mjs';
import { buildManifest } from '../../scripts/manifest.mjs';
import { blocksFromManifest } from '../../scripts/wordpress/blocks.mjs';

let manifest;
let blocks;
let leftOut;

before(
  async () => {
    manifest = await buildManifest({
      outdir: mkdtempSync(join(tmpdir(), 'ib-blocks-')),
      quiet: true,
    });
    ({ blocks, leftOut } = blocksFromManifest(manifest));
  },
  { timeout: 120000 },
);

const block = (name) => blocks.find((candidate) => candidate.name === name);

test('every element of the manifest is a block ib-blocks/<name>, or left out with a reason', () => {
  const tags = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => declaration.tagName)
    .sort();
  const covered = [
    ...blocks.map((candidate) => candidate.name.replace('ib-blocks/', 'ib-')),
    ...leftOut.map(({ tag }) => tag),
  ].sort();
  assert.deepEqual(covered, tags);
  assert.deepEqual(
    leftOut.map(({ tag }) => tag),
    ['ib-analytics'],
  );
  for (const { reason } of leftOut) assert.ok(reason.length > 20, reason);
  assert.ok(block('ib-blocks/accordion'));
  assert.ok(block('ib-blocks/video-testimonial'));
});

test('each block.json has what the inserter shows, in the ib-blocks category, apiVersion 3 (iframed canvas)', () => {
  for (const candidate of blocks) {
    assert.equal(candidate.apiVersion, 3, candidate.name);
    assert.equal(candidate.category, 'ib-blocks', candidate.name);
    assert.ok(candidate.title && candidate.description && candidate.icon, candidate.name);
    assert.ok(candidate.keywords.length > 0, candidate.name);
  }
  const video = block('ib-blocks/video');
  assert.equal(video.title, 'Video');
  assert.equal(block('ib-blocks/video-testimonial').title, 'Video testimonial');
  assert.match(video.description, /^Video player \(html5 file or HLS stream/);
  assert.ok(video.keywords.includes('ib-video'));
});

test('attributes are read from the saved tag, with the control of their kind', () => {
  const sourced = (name, attribute) => {
    const definition = block(name).attributes[attribute];
    assert.equal(definition.source, 'attribute');
    assert.equal(definition.selector, name.replace('ib-blocks/', 'ib-'));
    assert.equal(definition.attribute, attribute);
    return definition;
  };
  assert.deepEqual(
    { ...sourced('ib-blocks/accordion', 'close-others'), ibHelp: undefined },
    {
      type: 'boolean',
      source: 'attribute',
      selector: 'ib-accordion',
      attribute: 'close-others',
      ibKind: 'toggle',
      ibHelp: undefined,
    },
  );
  // A number stays text in the block: WordPress reads sourced attributes as strings.
  assert.equal(sourced('ib-blocks/range', 'max').type, 'string');
  assert.equal(sourced('ib-blocks/range', 'max').ibKind, 'number');
  const placement = sourced('ib-blocks/tooltip', 'placement');
  assert.equal(placement.ibKind, 'choice');
  assert.equal(placement.enum.length, 12);
  assert.deepEqual(placement.enum.slice(0, 3), ['top', 'top-start', 'top-end']);
  assert.equal(sourced('ib-blocks/search', 'types').ibKind, 'json');
  const playLabel = sourced('ib-blocks/video', 'play-label');
  assert.equal(playLabel.ibKind, 'label');
  // The empty field shows what the element says without it.
  assert.equal(playLabel.ibPlaceholder, 'Play');
  assert.equal(sourced('ib-blocks/modal', 'close-label').ibPlaceholder, 'Close');
  assert.equal(sourced('ib-blocks/video', 'src').ibKind, 'text');
  // The documentation as plain text, shown under the control.
  assert.equal(
    sourced('ib-blocks/video', 'src').ibHelp,
    'Media file URL; also the fallback when hls-src cannot play.',
  );
});

/** The `@wordpress/*` packages the editor source imports, read from the files themselves. */
function importedPackages(dir) {
  const found = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/from '(@wordpress\/[a-z0-9-]+)'/g)) found.add(match[1]);
  }
  return [...found];
}

test('the editor script keeps WordPress packages external and its asset file lists exactly them', async () => {
  const config = (await import('../../rollup.config.mjs')).default.find(
    (candidate) => candidate.input?.['wordpress/editor'],
  );
  const bundle = await rollup(config);
  const { output } = await bundle.generate(config.output);
  await bundle.close();
  const script = output.find((file) => file.fileName === 'wordpress/editor.js');
  const asset = output.find((file) => file.fileName === 'wordpress/editor.asset.php');
  const imported = importedPackages('wordpress/editor');
  assert.ok(imported.includes('@wordpress/blocks') && imported.includes('@wordpress/element'));
  const handles = imported.map((id) => id.replace('@wordpress/', 'wp-')).sort();
  const listed = /'dependencies' => array\( (.*?) \)/.exec(asset.source)[1];
  assert.deepEqual(
    listed.split(', ').map((handle) => handle.slice(1, -1)),
    handles,
  );
  assert.match(asset.source, /'version' => '[0-9a-f]{20}'/);
  // A classic script over WordPress's globals: no import left in it.
  assert.doesNotMatch(script.code, /\bimport\b|require\(/);
  assert.match(script.code, /wp\.blockEditor/);
  assert.match(script.code, /wp\.blocks/);
});

test("the sidebar gets every element's own attribute checks, each for an attribute of its block", async () => {
  // A checks file named otherwise would be left out of the editor script without a word.
  const misnamed = readdirSync('elements').flatMap((folder) =>
    readdirSync(join('elements', folder))
      .filter((file) => /-checks\.ts$/.test(file) && file !== `${folder}-checks.ts`)
      .map((file) => `elements/${folder}/${file}`),
  );
  assert.deepEqual(misnamed, []);

  const bundle = await rollup({
    input: ATTRIBUTE_CHECKS_ID,
    plugins: [attributeChecksModule(), esbuild({ target: 'es2022' })],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const file = join(mkdtempSync(join(tmpdir(), 'ib-blocks-checks-')), 'checks.mjs');
  writeFileSync(file, output[0].code);
  const checks = (await import(file)).default;

  assert.equal(checks['ib-parallax'].speed(Number.NaN).message, 'Invalid parallax speed');
  assert.equal(checks['ib-parallax'].speed(0.3), undefined);
  for (const [tag, byAttribute] of Object.entries(checks)) {
    const attributes = block(`ib-blocks/${tag.slice('ib-'.length)}`)?.attributes;
    assert.ok(attributes, `${tag}: no block`);
    for (const name of Object.keys(byAttribute))
      assert.ok(name in attributes, `${tag}: no attribute ${name} for its check`);
  }
});
