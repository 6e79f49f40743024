import sinon from 'sinon';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  expect,
  expectAccessible,
  type FakeClock,
  fakeTimeouts,
  type FetchStub,
  fixture,
  jsonResponse as json,
  nextTask,
  stubFetch,
} from '../../packages/test-utils/index.ts';
import {
  DEBUG_FAILED_DELAY_MS,
  DEBUG_LOGGED_IN_DELAY_MS,
  DEBUG_USERNAME,
  planLookup,
  topBarOutcome,
  type AuthSettings,
} from './auth-rules.ts';
import './ib-top-bar.ts';
import type { IbTopBar } from './ib-top-bar.ts';
import { parseUsername } from './username.ts';

const win = window as unknown as { ibPageData?: unknown };
const ENDPOINT = 'https://id.example.test/';
const USER_URL = 'https://id.example.test/experience/1/user';
const LOGOUT_LABEL = 'Log out of your portal account';

const markup = `
  <ib-top-bar>
    <a data-login href="/login">Log in</a>
    <span data-username hidden></span>
    <a data-logout href="/logout" aria-label="${LOGOUT_LABEL}" hidden>Log out</a>
  </ib-top-bar>`;

function pageData(auth: Record<string, unknown>, debug?: string) {
  win.ibPageData = {
    auth: { helperEnabled: true, endpoint: ENDPOINT, ...auth },
    ...(debug ? { debug } : {}),
  };
  resetPageData();
}

interface Bar {
  el: IbTopBar;
  login: HTMLElement;
  logout: HTMLElement;
  username: HTMLElement;
}

async function topBar(): Promise<Bar> {
  return parts(await fixture<IbTopBar>(markup));
}

/**
 * Connects the bar without the fixture helper, which waits on timers a fake clock holds. The
 * first render is synchronous on connect, so the lookup has started when this returns.
 */
const mounted: HTMLElement[] = [];
function mountNow(): Bar {
  const container = document.createElement('div');
  mounted.push(container);
  container.innerHTML = markup;
  document.body.append(container);
  return parts(container.querySelector<IbTopBar>('ib-top-bar')!);
}

function parts(el: IbTopBar): Bar {
  return {
    el,
    login: el.querySelector<HTMLElement>('[data-login]')!,
    logout: el.querySelector<HTMLElement>('[data-logout]')!,
    username: el.querySelector<HTMLElement>('[data-username]')!,
  };
}

/** Resolves with the detail of the next `ib-top-bar-resolve` (listen before the element connects). */
const nextResolve = () =>
  new Promise<{ outcome: string; username: string | null }>((resolve) =>
    document.addEventListener(
      'ib-top-bar-resolve',
      (event) => resolve((event as CustomEvent).detail),
      { once: true },
    ),
  );

/** What the visitor sees and hears, as plain values (comparing DOM nodes crashes the reporter). */
const view = ({ login, logout, username }: Bar) => ({
  loginShown: !login.hidden,
  logoutShown: !logout.hidden,
  logoutLabel: logout.getAttribute('aria-label'),
  username: username.hidden ? null : username.textContent,
});

const asWritten = {
  loginShown: true,
  logoutShown: false,
  logoutLabel: LOGOUT_LABEL,
  username: null,
};
const signedIn = (name: string) => ({
  loginShown: false,
  logoutShown: true,
  logoutLabel: LOGOUT_LABEL,
  username: name,
});
const anonymous = { loginShown: true, logoutShown: false, logoutLabel: null, username: null };

