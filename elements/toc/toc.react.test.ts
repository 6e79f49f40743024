// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Toc } from '../../react/elements/ib-toc.ts';

afterEach(unmountReact);

describe('<ib-toc> through ib-blocks/react on React 19', () => {
  it('Toc: lists the headings of the article it is given', async () => {
    const el = await renderReact(
      h(
        'div',
        null,
        h(Toc, { for: 'react-toc-article', label: 'On this page' }),
        h('article', { id: 'react-toc-article' }, h('h1', null, 'Guide'), h('h2', null, 'Set-up')),
      ),
      'ib-toc',
    );
    await settle();
    const links = [...el.shadowRoot!.querySelectorAll('a')].map((link) => link.textContent?.trim());
    expect(links).to.deep.equal(['Guide', 'Set-up']);
  });
});
