// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle, stubFetch } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Form } from '../../react/elements/ib-form.ts';

afterEach(unmountReact);

describe('<ib-form> through ib-blocks/react on React 19', () => {
  it('Form: an invalid submit shows the message and sends nothing', async () => {
    const network = stubFetch({ '*': {} });
    try {
      const el = await renderReact(
        h(
          Form,
          null,
          h(
            'form',
            { action: '/api/forms/contact' },
            h(
              'label',
              null,
              'Email ',
              h('input', { name: 'email', type: 'email', required: true }),
            ),
            h('button', null, 'Send'),
          ),
        ),
        'ib-form',
      );
      el.querySelector('form')!.requestSubmit();
      await settle();
      const input = el.querySelector('input')!;
      expect([input.getAttribute('aria-invalid'), network.requests.length]).to.deep.equal([
        'true',
        0,
      ]);
    } finally {
      network.restore();
    }
  });
});
