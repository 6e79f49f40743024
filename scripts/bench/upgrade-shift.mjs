// npm run bench:upgrade -- loads every demo page fresh in Chromium (4x CPU throttling, 1280x800
// or another viewport) and reports the layout shift while its elements upgrade (docs/performance.md: CLS 0
// on upgrade), with the nodes that moved. Shifts before the first element is defined, or in the
// first frame after one that showed a half-parsed page, come from the parser and are listed but
// not counted (see measure-load.mjs). A report: exits 1 if a page shifted, so it can gate a
// change, but it is not part of `npm test` (one shifted frame in many loads can be timing).
//
// Options: --runs N (1)  --cpu RATE (4)  --page /pages/x.html (repeatable; default: all)
//          --width PX (1280)  --height PX (800)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../../demo/server/serve.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { measureLoad } from './measure-load.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '4' },
    page: { type: 'string', multiple: true },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
  },
});
const repo = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(options.runs);
const loadOptions = {
  cpuThrottling: Number(options.cpu),
  timeout: 30000,
  viewport: { width: Number(options.width), height: Number(options.height) },
};
const pages = options.page ?? [
  '/',
  ...readdirSync(join(repo, 'demo/pages'))
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => `/pages/${file}`),
];

const server = await startDemoServer({ port: 0 });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let shifted = 0;
try {
  for (const path of pages) {
    for (let run = 0; run < runs; run += 1) {
      const result = await measureLoad(browser, server.url + path, loadOptions);
      const moved = (counted) =>
        result.shifts
          .filter((shift) => shift.value > 0 && shift.startTime >= result.upgradeFromMs === counted)
          .flatMap((shift) =>
            shift.sources.map(
              (source) => `${source.node} [${source.previous}] -> [${source.current}]`,
            ),
          )
          .slice(0, 3)
          .join('; ');
      if (result.upgradeCls > 0) shifted += 1;
      const [upgrading, parsing] = [moved(true), moved(false)];
      console.log(
        `${path.padEnd(30)} CLS on upgrade ${result.upgradeCls.toFixed(4)}` +
          (upgrading ? `  moved: ${upgrading}` : '') +
          (parsing ? `  (not counted, while parsing: ${parsing})` : ''),
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  shifted
    ? `${shifted} load(s) shifted while elements upgraded`
    : 'no layout shift while elements upgraded',
);
process.exitCode = shifted ? 1 : 0;
