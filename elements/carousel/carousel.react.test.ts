// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Carousel } from '../../react/elements/ib-carousel.ts';

afterEach(unmountReact);

describe('<ib-carousel> through ib-blocks/react on React 19', () => {
  it('Carousel: slides are labelled "n of total"', async () => {
    const el = await renderReact(
      h(Carousel, null, h('div', null, 'A'), h('div', null, 'B'), h('div', null, 'C')),
      'ib-carousel',
    );
    await settle();
    expect([...el.children].map((slide) => slide.getAttribute('aria-label'))).to.deep.equal([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
  });
});
