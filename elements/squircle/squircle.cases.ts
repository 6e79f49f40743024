import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-squircle',
    load: () => import('./ib-squircle.ts'),
    markup: '<ib-squircle radius="20"><p>Box</p></ib-squircle>',
  },
];

export default cases;
