// Tests of rendering-driven APIs (requestAnimationFrame, IntersectionObserver, media-query
// change events, animated scrolling) need a visible page: a hidden browser tab renders nothing.
// The runner opens two test pages at once as tabs of one window, and the background tab is
// hidden; giving each test page its own window fixes that:
//   chromeLauncher({ createPage: ({ context }) => context.newPage({ type: 'window' }), ... })
// Until the runner does so, fail at once with the reason instead of timing out in frames().
export function requireVisiblePage(): void {
  if (document.visibilityState !== 'visible') {
    throw new Error(
      'This test page is a hidden background tab, so nothing renders. Open each test page in its own ' +
        "window: createPage: ({ context }) => context.newPage({ type: 'window' }) in web-test-runner.config.mjs.",
    );
  }
}
