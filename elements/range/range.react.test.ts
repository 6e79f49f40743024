// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Range } from '../../react/elements/ib-range.ts';

afterEach(unmountReact);

describe('<ib-range> through ib-blocks/react on React 19', () => {
  it('Range: takes part in its form with the value given', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    await renderReact(
      h(Range, { name: 'volume', min: 0, max: 100, value: 40, label: 'Volume' }),
      'ib-range',
      form,
    );
    expect(new FormData(form).get('volume')).to.equal('40');
    form.remove();
  });
});
