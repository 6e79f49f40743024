// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle, stubFetch, type Ready } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Search } from '../../react/elements/ib-search.ts';
import { SearchPopover } from '../../react/elements/ib-search-popover.ts';
import { SearchTrigger } from '../../react/elements/ib-search-trigger.ts';

afterEach(unmountReact);

describe('<ib-search>, <ib-search-popover>, <ib-search-trigger> through ib-blocks/react on React 19', () => {
  it('SearchTrigger and SearchPopover: a trigger press opens the popover with its field', async () => {
    const el = await renderReact(
      h(
        'div',
        null,
        h(SearchTrigger, { scope: 'resources' }, h('button', { type: 'button' }, 'Search')),
        h(SearchPopover, { label: 'Search the site' }),
      ),
      'ib-search-trigger',
    );
    const popover = el.parentElement!.querySelector('ib-search-popover') as Ready & {
      open: boolean;
    };
    await popover.updateComplete;
    el.querySelector('button')!.click();
    await popover.updateComplete;
    await settle();
    expect([
      el.getAttribute('scope'),
      popover.open,
      Boolean(popover.shadowRoot!.querySelector('[part="input"]')),
    ]).to.deep.equal(['resources', true, true]);
  });

  it('Search: asks the endpoint given for the query in the address', async () => {
    const network = stubFetch({ '/react-smoke-search': { results: [], totalPages: 0 } });
    history.replaceState(null, '', '?s=whatsapp');
    try {
      await renderReact(h(Search, { endpoint: '/react-smoke-search' }), 'ib-search');
      await settle();
      expect((network.requests[0]?.body as { s?: string } | undefined)?.s).to.equal('whatsapp');
    } finally {
      network.restore();
      history.replaceState(null, '', location.pathname);
    }
  });
});
