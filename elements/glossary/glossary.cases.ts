import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-glossary',
    load: () => import('./ib-glossary.ts'),
    markup:
      '<ib-glossary><section data-letter="A"><h2>A</h2><article data-term id="leak-api"><h3>API</h3><p>Interface.</p></article></section></ib-glossary>',
    exercise: (el) => el.querySelector<HTMLButtonElement>('[data-ib-glossary-toggle]')?.click(),
  },
];

export default cases;
