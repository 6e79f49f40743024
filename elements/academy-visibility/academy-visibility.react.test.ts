// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { AcademyVisibility } from '../../react/elements/ib-academy-visibility.ts';

afterEach(unmountReact);

describe('<ib-academy-visibility> through ib-blocks/react on React 19', () => {
  it('AcademyVisibility: shows the blocks whose condition holds', async () => {
    const el = await renderReact(
      h(
        AcademyVisibility,
        null,
        h('p', { 'data-show-when': 'logged-out', hidden: true }, 'Out'),
        h('p', { 'data-show-when': 'no-such-condition', hidden: true }, 'Odd'),
      ),
      'ib-academy-visibility',
    );
    await settle();
    const [out, odd] = [...el.querySelectorAll('p')];
    expect([out.hidden, odd.hidden]).to.deep.equal([false, true]);
  });
});
