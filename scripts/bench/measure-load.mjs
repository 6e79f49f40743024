// Loads one page fresh (new browser context, cache disabled, CPU throttled) and measures bytes,
// requests, time until every custom element has rendered, and layout shift.

/**
 * Runs in the page before any of its scripts. Records when every custom element (also those
 * inside open shadow roots) is defined and has finished its first render (`updateComplete`,
 * which both ib-blocks and Lit elements expose), and every layout shift.
 */
function probe() {
  const bench = (window.__bench = {
    rendered: null,
    firstDefined: null,
    error: null,
    elements: 0,
    shifts: [],
  });
  const describe = (node) =>
    !node
      ? null
      : node.nodeType === 1
        ? node.localName + (node.id ? `#${node.id}` : '')
        : `${node.nodeName} in ${describe(node.parentNode)}`;
  const rect = (r) =>
    r && [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  bench.record = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      bench.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((s) => ({
          node: describe(s.node),
          previous: rect(s.previousRect),
          current: rect(s.currentRect),
        })),
      });
    }
  };
  bench.observer = new PerformanceObserver((list) => bench.record(list.getEntries()));
  bench.observer.observe({ type: 'layout-shift', buffered: true });

  // A frame painted while the parser ran can show a half-parsed page (an empty <button> that
  // gets its text later); the first frame after parsing is then compared with it, so its shifts
  // may be the parser's. Such a frame is known by the nodes it had: fewer than at the end of
  // parsing. Then only shifts from the second frame after parsing on are surely upgrades'.
  const nodeCount = () => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count += 1;
    return count;
  };
  bench.nodesInLastParsingFrame = null;
  bench.framesAfterParsing = [];
  // `time`: the frame's start, the time its layout shifts carry.
  const onFrame = (time) => {
    if (document.readyState === 'loading') bench.nodesInLastParsingFrame = nodeCount();
    else bench.framesAfterParsing.push(time);
    if (bench.framesAfterParsing.length < 2) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  // Parsing ends here, before deferred and module scripts run (and before any element upgrades).
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    bench.parsed = performance.now();
    bench.nodesParsed = nodeCount();
  });

  // When the first element is defined, whoever defines it: upgrades can shift layout from then on.
  // The time spent inside define() is the upgrade of every element already in the page (the
  // constructor and first render run synchronously there): a low-noise measure of that work.
  bench.defineMs = 0;
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (...args) {
    const start = performance.now();
    bench.firstDefined ??= start;
    try {
      return define.apply(this, args);
    } finally {
      bench.defineMs += performance.now() - start;
    }
  };

  const seen = new Set();
  async function settle(root) {
    const pending = [...root.querySelectorAll('*')].filter(
      (el) => el.localName.includes('-') && !seen.has(el),
    );
    await Promise.all(
      pending.map(async (el) => {
        seen.add(el);
        await customElements.whenDefined(el.localName);
        await el.updateComplete;
        if (el.shadowRoot) await settle(el.shadowRoot);
      }),
    );
  }
  document.addEventListener('DOMContentLoaded', () => {
    bench.dcl = performance.now();
    const waitFor = document.querySelector('meta[name="bench-no-elements"]')
      ? Promise.resolve()
      : settle(document);
    waitFor.then(
      () => {
        bench.rendered = performance.now(); // ms since navigation start (the time origin)
        bench.elements = seen.size;
      },
      (error) => (bench.error = String(error)),
    );
  });
}

/** CLS as Chromium reports it: the largest session window (gaps < 1 s, windows <= 5 s). */
export function clsOf(shifts) {
  let best = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current && shift.startTime - last < 1000 && shift.startTime - first < 5000)
      current += shift.value;
    else [current, first] = [shift.value, shift.startTime];
    last = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

const header = (headers, name) => {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ bytes: number, transferBytes: number, documentBytes: number, requests: number,
 *   renderedMs: number, fcpMs: number|null, dclMs: number, parsedMs: number, firstDefinedMs: number|null, defineMs: number, cls: number, upgradeCls: number, elements: number, shifts: object[],
 *   resources: object[], errors: string[] }>}
 */
