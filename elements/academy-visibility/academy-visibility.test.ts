import { html } from 'lit';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  nextTask,
} from '../../packages/test-utils/index.ts';
import './ib-academy-visibility.ts';
import type { IbAcademyVisibility } from './ib-academy-visibility.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };

function setAuth(state: string | undefined) {
  pageWindow.ibPageData = state === undefined ? {} : { auth: { state } };
  resetPageData();
}

const markup = html`
  <ib-academy-visibility>
    <p data-show-when="logged-in" hidden>Welcome back</p>
    <p data-show-when="logged-out" hidden>Log in to track progress</p>
    <p data-show-when="viewed:12" hidden>Continue course 12</p>
    <p data-show-when="not-viewed:12" hidden>Start course 12</p>
    <p data-show-when="logged-in viewed:7" hidden>Certificate 7</p>
    <p>Always shown</p>
  </ib-academy-visibility>
`;

/** The text of every visible paragraph. */
const shown = (el: Element) =>
  [...el.querySelectorAll('p')].filter((p) => !p.hidden).map((p) => p.textContent);

describe('ib-academy-visibility', () => {
  afterEach(() => {
    localStorage.removeItem('ibViewedCourses');
    delete pageWindow.ibPageData;
    resetPageData();
  });

  it('shows logged-in and viewed blocks for a logged-in visitor who viewed the courses', async () => {
    setAuth('loggedIn');
    localStorage.setItem('ibViewedCourses', '3,12, 7');
    const el = await fixture<IbAcademyVisibility>(markup);
    expect(shown(el)).to.deep.equal([
      'Welcome back',
      'Continue course 12',
      'Certificate 7',
      'Always shown',
    ]);
  });

  it('shows logged-out and not-viewed blocks for an anonymous first visit', async () => {
    setAuth('anonymous');
    const el = await fixture<IbAcademyVisibility>(markup);
    expect(shown(el)).to.deep.equal([
      'Log in to track progress',
      'Start course 12',
      'Always shown',
    ]);
  });

  it('hides blocks written visible when their condition fails', async () => {
    setAuth(undefined);
    const el = await fixture<IbAcademyVisibility>(
      html`<ib-academy-visibility
        ><p data-show-when="logged-in">Members</p></ib-academy-visibility
      >`,
    );
    expect(el.querySelector('p')!.hidden).to.equal(true);
  });

  it('ignores garbage in the stored list and compares ids without leading zeros', async () => {
    setAuth(undefined);
    localStorage.setItem('ibViewedCourses', '{"x":1},abc,,0012');
    const el = await fixture<IbAcademyVisibility>(markup);
    expect(shown(el)).to.deep.equal([
      'Log in to track progress',
      'Continue course 12',
      'Always shown',
    ]);
  });

  it('hides unknown conditions and reports each one once', async () => {
    setAuth('loggedIn');
    const errors = await captureErrors(async () => {
      const el = await fixture<IbAcademyVisibility>(html`
        <ib-academy-visibility>
          <p data-show-when="premium">A</p>
          <p data-show-when="logged-in viewed:abc">B</p>
          <p data-show-when="">C</p>
        </ib-academy-visibility>
      `);
      expect(shown(el)).to.deep.equal([]);
      el.append(Object.assign(document.createElement('p'), { textContent: 'D' }));
      el.lastElementChild!.setAttribute('data-show-when', 'premium');
      await nextTask(); // the observer re-applies; "premium" is not reported again
      expect(shown(el)).to.deep.equal([]);
    });
    const messages = errors.map((args) => String(args[1]));
    expect(messages.filter((m) => m.includes('"premium"')).length).to.equal(1);
    expect(messages.some((m) => m.includes('"viewed:abc"'))).to.equal(true);
    expect(errors.length).to.equal(3);
  });

  it('applies conditions to blocks added later and to courses viewed in another tab', async () => {
    setAuth(undefined);
    const el = await fixture<IbAcademyVisibility>(
      html`<ib-academy-visibility></ib-academy-visibility>`,
    );
    const block = document.createElement('p');
    block.setAttribute('data-show-when', 'viewed:5');
    block.textContent = 'Continue 5';
    el.append(block);
    await nextTask();
    expect(block.hidden).to.equal(true);
    localStorage.setItem('ibViewedCourses', '5');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ibViewedCourses', newValue: '5' }));
    expect(block.hidden).to.equal(false);
  });

  it('leaves blocks of a nested ib-academy-visibility to that element', async () => {
    setAuth('loggedIn');
    const el = await fixture<IbAcademyVisibility>(html`
      <ib-academy-visibility>
        <div data-show-when="logged-in">
          <ib-academy-visibility><p data-show-when="logged-out">Inner</p></ib-academy-visibility>
        </div>
      </ib-academy-visibility>
    `);
    expect(el.querySelector('div')!.hidden).to.equal(false);
    expect(el.querySelector('p')!.hidden).to.equal(true);
  });

  it('works when storage is unavailable: nothing counts as viewed', async () => {
    setAuth(undefined);
    const getter = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const el = await fixture<IbAcademyVisibility>(markup);
      expect(shown(el)).to.deep.equal([
        'Log in to track progress',
        'Start course 12',
        'Always shown',
      ]);
    } finally {
      Object.defineProperty(window, 'localStorage', getter);
    }
  });

  it('is accessible', async () => {
    setAuth('loggedIn');
    const el = await fixture<IbAcademyVisibility>(markup);
    await expectAccessible(el);
  });
});
