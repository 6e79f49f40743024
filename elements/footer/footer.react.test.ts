// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Footer } from '../../react/elements/ib-footer.ts';

afterEach(unmountReact);

describe('<ib-footer> through ib-blocks/react on React 19', () => {
  it('Footer: section titles become disclosure buttons on narrow screens', async () => {
    const el = await renderReact(
      h(
        Footer,
        null,
        h('section', null, h('h2', null, 'Products'), h('ul', null, h('li', null, 'SMS'))),
      ),
      'ib-footer',
    );
    await settle();
    const wide = matchMedia('(min-width: 64rem)').matches;
    expect(Boolean(el.querySelector('h2 button[aria-expanded]'))).to.equal(!wide);
  });
});
