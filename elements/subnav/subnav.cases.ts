import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-subnav',
    load: () => import('./ib-subnav.ts'),
    markup:
      '<ib-subnav variant="simple-bottom-center"><nav aria-label="Sub"><a href="#a">A</a><button data-dropdown-trigger>More</button><div data-dropdown><a href="#b">B</a></div></nav></ib-subnav>',
    exercise: (el) => el.querySelector<HTMLElement>('[data-dropdown-trigger]')!.click(),
  },
];

export default cases;
