// Plyr assigns strings to `innerHTML` (menu labels, caption cues, tooltips, its HTML stripper).
// Those assignments throw on pages that enforce Trusted Types, and a caption name from the
// template would be parsed as markup. This transform rewrites each `x.innerHTML = y;` in Plyr's
// module into `setInertHTMLOrText(x, y);` (packages/core/trusted-html.ts): inert inline markup
// through the `ib-blocks` policy, anything else as text. One transform for Rollup and Vite
// (`transform`) and for the test runner's dev server (`transform` on the served body).
import { fileURLToPath } from 'node:url';

const PLYR = /\/node_modules\/plyr\/dist\/plyr\.mjs$/;
const ASSIGNMENT = /([\w$.]+)\.innerHTML = ([^;\n]+);/g;
const helperFile = fileURLToPath(new URL('../../packages/core/trusted-html.ts', import.meta.url));

/** The rewritten source; throws when Plyr's code no longer looks as expected (after an upgrade). */
export function rewritePlyr(code, helperSpecifier) {
  const rewritten = code.replace(ASSIGNMENT, 'setInertHTMLOrText($1, $2);');
  if (rewritten === code || /\.innerHTML =/.test(rewritten)) {
    throw new Error(
      "plyr-trusted: Plyr's innerHTML assignments changed; update scripts/lib/plyr-trusted.mjs",
    );
  }
  return `import { setInertHTMLOrText } from ${JSON.stringify(helperSpecifier)};\n${rewritten}`;
}

const isPlyr = (id) => PLYR.test(id.split('?')[0]);

/** Rollup and Vite plugin. */
export function plyrTrustedRollup() {
  return {
    name: 'plyr-trusted',
    transform(code, id) {
      return isPlyr(id) ? { code: rewritePlyr(code, helperFile), map: null } : null;
    },
  };
}

/** @web/dev-server (test runner) plugin: the helper by its URL from the served root. */
export function plyrTrustedDevServer() {
  return {
    name: 'plyr-trusted',
    transform(context) {
      if (isPlyr(context.path))
        return { body: rewritePlyr(context.body, '/packages/core/trusted-html.ts') };
    },
  };
}
