import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { html } from 'lit';
import sinon from 'sinon';
import { resetPageData } from '../../packages/core/page-data.ts';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  fakeTimeouts,
  fixture,
  press,
  releaseClock,
  settleTasks as settle,
  type FakeClock,
} from '../../packages/test-utils/index.ts';
import { touchTap } from '../../packages/test-utils/touch-tap.ts';
import './ib-search-popover.ts';
import './ib-search-trigger.ts';
import {
  SPEC_RESOURCE_TYPES,
  apiResult,
  clickReally,
  holdFetch,
  typeInto,
  type HeldFetch,
} from './test-support.ts';

const pageWindow = window as unknown as { ibPageData?: unknown };

/** Fake timeouts from setup on; released (what they hold run, then restored) after each test. */
let clock: FakeClock | undefined;
let network: HeldFetch;

const page = (attributes = '') => html`
  <div>
    <header id="navbar" style="height:60px">
      <ib-search-trigger><button type="button" id="all-trigger">Search</button></ib-search-trigger>
      <ib-search-trigger scope="resources"
        ><button type="button" id="resources-trigger">Search resources</button></ib-search-trigger
      >
      <ib-search-trigger scope="current"
        ><button type="button" id="current-trigger">Search news</button></ib-search-trigger
      >
      <ib-search-trigger scope="custom" custom-scope="webinars, events"
        ><button type="button" id="custom-trigger">Events</button></ib-search-trigger
      >
    </header>
    <ib-search-popover anchor="navbar" ${attributes}></ib-search-popover>
    <button type="button" id="elsewhere">Elsewhere</button>
  </div>
`;

async function setup(
  pageData: object = {
    analytics: { siteMeta: { language: 'en' }, contentGrouping: { contentType: 'news' } },
  },
) {
  pageWindow.ibPageData = pageData;
  resetPageData();
  const root = await fixture<HTMLElement>(page());
  const popover = root.querySelector('ib-search-popover')!;
  const shadow = popover.shadowRoot!;
  clock = fakeTimeouts();
  const input = () => shadow.querySelector<HTMLInputElement>('[part="input"]')!;
  const open = async (id = 'all-trigger') => {
    const button = root.querySelector<HTMLButtonElement>(`#${id}`)!;
    button.focus();
    button.click();
    await popover.updateComplete;
    await settle();
  };
  const type = async (value: string, wait = 100) => {
    typeInto(input(), value);
    await settle();
    await clock!.tickAsync(wait);
    await settle();
  };
  const checked = () =>
    [...shadow.querySelectorAll<HTMLInputElement>('[part="filter-input"]')]
      .filter((box) => box.checked)
      .map((box) => box.value);
  const box = (value: string) =>
    shadow.querySelector<HTMLInputElement>(`[part="filter-input"][value="${value}"]`)!;
  const titles = () =>
    [...shadow.querySelectorAll('[part~="option-title"]')].map((node) => node.textContent);
  return { root, popover, shadow, input, open, type, checked, box, titles };
}

