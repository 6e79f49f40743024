// The attributes come from each element's props spec (scripts/lib/manifest/spec-attributes.mjs):
// the union in the spec reaches the manifest (and with it jsx-attributes.d.ts and the editor
// data), a label's default is its catalog key's English text, and an @attr that repeats a prop fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  attributesFromSpecs,
  specAttributes,
} from '../../scripts/lib/manifest/spec-attributes.mjs';
import { englishStrings } from '../../scripts/lib/translations.mjs';

const root = process.cwd();
const english = await englishStrings(root);
const specs = specAttributes(root, english);
const attribute = (tag, name) => specs[tag].find((candidate) => candidate.name === name);

test("a prop typed by a union of literals gets the union as its attribute's type", () => {
  assert.equal(
    attribute('ib-tooltip', 'placement').type,
    "'top' | 'top-start' | 'top-end' | 'right' | 'right-start' | 'right-end' | 'bottom' | 'bottom-start' | 'bottom-end' | 'left' | 'left-start' | 'left-end'",
  );
  assert.equal(
    attribute('ib-video', 'data-plyr-provider').type,
    "'html5' | 'youtube' | 'vimeo' | 'local' | 'wistia'",
  );
  assert.equal(attribute('ib-modal', 'close-label').type, 'string');
  assert.equal(attribute('ib-search-popover', 'limit').type, 'number');
});

test("the description is the entry's doc comment, the default its @default", () => {
  const limit = attribute('ib-search-popover', 'limit');
  assert.equal(limit.default, '5');
  assert.doesNotMatch(limit.description, /5/);
  assert.equal(attribute('ib-tooltip', 'placement').default, '"top"');
  assert.match(attribute('ib-tooltip', 'content').description, /^Tooltip text/);
});

test("a label's text defaults to its catalog key, English shown; a spread of label names is read", () => {
  const play = attribute('ib-video', 'play-label');
  assert.equal(play.catalog, 'video.play');
  assert.match(play.description, /Default: the page language's `video\.play`; English `Play`\.$/);
  assert.equal(specs['ib-video'].filter((entry) => entry.name.endsWith('-label')).length, 31);
  // The label map names each prop's key: `phone-hint` is `crmWidget.phoneHint`.
  assert.equal(attribute('ib-crm-widget', 'phone-hint').catalog, 'crmWidget.phoneHint');
  // A counted text: the form the key names.
  assert.equal(attribute('ib-glossary', 'count-one-label').english, '{count} term');
  assert.equal(attribute('ib-glossary', 'count-label').english, '{count} terms');
});

test('an @attr that repeats a prop of the spec fails; one for state the element sets is kept', () => {
  const link = (attributes) => {
    const customElementsManifest = {
      modules: [{ declarations: [{ customElement: true, tagName: 'ib-subnav', attributes }] }],
    };
    attributesFromSpecs(root, english).packageLinkPhase({ customElementsManifest });
    return customElementsManifest.modules[0].declarations[0].attributes;
  };
  assert.throws(
    () => link([{ name: 'variant', type: { text: 'string' } }]),
    /ib-subnav: @attr variant repeats a prop of the props spec/,
  );
  const kept = link([{ name: 'scrolled-away', type: { text: 'boolean' } }]);
  assert.deepEqual(
    kept.map((entry) => entry.name),
    ['variant', 'scrolled-away'],
  );
});
