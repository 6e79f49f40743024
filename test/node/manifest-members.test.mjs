// The manifest is complete (docs/build.md, "Manifest and editor data"): every prop of the
// `createIbElement` props map is a member with its attribute, type and default, every event has
// its type, and the editor data carries the properties too.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { buildManifest } from '../../scripts/manifest.mjs';
import { defineFiles } from '../../scripts/lib/define-files.mjs';
import { propsMap } from '../../scripts/lib/manifest/props-map.mjs';

const outdir = mkdtempSync(join(tmpdir(), 'ib-manifest-'));
const read = (name) => JSON.parse(readFileSync(join(outdir, name), 'utf8'));
let declarations;

before(
  async () => {
    const manifest = await buildManifest({ outdir, quiet: true });
    declarations = new Map(
      manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .map((declaration) => [declaration.tagName, declaration]),
    );
  },
  { timeout: 120000 },
);

const field = (tag, name) =>
  declarations.get(tag).members?.find((member) => member.kind === 'field' && member.name === name);

test('every props-spec entry of every element is a member with its attribute and type', () => {
  const files = defineFiles();
  assert.equal(files.length, 39);
  let checked = 0;
  for (const { tag, file } of files) {
    for (const { name, kind } of propsMap(process.cwd(), file).entries) {
      const member = field(tag, name);
      assert.ok(member, `${tag}: no member ${name}`);
      assert.ok(member.type?.text, `${tag}.${name} has no type`);
      if (kind !== 'object')
        assert.equal(
          member.attribute,
          name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
          `${tag}.${name}`,
        );
      if (kind === 'boolean') assert.equal(member.type.text, 'boolean', `${tag}.${name}`);
      checked += 1;
    }
  }
  assert.ok(checked > 160, `only ${checked} props read`);
  // Specs with a spread of label names: each attribute is a member.
  for (const tag of ['ib-crm-widget', 'ib-video']) {
    const { attributes, members } = declarations.get(tag);
    assert.ok(attributes.length > 20);
    for (const attribute of attributes)
      assert.ok(
        members.some((member) => member.attribute === attribute.name),
        `${tag}: attribute ${attribute.name} has no member`,
      );
  }
});

test("members carry the props type, the boolean default and the spec's @default", () => {
  assert.deepEqual(field('ib-accordion', 'closeOthers'), {
    kind: 'field',
    name: 'closeOthers',
    type: { text: 'boolean' },
    description: 'Opening an item closes the other open items (presence-only).',
    default: 'false',
    attribute: 'close-others',
    reflects: true,
  });
  assert.equal(field('ib-tooltip', 'placement').type.text.split(' | ').length, 12);
  assert.equal(field('ib-squircle', 'radius').default, '24');
  assert.equal(field('ib-search-popover', 'limit').default, '5');
  // A label's text is the catalog's in the page language: no one default.
  assert.equal(field('ib-modal', 'closeLabel').default, undefined);
  assert.equal(field('ib-lottie', 'renderer').default, '"svg"');
  assert.equal(field('ib-modal', 'label').default, undefined);
  assert.equal(field('ib-video', 'muteLabel').attribute, 'mute-label');
  assert.equal(field('ib-crm-widget', 'storageKey').type.text, 'string');
  assert.equal(
    field('ib-top-bar', 'auth').type.text,
    "{ state?: string; helperEnabled?: boolean; endpoint?: string; debug?: 'loggedIn' | 'failedRequest' }",
  );
});

test("every @fires event has a type: an ib-* event's is a CustomEvent with its detail", () => {
  for (const [tag, declaration] of declarations) {
    for (const event of declaration.events ?? []) {
      assert.ok(event.type?.text, `${tag}: ${event.name} has no type`);
      if (/detail:/.test(event.description ?? ''))
        assert.match(
          event.type.text,
          /^CustomEvent<\{ .+ \}>$|^CustomEvent<Record</,
          `${tag}: ${event.name}`,
        );
    }
  }
  const events = (tag) =>
    Object.fromEntries(declarations.get(tag).events.map((event) => [event.name, event.type.text]));
  assert.equal(
    events('ib-accordion')['ib-accordion-toggle'],
    'CustomEvent<{ index: number; open: boolean }>',
  );
  assert.equal(
    events('ib-video')['ib-video-progress'],
    "CustomEvent<{ source: string; provider: 'html5' | 'youtube' | 'vimeo'; percent: 25 | 50 | 75 | 100 }>",
  );
  assert.equal(events('ib-video').play, 'Event');
});

test("web-types lists each element's properties with their types; VS Code data shows them on hover", () => {
  const webTypes = read('web-types.json').contributions.html.elements;
  assert.equal(webTypes.length, 39);
  for (const element of webTypes) {
    const fields =
      declarations
        .get(element.name)
        .members?.filter(
          (member) => member.kind === 'field' && !member.static && !member.privacy,
        ) ?? [];
    assert.deepEqual(
      element.js.properties.map((property) => property.name),
      fields.map((member) => member.name),
      element.name,
    );
  }
  const accordion = webTypes.find((element) => element.name === 'ib-accordion');
  assert.deepEqual(accordion.js.properties[0], {
    name: 'closeOthers',
    description: 'Opening an item closes the other open items (presence-only).',
    default: 'false',
    value: { type: 'boolean' },
  });
  assert.deepEqual(accordion.js.events[0].value, {
    type: 'CustomEvent<{ index: number; open: boolean }>',
  });
  const vscode = read('vscode.html-custom-data.json').tags.find(
    (tag) => tag.name === 'ib-accordion',
  );
  assert.match(vscode.description.value, /- `closeOthers: boolean` \(default `false`\)/);
  assert.match(
    vscode.description.value,
    /- `ib-accordion-toggle`: `CustomEvent<\{ index: number; open: boolean \}>`/,
  );
});
