// ib-glossary in right-to-left text: the letter bar runs from the right, and on a phone, where the
// row scrolls sideways, reaching a late letter scrolls the row leftwards until it is in view; the
// entries' chevrons point down as in left-to-right text.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-glossary.ts';
import type { IbGlossary } from './ib-glossary.ts';

const entry = (id: string, term: string) =>
  `<article data-term id="${id}"><h3>${term}</h3><p>…</p></article>`;
const section = (letter: string, id: string, term: string) =>
  `<section data-letter="${letter}"><h2>${letter}</h2>${entry(id, term)}</section>`;
// A-Z set by the template: the bar's direction is what is tested, not the Arabic page's own alphabet.
const markup = `
  <ib-glossary alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ">
    ${section('A', 'api', 'API')}
    ${section('B', 'bulk', 'Bulk SMS')}
    ${section('C', 'cpaas', 'CPaaS')}
    ${section('S', 'sender-id', 'Sender ID')}
  </ib-glossary>`;

const part = (el: IbGlossary, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const letterLinks = (el: IbGlossary) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="letter"]'),
];
const letterLink = (el: IbGlossary, letter: string) =>
  letterLinks(el).find((link) => link.textContent === letter)!;
const rect = (element: Element) => element.getBoundingClientRect();
const round = (value: number) => Math.round(value);

async function setup(dir: string, width: number) {
  await setViewport({ width, height: 844 });
  const wrapper = await fixture<HTMLElement>(
    `<div dir="${dir}" lang="ar">${markup}<div style="height: 2000px"></div></div>`,
  );
  const el = wrapper.querySelector<IbGlossary>('ib-glossary')!;
  await frames(2);
  return { el, row: part(el, 'letters') };
}

beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
afterEach(async () => {
  window.scrollTo(0, 0);
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('ib-glossary right-to-left', () => {
  it('runs the letter bar from the right: A at the right end, each next letter to its left', async () => {
    const { el, row } = await setup('rtl', 1280);
    const a = rect(letterLink(el, 'A'));
    expect(round(rect(row).right - a.right)).to.equal(3); // the row's 3 px of focus-ring room
    expect(rect(letterLink(el, 'B')).right).to.be.at.most(a.left);
  });

  it('on a phone the row starts at the right and scrolls leftwards to a late current letter', async () => {
    const { el, row } = await setup('rtl', 390);
    expect(row.scrollWidth).to.be.above(row.clientWidth);
    expect(row.scrollLeft).to.equal(0); // the start: its right end in view
    expect(round(rect(row).right - rect(letterLink(el, 'A')).right)).to.equal(3);
    const late = el.querySelector<HTMLElement>('section[data-letter="S"]')!;
    window.scrollTo({ top: late.getBoundingClientRect().top + scrollY - 60, behavior: 'instant' });
    const inView = () => {
      const link = rect(letterLink(el, 'S'));
      return link.left >= rect(row).left - 0.5 && link.right <= rect(row).right + 0.5;
    };
    for (let i = 0; i < 120 && !inView(); i += 1) await frames(1);
    expect(inView(), 'S lies within the visible row').to.equal(true);
    expect(row.scrollLeft).to.be.below(0); // scrolled leftwards (negative in right-to-left)
  });

  it('an entry’s chevron still points down: its right and bottom borders, turned 45°', async () => {
    const { el } = await setup('rtl', 1280);
    const chevron = getComputedStyle(
      el.querySelector('#api [data-ib-glossary-toggle]')!,
      '::after',
    );
    expect(chevron.transform).to.match(/^matrix\(0\.707107, 0\.707107, -0\.707107, 0\.707107, /); // 45°
    expect([chevron.borderLeftWidth, chevron.borderTopWidth]).to.deep.equal(['0px', '0px']);
    expect(chevron.borderRightWidth).to.equal(chevron.borderBottomWidth);
    expect(parseFloat(chevron.borderRightWidth)).to.be.above(1);
  });

  it('left-to-right keeps A at the left end', async () => {
    const { el, row } = await setup('ltr', 1280);
    expect(round(rect(letterLink(el, 'A')).left - rect(row).left)).to.equal(3);
  });
});
