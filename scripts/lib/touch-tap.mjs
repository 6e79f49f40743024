// Test-runner command for a real touch tap: the finger goes down and up at a point of the test page
// through Chromium's own input pipeline (`Input.dispatchTouchEvent`), so the page gets trusted
// pointer events of type `touch`, touch events and the click a tap makes, as on a phone. A tap
// dispatched from the page itself would be untrusted, and runs no microtasks between listeners.
//   touchTap([x, y]): taps at viewport coordinates
// Browser side: packages/test-utils/touch-tap.ts.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function touchTapPlugin() {
  return {
    name: 'ib-touch-tap',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch-tap') return undefined;
      if (session.browser.type !== 'puppeteer')
        throw new Error(`touch-tap needs a Puppeteer-driven browser, not ${session.browser.type}`);
      if (
        !Array.isArray(payload) ||
        payload.length !== 2 ||
        payload.some((value) => !Number.isFinite(value))
      ) {
        throw new Error('touch-tap takes the point [x, y] in viewport pixels');
      }
      await session.browser.getPage(session.id).touchscreen.tap(payload[0], payload[1]);
      return true;
    },
  };
}
