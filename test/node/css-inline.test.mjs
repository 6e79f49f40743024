import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minify } from '../../scripts/lib/css-inline.mjs';

test('minify keeps descendant combinators before pseudo-classes and pseudo-elements', () => {
  assert.equal(
    minify('.map ::slotted(svg) { display: block; }'),
    '.map ::slotted(svg){display:block}',
  );
  assert.equal(
    minify(':where(ib-map) :where([data-region]:hover) {\n  fill: red;\n}'),
    ':where(ib-map) :where([data-region]:hover){fill:red}',
  );
});

test('minify drops comments and the whitespace around braces, semicolons, commas, > and after colons', () => {
  assert.equal(
    minify(
      '/* note */\n:host {\n  color : rgb(0, 0, 0);\n}\n.a > .b ,\n.c { margin: 0 auto; }\n@media (min-width: 48rem) { .d { e: f } }',
    ),
    ':host{color :rgb(0,0,0)}.a>.b,.c{margin:0 auto}@media (min-width:48rem){.d{e:f}}',
  );
});