export async function measureLoad(
  browser,
  url,
  { cpuThrottling = 4, latency = 0, timeout = 60000, viewport = { width: 1280, height: 800 } } = {},
) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(probe);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    const cdp = await context.newCDPSession(page);
    const resources = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (request.url.startsWith('data:')) return; // inline, nothing crosses the network
      resources.set(requestId, { url: request.url, type, done: false });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const resource = resources.get(requestId);
      if (!resource) return;
      resource.status = response.status;
      // Our server sends Content-Length of the (gzipped) body: the payload without headers.
      resource.bodyBytes = Number(header(response.headers, 'content-length') ?? NaN);
      resource.encoding = header(response.headers, 'content-encoding') ?? null;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const resource = resources.get(requestId);
      if (!resource) return;
      Object.assign(resource, { transferBytes: encodedDataLength, done: true });
      if (Number.isNaN(resource.bodyBytes)) resource.bodyBytes = encodedDataLength;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
      const resource = resources.get(requestId);
      if (resource)
        Object.assign(resource, { failed: errorText, done: true, bodyBytes: 0, transferBytes: 0 });
      lastActivity = Date.now();
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    // Localhost has no round-trip time; optional latency shows what request waterfalls cost.
    if (latency) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }

    await page.goto(url, { waitUntil: 'load', timeout });
    await page
      .waitForFunction(
        () => window.__bench.rendered !== null || window.__bench.error !== null,
        null,
        { timeout, polling: 50 },
      )
      .catch(async (error) => {
        const undefinedTags = await page.evaluate(() => [
          ...new Set([...document.querySelectorAll(':not(:defined)')].map((el) => el.localName)),
        ]);
        const bad = [...resources.values()]
          .filter((r) => r.failed || r.status >= 400)
          .map((r) => `${r.status ?? r.failed} ${r.url}`);
        throw new Error(
          `${url}: elements not rendered (${error.message}); undefined: ${undefinedTags.join(', ')}; failed: ${bad.join(', ') || 'none'}; errors: ${errors.join(' | ') || 'none'}`,
        );
      });
    // Let late work finish (icons, lazy chunks) and layout settle before reading shifts.
    const deadline = Date.now() + 10000;
    while (Date.now() < deadline) {
      const busy = [...resources.values()].some((r) => !r.done);
      if (!busy && Date.now() - lastActivity > 500) break;
      await page.waitForTimeout(100);
    }
    const result = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const bench = window.__bench;
      bench.record(bench.observer.takeRecords()); // shifts not yet delivered to the callback
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        rendered: bench.rendered,
        error: bench.error,
        elements: bench.elements,
        shifts: bench.shifts,
        dcl: bench.dcl,
        firstDefined: bench.firstDefined,
        defineMs: bench.defineMs,
        parsed: bench.parsed,
        // A half-parsed page was painted: the next frame's shifts may be the parser's (probe()).
        parsedFrom:
          bench.nodesInLastParsingFrame !== null &&
          bench.nodesInLastParsingFrame < bench.nodesParsed
            ? (bench.framesAfterParsing[1] ?? Infinity)
            : 0,
        fcp: fcp ? fcp.startTime : null,
      };
    });
    if (result.error) throw new Error(`elements did not render: ${result.error}`);

    const list = [...resources.values()];
    const upgradeFrom = Math.max(result.firstDefined ?? result.dcl, result.parsedFrom);
    const documentUrl = new URL(url).href;
    return {
      bytes: list.reduce((sum, r) => sum + (r.bodyBytes || 0), 0),
      transferBytes: list.reduce((sum, r) => sum + (r.transferBytes || 0), 0),
      documentBytes: list
        .filter((r) => r.url === documentUrl)
        .reduce((sum, r) => sum + (r.bodyBytes || 0), 0),
      requests: list.length,
      renderedMs: result.rendered,
      fcpMs: result.fcp,
      cls: clsOf(result.shifts),
      // Shifts from the first element definition on: the ones upgrades can cause. Earlier ones
      // come from the throttled parser painting a half-parsed page (an empty <button> that then
      // gets its text), which happens without any script too; so may the first frame after such a
      // half-parsed one, even when it comes after a definition.
      upgradeCls: clsOf(result.shifts.filter((shift) => shift.startTime >= upgradeFrom)),
      upgradeFromMs: upgradeFrom,
      parsedFromMs: result.parsedFrom,
      dclMs: result.dcl,
      parsedMs: result.parsed,
      firstDefinedMs: result.firstDefined,
      defineMs: result.defineMs,
      elements: result.elements,
      shifts: result.shifts,
      resources: list.map(
        ({ url: address, status, bodyBytes, transferBytes, encoding, failed }) => ({
          url: address,
          status,
          bodyBytes,
          transferBytes,
          encoding,
          ...(failed ? { failed } : {}),
        }),
      ),
      errors,
    };
  } finally {
    await context.close();
  }
}
