import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-pricing-table',
    load: () => import('./ib-pricing-table.ts'),
    markup:
      '<ib-pricing-table><table><thead><tr><th>Country</th><th>SMS</th></tr></thead><tbody><tr><th scope="row">Germany</th><td>€0.07</td></tr><tr data-details><td colspan="2">Details</td></tr></tbody></table></ib-pricing-table>',
    exercise: (el) => el.querySelector<HTMLButtonElement>('[data-ib-pricing-toggle]')?.click(),
  },
];

export default cases;
