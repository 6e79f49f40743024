// The React smoke test (the react group, docs/architecture.md): through `ib-blocks/react` on real
// React 19, with React as the element runtime, props reaching the element and one behaviour each.
import { expect, settle } from '../../packages/test-utils/index.ts';
import { renderReact, unmountReact } from '../../packages/test-utils/react.ts';
import { createElement as h } from 'react';
import { LanguagePicker } from '../../react/elements/ib-language-picker.ts';

afterEach(unmountReact);

describe('<ib-language-picker> through ib-blocks/react on React 19', () => {
  it('LanguagePicker: links get lang and hreflang, the current one aria-current', async () => {
    const el = await renderReact(
      h(
        LanguagePicker,
        { current: 'de' },
        h(
          'ul',
          null,
          h('li', null, h('a', { href: '/en/', hreflang: 'en' }, 'English')),
          h('li', null, h('a', { href: '/de/', hreflang: 'de' }, 'Deutsch')),
        ),
      ),
      'ib-language-picker',
    );
    await settle();
    const links = [...el.querySelectorAll('a')].map(
      (link) => `${link.lang}:${link.hreflang}:${link.getAttribute('aria-current')}`,
    );
    expect(links).to.deep.equal(['en:en:null', 'de:de:true']);
  });
});
