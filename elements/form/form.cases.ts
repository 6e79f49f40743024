import type { ElementCase } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-form',
    load: () => import('./ib-form.ts'),
    markup:
      '<ib-form><form action="/api/forms/contact"><label>Email <input name="email" type="email" required></label><button>Send</button></form></ib-form>',
    exercise: (el) => el.querySelector('form')!.requestSubmit(), // invalid: shows a message, sends nothing
  },
];

export default cases;
