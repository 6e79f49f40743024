import { untilSet, type ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-auto-scroll-carousel',
    load: () => import('./ib-auto-scroll-carousel.ts'),
    markup:
      '<ib-auto-scroll-carousel style="--ib-auto-scroll-carousel-height: 100px"><button type="button" data-toggle></button><div style="height:60px">A</div><div style="height:60px">B</div><div style="height:60px">C</div><div style="height:60px">D</div></ib-auto-scroll-carousel>',
    exercise: (el) => untilSet(el, 'emblaApi'),
  },
];

export default cases;
