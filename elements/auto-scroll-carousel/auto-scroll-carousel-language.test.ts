// ib-auto-scroll-carousel in the page's language (German here): the region, its slides and the
// template's play/pause toggle speak the catalog's words; a `label`, `slide-label` or the toggle's
// data labels still win. And in right-to-left text: the column still scrolls up, the toggle sits
// on the right.
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect, fixture, frames, until } from '../../packages/test-utils/index.ts';
import './ib-auto-scroll-carousel.ts';
import type { IbAutoScrollCarousel } from './ib-auto-scroll-carousel.ts';
import { loadAutoScrollEmbla } from './load-embla.ts';

const logos = (count = 8) =>
  Array.from({ length: count }, (_, i) => `<div style="height: 80px">Customer ${i + 1}</div>`).join(
    '',
  );
const base = (el: IbAutoScrollCarousel) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
const slides = (el: IbAutoScrollCarousel) => [
  ...el.querySelectorAll<HTMLElement>(':scope > div:not([slot])'),
];
const toggleOf = (el: IbAutoScrollCarousel) =>
  el.querySelector<HTMLButtonElement>('button[data-toggle]')!;

async function setup(
  wrapper: { lang?: string; dir?: string },
  attributes = '',
  toggleAttributes = '',
) {
  const root = await fixture<HTMLDivElement>(`
    <div lang="${wrapper.lang ?? 'en'}" dir="${wrapper.dir ?? 'ltr'}">
      <ib-auto-scroll-carousel ${attributes} style="--ib-auto-scroll-carousel-height: 200px; width: 300px">
        <button type="button" data-toggle ${toggleAttributes}></button>
        ${logos()}
      </ib-auto-scroll-carousel>
    </div>
  `);
  return root.querySelector<IbAutoScrollCarousel>('ib-auto-scroll-carousel')!;
}

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await loadAutoScrollEmbla();
});
afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

describe('ib-auto-scroll-carousel in the page language', () => {
  it('speaks German inside lang="de": region, slides and the toggle', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // starts paused: the toggle offers to play
    const el = await setup({ lang: 'de' });
    await until(() => base(el).getAttribute('aria-label') === 'Karussell'); // the catalog loads async
    expect(base(el).getAttribute('aria-roledescription')).to.equal('Karussell');
    expect(
      slides(el).map((slide) => slide.getAttribute('aria-roledescription')),
    ).to.include.members(['Folie']);
    expect(
      slides(el)
        .map((slide) => slide.getAttribute('aria-label'))
        .slice(0, 2),
    ).to.deep.equal(['1 von 8', '2 von 8']);
    expect(toggleOf(el).getAttribute('aria-label')).to.equal('Abspielen');
    expect(el.shadowRoot!.querySelector('[part="viewport"]')!.getAttribute('aria-label')).to.equal(
      'Folien',
    );
  });

  it('a label, slide-label or the toggle data labels still win over the catalog', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await setup(
      { lang: 'de' },
      'label="Unsere Kunden" slide-label="Kunde {index}"',
      'data-play-label="Logos bewegen"',
    );
    await until(() => base(el).getAttribute('aria-roledescription') === 'Karussell');
    expect(base(el).getAttribute('aria-label')).to.equal('Unsere Kunden');
    expect(slides(el)[2]!.getAttribute('aria-label')).to.equal('Kunde 3');
    expect(toggleOf(el).getAttribute('aria-label')).to.equal('Logos bewegen');
  });

  it('the toggle shows the catalog pause label while playing (Russian)', async () => {
    const el = await setup({ lang: 'ru' });
    await until(() => toggleOf(el).getAttribute('aria-label') === 'Пауза');
    toggleOf(el).click();
    await until(() => toggleOf(el).getAttribute('aria-label') === 'Воспроизвести');
  });
});

describe('ib-auto-scroll-carousel right-to-left', () => {
  it('scrolls up as in left-to-right text, with the toggle at the start of the line (right)', async () => {
    const el = await setup({ dir: 'rtl' });
    await until(() => Boolean(el.emblaApi));
    expect(el.emblaApi!.internalEngine().options.direction).to.equal('rtl');
    const location = () => el.emblaApi!.internalEngine().location.get();
    const start = location();
    await frames(10);
    expect(location()).to.be.lessThan(start);
    const toggle = toggleOf(el).getBoundingClientRect();
    expect(Math.round(toggle.right)).to.equal(Math.round(el.getBoundingClientRect().right));
  });
});
