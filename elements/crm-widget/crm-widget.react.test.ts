// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { CrmWidget } from '../../react/elements/ib-crm-widget.ts';

afterEach(unmountReact);

describe('<ib-crm-widget> through ib-blocks/react on React 19', () => {
  it('CrmWidget: offers the templates from its child JSON', async () => {
    const templates = JSON.stringify([{ id: 'hi', name: 'Greeting', text: 'Hi {{1}}' }]);
    const el = await renderReact(
      h(
        CrmWidget,
        { storageKey: 'react-smoke' },
        h('script', { type: 'application/json', dangerouslySetInnerHTML: { __html: templates } }),
      ),
      'ib-crm-widget',
    );
    await settle();
    expect(el.shadowRoot!.textContent).to.contain('Greeting');
    localStorage.removeItem('ib-crm-widget:react-smoke');
  });
});
