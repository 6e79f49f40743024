// Rendering through `ib-blocks/react` on real React 19, for the react group's smoke tests
// (elements/<folder>/<folder>.react.test.ts; docs/architecture.md): React, not Preact, must be the
// element's runtime, which the test runner's react run provides.
import { expect } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Ready } from './element-case.ts';

const isReactRoot = (root: ShadowRoot) =>
  Object.keys(root).some((key) => key.startsWith('__reactContainer$'));

let mounted: { root: Root; container: HTMLElement } | undefined;

/** Renders `app` into a new container in `host` and waits for the first `tag` in it, which must render on React. */
export async function renderReact(
  app: ReactNode,
  tag: string,
  host: HTMLElement = document.body,
): Promise<Ready> {
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  flushSync(() => root.render(app));
  const el = container.querySelector(tag) as Ready;
  await el.updateComplete;
  expect(isReactRoot(el.shadowRoot!), `${tag} renders on React`).to.equal(true);
  return el;
}

/** Unmounts what `renderReact` rendered last (for `afterEach`). */
export function unmountReact() {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = undefined;
}
