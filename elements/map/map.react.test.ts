// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { ActionableMap } from '../../react/elements/ib-map.ts';

afterEach(unmountReact);

describe('<ib-map> through ib-blocks/react on React 19', () => {
  it('ActionableMap: SVG regions become named buttons', async () => {
    const el = await renderReact(
      h(
        ActionableMap,
        null,
        h(
          'svg',
          { viewBox: '0 0 10 10' },
          h('path', { 'data-region': 'eu', 'data-label': 'Europe', d: 'M0 0h5v5z' }),
        ),
      ),
      'ib-map',
    );
    await settle();
    const region = el.querySelector('[data-region]')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label')]).to.deep.equal([
      'button',
      'Europe',
    ]);
  });
});
