// ib-carousel in the page's language: the region, its buttons, dots and slides speak the catalog's
// words (German here), with numbers as the language writes them; a `*-label` attribute still wins.
import { html } from 'lit';
import { expect, fixture, until } from '../../packages/test-utils/index.ts';
import './ib-carousel.ts';
import type { IbCarousel } from './ib-carousel.ts';

const slidesMarkup = (count: number) =>
  Array.from({ length: count }, (_, i) => html`<article><h3>Story ${i + 1}</h3></article>`);
const part = (el: IbCarousel, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const dots = (el: IbCarousel) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="dot"]')];
const slides = (el: IbCarousel) => [...el.querySelectorAll<HTMLElement>(':scope > article')];
const names = (elements: HTMLElement[]) =>
  elements.map((element) => element.getAttribute('aria-label'));

async function setup(lang: string) {
  const root = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style="width: 600px">
      <ib-carousel controls dots>${slidesMarkup(3)}</ib-carousel>
    </div>`,
  );
  return root.querySelector<IbCarousel>('ib-carousel')!;
}

describe('ib-carousel in the page language', () => {
  it('speaks German inside lang="de": region, buttons, dots and slides', async () => {
    const el = await setup('de');
    await until(() => part(el, 'base').getAttribute('aria-label') === 'Karussell'); // the catalog loads async
    expect(part(el, 'base').getAttribute('aria-roledescription')).to.equal('Karussell');
    expect(part(el, 'prev').getAttribute('aria-label')).to.equal('Vorherige Folie');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Nächste Folie');
    await until(() => dots(el).length === 3);
    expect(part(el, 'dots').getAttribute('aria-label')).to.equal('Folie auswählen');
    expect(names(dots(el))).to.deep.equal([
      'Folie 1 anzeigen',
      'Folie 2 anzeigen',
      'Folie 3 anzeigen',
    ]);
    expect(slides(el).map((slide) => slide.getAttribute('aria-roledescription'))).to.deep.equal([
      'Folie',
      'Folie',
      'Folie',
    ]);
    expect(names(slides(el))).to.deep.equal(['1 von 3', '2 von 3', '3 von 3']);
  });

  it('a *-label attribute still wins over the catalog', async () => {
    const root = await fixture<HTMLDivElement>(html`
      <div lang="de" style="width: 600px">
        <ib-carousel
          controls
          dots
          label="Kundenstimmen"
          prev-label="Zurück"
          next-label="Weiter"
          slide-label="Stimme {index}/{count}"
          dot-label="Stimme {index}"
          dots-label="Stimmen"
        >
          ${slidesMarkup(3)}
        </ib-carousel>
      </div>
    `);
    const el = root.querySelector<IbCarousel>('ib-carousel')!;
    await until(() => part(el, 'base').getAttribute('aria-roledescription') === 'Karussell');
    await until(() => dots(el).length === 3);
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('Kundenstimmen');
    expect(part(el, 'prev').getAttribute('aria-label')).to.equal('Zurück');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Weiter');
    expect(part(el, 'dots').getAttribute('aria-label')).to.equal('Stimmen');
    expect(dots(el)[1]!.getAttribute('aria-label')).to.equal('Stimme 2');
    expect(names(slides(el))).to.deep.equal(['Stimme 1/3', 'Stimme 2/3', 'Stimme 3/3']);
  });

  it('writes the numbers as the language does (Egyptian Arabic: Arabic-Indic digits)', async () => {
    const el = await setup('ar-EG');
    await until(
      () => slides(el)[0]!.getAttribute('aria-label') === '١ من ٣',
      180,
      () => String(names(slides(el))),
    );
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('الشريحة التالية');
  });

  it('relabels when the language changes', async () => {
    const el = await setup('en');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('Next slide');
    expect(slides(el)[0]!.getAttribute('aria-label')).to.equal('1 of 3');
    el.parentElement!.setAttribute('lang', 'fr');
    await until(() => part(el, 'next').getAttribute('aria-label') === 'Diapositive suivante');
    await until(() => slides(el)[0]!.getAttribute('aria-label') === '1 sur 3');
  });
});
