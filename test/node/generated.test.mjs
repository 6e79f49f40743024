// The files `npm run generate` writes are what the define files make today: an element added,
// renamed or given a new event without regenerating fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staleFiles } from '../../scripts/generate.mjs';
import { componentName, eventProp, shortEventProp } from '../../scripts/lib/react-wrappers.mjs';

test('every generated file is up to date (npm run generate)', async () => {
  const { stale, leftover } = await staleFiles(process.cwd());
  assert.deepEqual([...stale, ...leftover], []);
});

test("a React event prop is the event's whole name; its short alias drops the element's own prefix, and only that", () => {
  assert.equal(eventProp('ib-modal-open'), 'onIbModalOpen');
  assert.equal(eventProp('ib-navbar-menu-toggle'), 'onIbNavbarMenuToggle');
  assert.equal(eventProp('input'), 'onInput');
  assert.equal(eventProp('ib-consent'), 'onIbConsent');
  assert.equal(shortEventProp('ib-modal', 'ib-modal-open'), 'onOpen');
  assert.equal(shortEventProp('ib-search', 'ib-search-results'), 'onResults');
  assert.equal(shortEventProp('ib-consent-gate', 'ib-consent'), undefined);
  assert.equal(shortEventProp('ib-range', 'input'), undefined);
});

test('component names: the tag without ib-, in PascalCase; ib-map is ActionableMap (Map is a global)', () => {
  assert.equal(componentName('ib-video-testimonial'), 'VideoTestimonial');
  assert.equal(componentName('ib-toc'), 'Toc');
  assert.equal(componentName('ib-map'), 'ActionableMap');
});
