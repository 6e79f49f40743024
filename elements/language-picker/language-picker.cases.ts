import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-language-picker',
    load: () => import('./ib-language-picker.ts'),
    markup:
      '<ib-language-picker><ul><li><a href="/en/" hreflang="en">English</a></li><li><a href="/de/" hreflang="de">Deutsch</a></li></ul></ib-language-picker>',
    exercise: (el) => el.querySelector<HTMLElement>('button')!.click(),
  },
];

export default cases;
