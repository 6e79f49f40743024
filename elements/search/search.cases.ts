import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-search-popover',
    load: () => Promise.all([import('./ib-search-popover.ts'), import('./ib-search-trigger.ts')]),
    markup: '<ib-search-popover></ib-search-popover>',
    exercise: async (el) => {
      el.open = true; // follows the navbar: window listeners, a ResizeObserver, the focus timer
      await el.updateComplete;
    },
  },
  {
    tag: 'ib-search-trigger',
    load: () => import('./ib-search-trigger.ts'),
    markup:
      '<ib-search-trigger scope="resources"><button type="button">Search</button></ib-search-trigger>',
  },
  {
    tag: 'ib-search',
    load: () => import('./ib-search.ts'),
    markup: '<ib-search endpoint="/__leak-test-search"></ib-search>',
  },
];

export default cases;
