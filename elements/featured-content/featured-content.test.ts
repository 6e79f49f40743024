import { sendKeys } from '@web/test-runner-commands';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
  nextTask,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-featured-content.ts';
import type { IbFeaturedContent } from './ib-featured-content.ts';

const TYPES = ['webinar', 'report', 'customer-story'];
const LABELS: Record<string, string> = {
  webinar: 'Webinar',
  report: 'Report',
  'customer-story': 'Customer story',
};

/** 14 cards: webinar, report, customer-story, webinar, ... (5 webinars, 5 reports, 4 stories). */
const cardMarkup = (count = 14) =>
  Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % 3];
    return `<article data-type="${type}" data-type-label="${LABELS[type]}" id="card-${i + 1}"><h3>Card ${i + 1}</h3><a href="#c${i + 1}">Read card ${i + 1}</a></article>`;
  }).join('');

const markup = (attrs = '', cards = cardMarkup()) =>
  `<ib-featured-content ${attrs}>${cards}</ib-featured-content>`;

const part = (el: IbFeaturedContent, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const filterButtons = (el: IbFeaturedContent) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="filter"]'),
];
const checked = (el: IbFeaturedContent) =>
  filterButtons(el).map((button) => button.getAttribute('aria-checked'));
const focusedFilter = (el: IbFeaturedContent) =>
  filterButtons(el).indexOf(el.shadowRoot!.activeElement as HTMLButtonElement);
const visibleIds = (el: IbFeaturedContent) =>
  [...el.querySelectorAll('article')]
    .filter((card) => card.checkVisibility())
    .map((card) => card.id);
const ids = (...numbers: number[]) => numbers.map((n) => `card-${n}`);

async function click(button: HTMLElement | null) {
  button!.click();
  await frames(1);
}

describe('ib-featured-content without script', () => {
  it('shows every card before the element upgrades', async () => {
    const iframe = await fixture<HTMLIFrameElement>('<iframe title="no script"></iframe>');
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    iframe.srcdoc = `<!doctype html><body>${markup()}</body>`;
    await loaded;
    const cards = [...iframe.contentDocument!.querySelectorAll('article')];
    expect(cards.filter((card) => card.checkVisibility())).to.have.length(14);
  });

  it('returns the cards to that state when removed', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    await click(part(el, 'more'));
    const cards = [...el.querySelectorAll('article')];
    el.remove();
    await frames(2);
    expect(cards.filter((card) => card.hidden || card.hasAttribute('tabindex'))).to.have.length(0);
  });
});

