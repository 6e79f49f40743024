import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect, expectAccessible, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-footer.ts';
import type { IbFooter } from './ib-footer.ts';

const template = `
  <ib-footer>
    <section><h2>Products</h2><ul id="products"><li><a href="/sms">SMS</a></li><li><a href="/voice">Voice</a></li></ul></section>
    <nav aria-label="Company"><h2>Company</h2><ul><li><a href="/about">About</a></li></ul></nav>
    <section><h2>Legal</h2><ul><li><a href="/privacy">Privacy</a></li></ul><p>Registered office</p></section>
    <p id="copyright">© Example</p>
  </ib-footer>`;

const NARROW = { width: 600, height: 800 };
const WIDE = { width: 1024, height: 800 }; // exactly md (64rem): the wide layout

async function resize(viewport: { width: number; height: number }) {
  await setViewport(viewport);
  await frames(3); // media-query change events arrive with the next rendering update
}

const toggles = (el: IbFooter) => [
  ...el.querySelectorAll<HTMLButtonElement>('[data-ib-footer-toggle]'),
];
const headings = (el: IbFooter) => [...el.querySelectorAll('h2')];
const visible = (node: Element) => node.getClientRects().length > 0;
/** For each section: is its content shown? */
const shownSections = (el: IbFooter) =>
  [...el.querySelectorAll(':scope > :has(> h2)')].map((section) =>
    [...section.children].filter((child) => child.localName !== 'h2').every(visible),
  );

async function setup() {
  await resize(NARROW);
  return fixture<IbFooter>(template);
}

after(() => setViewport({ width: 800, height: 600 }));

describe('ib-footer', () => {
  it('below md, each heading gets a button (inside the heading) and every section starts closed', async () => {
    const el = await setup();
    expect(headings(el).map((h) => h.firstElementChild?.localName)).to.deep.equal([
      'button',
      'button',
      'button',
    ]);
    expect(toggles(el).map((b) => b.textContent)).to.deep.equal(['Products', 'Company', 'Legal']);
    expect(toggles(el).map((b) => b.getAttribute('aria-expanded'))).to.deep.equal([
      'false',
      'false',
      'false',
    ]);
    expect(shownSections(el)).to.deep.equal([false, false, false]);
    expect(visible(el.querySelector('#copyright')!)).to.equal(true);
  });

  it('aria-controls names the content of its section', async () => {
    const el = await setup();
    const controlled = toggles(el).map((button) =>
      button
        .getAttribute('aria-controls')!
        .split(' ')
        .map((id) => document.getElementById(id)?.localName)
        .join(','),
    );
    expect(controlled).to.deep.equal(['ul', 'ul', 'ul,p']);
    expect(toggles(el)[0].getAttribute('aria-controls')).to.equal('products'); // an existing id is reused
  });

  it('opening a section closes the previously open one; opening it again closes it', async () => {
    const el = await setup();
    const [products, company] = toggles(el);
    products.click();
    expect(shownSections(el)).to.deep.equal([true, false, false]);
    company.click();
    expect(shownSections(el)).to.deep.equal([false, true, false]);
    expect(toggles(el).map((b) => b.getAttribute('aria-expanded'))).to.deep.equal([
      'false',
      'true',
      'false',
    ]);
    company.click();
    expect(shownSections(el)).to.deep.equal([false, false, false]);
  });

  it('works from the keyboard (Enter and Space on the native button)', async () => {
    const el = await setup();
    const [products, company] = toggles(el);
    products.focus();
    await sendKeys({ press: 'Enter' });
    expect(shownSections(el)).to.deep.equal([true, false, false]);
    company.focus();
    await sendKeys({ press: 'Space' });
    expect(shownSections(el)).to.deep.equal([false, true, false]);
  });

  it('fires ib-footer-toggle for each section that opened or closed', async () => {
    const el = await setup();
    const events: unknown[] = [];
    el.addEventListener('ib-footer-toggle', (e) => events.push((e as CustomEvent).detail));
    toggles(el)[0].click();
    toggles(el)[2].click();
    expect(events).to.deep.equal([
      { index: 0, open: true },
      { index: 0, open: false },
      { index: 2, open: true },
    ]);
  });

  it('from md up, every section shows and the headings stay plain; narrow again restores the open one', async () => {
    const el = await setup();
    toggles(el)[1].click();
    await resize(WIDE);
    expect(toggles(el).length).to.equal(0);
    expect(headings(el).map((h) => h.innerHTML)).to.deep.equal(['Products', 'Company', 'Legal']);
    expect(shownSections(el)).to.deep.equal([true, true, true]);
    await resize({ width: 1023, height: 800 });
    expect(toggles(el).length).to.equal(3);
    expect(shownSections(el)).to.deep.equal([false, true, false]);
  });

  it('hides closed sections even when the theme gives the list a display', async () => {
    const el = await setup();
    (el.querySelector('#products') as HTMLElement).style.display = 'grid';
    expect(shownSections(el)[0]).to.equal(false);
  });

  it('is accessible, narrow and wide', async () => {
    const el = await setup();
    toggles(el)[0].click();
    await expectAccessible(el);
    await resize(WIDE);
    await expectAccessible(el);
  });

  it('turns off the chevron animation under prefers-reduced-motion', async () => {
    const el = await setup();
    const chevron = () => getComputedStyle(toggles(el)[0], '::after').transitionDuration;
    expect(chevron()).to.equal('0.15s');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(chevron()).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('new sections added later become toggles too', async () => {
    const el = await setup();
    const extra = document.createElement('section');
    extra.innerHTML = '<h2>Support</h2><ul><li><a href="/help">Help</a></li></ul>';
    el.insertBefore(extra, el.querySelector('#copyright'));
    await frames(2);
    expect(toggles(el).map((b) => b.textContent)).to.deep.equal([
      'Products',
      'Company',
      'Legal',
      'Support',
    ]);
    expect(shownSections(el)).to.deep.equal([false, false, false, false]);
  });

  it('removal restores the template markup exactly (the no-script state: everything visible)', async () => {
    const container = document.createElement('div');
    container.innerHTML = template;
    const el = container.querySelector<IbFooter>('ib-footer')!;
    const original = el.innerHTML;
    await resize(NARROW);
    document.body.append(container);
    await el.updateComplete;
    toggles(el)[0].click();
    expect(el.innerHTML).not.to.equal(original);
    el.remove();
    await frames(1);
    expect(el.innerHTML).to.equal(original);
    const footerRules = () =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('data-ib-footer')),
      );
    expect(footerRules()).to.equal(false);
    container.remove();
  });
});
