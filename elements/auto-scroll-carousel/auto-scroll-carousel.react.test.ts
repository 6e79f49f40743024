// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { AutoScrollCarousel } from '../../react/elements/ib-auto-scroll-carousel.ts';

afterEach(unmountReact);

describe('<ib-auto-scroll-carousel> through ib-blocks/react on React 19', () => {
  it('AutoScrollCarousel: the toggle names the action it will take', async () => {
    const el = await renderReact(
      h(
        AutoScrollCarousel,
        null,
        h('button', { type: 'button', 'data-toggle': '' }),
        h('div', null, 'A'),
        h('div', null, 'B'),
      ),
      'ib-auto-scroll-carousel',
    );
    await settle();
    expect(el.querySelector('[data-toggle]')!.getAttribute('aria-label')).to.match(
      /^(Pause|Play)$/,
    );
  });
});
