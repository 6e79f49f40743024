// Test-runner commands that make the browser fail requests, to test what a block does when a lazy
// chunk cannot be fetched (a vendor's file blocked by an ad blocker, a flaky network, a deploy that
// removed it). The test page's own Chromium page aborts the request, like a blocked one: the
// `import()` rejects exactly as it would on a visitor's device. Per test file, so two test files
// running side by side do not see each other's blocks.
//   blockRequests(['/packages/floating-ui/']): every request whose URL contains one of the strings fails
//   unblockRequests(): requests go through again
//   blockedRequests(): the URLs failed since the last blockRequests
// Browser side: packages/test-utils/block-requests.ts.

/** The test page's URL names its session (the runner's `wtr-session-id` parameter). */
const belongsTo = (page, sessionId) =>
  new URL(page.url()).searchParams.get('wtr-session-id') === sessionId;

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function blockRequestsPlugin() {
  // Per browser page, which the runner reuses for later test files: a block is only ever applied
  // to requests of the test file (session) that asked for it.
  /** @type {WeakMap<object, { session: string, patterns: string[], blocked: string[] }>} */
  const pages = new WeakMap();

  return {
    name: 'ib-block-requests',
    async executeCommand({ command, payload, session }) {
      if (
        command !== 'block-requests' &&
        command !== 'unblock-requests' &&
        command !== 'blocked-requests'
      )
        return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(`${command} needs a Puppeteer-driven browser, not ${session.browser.type}`);
      }
      const page = session.browser.getPage(session.id);
      let state = pages.get(page);
      if (!state) {
        state = { session: session.id, patterns: [], blocked: [] };
        pages.set(page, state);
        const current = state;
        // Interception also turns the HTTP cache off, so a file an earlier page fetched is asked for again.
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          if (request.isInterceptResolutionHandled()) return;
          const url = request.url();
          const blocking = current.patterns.length > 0 && belongsTo(page, current.session);
          if (blocking && current.patterns.some((pattern) => url.includes(pattern))) {
            current.blocked.push(url);
            void request.abort('blockedbyclient');
          } else {
            void request.continue();
          }
        });
      }
      if (state.session !== session.id)
        Object.assign(state, { session: session.id, patterns: [], blocked: [] });
      if (command === 'blocked-requests') return state.blocked;
      if (command === 'unblock-requests') {
        state.patterns = [];
        return true;
      }
      if (
        !Array.isArray(payload) ||
        payload.some((pattern) => typeof pattern !== 'string' || !pattern)
      ) {
        throw new Error('block-requests takes a non-empty list of URL parts');
      }
      state.patterns = [...payload];
      state.blocked = []; // what this block stopped
      return true;
    },
  };
}
