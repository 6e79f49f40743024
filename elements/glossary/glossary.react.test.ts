// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Glossary } from '../../react/elements/ib-glossary.ts';

afterEach(unmountReact);

describe('<ib-glossary> through ib-blocks/react on React 19', () => {
  it('Glossary: letters without terms are disabled in the A-Z navigation', async () => {
    const el = await renderReact(
      h(
        Glossary,
        null,
        h(
          'section',
          { 'data-letter': 'A' },
          h('h2', null, 'A'),
          h(
            'article',
            { 'data-term': '', id: 'react-api' },
            h('h3', null, 'API'),
            h('p', null, 'Interface.'),
          ),
        ),
      ),
      'ib-glossary',
    );
    await settle();
    const letters = [...el.shadowRoot!.querySelectorAll('nav a, nav button, nav [aria-disabled]')];
    const enabled = letters.filter(
      (letter) =>
        letter.getAttribute('aria-disabled') !== 'true' && !(letter as HTMLButtonElement).disabled,
    );
    expect(enabled.map((letter) => letter.textContent?.trim())).to.deep.equal(['A']);
  });
});
