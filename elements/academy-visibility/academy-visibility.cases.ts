import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-academy-visibility',
    load: () => import('./ib-academy-visibility.ts'),
    markup:
      '<ib-academy-visibility><p data-show-when="logged-in" hidden>In</p><p data-show-when="logged-out" hidden>Out</p></ib-academy-visibility>',
  },
];

export default cases;
