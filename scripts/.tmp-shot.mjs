import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server/serve.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
const [,, out, ...specs] = process.argv; // spec: path@width@scheme[@full]
const server = await startDemoServer({ port: 0, api: { delay: 0 } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const spec of specs) {
  const [path, width, scheme = 'light', full] = spec.split('@');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
  if (scheme === 'dark') await page.evaluate(() => document.documentElement.classList.add('ib-theme-dark'));
  await page.waitForTimeout(800);
  const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}-${scheme}.png`;
  await page.screenshot({ path: `${out}/${name}`, fullPage: full === 'full' });
  console.log(name);
  await context.close();
}
await browser.close();
await server.close?.();
process.exit(0);