describe('ib-search-popover', () => {
  beforeEach(() => {
    network = holdFetch();
  });
  afterEach(async () => {
    await resetMouse();
    await releaseClock(clock);
    clock = undefined;
    network.restore();
    delete pageWindow.ibPageData;
    resetPageData();
  });

  it('opens from a trigger with focus already in the field', async () => {
    const { root, popover, shadow, input } = await setup();
    const opened: unknown[] = [];
    popover.addEventListener('ib-search-popover-open', (event) =>
      opened.push((event as CustomEvent).detail.scope),
    );
    const button = root.querySelector<HTMLButtonElement>('#resources-trigger')!;
    button.focus();
    button.click();
    await popover.updateComplete;
    expect(popover.open).to.equal(true);
    expect(shadow.querySelector<HTMLElement>('[part="panel"]')!.hidden).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(opened).to.deep.equal(['resources']);
    expect(deepActiveElement() === input()).to.equal(true); // no timer has run
  });

  it('keeps every key typed right after a click on the trigger', async () => {
    const { root, input } = await setup();
    await clickReally(root.querySelector('#all-trigger')!);
    await sendKeys({ type: 'whatsapp' });
    expect(input().value).to.equal('whatsapp');
  });

  it('a tap on the trigger focuses the field within the tap (a touch keyboard opens), and keeps what is typed', async () => {
    const { root, input } = await setup();
    const trigger = root.querySelector('#current-trigger')!;
    const seen: string[] = [];
    // Last to hear the tap's click: a focus made by then belongs to the tap, which a phone needs
    // before it shows its keyboard.
    const onClick = (event: Event) =>
      seen.push(
        `${(event as PointerEvent).pointerType}: ${deepActiveElement() === input() ? 'field' : 'not the field'}`,
      );
    window.addEventListener('click', onClick);
    try {
      await touchTap(trigger);
    } finally {
      window.removeEventListener('click', onClick);
    }
    expect(seen).to.deep.equal(['touch: field']);
    await sendKeys({ type: 'sms' });
    expect(input().value).to.equal('sms');
  });

  it('sits full width, flush with the navbar: its top edge meets the navbar bottom edge', async () => {
    const { root, open, shadow } = await setup();
    await open();
    const panel = shadow.querySelector<HTMLElement>('[part="panel"]')!;
    const navBottom = root.querySelector('#navbar')!.getBoundingClientRect().bottom;
    const rect = panel.getBoundingClientRect();
    expect(Math.round(rect.top - navBottom)).to.equal(0);
    expect(Math.round(rect.width)).to.equal(document.documentElement.clientWidth);
  });

  it('keeps a gap the page asks for with --ib-search-popover-offset', async () => {
    const { root, popover, open, shadow } = await setup();
    popover.style.setProperty('--ib-search-popover-offset', '12px');
    await open();
    const navBottom = root.querySelector('#navbar')!.getBoundingClientRect().bottom;
    const top = shadow.querySelector<HTMLElement>('[part="panel"]')!.getBoundingClientRect().top;
    expect(Math.round(top - navBottom)).to.equal(12);
  });

  it('sends POST {restBase}infobip2024/v1/search with {s, lang, post_type}, same-origin credentials and a signal', async () => {
    const { open, type } = await setup({
      restBase: '/custom-rest/',
      analytics: { siteMeta: { language: 'de' } },
    });
    await open();
    await type('whatsapp');
    expect(network.calls.length).to.equal(1);
    const [call] = network.calls;
    expect(call.url).to.equal('/custom-rest/infobip2024/v1/search');
    expect(call.init.method).to.equal('POST');
    expect(call.init.credentials).to.equal('same-origin');
    expect((call.init.headers as Record<string, string>)['Content-Type']).to.equal(
      'application/json',
    );
    expect(call.init.signal instanceof AbortSignal).to.equal(true);
    expect(call.body).to.deep.equal({ s: 'whatsapp', lang: 'de', post_type: 'any' });
  });

  it('defaults the endpoint to /wp-json/ and honours the endpoint attribute', async () => {
    const { popover, open, type } = await setup({});
    await open();
    await type('sms api');
    popover.setAttribute('endpoint', '/api/search');
    await popover.updateComplete;
    await type('sms apis');
    expect(network.calls.map((call) => call.url)).to.deep.equal([
      '/wp-json/infobip2024/v1/search',
      '/api/search',
    ]);
  });

  it('needs 3 characters and waits 100 ms of quiet typing', async () => {
    const { open, type, input } = await setup();
    await open();
    await type('ab', 500);
    expect(network.calls.length).to.equal(0);
    typeInto(input(), 'abc');
    await clock!.tickAsync(60);
    typeInto(input(), 'abcd');
    await clock!.tickAsync(99);
    expect(network.calls.length).to.equal(0);
    await clock!.tickAsync(1);
    await settle();
    expect(network.calls.map((call) => call.body.s)).to.deep.equal(['abcd']);
  });

  it('lists results as links with entity-decoded titles, and announces the count politely', async () => {
    const { open, type, shadow, titles } = await setup();
    await open();
    await type('what');
    network.calls[0].answer({
      results: [apiResult('Q&amp;A &#8211; What&#8217;s new'), apiResult('Second')],
      totalPages: 1,
    });
    await settle();
    expect(titles()).to.deep.equal(['Q&A – What’s new', 'Second']);
    const links = [...shadow.querySelectorAll<HTMLAnchorElement>('[part~="option"]')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/blog/q-amp-a-8211-what-8217-s-new/',
      '/blog/second/',
    ]);
    const status = shadow.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('2 results');
    expect(shadow.querySelector('[part="input"]')!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('shows hostile titles as text: no element, no script', async () => {
    const { open, type, shadow, titles } = await setup();
    const alerted = sinon.stub(window, 'alert');
    try {
      await open();
      await type('hostile');
      network.calls[0].answer({
        results: [
          apiResult('<img src=x onerror=alert(1)>Pwned'),
          apiResult('&lt;script&gt;alert(2)&lt;/script&gt;'),
          apiResult('Bad link', 'javascript:alert(3)'),
        ],
        totalPages: 1,
      });
      await settle();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(titles()).to.deep.equal([
        '<img src=x onerror=alert(1)>Pwned',
        '<script>alert(2)</script>',
      ]);
      expect(shadow.querySelectorAll('img, script').length).to.equal(0);
      expect(
        [...shadow.querySelectorAll('a')].some((a) =>
          a.getAttribute('href')?.startsWith('javascript'),
        ),
      ).to.equal(false);
      expect(alerted.called).to.equal(false);
    } finally {
      alerted.restore();
    }
  });

  it('aborts the older request and never shows its late answer', async () => {
    const { open, type, titles } = await setup();
    await open();
    await type('first');
    await type('second');
    expect(network.calls.length).to.equal(2);
    const [older, newer] = network.calls;
    expect(older.init.signal!.aborted).to.equal(true);
    expect(newer.init.signal!.aborted).to.equal(false);
    newer.answer({ results: [apiResult('Newer')], totalPages: 1 });
    await settle();
    older.answer({ results: [apiResult('Older')], totalPages: 1 }); // a transport that ignored the abort
    await settle();
    expect(titles()).to.deep.equal(['Newer']);
  });

  it('swallows a failed request without an error or a broken list', async () => {
    const { open, type, shadow, titles } = await setup();
    await open();
    const errors = await captureErrors(async () => {
      await type('broken');
      network.calls[0].answer({ message: 'nope' }, 500);
      await settle();
      await type('broken again');
      network.calls[1].fail();
      await settle();
    });
    expect(errors.length).to.equal(0);
    expect(titles()).to.deep.equal([]);
    expect(shadow.querySelector<HTMLElement>('[part="empty"]')!.hidden).to.equal(true);
  });

  it('builds the view all link from s, lang and post_type, with a bare custom flag for the custom scope', async () => {
    const { open, type, shadow, popover } = await setup();
    popover.setAttribute('results-url', '/search/');
    await popover.updateComplete;
    await open();
    await type('sms & mms');
    expect(shadow.querySelector('[part="view-all"]')!.getAttribute('href')).to.equal(
      '/search/?s=sms%20%26%20mms&lang=en&post_type=any',
    );
    press('Escape', shadow.querySelector('[part="input"]'));
    await settle();
    await open('custom-trigger');
    await type('webinar');
    expect(shadow.querySelector('[part="view-all"]')!.getAttribute('href')).to.equal(
      '/search/?s=webinar&lang=en&post_type=webinars,events&custom',
    );
  });

  it('offers no view all link when nothing matched, only the empty message; it comes back with results', async () => {
    const { open, type, shadow } = await setup();
    await open();
    await type('zzqqx');
    network.calls[0].answer({ results: [], totalPages: 0 });
    await settle();
    expect(shadow.querySelector<HTMLElement>('[part="empty"]')!.hidden).to.equal(false);
    expect(shadow.querySelector('[part="view-all"]')).to.equal(null);
    await type('sms');
    network.calls[1].answer({ results: [apiResult('SMS basics')], totalPages: 1 });
    await settle();
    expect(shadow.querySelector('[part="view-all"]')!.getAttribute('href')).to.equal(
      '/?s=sms&lang=en&post_type=any',
    );
  });

  it('with 1 or 2 characters no search runs, but view all carries the query and Enter follows it', async () => {
    const { open, type, input, shadow } = await setup();
    await open();
    await type('5G');
    expect(network.calls.length).to.equal(0);
    const viewAll = () => shadow.querySelector('[part="view-all"]')?.getAttribute('href') ?? null;
    expect(viewAll()).to.equal('/?s=5G&lang=en&post_type=any');
    const followed: string[] = [];
    const stopNavigation = (event: Event) => {
      followed.push((event.composedPath()[0] as HTMLAnchorElement).getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    try {
      press('Enter', input());
      await type('AI');
      expect(viewAll()).to.equal('/?s=AI&lang=en&post_type=any');
      press('Enter', input());
      expect(followed).to.deep.equal([
        '/?s=5G&lang=en&post_type=any',
        '/?s=AI&lang=en&post_type=any',
      ]);
      await type('   ');
      expect(viewAll()).to.equal(null); // nothing typed: no link to follow
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
  });

  it('sends post_type for each trigger scope: resources, current, custom', async () => {
    const { open, type, input } = await setup();
    const bodies: unknown[] = [];
    for (const id of ['resources-trigger', 'current-trigger', 'custom-trigger']) {
      await open(id);
      await type('query');
      bodies.push(network.calls.at(-1)!.body.post_type);
      press('Escape', input());
      await settle();
    }
    // 'resources' also ticks 'current' because news is a resource type: the union is still the 13 types.
    expect(bodies).to.deep.equal([[...SPEC_RESOURCE_TYPES], 'news', ['webinars', 'events']]);
  });

  it('scope checkboxes: all is exclusive, resources adds current, nothing checked re-checks all', async () => {
    const { open, checked, box, type } = await setup();
    await open();
    expect(checked()).to.deep.equal(['all']);
    box('resources').click();
    await settle();
    expect(checked()).to.deep.equal(['resources', 'current']);
    box('all').click();
    await settle();
    expect(checked()).to.deep.equal(['all']);
    box('current').click();
    await settle();
    expect(checked()).to.deep.equal(['current']);
    box('current').click(); // unchecking the last box
    await settle();
    expect(checked()).to.deep.equal(['all']);
    box('all').click(); // 'all' cannot be unchecked on its own
    await settle();
    expect(checked()).to.deep.equal(['all']);
    box('current').click();
    await type('events');
    expect(network.calls.at(-1)!.body.post_type).to.equal('news');
  });

  it('an identical search sends no new request: all unticked alone, typing back to the query shown', async () => {
    const { open, type, box, checked, titles } = await setup();
    await open();
    await type('sms');
    box('all').click(); // ticked back by its rule while the answer is on its way
    await settle();
    expect([checked(), network.calls.length, network.calls[0].init.signal!.aborted]).to.deep.equal([
      ['all'],
      1,
      false,
    ]);
    network.calls[0].answer({ results: [apiResult('Sms')], totalPages: 1 });
    await settle();
    box('all').click();
    await settle();
    await type('smsc', 50);
    await type('sms');
    expect([checked(), network.calls.length, titles()]).to.deep.equal([['all'], 1, ['Sms']]);
    // A real change still goes out, also back to the scope searched before.
    box('resources').click();
    await settle();
    box('all').click();
    await settle();
    expect(network.calls.map((call) => call.body.post_type)).to.deep.equal([
      'any',
      [...SPEC_RESOURCE_TYPES],
      'any',
    ]);
    // A failed search is not on show: the same search again retries it.
    network.calls[2].fail();
    await settle();
    box('all').click();
    await settle();
    expect(network.calls.length).to.equal(4);
    expect(network.calls[3].body).to.deep.equal(network.calls[2].body);
  });

  it('checking resources leaves current alone when the current type is not a resource type', async () => {
    const { open, checked, box } = await setup({
      analytics: { contentGrouping: { contentType: 'product' } },
    });
    await open();
    box('resources').click();
    await settle();
    expect(checked()).to.deep.equal(['resources']);
  });

  it('arrow keys move through the results and Enter follows the active one', async () => {
    const { open, type, input, shadow } = await setup();
    await open();
    await type('guide');
    network.calls[0].answer({
      results: [apiResult('One'), apiResult('Two'), apiResult('Three')],
      totalPages: 1,
    });
    await settle();
    const followed: string[] = [];
    const stopNavigation = (event: Event) => {
      const link = event.composedPath()[0] as HTMLAnchorElement;
      followed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    try {
      const active = () =>
        shadow.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent ??
        '';
      press('ArrowDown', input());
      await settle();
      expect(active()).to.equal('One, Blog post');
      press('ArrowDown', input());
      press('ArrowDown', input());
      press('ArrowDown', input()); // wraps
      await settle();
      expect(active()).to.equal('One, Blog post');
      press('ArrowUp', input());
      await settle();
      expect(active()).to.equal('Three, Blog post');
      expect(shadow.querySelector('[aria-selected="true"]')!.textContent).to.equal(
        'Three, Blog post',
      );
      press('Enter', input());
      expect(followed).to.deep.equal(['/blog/three/']);
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
  });

  it('Left, Right, Home and End move the caret in the field and leave no option active', async () => {
    const { open, type, input, shadow } = await setup();
    await open();
    await type('guide');
    network.calls[0].answer({ results: [apiResult('One'), apiResult('Two')], totalPages: 1 });
    await settle();
    const steps: [string, number][] = [
      ['ArrowLeft', 4],
      ['ArrowRight', 5],
      ['Home', 0],
      ['End', 5],
    ];
    for (const [key, caret] of steps) {
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(
        input().getAttribute('aria-activedescendant'),
        `an option is active before ${key}`,
      ).to.not.equal(null);
      await sendKeys({ press: key });
      await settle();
      expect([
        key,
        input().hasAttribute('aria-activedescendant'),
        input().selectionStart,
        shadow.querySelectorAll('[aria-selected="true"]').length,
      ]).to.deep.equal([key, false, caret, 0]);
    }
  });

  it('with an option active, Escape and a click outside still close it and clear the field and the option', async () => {
    const { root, popover, open, type, input } = await setup();
    const openWithActiveOption = async () => {
      await open();
      await type('guide');
      network.calls.at(-1)!.answer({ results: [apiResult('One')], totalPages: 1 });
      await settle();
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(input().hasAttribute('aria-activedescendant')).to.equal(true);
    };
    await openWithActiveOption();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect([
      popover.open,
      input().value,
      input().hasAttribute('aria-activedescendant'),
    ]).to.deep.equal([false, '', false]);
    await openWithActiveOption();
    const header = root.querySelector('#navbar')!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(header.right - 5), Math.round(header.top + 5)],
    }); // the header's background
    await settle();
    expect([
      popover.open,
      input().value,
      input().hasAttribute('aria-activedescendant'),
    ]).to.deep.equal([false, '', false]);
  });

  it('Escape closes, clears the field and refocuses the trigger', async () => {
    const { root, popover, open, type, input, titles } = await setup();
    const closed: string[] = [];
    popover.addEventListener('ib-search-popover-close', (event) =>
      closed.push((event as CustomEvent).detail.reason),
    );
    await open('resources-trigger');
    await type('webinar');
    network.calls[0].answer({ results: [apiResult('Webinar')], totalPages: 1 });
    await settle();
    press('Escape', input());
    await settle();
    expect(popover.open).to.equal(false);
    expect(popover.hasAttribute('open')).to.equal(false);
    expect(input().value).to.equal('');
    expect(titles()).to.deep.equal([]);
    expect(deepActiveElement()?.id).to.equal('resources-trigger');
    expect(root.querySelector('#resources-trigger')!.getAttribute('aria-expanded')).to.equal(
      'false',
    );
    expect(closed).to.deep.equal(['escape']);
  });

  it('focus leaving closes it; a pending answer is then never shown', async () => {
    const { root, popover, open, type, input, titles } = await setup();
    await open();
    await type('pending');
    root.querySelector<HTMLButtonElement>('#elsewhere')!.focus();
    await settle();
    expect(popover.open).to.equal(false);
    expect(input().value).to.equal('');
    expect(network.calls[0].init.signal!.aborted).to.equal(true);
    network.calls[0].answer({ results: [apiResult('Late')], totalPages: 1 });
    await settle();
    expect(titles()).to.deep.equal([]);
  });

  it('the close button closes and refocuses the trigger', async () => {
    const { popover, open, shadow } = await setup();
    await open('current-trigger');
    shadow.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await settle();
    expect(popover.open).to.equal(false);
    expect(deepActiveElement()?.id).to.equal('current-trigger');
  });

  it('is accessible while open with results', async () => {
    const { open, type, popover } = await setup();
    await open();
    await type('access');
    network.calls[0].answer({ results: [apiResult('Accessible result')], totalPages: 1 });
    await settle();
    await releaseClock(clock);
    clock = undefined;
    await expectAccessible(popover);
  });

  it('stops listening and aborts after removal', async () => {
    const { root, popover, open, type } = await setup();
    await open();
    await type('remove me');
    popover.remove();
    await settle();
    expect(network.calls[0].init.signal!.aborted).to.equal(true);
    // The removed popover no longer claims trigger activations.
    const activation = new CustomEvent('ib-search-trigger-activate', {
      bubbles: true,
      cancelable: true,
      detail: { scope: 'all', customScope: [] },
    });
    root.querySelector('#all-trigger')!.dispatchEvent(activation);
    expect(activation.defaultPrevented).to.equal(false);
  });
});
