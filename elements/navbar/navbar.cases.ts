import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-navbar',
    load: () => import('./ib-navbar.ts'),
    markup:
      '<ib-navbar><nav aria-label="Main"><button data-mobile-toggle>Menu</button><div data-mobile-menu><button data-dropdown-trigger>Products</button><div data-dropdown><a href="#a">A</a></div><ul data-top-links><li><a href="#b">B</a></li></ul></div></nav></ib-navbar>',
    exercise: (el) => {
      el.querySelector<HTMLElement>('[data-mobile-toggle]')!.click();
      el.querySelector<HTMLElement>('[data-dropdown-trigger]')!.click();
    },
  },
];

export default cases;
