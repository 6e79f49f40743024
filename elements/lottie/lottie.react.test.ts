// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Lottie } from '../../react/elements/ib-lottie.ts';

afterEach(unmountReact);

describe('<ib-lottie> through ib-blocks/react on React 19', () => {
  it('Lottie: receives its source', async () => {
    const el = await renderReact(h(Lottie, { src: '/fixtures/animation/box.json' }), 'ib-lottie');
    expect(el.getAttribute('src')).to.equal('/fixtures/animation/box.json');
  });
});
