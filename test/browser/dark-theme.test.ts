// The dark theme of tokens.css reaching the blocks' own default styles: a few representative
// blocks compute their dark colours under `.ib-theme-dark` (on <html> or on a wrapper) and under
// the system's prefers-color-scheme: dark, and their light colours otherwise or under
// `.ib-theme-light`.
import { emulateMedia } from '@web/test-runner-commands';
import { expect, fixture } from '../../packages/test-utils/index.ts';
import '../../elements/featured-content/ib-featured-content.ts';
import '../../elements/glossary/ib-glossary.ts';
import '../../elements/range/ib-range.ts';
import '../../elements/tabs/ib-tabs.ts';

let tokens: HTMLLinkElement;
before(async () => {
  tokens = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: '/packages/themes/tokens.css',
  });
  await new Promise((resolve, reject) => {
    Object.assign(tokens, { onload: resolve, onerror: reject });
    document.head.append(tokens);
  });
});
after(() => tokens.remove());
afterEach(async () => {
  document.documentElement.classList.remove('ib-theme-dark', 'ib-theme-light');
  await emulateMedia({ colorScheme: 'light' });
});

const part = (host: Element, selector: string) =>
  host.shadowRoot!.querySelector<HTMLElement>(selector)!;

/** The colours a visitor sees in four representative blocks' chrome. */
async function blockColours(wrapperClass = '') {
  const page = await fixture<HTMLElement>(`
    <div class="${wrapperClass}">
      <ib-glossary><section data-letter="A"><h2>A</h2><article data-term id="api"><h3>API</h3><p>An interface.</p></article></section></ib-glossary>
      <ib-range label="Messages" min="0" max="100" value="50"></ib-range>
      <ib-featured-content>
        <article data-type="report" data-type-label="Report"><h3>Report</h3></article>
        <article data-type="webinar" data-type-label="Webinar"><h3>Webinar</h3></article>
      </ib-featured-content>
      <ib-tabs><button slot="tab">One</button><section slot="panel">First</section></ib-tabs>
    </div>`);
  const glossary = page.querySelector('ib-glossary')!;
  const range = page.querySelector('ib-range')!;
  const pressedFilter = part(
    page.querySelector('ib-featured-content')!,
    '[part~="filter"][aria-checked="true"]',
  );
  const bubble = getComputedStyle(part(range, '.bubble'));
  return {
    glossaryNav: getComputedStyle(part(glossary, '.nav')).backgroundColor,
    glossaryMuted: getComputedStyle(part(glossary, '.empty')).color,
    rangeBubble: [bubble.backgroundColor, bubble.color],
    filterPressed: [
      getComputedStyle(pressedFilter).backgroundColor,
      getComputedStyle(pressedFilter).color,
    ],
    tabsLine: getComputedStyle(part(page.querySelector('ib-tabs')!, '.tablist')).borderBottomColor,
  };
}

const light = {
  glossaryNav: 'rgb(255, 255, 255)',
  glossaryMuted: 'rgb(89, 89, 89)',
  rangeBubble: ['rgb(26, 26, 26)', 'rgb(255, 255, 255)'],
  filterPressed: ['rgb(194, 65, 12)', 'rgb(255, 255, 255)'],
  tabsLine: 'rgb(217, 217, 222)',
};
const dark = {
  glossaryNav: 'rgb(20, 20, 23)',
  glossaryMuted: 'rgb(166, 166, 174)',
  rangeBubble: ['rgb(236, 236, 239)', 'rgb(20, 20, 23)'],
  filterPressed: ['rgb(252, 100, 35)', 'rgb(20, 20, 23)'],
  tabsLine: 'rgb(59, 59, 66)',
};

describe('dark theme in the blocks', () => {
  it('shows the light colours by default under a light system preference', async () => {
    await emulateMedia({ colorScheme: 'light' });
    expect(await blockColours()).to.deep.equal(light);
  });

  it('shows the dark colours with .ib-theme-dark on <html>', async () => {
    document.documentElement.classList.add('ib-theme-dark');
    expect(await blockColours()).to.deep.equal(dark);
  });

  it('shows the dark colours inside a .ib-theme-dark wrapper, which paints a dark ground', async () => {
    const colours = await blockColours('ib-theme-dark');
    expect(colours).to.deep.equal(dark);
    const wrapper = document.querySelector<HTMLElement>('.ib-theme-dark')!;
    expect([
      getComputedStyle(wrapper).backgroundColor,
      getComputedStyle(wrapper).color,
    ]).to.deep.equal(['rgb(20, 20, 23)', 'rgb(236, 236, 239)']);
  });

  it('follows the system preference: dark under prefers-color-scheme: dark', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(await blockColours()).to.deep.equal(dark);
  });

  it('.ib-theme-light on <html> keeps light under a dark system preference, and a light wrapper too', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    document.documentElement.classList.add('ib-theme-light');
    expect(await blockColours()).to.deep.equal(light);
    document.documentElement.classList.remove('ib-theme-light');
    expect(await blockColours('ib-theme-light')).to.deep.equal(light);
  });
});