describe('top-bar rules', () => {
  const settings = (over: Partial<AuthSettings> = {}): AuthSettings => ({
    state: 'loggedIn',
    helperEnabled: true,
    endpoint: ENDPOINT,
    debug: undefined,
    ...over,
  });

  it('reads username or userName, trimmed, non-empty', () => {
    expect(parseUsername({ username: ' Ada ' })).to.equal('Ada');
    expect(parseUsername({ userName: 'Grace' })).to.equal('Grace');
    expect(parseUsername({ username: '   ', userName: 'Grace' })).to.equal('Grace');
    expect([
      parseUsername({ username: '  ' }),
      parseUsername({ username: 42 }),
      parseUsername(null),
      parseUsername('Ada'),
      parseUsername({}),
    ]).to.deep.equal([null, null, null, null, null]);
  });

  it('asks {endpoint}/experience/1/user, skipping when the helper is off or there is nothing to ask', () => {
    expect(planLookup(settings())).to.deep.equal({ kind: 'fetch', url: USER_URL });
    expect(planLookup(settings({ endpoint: 'https://id.example.test' }))).to.deep.equal({
      kind: 'fetch',
      url: USER_URL,
    });
    expect(planLookup(settings({ helperEnabled: false }))).to.deep.equal({ kind: 'skip' });
    expect(planLookup(settings({ helperEnabled: false, debug: 'loggedIn' }))).to.deep.equal({
      kind: 'skip',
    });
    expect(planLookup(settings({ endpoint: '(not set)' }))).to.deep.equal({ kind: 'skip' });
  });

  it('answers debug modes without the network: a mock user after 1 s, no user after 2 s', () => {
    expect(planLookup(settings({ debug: 'loggedIn' }))).to.deep.equal({
      kind: 'debug',
      username: DEBUG_USERNAME,
      delay: 1000,
    });
    expect(planLookup(settings({ debug: 'failedRequest' }))).to.deep.equal({
      kind: 'debug',
      username: null,
      delay: 2000,
    });
    expect(planLookup(settings({ debug: 'loggedIn', endpoint: '(not set)' })).kind).to.equal(
      'debug',
    );
  });

  it('decides the outcome from the auth state and the name', () => {
    expect(topBarOutcome('loggedIn', 'Ada')).to.equal('user');
    expect(topBarOutcome('loggedIn', null)).to.equal('anonymous');
    expect(topBarOutcome('loggedOut', null)).to.equal('anonymous');
    expect(topBarOutcome('loggedOut', 'Ada')).to.equal('unchanged');
  });
});

