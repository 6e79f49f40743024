import { untilSet, type ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-rive',
    load: () => import('./ib-rive.ts'),
    // As ib-lottie: 30 px each, so 20 stacked are all within the 200 px look-ahead.
    markup:
      '<ib-rive src="/fixtures/animation/box.riv" wasm-url="/node_modules/@rive-app/canvas/rive.wasm" state-machine="Main" autoplay style="width:30px;height:30px"></ib-rive>',
    exercise: (el) => untilSet(el, 'rive'),
  },
];

export default cases;
