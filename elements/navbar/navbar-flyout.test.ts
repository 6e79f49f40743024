// The open phone flyout as a visitor sees it: its toggle turns into a close button (an X, named
// "Close" in the page language) and back, with real clicks and keys; each row with a submenu
// has its chevron at the row's end (the left in right-to-left text); the dividers between the rows
// run across the whole flyout.
import {
  a11ySnapshot,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { html, type TemplateResult } from 'lit';
import chevronCss from '../../packages/ui/dropdown-chevron-light.css?inline';
import { expect, frames, textBox } from '../../packages/test-utils/index.ts';
import { menuRows, mountNavbar } from './test-support.ts';

const iconToggle = html`<button type="button" data-mobile-toggle aria-label="Menu">☰</button>`;

const page = ({
  dir = 'ltr',
  lang = 'en',
  toggle = iconToggle,
}: { dir?: string; lang?: string; toggle?: TemplateResult } = {}) => html`
  <div dir=${dir} lang=${lang}>
    <ib-navbar>
      <nav
        aria-label="Main"
        style="display: flex; align-items: center; justify-content: space-between; height: 4rem"
      >
        <a href="/">Chorus</a>
        ${toggle}
        <div data-mobile-menu>
          <ul>
            ${menuRows}
          </ul>
        </div>
      </nav>
    </ib-navbar>
    <p>Page content</p>
  </div>
`;

async function setup(options?: Parameters<typeof page>[0]) {
  const mounted = await mountNavbar(page(options));
  await frames(2);
  return {
    ...mounted,
    rows: [...mounted.el.querySelectorAll<HTMLElement>('[data-mobile-menu] > ul > li')],
  };
}

const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

/** A real click in the middle of the element. */
async function click(element: Element) {
  const box = rect(element);
  await sendMouse({
    type: 'click',
    position: [round(box.left + box.width / 2), round(box.top + box.height / 2)],
  });
  await frames(1);
}

/** What a screen reader hears for the toggle: Chromium's accessible name. */
async function spokenName(): Promise<string | undefined> {
  // The command's typings say Promise<void>; it resolves the accessibility node.
  const node = (await a11ySnapshot({ selector: '[data-mobile-toggle]' })) as unknown as {
    name?: string;
  };
  return node.name;
}

/** The toggle's look: 'X' while it shows the close icon, then its visible text. */
const looks = (toggle: HTMLElement) => [
  toggle.querySelector('svg path')?.getAttribute('d') === 'M6 6l12 12M18 6 6 18' ? 'X' : '',
  toggle.textContent!.trim(),
];

/** Where the trigger's chevron (its ::after) sits: its left and right edge, in px. */
function chevronBox(trigger: HTMLElement, dir: string) {
  const chevron = getComputedStyle(trigger, '::after');
  const text = textBox(trigger);
  const width = parseFloat(chevron.width) + parseFloat(chevron.borderRightWidth);
  const gap = parseFloat(getComputedStyle(trigger).columnGap) || 0;
  if (dir === 'rtl') {
    const right = text.left - gap - parseFloat(chevron.marginRight);
    return { left: right - width, right };
  }
  const left = text.right + gap + parseFloat(chevron.marginLeft);
  return { left, right: left + width };
}

before(async () => {
  await setViewport({ width: 390, height: 800 });
  await waitUntil(() => innerWidth === 390);
});
afterEach(() => resetMouse());
after(() => setViewport({ width: 800, height: 600 }));

describe('ib-navbar flyout: the toggle says Close while the menu is open', () => {
  it('a click turns ☰ "Menu" into an X named "Close"; a second click turns it back', async () => {
    const { el, toggle } = await setup();
    expect([looks(toggle), await spokenName()]).to.deep.equal([['', '☰'], 'Menu']);
    await click(toggle);
    expect(el.hasAttribute('menu-open')).to.equal(true);
    expect([looks(toggle), await spokenName()]).to.deep.equal([['X', ''], 'Close']);
    await click(toggle);
    expect(el.hasAttribute('menu-open')).to.equal(false);
    expect([looks(toggle), await spokenName(), toggle.getAttribute('aria-label')]).to.deep.equal([
      ['', '☰'],
      'Menu',
      'Menu',
    ]);
  });

  it('Escape closes the menu: the toggle is "Menu" again and has the focus', async () => {
    const { el, toggle } = await setup();
    await click(toggle);
    expect(await spokenName()).to.equal('Close');
    await sendKeys({ press: 'Escape' });
    expect(el.hasAttribute('menu-open')).to.equal(false);
    expect([looks(toggle), await spokenName(), document.activeElement === toggle]).to.deep.equal([
      ['', '☰'],
      'Menu',
      true,
    ]);
  });

  it('a toggle that shows the word "Menu" shows an X and "Close", then "Menu" again', async () => {
    const { toggle } = await setup({
      toggle: html`<button type="button" data-mobile-toggle>Menu</button>`,
    });
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    expect([looks(toggle), await spokenName()]).to.deep.equal([['X', 'Close'], 'Close']);
    await sendKeys({ press: 'Enter' });
    expect([looks(toggle), await spokenName(), toggle.hasAttribute('aria-label')]).to.deep.equal([
      ['', 'Menu'],
      'Menu',
      false,
    ]);
  });

  it('says "Close" in the page language (German: Schließen)', async () => {
    const { toggle } = await setup({
      lang: 'de',
      toggle: html`<button type="button" data-mobile-toggle aria-label="Menü">Menü</button>`,
    });
    await click(toggle);
    await waitUntil(
      () => toggle.getAttribute('aria-label') === 'Schließen',
      'the German catalog never arrived',
    );
    expect([looks(toggle), await spokenName()]).to.deep.equal([['X', 'Schließen'], 'Schließen']);
    await click(toggle);
    expect([looks(toggle), await spokenName()]).to.deep.equal([['', 'Menü'], 'Menü']);
  });

  it('is named by the toggle’s data-close-label when it has one', async () => {
    const { toggle } = await setup({
      toggle: html`<button
        type="button"
        data-mobile-toggle
        aria-label="Menu"
        data-close-label="Hide the menu"
      >
        ☰
      </button>`,
    });
    await click(toggle);
    expect([looks(toggle), await spokenName()]).to.deep.equal([['X', ''], 'Hide the menu']);
  });
});

describe('ib-navbar flyout: rows', () => {
  for (const dir of ['ltr', 'rtl']) {
    it(`puts each submenu row's chevron at the row's end (${dir}), also when the chevron's sheet is adopted again after it`, async () => {
      const { toggle, triggers, rows } = await setup({ dir });
      // As ib-language-picker does when it upgrades after the navbar: the chevron's rules come last.
      const chevronSheet = new CSSStyleSheet();
      chevronSheet.replaceSync(chevronCss);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, chevronSheet];
      try {
        await click(toggle);
        for (const [index, trigger] of triggers.entries()) {
          const row = rect(rows[index]);
          const chevron = chevronBox(trigger, dir);
          const text = textBox(trigger);
          // As far from the row's end as the text is from its start: the row's and the button's padding.
          const [fromStart, fromEnd] =
            dir === 'ltr'
              ? [text.left - row.left, row.right - chevron.right]
              : [row.right - text.right, chevron.left - row.left];
          expect(round(fromEnd)).to.equal(round(fromStart));
          expect(fromStart).to.be.within(16, 32);
          expect(chevron.right - chevron.left).to.be.within(6, 12); // a chevron, not a stretched box
        }
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
          (sheet) => sheet !== chevronSheet,
        );
      }
    });
  }

  it('runs the dividers between the rows across the whole flyout', async () => {
    const { toggle, menu, rows } = await setup();
    await click(toggle);
    const flyout = rect(menu);
    expect(round(flyout.width)).to.equal(390);
    for (const row of rows) {
      const style = getComputedStyle(row);
      expect([style.borderBottomStyle, style.borderBottomWidth]).to.deep.equal(['solid', '1px']);
      expect([round(rect(row).left), round(rect(row).width)]).to.deep.equal([
        round(flyout.left),
        round(menu.clientWidth),
      ]);
    }
  });
});
