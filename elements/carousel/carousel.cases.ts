import { untilSet, type ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-carousel',
    load: () => import('./ib-carousel.ts'),
    markup:
      '<ib-carousel loop controls dots variant="fade"><div>A</div><div>B</div><div>C</div></ib-carousel>',
    exercise: (el) => untilSet(el, 'emblaApi'),
  },
];

export default cases;
