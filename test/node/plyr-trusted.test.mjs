import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { rewritePlyr } from '../../scripts/lib/plyr-trusted.mjs';

test("rewrites every one of Plyr's innerHTML assignments to the Trusted Types helper", () => {
  const plyr = readFileSync(
    new URL('../../node_modules/plyr/dist/plyr.mjs', import.meta.url),
    'utf8',
  );
  const rewritten = rewritePlyr(plyr, '/packages/core/trusted-html.ts');
  assert.doesNotMatch(rewritten, /\.innerHTML\s*=[^=]/);
  assert.match(
    rewritten,
    /^import \{ setInertHTMLOrText \} from "\/packages\/core\/trusted-html\.ts";/,
  );
  assert.match(rewritten, /setInertHTMLOrText\(caption, content\);/);
});

test('fails loudly when the code has no assignment left to rewrite (a changed Plyr)', () => {
  assert.throws(() => rewritePlyr('const a = 1;', '/x.ts'), /plyr-trusted/);
});