describe('ib-top-bar', () => {
  let network: FetchStub;

  beforeEach(() => {
    network = stubFetch({ '*': { username: 'Ada Lovelace' } });
  });

  afterEach(() => {
    sinon.restore();
    delete win.ibPageData;
    resetPageData();
  });

  it('logged in with a name: hides the login link, shows the logout link and the name', async () => {
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    const bar = await topBar();
    expect(await resolved).to.deep.equal({ outcome: 'user', username: 'Ada Lovelace' });
    expect(view(bar)).to.deep.equal(signedIn('Ada Lovelace'));
    expect(bar.el.getAttribute('status')).to.equal('user');
  });

  it('sends GET {endpoint}/experience/1/user with credentials and the page origin as referrer', async () => {
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    await topBar();
    await resolved;
    expect(network.requests.length).to.equal(1);
    const [{ url, init }] = network.requests;
    expect(url).to.equal(USER_URL);
    expect({
      method: init.method,
      credentials: init.credentials,
      referrerPolicy: init.referrerPolicy,
    }).to.deep.equal({
      method: 'GET',
      credentials: 'include',
      referrerPolicy: 'origin',
    });
  });

  it('accepts the userName spelling and trims the name', async () => {
    network.route('*', json({ userName: '  Grace Hopper ' }));
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    const bar = await topBar();
    await resolved;
    expect(view(bar)).to.deep.equal(signedIn('Grace Hopper'));
  });

  it('shows the name as text, never as markup', async () => {
    network.route('*', json({ username: '<img src=x>Eve' }));
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    const bar = await topBar();
    await resolved;
    expect(bar.username.textContent).to.equal('<img src=x>Eve');
    expect(bar.username.children.length).to.equal(0);
  });

  const noUser: Array<[string, () => void]> = [
    ['a not-ok answer', () => network.route('*', json({ code: 'not_logged_in' }, 401))],
    ['a network error', () => network.route('*', new TypeError('Failed to fetch'))],
    ['a name that is only spaces', () => network.route('*', json({ username: '   ' }))],
    [
      'an answer that is not JSON',
      () => network.route('*', new Response('<html>', { status: 200 })),
    ],
  ];
  for (const [what, arrange] of noUser) {
    it(`logged in but ${what}: login link stays, logout link loses its label`, async () => {
      arrange();
      pageData({ state: 'loggedIn' });
      const resolved = nextResolve();
      const bar = await topBar();
      expect(await resolved).to.deep.equal({ outcome: 'anonymous', username: null });
      expect(view(bar)).to.deep.equal(anonymous);
    });
  }

  it('not logged in and no name: login link stays, logout link loses its label', async () => {
    network.route('*', json({}, 401));
    pageData({ state: 'loggedOut' });
    const resolved = nextResolve();
    const bar = await topBar();
    expect((await resolved).outcome).to.equal('anonymous');
    expect(view(bar)).to.deep.equal(anonymous);
  });

  it('not logged in although the lookup names someone: nothing changes', async () => {
    pageData({ state: 'loggedOut' });
    const resolved = nextResolve();
    const bar = await topBar();
    expect(await resolved).to.deep.equal({ outcome: 'unchanged', username: null });
    expect(view(bar)).to.deep.equal(asWritten);
    expect(bar.username.textContent).to.equal('');
  });

  it('skips the lookup when the helper is disabled', async () => {
    pageData({ state: 'loggedIn', helperEnabled: false });
    const bar = await topBar();
    await nextTask();
    expect(network.requests.length).to.equal(0);
    expect(view(bar)).to.deep.equal(asWritten);
    expect(bar.el.getAttribute('status')).to.equal('unchanged');
  });

  it('skips the lookup when the endpoint is missing', async () => {
    pageData({ state: 'loggedIn', endpoint: '' });
    const bar = await topBar();
    await nextTask();
    expect(network.requests.length).to.equal(0);
    expect(view(bar)).to.deep.equal(asWritten);
  });

  it('skips the lookup when the page has no auth data at all', async () => {
    const bar = await topBar();
    await nextTask();
    expect(network.requests.length).to.equal(0);
    expect(view(bar)).to.deep.equal(asWritten);
  });

  it('the auth property overrides the page data', async () => {
    pageData({ state: 'loggedIn', helperEnabled: false });
    const resolved = nextResolve();
    const el = document.createElement('ib-top-bar');
    el.auth = { helperEnabled: true };
    el.innerHTML =
      '<a data-login href="/login">Log in</a><a data-logout href="/logout" hidden>Log out</a>';
    document.body.append(el);
    try {
      expect((await resolved).outcome).to.equal('user');
      expect(network.requests.length).to.equal(1);
    } finally {
      el.remove();
    }
  });

  describe('debug modes (fake clock)', () => {
    let clock: FakeClock;
    beforeEach(() => {
      clock = fakeTimeouts();
    });
    afterEach(() => {
      clock.restore();
      mounted.splice(0).forEach((container) => container.remove());
    });

    it('loggedIn: a mock user after 1 s, without the network', async () => {
      pageData({ state: 'loggedIn' }, 'loggedIn');
      const bar = mountNow();
      expect(bar.el.getAttribute('status')).to.equal('pending');
      await clock.tickAsync(DEBUG_LOGGED_IN_DELAY_MS - 1);
      expect(view(bar)).to.deep.equal(asWritten);
      await clock.tickAsync(1);
      expect(view(bar)).to.deep.equal(signedIn(DEBUG_USERNAME));
      expect(network.requests.length).to.equal(0);
    });

    it('failedRequest: no user after 2 s, without the network', async () => {
      pageData({ state: 'loggedIn' }, 'failedRequest');
      const bar = mountNow();
      await clock.tickAsync(DEBUG_FAILED_DELAY_MS - 1);
      expect(view(bar)).to.deep.equal(asWritten);
      await clock.tickAsync(1);
      expect(view(bar)).to.deep.equal(anonymous);
      expect(bar.el.getAttribute('status')).to.equal('anonymous');
      expect(network.requests.length).to.equal(0);
    });

    it('removal cancels a pending debug answer', async () => {
      pageData({ state: 'loggedIn' }, 'loggedIn');
      const bar = mountNow();
      bar.el.remove();
      await clock.tickAsync(0); // the deferred unmount runs
      await clock.tickAsync(DEBUG_LOGGED_IN_DELAY_MS);
      expect(view(bar)).to.deep.equal(asWritten);
      expect(clock.countTimers()).to.equal(0);
    });
  });

  it('removal restores the markup as written', async () => {
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    const bar = await topBar();
    await resolved;
    expect(view(bar)).to.deep.equal(signedIn('Ada Lovelace'));
    bar.el.remove();
    await nextTask();
    expect(view(bar)).to.deep.equal(asWritten);
    expect(bar.username.textContent).to.equal('');
    expect(bar.el.hasAttribute('status')).to.equal(false);
  });

  it('removal aborts a pending lookup, which then changes nothing', async () => {
    network.route(
      '*',
      ({ init }) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        ),
    );
    pageData({ state: 'loggedIn' });
    let resolves = 0;
    const count = () => (resolves += 1);
    document.addEventListener('ib-top-bar-resolve', count);
    try {
      const bar = await topBar();
      const signal = network.requests[0].init.signal!;
      expect(signal.aborted).to.equal(false);
      bar.el.remove();
      await nextTask();
      expect(signal.aborted).to.equal(true);
      expect(resolves).to.equal(0);
      expect(view(bar)).to.deep.equal(asWritten);
    } finally {
      document.removeEventListener('ib-top-bar-resolve', count);
    }
  });

  it('is accessible signed in', async () => {
    pageData({ state: 'loggedIn' });
    const resolved = nextResolve();
    const bar = await topBar();
    await resolved;
    await expectAccessible(bar.el);
  });
});

