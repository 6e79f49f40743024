// The demo site's own stylesheet (demo/site.css, the part a CMS theme owns) with the tokens, on
// markup as the demo pages write it: measurable layout a visitor would see as unfinished.
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import '../../elements/parallax/ib-parallax.ts';
import '../../elements/auto-scroll-carousel/ib-auto-scroll-carousel.ts';

const sheets = ['/packages/themes/tokens.css', '/demo/site.css'];
const links: HTMLLinkElement[] = [];

before(async () => {
  await Promise.all(
    sheets.map(
      (href) =>
        new Promise((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve, onerror: reject });
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
    const head = await fixture<HTMLElement>('<div class="page-head"><div class="container"><h1><code>&lt;ib-range&gt;</code></h1></div></div>');
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
    const padding = parseFloat(getComputedStyle(card).paddingLeft) + parseFloat(getComputedStyle(card).paddingRight);
    expect(quote.getBoundingClientRect().width).to.be.closeTo(card.clientWidth - padding, 1);
  });
});
