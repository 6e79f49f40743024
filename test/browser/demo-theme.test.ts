// The demo's light/dark switch (demo/theme.js): a button in the site header's menu (the layout's
// slot for it, demo/layout/header.html) that follows the system preference until pressed,
// remembers a choice in localStorage and sets tokens.css's class.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect, fixture, until } from '../../packages/test-utils/index.ts';

const key = 'ib-demo-theme';
const root = document.documentElement;
const sheets: HTMLLinkElement[] = [];
let runs = 0;

before(async () => {
  for (const href of ['/packages/themes/tokens.css', '/demo/site.css']) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    await new Promise((resolve, reject) => {
      Object.assign(link, { onload: resolve, onerror: reject });
      document.head.append(link);
    });
    sheets.push(link);
  }
});
after(() => sheets.forEach((link) => link.remove()));
afterEach(async () => {
  localStorage.removeItem(key);
  root.classList.remove('ib-theme-dark', 'ib-theme-light');
  document.querySelectorAll('script[data-theme-test]').forEach((script) => script.remove());
  await emulateMedia({ colorScheme: 'light' });
});

/** The layout's header menu as the demo writes it (shortened), its slot for the switch before the call to action. */
const HEADER =
  '<header class="site-header"><nav class="site-nav" aria-label="Main"><div class="container site-header__inner"><a class="brand" href="/">Chorus</a>' +
  '<div class="nav-menu" data-mobile-menu><ul class="top-links" data-top-links><li><a href="/?s=">Search</a></li>' +
  '<li class="theme-slot" data-theme-toggle hidden></li><li><a class="button" href="/">Contact sales</a></li></ul></div></div></nav></header>';

/** The header, then the script as the page loads it (a fresh run each time). */
async function pageWithSwitch() {
  const header = await fixture<HTMLElement>(HEADER);
  const script = Object.assign(document.createElement('script'), {
    src: `/demo/theme.js?run=${(runs += 1)}`,
  });
  script.dataset.themeTest = '';
  await new Promise((resolve, reject) => {
    Object.assign(script, { onload: resolve, onerror: reject });
    document.head.append(script);
  });
  return header.querySelector<HTMLButtonElement>('button.theme-toggle')!;
}

const pageBackground = () => getComputedStyle(document.body).backgroundColor;

describe('demo light/dark switch', () => {
  it('follows the system by default: light, then dark, with no class and nothing stored', async () => {
    const button = await pageWithSwitch();
    expect([
      button.getAttribute('aria-label'),
      button.getAttribute('aria-pressed'),
      pageBackground(),
    ]).to.deep.equal(['Dark theme', 'false', 'rgb(255, 255, 255)']);
    // Media lists hear the change in the order they were made: the script's before this one.
    const changed = new Promise((resolve) =>
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', resolve, {
        once: true,
      }),
    );
    await emulateMedia({ colorScheme: 'dark' });
    await changed;
    expect([
      button.getAttribute('aria-pressed'),
      pageBackground(),
      root.className,
      localStorage.getItem(key),
    ]).to.deep.equal(['true', 'rgb(20, 20, 23)', '', null]);
  });

  it('a press switches to dark, stores the choice and sets .ib-theme-dark; the next page starts dark', async () => {
    const button = await pageWithSwitch();
    button.click();
    expect([
      button.getAttribute('aria-pressed'),
      localStorage.getItem(key),
      root.classList.contains('ib-theme-dark'),
      pageBackground(),
    ]).to.deep.equal(['true', 'dark', true, 'rgb(20, 20, 23)']);
    root.classList.remove('ib-theme-dark');
    button.closest('header')!.remove(); // the next page
    const next = await pageWithSwitch();
    expect([
      root.classList.contains('ib-theme-dark'),
      next.getAttribute('aria-pressed'),
    ]).to.deep.equal([true, 'true']);
  });

  it('under a dark system a press forces light (.ib-theme-light); pressing back forgets the choice', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const button = await pageWithSwitch();
    button.click();
    expect([
      localStorage.getItem(key),
      root.classList.contains('ib-theme-light'),
      pageBackground(),
    ]).to.deep.equal(['light', true, 'rgb(255, 255, 255)']);
    button.click();
    expect([
      localStorage.getItem(key),
      root.className,
      button.getAttribute('aria-pressed'),
    ]).to.deep.equal([null, '', 'true']);
  });

  it('fills the menu’s slot before the call to action, so Tab meets it there: a 44 px icon on the bar, named in the flyout', async () => {
    await setViewport({ width: 1280, height: 800 });
    const button = await pageWithSwitch();
    const slot = button.parentElement!;
    expect([
      slot.matches('[data-theme-toggle]'),
      slot.hidden,
      slot.nextElementSibling?.querySelector('.button')?.textContent,
    ]).to.deep.equal([true, false, 'Contact sales']);
    const { width, height } = button.getBoundingClientRect();
    expect([button.type, width, height]).to.deep.equal(['button', 44, 44]);
    // Below 1024 px the menu is the flyout: the switch says its name beside the icon.
    await setViewport({ width: 390, height: 700 });
    const label = button.querySelector('.theme-toggle__label')!;
    await until(() => label.getBoundingClientRect().width > 0);
    expect([label.textContent, label.getAttribute('aria-hidden')]).to.deep.equal([
      'Dark theme',
      'true',
    ]);
    await setViewport({ width: 800, height: 600 });
  });

  it('is in the header as soon as the parser has read it, before the rest of the page (no shift when it arrives late)', async () => {
    // A page still loading: the script in <head>, then the header, then a script that looks.
    const frame = document.createElement('iframe');
    const seen = new Promise<unknown>(
      (resolve) =>
        ((window as unknown as { reportSeen: (v: unknown) => void }).reportSeen = resolve),
    );
    frame.srcdoc = `<!doctype html><html><head><script src="/demo/theme.js?run=${(runs += 1)}"></script></head><body>
      ${HEADER}
      <script>parent.reportSeen({ loading: document.readyState, slot: document.querySelector('.theme-toggle')?.parentElement?.className })</script>
      <main><p>The rest of the page</p></main></body></html>`;
    document.body.append(frame);
    try {
      expect(await seen).to.deep.equal({ loading: 'loading', slot: 'theme-slot' });
    } finally {
      frame.remove();
    }
  });

  it("speaks the page's language: German and Arabic pages name it in their words", async () => {
    const lang = root.getAttribute('lang');
    try {
      root.lang = 'de';
      const german = await pageWithSwitch();
      expect([german.getAttribute('aria-label'), german.title]).to.deep.equal([
        'Dunkles Design',
        'Zum dunklen Design wechseln',
      ]);
      german.closest('header')!.remove();
      root.lang = 'ar';
      const arabic = await pageWithSwitch();
      expect(arabic.getAttribute('aria-label')).to.equal('المظهر الداكن');
    } finally {
      if (lang === null) root.removeAttribute('lang');
      else root.setAttribute('lang', lang);
    }
  });
});