describe('ib-featured-content filters', () => {
  it('renders a radio group: "All" first, then one radio per type present, in order of appearance', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    expect(filterButtons(el).map((button) => button.textContent)).to.deep.equal([
      'All',
      'Webinar',
      'Report',
      'Customer story',
    ]);
    expect(checked(el)).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(
      filterButtons(el).map((button) => [
        button.getAttribute('role'),
        button.tabIndex,
        button.hasAttribute('aria-pressed'),
      ]),
    ).to.deep.equal([
      ['radio', 0, false],
      ['radio', -1, false],
      ['radio', -1, false],
      ['radio', -1, false],
    ]);
    const group = part(el, 'filters')!;
    expect([group.getAttribute('role'), group.getAttribute('aria-label')]).to.deep.equal([
      'radiogroup',
      'Filter by type',
    ]);
    await expectAccessible(el);
  });

  it('a filter shows only its type, from the first page, and says so politely', async () => {
    const el = await fixture<IbFeaturedContent>(markup('page-size="3"'));
    const seen: unknown[] = [];
    el.addEventListener('ib-featured-content-filter', (event) =>
      seen.push((event as CustomEvent).detail),
    );
    await click(part(el, 'more'));
    await click(filterButtons(el)[2]); // Report
    expect(visibleIds(el)).to.deep.equal(ids(2, 5, 8));
    expect(checked(el)).to.deep.equal(['false', 'false', 'true', 'false']);
    const status = part(el, 'status')!;
    expect([status.getAttribute('role'), status.textContent]).to.deep.equal([
      'status',
      'Showing 3 of 5',
    ]);
    await click(filterButtons(el)[0]); // All
    expect(visibleIds(el)).to.deep.equal(ids(1, 2, 3));
    expect(seen).to.deep.equal([
      { type: 'report', total: 5 },
      { type: null, total: 14 },
    ]);
  });

  it('is one tab stop; arrows move and check, wrapping at the ends; Home and End go to the first and last', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div><button id="before">Before</button>${markup()}</div>`,
    );
    const el = root.querySelector<IbFeaturedContent>('ib-featured-content')!;
    root.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedFilter(el)).to.equal(0);
    const steps: [string, number][] = [];
    for (const key of [
      'Home',
      'ArrowRight',
      'ArrowDown',
      'ArrowLeft',
      'End',
      'ArrowRight',
      'ArrowUp',
      'Home',
    ]) {
      await sendKeys({ press: key });
      await frames(1);
      steps.push([key, focusedFilter(el)]);
      expect(checked(el)[focusedFilter(el)], `${key} checks the filter it moves to`).to.equal(
        'true',
      );
    }
    expect(steps).to.deep.equal([
      ['Home', 0],
      ['ArrowRight', 1],
      ['ArrowDown', 2],
      ['ArrowLeft', 1],
      ['End', 3],
      ['ArrowRight', 0],
      ['ArrowUp', 3],
      ['Home', 0],
    ]);
    await sendKeys({ press: 'ArrowLeft' });
    await frames(1);
    expect(visibleIds(el)).to.deep.equal(ids(3, 6, 9, 12)); // Customer story
    expect(filterButtons(el).map((button) => button.tabIndex)).to.deep.equal([-1, -1, -1, 0]);
    await sendKeys({ press: 'Tab' });
    expect(focusedFilter(el), 'Tab leaves the group').to.equal(-1);
  });

  it('Home on the first filter moves nothing, and nothing pulls focus back to the filters later', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    filterButtons(el)[0].focus();
    await sendKeys({ press: 'Home' });
    await frames(1);
    expect([focusedFilter(el), checked(el)[0]]).to.deep.equal([0, 'true']);
    await click(part(el, 'more'));
    expect(document.activeElement?.id, 'focus on the first new card').to.equal('card-7');
  });

  it('in right-to-left text ArrowLeft is the next filter', async () => {
    const root = await fixture<HTMLDivElement>(`<div dir="rtl">${markup()}</div>`);
    const el = root.querySelector<IbFeaturedContent>('ib-featured-content')!;
    filterButtons(el)[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    await frames(1);
    expect([focusedFilter(el), checked(el)[1]]).to.deep.equal([1, 'true']);
  });

  it('filter buttons work from the keyboard', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    filterButtons(el)[3].focus();
    await sendKeys({ press: 'Enter' });
    await frames(1);
    expect(visibleIds(el)).to.deep.equal(ids(3, 6, 9, 12));
    filterButtons(el)[1].focus();
    await sendKeys({ press: 'Space' });
    await frames(1);
    expect(visibleIds(el)).to.deep.equal(ids(1, 4, 7, 10, 13));
  });

  it('shows no filters when the cards have fewer than two types', async () => {
    const el = await fixture<IbFeaturedContent>(
      markup('', '<article data-type="news">A</article><article data-type="news">B</article>'),
    );
    expect(part(el, 'filters')).to.equal(null);
  });

  it('hides filtered cards even when the page styles their display', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><style>.page article { display: flex; }</style><div class="page">${markup()}</div></div>`,
    );
    const el = wrapper.querySelector('ib-featured-content')!;
    await click(filterButtons(el)[1]);
    expect(visibleIds(el)).to.deep.equal(ids(1, 4, 7, 10, 13));
  });
});

