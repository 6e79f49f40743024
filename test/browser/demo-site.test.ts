// The demo site's own stylesheet (demo/site.css, the part a CMS theme owns) with the tokens, on
// markup as the demo pages write it: measurable layout a visitor would see as unfinished.
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import '../../elements/parallax/ib-parallax.ts';
import '../../elements/auto-scroll-carousel/ib-auto-scroll-carousel.ts';
import '../../elements/navbar/ib-navbar.ts';
import '../../elements/search/ib-search-popover.ts';
import '../../elements/search/ib-search-trigger.ts';

const sheets = ['/packages/themes/tokens.css', '/demo/site.css'];
const links: HTMLLinkElement[] = [];

before(async () => {
  await Promise.all(
    sheets.map(
      (href) =>
        new Promise((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href,
            onload: resolve,
            onerror: reject,
          });
          document.head.append(link);
          links.push(link);
        }),
    ),
  );
});
after(async () => {
  for (const link of links) link.remove();
  await setViewport({ width: 800, height: 600 });
});

describe('demo site styles', () => {
  it('a tag name in a page title starts at the title edge, not indented by a code chip', async () => {
    const head = await fixture<HTMLElement>(
      '<div class="page-head"><div class="container"><h1><code>&lt;ib-range&gt;</code></h1></div></div>',
    );
    const title = head.querySelector('h1')!;
    const text = document.createRange();
    text.selectNodeContents(title.querySelector('code')!);
    expect(text.getBoundingClientRect().left - title.getBoundingClientRect().left).to.be.below(2);
  });

  it('links and results in the blocks take the brand colour, not the tokens’ default blue', () => {
    const root = getComputedStyle(document.documentElement);
    const primary = root.getPropertyValue('--ib-color-primary').trim();
    expect(primary).to.equal('light-dark(#c2410c, #fc6423)');
    expect(root.getPropertyValue('--ib-color-link').trim()).to.equal(primary);
    expect(root.getPropertyValue('--ib-color-secondary').trim()).to.equal(primary);
  });

  it('the article’s parallax tip never slides over the text above or the heading below (390 px phone)', async () => {
    await setViewport({ width: 390, height: 844 });
    const page = await fixture<HTMLElement>(`
      <div class="container prose">
        <div style="height: 900px"></div>
        <p id="before">Open Developers › API keys and create a key with the message:send scope.</p>
        <ib-parallax class="parallax-band" speed="0.25">
          <div class="tip"><p><strong>Tip.</strong> Store the key in an environment variable, never in your source code.</p></div>
        </ib-parallax>
        <h2 id="after">Build the message</h2>
        <div style="height: 1800px"></div>
      </div>`);
    const tip = page.querySelector<HTMLElement>('.tip')!;
    const before = page.querySelector('#before')!;
    const after = page.querySelector('#after')!;
    const band = page.querySelector('ib-parallax')!;
    const bandTop = band.getBoundingClientRect().top + scrollY;
    // Through the whole pass: entering at the bottom, centred, leaving at the top.
    for (const offset of [-844, -700, -500, -300, -100, 0, 100]) {
      scrollTo({ top: bandTop + offset, behavior: 'instant' });
      await frames(2);
      const box = tip.getBoundingClientRect();
      expect(box.top, `at ${offset}`).to.be.at.least(before.getBoundingClientRect().bottom);
      expect(box.bottom, `at ${offset}`).to.be.at.most(after.getBoundingClientRect().top);
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });

  it('the carousel’s quote cards take most of a 390 px phone, the quote the card’s width', async () => {
    await setViewport({ width: 390, height: 844 });
    const page = await fixture<HTMLElement>(`
      <div class="container prose"><div class="stage">
        <ib-auto-scroll-carousel label="What our customers say">
          <button type="button" class="button button--outline" data-toggle><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M7 5h3v14H7z" /></svg></button>
          <div><figure class="card"><blockquote>Rebooking by chat cut our call-centre peak in half.</blockquote><figcaption><strong>Nordwind Air</strong></figcaption></figure></div>
          <div><figure class="card"><blockquote>One API for OTPs on SMS, voice and WhatsApp.</blockquote><figcaption><strong>Banca Sole</strong></figcaption></figure></div>
        </ib-auto-scroll-carousel>
      </div></div>`);
    const card = page.querySelector('figure')!;
    const quote = card.querySelector('blockquote')!;
    expect(card.getBoundingClientRect().width).to.be.at.least(390 * 0.75);
    const padding =
      parseFloat(getComputedStyle(card).paddingLeft) +
      parseFloat(getComputedStyle(card).paddingRight);
    expect(quote.getBoundingClientRect().width).to.be.closeTo(card.clientWidth - padding, 1);
  });

  describe('type', () => {
    const faces = () =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.endsWith('/demo/site.css'))
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);

    it('Inter is swapped in (text shows at once), latin and latin-ext, from fonts/ beside the sheet', () => {
      const inter = faces().filter(
        (rule) => rule.style.getPropertyValue('font-family').replace(/['"]/g, '') === 'Inter',
      );
      expect(
        inter.map((rule) => [
          rule.style.getPropertyValue('font-display'),
          rule.style.getPropertyValue('src').match(/url\("?([^'")]+)/)?.[1],
        ]),
      ).to.deep.equal([
        ['swap', 'fonts/inter-latin-wght-normal.woff2'],
        ['swap', 'fonts/inter-latin-ext-wght-normal.woff2'],
      ]);
    });

    it('the fallback face takes Inter’s room, so the swap moves nothing: same line height, width within 1.5%, regular and bold', async () => {
      // The same file the server maps /fonts/ to, loaded under a test name.
      const inter = new FontFace(
        'Inter under test',
        'url(/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2)',
        { weight: '100 900' },
      );
      document.fonts.add(inter);
      await inter.load();
      const text =
        'Send alerts, answer questions and sell in chat with one CPaaS, from SMS and WhatsApp to RCS.';
      const box = await fixture<HTMLElement>(
        `<div>${['Inter under test', 'Inter fallback'].flatMap((family) => [400, 700].map((weight) => `<span style="position: absolute; white-space: nowrap; font: ${weight} 20px/normal '${family}'">${text}</span>`)).join('')}</div>`,
      );
      const [interRegular, interBold, fallbackRegular, fallbackBold] = [...box.children].map(
        (span) => span.getBoundingClientRect(),
      );
      expect(fallbackRegular.height).to.equal(interRegular.height);
      expect(fallbackBold.height).to.equal(interBold.height);
      expect(fallbackRegular.width / interRegular.width).to.be.closeTo(1, 0.015);
      expect(fallbackBold.width / interBold.width).to.be.closeTo(1, 0.015);
      document.fonts.delete(inter);
    });
  });

  describe('the layout’s header (demo/layout/header.html)', () => {
    /** The header as the server fills it for an English page with no other language versions. */
    async function header() {
      const [template, words] = await Promise.all([
        fetch('/demo/layout/header.html').then((response) => response.text()),
        fetch('/demo/layout/words.json').then(
          (response) => response.json() as Promise<Record<string, Record<string, string>>>,
        ),
      ]);
      const markup = template.replace(/\{\{([^}]+)\}\}/g, (_, key: string) =>
        key === 'lang'
          ? 'en'
          : key === 'languages' || key.startsWith('current:')
            ? ''
            : words.en[key],
      );
      const root = await fixture<HTMLElement>(`<div>${markup}</div>`);
      // The theme switch as /theme.js puts it in its slot: a 44 px icon button.
      const slot = root.querySelector<HTMLElement>('[data-theme-toggle]')!;
      slot.hidden = false;
      slot.innerHTML =
        '<button type="button" class="theme-toggle" aria-label="Dark theme"><svg viewBox="0 0 24 24" width="20" height="20"></svg></button>';
      await frames(2);
      return root.querySelector<HTMLElement>('.site-header')!;
    }

    it('is one row on a 390 px phone: the brand and the Menu button, 64 px tall', async () => {
      await setViewport({ width: 390, height: 844 });
      const bar = await header();
      const brand = bar.querySelector('.brand')!.getBoundingClientRect();
      const toggle = bar.querySelector('[data-mobile-toggle]')!.getBoundingClientRect();
      expect(
        bar.querySelector<HTMLElement>('[data-mobile-menu]')!.checkVisibility(),
        'the menu waits in the flyout',
      ).to.equal(false);
      expect(
        Math.round(bar.querySelector('.site-header__inner')!.getBoundingClientRect().height),
      ).to.equal(64);
      expect(Math.abs(brand.top + brand.height / 2 - (toggle.top + toggle.height / 2))).to.be.below(
        1,
      );
      expect(toggle.right, 'the button at the end of the row').to.be.closeTo(390 - 16, 1);
    });

    it('is one row at 1280 px, the call to action and the theme switch together at the end, every entry on one baseline', async () => {
      await setViewport({ width: 1280, height: 800 });
      const bar = await header();
      expect(
        Math.round(bar.querySelector('.site-header__inner')!.getBoundingClientRect().height),
      ).to.equal(64);
      const cta = bar.querySelector('.top-links .button')!.getBoundingClientRect();
      const toggle = bar.querySelector('.theme-toggle')!.getBoundingClientRect();
      const container = bar.querySelector('.container')!.getBoundingClientRect();
      expect(cta.right, 'the call to action ends the bar').to.be.closeTo(container.right, 1);
      expect(cta.left - toggle.right, 'the switch right before it').to.be.within(0, 16);
      // Every entry's box is centred on one line, and their text is one size and one weight.
      const entries = [
        ...bar.querySelectorAll<HTMLElement>(
          '.brand, .nav-primary > li > :is(a, button), .top-links > li > :is(a, button), .nav-search, .theme-toggle',
        ),
      ].filter((entry) => entry.checkVisibility());
      expect(entries.length).to.be.at.least(9);
      const middles = entries.map((entry) =>
        Math.round(entry.getBoundingClientRect().top + entry.getBoundingClientRect().height / 2),
      );
      expect(new Set(middles).size, middles.join(', ')).to.equal(1);
      const texts = entries.filter((entry) => !entry.matches('.brand, .nav-search, .theme-toggle'));
      expect(
        new Set(
          texts.map(
            (entry) => `${getComputedStyle(entry).fontSize} ${getComputedStyle(entry).fontWeight}`,
          ),
        ),
      ).to.deep.equal(new Set(['15px 500']));
    });
  });
});
