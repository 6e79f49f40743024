// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { AnimatedText } from '../../react/elements/ib-animated-text.ts';

afterEach(unmountReact);

describe('<ib-animated-text> through ib-blocks/react on React 19', () => {
  it('AnimatedText: screen readers get every phrase as one text', async () => {
    const el = await renderReact(
      h(AnimatedText, null, h('span', null, 'SMS'), h('span', null, 'WhatsApp')),
      'ib-animated-text',
    );
    await settle();
    expect(el.shadowRoot!.querySelector('[part="text"]')!.textContent).to.match(/SMS.*WhatsApp/);
  });
});
