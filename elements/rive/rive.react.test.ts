// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Rive } from '../../react/elements/ib-rive.ts';

afterEach(unmountReact);

describe('<ib-rive> through ib-blocks/react on React 19', () => {
  it('Rive: a missing source shows the fallback and reports the runtime message', async () => {
    const errors: string[] = [];
    const el = await renderReact(
      h(
        Rive,
        {
          onError: (event: Event) =>
            errors.push(String((event as CustomEvent<{ message?: string }>).detail?.message)),
        },
        h('p', null, 'Fallback'),
      ),
      'ib-rive',
    );
    await settle();
    expect(el.shadowRoot!.querySelector('canvas')?.hidden ?? true).to.equal(true);
    expect(errors.join()).to.contain('Rive source file or data buffer required');
  });
});
