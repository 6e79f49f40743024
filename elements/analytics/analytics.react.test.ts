// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { Analytics } from '../../react/elements/ib-analytics.ts';

afterEach(unmountReact);

describe('<ib-analytics> through ib-blocks/react on React 19', () => {
  it('Analytics: pushes the page data to the dataLayer', async () => {
    const layer = ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ??=
      []);
    const before = layer.length;
    await renderReact(h(Analytics, null), 'ib-analytics');
    await settle();
    expect(layer.slice(before).some((entry) => 'site_domain' in entry)).to.equal(true);
  });
});
