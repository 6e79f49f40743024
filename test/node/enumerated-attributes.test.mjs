// Enumerated attributes: the union in an element's props type reaches the manifest (and with it
// jsx-attributes.d.ts and the editor data); an @attr that lists the values itself is refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { enumeratedAttributes } from '../../custom-elements-manifest.config.mjs';

const TOOLTIP = {
  tagName: 'ib-tooltip',
  attributes: [{ name: 'placement', fieldName: 'placement', type: { text: 'string' } }],
};

function link(declarations) {
  const customElementsManifest = { modules: [{ declarations }] };
  enumeratedAttributes().packageLinkPhase({ customElementsManifest });
  return customElementsManifest.modules[0].declarations;
}

test('an @attr {string} whose prop is a union of literals gets the union as its type', () => {
  const [tooltip, video, label] = link([
    structuredClone(TOOLTIP),
    {
      tagName: 'ib-video',
      attributes: [
        { name: 'data-plyr-provider', fieldName: 'dataPlyrProvider', type: { text: 'string' } },
      ],
    },
    {
      tagName: 'ib-modal',
      attributes: [{ name: 'close-label', fieldName: 'closeLabel', type: { text: 'string' } }],
    },
  ]);
  assert.equal(
    tooltip.attributes[0].type.text,
    "'top' | 'top-start' | 'top-end' | 'right' | 'right-start' | 'right-end' | 'bottom' | 'bottom-start' | 'bottom-end' | 'left' | 'left-start' | 'left-end'",
  );
  assert.equal(video.attributes[0].type.text, "'html5' | 'youtube' | 'vimeo' | 'local' | 'wistia'");
  assert.equal(label.attributes[0].type.text, 'string');
});

test('an @attr that writes the values itself fails: they are written once, in the props type', () => {
  const listed = {
    ...TOOLTIP,
    attributes: [{ ...TOOLTIP.attributes[0], type: { text: "'top' | 'bottom'" } }],
  };
  assert.throws(() => link([listed]), /ib-tooltip: @attr placement lists its values/);
});