describe('ib-featured-content paging', () => {
  it('shows the first 6 cards and a "Show more" button', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    expect(visibleIds(el)).to.deep.equal(ids(1, 2, 3, 4, 5, 6));
    expect(part(el, 'more')!.textContent).to.equal('Show more');
    expect(part(el, 'status')!.textContent).to.equal('Showing 6 of 14');
  });

  it('"Show more" reveals the next page and moves focus to its first card', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    part(el, 'more')!.focus();
    await sendKeys({ press: 'Enter' });
    await frames(1);
    expect(visibleIds(el)).to.deep.equal(ids(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    expect(document.activeElement?.id).to.equal('card-7');
    expect(document.activeElement?.getAttribute('tabindex')).to.equal('-1');
    expect(part(el, 'status')!.textContent).to.equal('Showing 12 of 14');
    await click(part(el, 'more'));
    expect(visibleIds(el)).to.have.length(14);
    expect(document.activeElement?.id).to.equal('card-13');
    expect(part(el, 'more')).to.equal(null); // nothing left to show
  });

  it("keeps a card's own tabindex", async () => {
    const cards = cardMarkup(8).replace('id="card-7"', 'id="card-7" tabindex="0"');
    const el = await fixture<IbFeaturedContent>(markup('', cards));
    await click(part(el, 'more'));
    expect([
      document.activeElement?.id,
      document.activeElement?.getAttribute('tabindex'),
    ]).to.deep.equal(['card-7', '0']);
  });

  it('pages within a filter', async () => {
    const el = await fixture<IbFeaturedContent>(markup('page-size="2"'));
    await click(filterButtons(el)[1]); // 5 webinars
    expect(visibleIds(el)).to.deep.equal(ids(1, 4));
    await click(part(el, 'more'));
    expect(visibleIds(el)).to.deep.equal(ids(1, 4, 7, 10));
    expect(document.activeElement?.id).to.equal('card-7');
  });

  it('reports a bad page-size once and uses 6', async () => {
    let el: IbFeaturedContent | undefined;
    const errors = await captureErrors(async () => {
      el = await fixture<IbFeaturedContent>(markup('page-size="0"'));
      await frames(2);
    });
    expect(errors).to.have.length(1);
    expect(String(errors[0][1])).to.contain('Invalid page-size: 0');
    expect(visibleIds(el!)).to.have.length(6);
  });

  it('a new page-size starts paging again', async () => {
    const el = await fixture<IbFeaturedContent>(markup());
    el.pageSize = 4;
    await frames(2);
    expect(visibleIds(el)).to.deep.equal(ids(1, 2, 3, 4));
  });
});

describe('ib-featured-content labels and content changes', () => {
  it('every visible label can be replaced by an attribute', async () => {
    const el = await fixture<IbFeaturedContent>(
      markup(
        'all-label="Alle" more-label="Mehr anzeigen" filter-label="Nach Typ filtern" count-label="{shown} von {total} angezeigt"',
      ),
    );
    expect(filterButtons(el)[0].textContent).to.equal('Alle');
    expect(part(el, 'more')!.textContent).to.equal('Mehr anzeigen');
    expect(part(el, 'filters')!.getAttribute('aria-label')).to.equal('Nach Typ filtern');
    expect(part(el, 'status')!.textContent).to.equal('6 von 14 angezeigt');
  });

  it('picks up cards added later, with their types', async () => {
    const el = await fixture<IbFeaturedContent>(markup('', cardMarkup(3)));
    const card = document.createElement('article');
    card.dataset.type = 'podcast';
    card.id = 'card-new';
    card.textContent = 'A new episode';
    el.append(card);
    await nextTask();
    await frames(1);
    expect(filterButtons(el).map((button) => button.textContent)).to.deep.equal([
      'All',
      'Webinar',
      'Report',
      'Customer story',
      'podcast',
    ]);
    expect(part(el, 'status')!.textContent).to.equal('Showing 4 of 4');
    await click(filterButtons(el)[4]);
    expect(visibleIds(el)).to.deep.equal(['card-new']);
  });
});

describe('ib-featured-content in the page language', () => {
  const inLanguage = async (lang: string, attrs = '') => {
    const root = await fixture<HTMLElement>(`<div lang="${lang}">${markup(attrs)}</div>`);
    return root.querySelector<IbFeaturedContent>('ib-featured-content')!;
  };

  it('labels the filters, the paging button and the status from the German catalog', async () => {
    const el = await inLanguage('de');
    await until(() => filterButtons(el)[0].textContent === 'Alle');
    expect(part(el, 'filters')!.getAttribute('aria-label')).to.equal('Nach Typ filtern');
    expect(part(el, 'more')!.textContent).to.equal('Mehr anzeigen');
    expect(part(el, 'status')!.textContent).to.equal('6 von 14 angezeigt');
  });

  it('keeps the *-label attributes over the catalog', async () => {
    const el = await inLanguage('de', 'all-label="Alles" count-label="{shown}/{total}"');
    // The paging button has no attribute: once it is German, the catalog is there.
    await until(() => part(el, 'more')!.textContent === 'Mehr anzeigen');
    expect(filterButtons(el)[0].textContent).to.equal('Alles');
    expect(part(el, 'status')!.textContent).to.equal('6/14');
  });
});
