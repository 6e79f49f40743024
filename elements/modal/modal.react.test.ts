// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle, type Ready } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Modal } from '../../react/elements/ib-modal.ts';

afterEach(unmountReact);

describe('<ib-modal> through ib-blocks/react on React 19', () => {
  it('Modal: the open prop opens the native dialog, closing fires onIbModalClose', async () => {
    const closed: unknown[] = [];
    const el = await renderReact(
      h(
        Modal,
        {
          id: 'react-modal',
          label: 'Sign up',
          open: true,
          onIbModalClose: (event: CustomEvent) => closed.push(event.detail),
        },
        h('p', null, 'Body'),
      ),
      'ib-modal',
    );
    await el.updateComplete;
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    (el as Ready & { open: boolean }).open = false;
    await el.updateComplete;
    await settle();
    expect(dialog.open).to.equal(false);
    expect(closed).to.deep.equal([{ id: 'react-modal' }]);
  });
});
