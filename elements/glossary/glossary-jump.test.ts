// A jump far down a long glossary (a URL hash, a letter) lands where it aims, although the entries
// passed on the way render at their real height, not at content-visibility's 3rem estimate. Its own
// page: the page scrolls.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect, fixture, untilScrollStops } from '../../packages/test-utils/index.ts';
import './ib-glossary.ts';
import type { IbGlossary } from './ib-glossary.ts';

// Entries about twice as tall as the estimate: two paragraphs of text each.
const entry = (letter: string, i: number) =>
  `<article data-term id="term-${i}"><h3>${letter}erm ${i}</h3><p>A definition long enough to wrap onto a second line in a narrow column, as real ones do.</p><p>And a second paragraph.</p></article>`;
const letters = 'ABCDEFGHIJKLMNOPQRST'.split('');
const markup = `<ib-glossary style="display:block; width: 360px">${letters
  .map(
    (letter, l) =>
      `<section data-letter="${letter}"><h2>${letter}</h2>${Array.from({ length: 15 }, (_, i) => entry(letter, l * 15 + i)).join('')}</section>`,
  )
  .join('')}</ib-glossary>`;

/** How far below the letter bar `target` sits once the page has stopped scrolling. */
async function gapBelowNav(el: IbGlossary, target: Element): Promise<number> {
  // 30 still frames: a correction starts two frames after a scroll ends.
  await untilScrollStops(30);
  const nav = el.shadowRoot!.querySelector<HTMLElement>('[part~="nav"]')!;
  return Math.round(target.getBoundingClientRect().top - nav.getBoundingClientRect().bottom);
}

before(async () => {
  await setViewport({ width: 400, height: 700 });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

afterEach(() => {
  history.replaceState(null, '', location.pathname);
  window.scrollTo(0, 0);
});

const letterLink = (el: IbGlossary, letter: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~="letter"]')].find(
    (link) => link.textContent === letter,
  )!;

describe('ib-glossary: jumps in a long glossary', () => {
  it('a URL hash naming an entry near the end scrolls it to just below the letter bar', async () => {
    const el = await fixture<IbGlossary>(markup);
    location.hash = '#term-280';
    expect(await gapBelowNav(el, document.getElementById('term-280')!)).to.be.within(6, 10);
  });

  it('a letter far down lands its group just below the letter bar', async () => {
    const el = await fixture<IbGlossary>(markup);
    letterLink(el, 'S').click();
    expect(await gapBelowNav(el, el.querySelector('[data-letter="S"]')!)).to.be.within(6, 10);
  });

  it('with reduced motion the jump is instant and lands there too', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<IbGlossary>(markup);
      location.hash = '#term-280';
      expect(await gapBelowNav(el, document.getElementById('term-280')!)).to.be.within(6, 10);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('stops correcting itself once the visitor scrolls', async () => {
    const el = await fixture<IbGlossary>(markup);
    letterLink(el, 'S').click();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 })); // the visitor, at once
    // Where the first scroll aimed: the entries passed on the way have grown since.
    expect(await gapBelowNav(el, el.querySelector('[data-letter="S"]')!)).to.be.above(50);
  });
});
