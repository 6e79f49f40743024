import type { ElementCase, Ready } from '../../packages/test-utils/element-case.ts';

/** The leak test and the language check take these (packages/test-utils/element-case.ts). */
const cases: ElementCase[] = [
  {
    tag: 'ib-top-bar',
    load: () => import('./ib-top-bar.ts'),
    markup:
      '<ib-top-bar><a data-login href="/login">Log in</a><span data-username hidden></span><a data-logout href="/logout" hidden>Log out</a></ib-top-bar>',
    exercise: async (el) => {
      (el as Ready & { auth?: object }).auth = {
        state: 'loggedIn',
        helperEnabled: true,
        debug: 'loggedIn',
      }; // a pending debug timer
      await el.updateComplete;
    },
  },
];

export default cases;
