// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Parallax } from '../../react/elements/ib-parallax.ts';

afterEach(unmountReact);

describe('<ib-parallax> through ib-blocks/react on React 19', () => {
  it('Parallax: receives its speed', async () => {
    const el = await renderReact(
      h(Parallax, { speed: 0.5 }, h('div', null, 'Layer')),
      'ib-parallax',
    );
    expect(el.getAttribute('speed')).to.equal('0.5');
  });
});
