import { untilSet, type ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-lottie',
    load: async () => {
      await import('./ib-lottie.ts');
      await (await import('./load-lottie.ts')).loadLottie('svg');
      await new Promise((resolve) => setTimeout(resolve, 150)); // lottie-web's module-level readyState interval ends
    },
    // 20 at a time, stacked: 30 px each keeps them all within the players' 200 px look-ahead.
    markup:
      '<ib-lottie src="/fixtures/animation/box.json" autoplay loop style="width:30px;height:30px"></ib-lottie>',
    exercise: (el) => untilSet(el, 'animation'),
  },
];

export default cases;
