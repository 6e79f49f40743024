// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { FeaturedContent } from '../../react/elements/ib-featured-content.ts';

afterEach(unmountReact);

describe('<ib-featured-content> through ib-blocks/react on React 19', () => {
  it('FeaturedContent: one filter button per card type, All first', async () => {
    const el = await renderReact(
      h(
        FeaturedContent,
        null,
        h('article', { 'data-type': 'news' }, h('h3', null, 'A')),
        h('article', { 'data-type': 'guide' }, h('h3', null, 'B')),
      ),
      'ib-featured-content',
    );
    await settle();
    const filters = [...el.shadowRoot!.querySelectorAll('[part~="filter"]')].map((button) =>
      button.textContent?.trim(),
    );
    expect(filters.length).to.equal(3);
    expect(filters[0]).to.match(/all/i);
  });
});
