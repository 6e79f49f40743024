// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { PricingTable } from '../../react/elements/ib-pricing-table.ts';

afterEach(unmountReact);

describe('<ib-pricing-table> through ib-blocks/react on React 19', () => {
  it('PricingTable: detail rows get a disclosure button', async () => {
    const el = await renderReact(
      h(
        PricingTable,
        null,
        h(
          'table',
          null,
          h('caption', null, 'SMS prices'),
          h('thead', null, h('tr', null, h('th', null, 'Country'), h('th', null, 'SMS'))),
          h(
            'tbody',
            null,
            h('tr', null, h('th', { scope: 'row' }, 'Germany'), h('td', null, '€0.07')),
            h('tr', { 'data-details': '' }, h('td', { colSpan: 2 }, 'Details')),
          ),
        ),
      ),
      'ib-pricing-table',
    );
    await settle();
    expect(el.querySelector('[data-ib-pricing-toggle]')?.getAttribute('aria-expanded')).to.equal(
      'false',
    );
  });
});