describe('ib-top-bar default look', () => {
  afterEach(() => {
    sinon.restore();
    delete win.ibPageData;
    resetPageData();
  });

  it('lays a slotted list of links out as a row: no list markers, no margins pushing a strip above it', async () => {
    pageData({ state: 'loggedOut', helperEnabled: false });
    const el = await fixture<IbTopBar>(`
      <ib-top-bar>
        <nav aria-label="Account">
          <ul>
            <li><a href="/support">Support</a></li>
            <li><a data-login href="/login">Log in</a></li>
            <li><strong data-username hidden></strong></li>
          </ul>
        </nav>
      </ib-top-bar>`);
    const list = el.querySelector('ul')!;
    const style = getComputedStyle(list);
    expect(style.display).to.equal('flex');
    expect(style.listStyleType).to.equal('none');
    expect(style.marginTop).to.equal('0px');
    expect(style.marginBottom).to.equal('0px');
    for (const item of list.querySelectorAll('li'))
      expect(getComputedStyle(item).listStyleType).to.equal('none');
    // Both links sit on one row.
    const [support, login] = [...list.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
    expect(Math.abs(support!.top - login!.top)).to.be.below(1);
  });

  it('keeps what it hides hidden when the theme gives links a display (a common nav rule)', async () => {
    pageData({ state: 'loggedIn' });
    stubFetch({ '*': { username: 'Ada Lovelace' } });
    const el = await fixture<IbTopBar>(`
      <ib-top-bar class="theme-nav">
        <style>.theme-nav a, .theme-nav span { display: inline-block; }</style>
        <a data-login href="/login">Log in</a>
        <span data-username hidden></span>
        <a data-logout href="/logout" hidden>Log out</a>
      </ib-top-bar>`);
    const shown = (selector: string) =>
      getComputedStyle(el.querySelector(selector)!).display !== 'none';
    expect([shown('[data-login]'), shown('[data-username]'), shown('[data-logout]')]).to.deep.equal(
      [true, false, false],
    );
    await new Promise<void>((resolve) =>
      el.addEventListener('ib-top-bar-resolve', () => resolve(), { once: true }),
    );
    expect([shown('[data-login]'), shown('[data-username]'), shown('[data-logout]')]).to.deep.equal(
      [false, true, true],
    );
  });

  it('leaves the theme in charge: a page rule on the list wins over the default', async () => {
    pageData({ state: 'loggedOut', helperEnabled: false });
    const el = await fixture<IbTopBar>(`
      <ib-top-bar>
        <style>.theme-list { display: grid; }</style>
        <ul class="theme-list"><li><a data-login href="/login">Log in</a></li></ul>
      </ib-top-bar>`);
    expect(getComputedStyle(el.querySelector('ul')!).display).to.equal('grid');
  });
});
