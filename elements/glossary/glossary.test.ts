import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  expect,
  expectAccessible,
  fakeTimeouts,
  fixture,
  frames,
  nextTask,
  releaseClock,
  until,
  type FakeClock,
} from '../../packages/test-utils/index.ts';
import './ib-glossary.ts';
import type { IbGlossary } from './ib-glossary.ts';

const entry = (id: string, term: string, definition: string, attrs = '') =>
  `<article data-term id="${id}" ${attrs}><h3>${term}</h3><p>${definition}</p></article>`;

const markup = (attrs = '') => `
  <ib-glossary ${attrs}>
    <section data-letter="A" id="letter-a"><h2>A</h2>
      ${entry('a2p', 'A2P messaging', 'Application-to-person traffic: a business sends, a person receives.')}
      ${entry('api', 'API', 'An application programming interface.')}
    </section>
    <section data-letter="B"><h2>B</h2>
      ${entry('bulk', 'Bulk SMS', 'One message sent to many recipients at once.')}
    </section>
    <section data-letter="C"><h2>C</h2>
      ${entry('cpaas', 'CPaaS', 'Communications platform as a service.')}
    </section>
    <h2>E</h2>
    ${entry('emoji', 'Émoji', 'Pictographs in a message; they switch SMS to Unicode encoding.')}
    <section data-letter="S"><h2>S</h2>
      ${entry('sender-id', 'Sender ID', 'The name or number a message appears to come from.', 'data-keywords="originator"')}
      ${entry('short-code', 'Short code', 'A five or six digit number for high volumes.')}
    </section>
    <section data-letter="#"><h2>#</h2>
      ${entry('two-fa', '2FA', 'Two-factor authentication.')}
    </section>
  </ib-glossary>`;

const shadow = (el: IbGlossary) => el.shadowRoot!;
const part = (el: IbGlossary, name: string) =>
  shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`)!;
const articles = (el: IbGlossary) => [...el.querySelectorAll<HTMLElement>('article[data-term]')];
const visibleIds = (el: IbGlossary) =>
  articles(el)
    .filter((article) => !article.hidden)
    .map((article) => article.id);
const toggleOf = (el: IbGlossary, id: string) =>
  el.querySelector<HTMLButtonElement>(`#${id} [data-ib-glossary-toggle]`)!;
const letterLinks = (el: IbGlossary) => [
  ...shadow(el).querySelectorAll<HTMLAnchorElement>('[part~="letter"]'),
];
const letterLink = (el: IbGlossary, letter: string) =>
  letterLinks(el).find((link) => link.textContent === letter)!;
const currentLetters = (el: IbGlossary) =>
  letterLinks(el)
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => link.textContent);
const input = (el: IbGlossary) => part(el, 'input') as HTMLInputElement;

function collect<T>(el: Element, name: string) {
  const seen: T[] = [];
  el.addEventListener(name, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

/** Types into the search field the way a visitor does (one input event per character). */
async function type(el: IbGlossary, text: string) {
  input(el).focus();
  await sendKeys({ type: text });
}

const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

afterEach(() => {
  sinon.restore();
  clearHash();
  window.scrollTo(0, 0);
});

describe('ib-glossary upgrade', () => {
  it('a glossary whose first render waits for a later task gets its shadow root at once, a lone slot showing its entries', async () => {
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    try {
      // A first render in this task opens the task's 25 ms budget; past it, the next glossary waits.
      wrapper.innerHTML = markup();
      const end = performance.now() + 30;
      while (performance.now() < end);
      wrapper.insertAdjacentHTML('beforeend', markup());
      const waiting = wrapper.lastElementChild as IbGlossary;
      expect(waiting.hasAttribute('data-ib-deferred')).to.equal(true);
      expect([...waiting.shadowRoot!.childNodes].map((node) => node.nodeName)).to.deep.equal([
        'SLOT',
      ]);
      expect(waiting.shadowRoot!.querySelector('slot')!.assignedElements().length).to.be.above(0);
      expect(
        waiting.querySelector('#api')!.getBoundingClientRect().height,
        'its entries show',
      ).to.be.above(0);
      await waiting.updateComplete;
      expect(waiting.hasAttribute('data-ib-deferred')).to.equal(false);
      expect(
        waiting.shadowRoot!.querySelectorAll('slot').length,
        'the render replaced the lone slot',
      ).to.equal(1);
      expect(input(waiting)).to.exist;
    } finally {
      wrapper.remove();
    }
  });
});

describe('ib-glossary entries', () => {
  it('turns each entry into a disclosure: a button in the heading controlling the collapsed definition', async () => {
    const el = await fixture<IbGlossary>(markup());
    const heading = el.querySelector('#a2p h3')!;
    const button = heading.querySelector('button')!;
    const definition = el.querySelector<HTMLElement>('#a2p p')!;
    expect(button.getAttribute('data-ib-glossary-toggle')).to.equal('');
    expect(button.textContent).to.equal('A2P messaging');
    expect([button.type, button.getAttribute('aria-expanded')]).to.deep.equal(['button', 'false']);
    expect(definition.id !== '' && button.getAttribute('aria-controls') === definition.id).to.equal(
      true,
    );
    expect(definition.getAttribute('hidden')).to.equal('until-found');
    expect(definition.getBoundingClientRect().height).to.equal(0);
    await expectAccessible(el);
  });

  it('collapses closed definitions completely, even when the page gives them padding and borders', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><style>.padded [data-term] p { padding: 40px; border: 3px solid; }</style><div class="padded">${markup()}</div></div>`,
    );
    const el = wrapper.querySelector<IbGlossary>('ib-glossary')!;
    await el.updateComplete;
    const definition = el.querySelector<HTMLElement>('#a2p p')!;
    expect(definition.getAttribute('hidden')).to.equal('until-found');
    expect(definition.getBoundingClientRect().height).to.equal(0);
    el.querySelector<HTMLButtonElement>('#a2p h3 button')!.click();
    await until(() => !definition.hasAttribute('hidden'));
    expect(definition.getBoundingClientRect().height).to.be.above(80);
  });

  it('a click opens and closes an entry and fires ib-glossary-toggle', async () => {
    const el = await fixture<IbGlossary>(markup());
    const seen = collect(el, 'ib-glossary-toggle');
    toggleOf(el, 'api').click();
    expect(toggleOf(el, 'api').getAttribute('aria-expanded')).to.equal('true');
    expect(el.querySelector<HTMLElement>('#api p')!.hidden).to.equal(false);
    toggleOf(el, 'api').click();
    expect(el.querySelector('#api p')!.getAttribute('hidden')).to.equal('until-found');
    expect(seen).to.deep.equal([
      { id: 'api', term: 'API', open: true },
      { id: 'api', term: 'API', open: false },
    ]);
  });

  it('Enter and Space on a focused entry toggle it', async () => {
    const el = await fixture<IbGlossary>(markup());
    toggleOf(el, 'bulk').focus();
    await sendKeys({ press: 'Enter' });
    expect(toggleOf(el, 'bulk').getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Space' });
    expect(toggleOf(el, 'bulk').getAttribute('aria-expanded')).to.equal('false');
  });

  it('open-all starts expanded; setting or removing it later opens or closes every entry', async () => {
    const el = await fixture<IbGlossary>(markup('open-all'));
    const states = () =>
      articles(el).map((article) => toggleOf(el, article.id).getAttribute('aria-expanded'));
    expect(new Set(states())).to.deep.equal(new Set(['true']));
    expect(el.querySelector<HTMLElement>('#api p')!.hidden).to.equal(false);
    el.openAll = false;
    await el.updateComplete;
    expect(new Set(states())).to.deep.equal(new Set(['false']));
    el.setAttribute('open-all', '');
    await el.updateComplete;
    expect(new Set(states())).to.deep.equal(new Set(['true']));
  });

  it('find-in-page reaching a collapsed definition opens its entry', async () => {
    const el = await fixture<IbGlossary>(markup());
    const seen = collect(el, 'ib-glossary-toggle');
    el.querySelector('#cpaas p')!.dispatchEvent(new Event('beforematch', { bubbles: true }));
    expect(toggleOf(el, 'cpaas').getAttribute('aria-expanded')).to.equal('true');
    expect(seen).to.deep.equal([{ id: 'cpaas', term: 'CPaaS', open: true }]);
  });

  it('picks up entries added later', async () => {
    const el = await fixture<IbGlossary>(markup());
    const section = document.createElement('section');
    section.setAttribute('data-letter', 'D');
    const article = document.createElement('article');
    article.setAttribute('data-term', '');
    article.id = 'dlr';
    article.append(
      Object.assign(document.createElement('h3'), { textContent: 'Delivery report' }),
      Object.assign(document.createElement('p'), { textContent: 'Status of a sent message.' }),
    );
    section.append(article);
    el.querySelector('section[data-letter="C"]')!.after(section);
    await nextTask();
    await el.updateComplete;
    expect(toggleOf(el, 'dlr').getAttribute('aria-expanded')).to.equal('false');
    expect(letterLink(el, 'D').hasAttribute('href')).to.equal(true);
  });
});

describe('ib-glossary letter navigation', () => {
  it('lists A-Z (and # when needed) as links; letters without terms are disabled', async () => {
    const el = await fixture<IbGlossary>(markup());
    const nav = part(el, 'nav');
    expect([nav.localName, nav.getAttribute('aria-label')]).to.deep.equal([
      'nav',
      'Glossary index',
    ]);
    const links = letterLinks(el);
    expect(links.map((link) => link.textContent).join('')).to.equal('ABCDEFGHIJKLMNOPQRSTUVWXYZ#');
    const enabled = links
      .filter((link) => link.hasAttribute('href'))
      .map((link) => link.textContent);
    expect(enabled).to.deep.equal(['A', 'B', 'C', 'E', 'S', '#']);
    const d = letterLink(el, 'D');
    d.focus();
    expect([
      d.getAttribute('aria-disabled'),
      d.getAttribute('role'),
      shadow(el).activeElement === d,
    ]).to.deep.equal(['true', 'link', false]);
    expect(letterLink(el, 'A').getAttribute('href')).to.equal('#letter-a');
    const e = letterLink(el, 'E').getAttribute('href')!.slice(1);
    expect(document.getElementById(e)!.textContent).to.equal('E'); // a bare letter heading gets an id
    expect(letterLink(el, '#').getAttribute('aria-label')).to.equal('Other characters');
    await expectAccessible(el);
  });

  it('a letter scrolls its group under the navigation and moves focus to its heading', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const wrapper = await fixture<HTMLElement>(
        `<div style="padding-bottom: 200vh">${markup()}</div>`,
      );
      const el = wrapper.querySelector('ib-glossary')!;
      letterLink(el, 'S').click();
      const heading = el.querySelector<HTMLElement>('section[data-letter="S"] h2')!;
      const top = el.querySelector('section[data-letter="S"]')!.getBoundingClientRect().top;
      const navBottom = part(el, 'nav').getBoundingClientRect().bottom;
      expect(top - navBottom).to.be.within(0, 16); // instantly, under reduced motion
      expect(document.activeElement === heading).to.equal(true);
      expect(heading.getAttribute('tabindex')).to.equal('-1');
      await frames(2);
      expect(currentLetters(el)).to.deep.equal(['S']);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('scrolls smoothly when motion is allowed', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const wrapper = await fixture<HTMLElement>(
      `<div style="padding-bottom: 200vh">${markup()}</div>`,
    );
    const el = wrapper.querySelector('ib-glossary')!;
    const scrollTo = sinon.spy(window, 'scrollTo');
    letterLink(el, 'C').click();
    expect((scrollTo.firstCall.args[0] as ScrollToOptions).behavior).to.equal('smooth');
  });

  it('marks the current letter with aria-current while the page scrolls', async () => {
    await setViewport({ width: 800, height: 600 });
    const wrapper = await fixture<HTMLElement>(
      `<div><style>.tall article { min-height: 400px }</style><div class="tall" style="padding-bottom: 100vh">${markup()}</div></div>`,
    );
    const el = wrapper.querySelector('ib-glossary')!;
    expect(currentLetters(el)).to.deep.equal([]);
    // The heading a few pixels under the stuck navigation (one row of letters high). Aimed again
    // once the groups passed have rendered at their real height (content-visibility sizes them by
    // estimate until then), as a visitor's scroll ends on the group.
    const scrollToGroup = async (selector: string) => {
      for (let pass = 0; pass < 2; pass += 1) {
        const under = part(el, 'nav').getBoundingClientRect().height + 8;
        window.scrollTo(
          0,
          window.scrollY + el.querySelector(selector)!.getBoundingClientRect().top - under,
        );
        await frames(3);
      }
    };
    await scrollToGroup('section[data-letter="B"]');
    expect(currentLetters(el)).to.deep.equal(['B']);
    expect(letterLink(el, 'B').getAttribute('aria-current')).to.equal('location');
    expect(letterLink(el, 'B').getAttribute('part')).to.equal('letter letter-current');
    await scrollToGroup('#emoji');
    expect(currentLetters(el)).to.deep.equal(['E']);
    window.scrollTo(0, 0);
    await frames(3);
    expect(currentLetters(el)).to.deep.equal([]);
  });
});

describe('ib-glossary search', () => {
  let clock: FakeClock | undefined;
  afterEach(async () => {
    await releaseClock(clock);
    clock = undefined;
  });

  it('has a labelled search field and a polite status, empty until a search runs', async () => {
    const el = await fixture<IbGlossary>(markup());
    const label = part(el, 'search-label') as HTMLLabelElement;
    expect(label.textContent).to.equal('Search the glossary');
    expect(label.control === input(el)).to.equal(true);
    expect([input(el).type, part(el, 'search').getAttribute('role')]).to.deep.equal([
      'search',
      'search',
    ]);
    expect([part(el, 'count').getAttribute('role'), part(el, 'count').textContent]).to.deep.equal([
      'status',
      '',
    ]);
    expect(part(el, 'empty').hidden).to.equal(true);
  });

  it('filters after the 250 ms debounce, case- and accent-insensitively, and announces the count', async () => {
    const el = await fixture<IbGlossary>(markup());
    const seen = collect(el, 'ib-glossary-filter');
    clock = fakeTimeouts();
    await type(el, 'EMO');
    clock!.tick(249);
    await el.updateComplete;
    expect(visibleIds(el)).to.have.length(8);
    clock!.tick(1);
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['emoji']);
    expect(part(el, 'count').textContent).to.equal('1 term');
    expect(seen).to.deep.equal([{ query: 'EMO', count: 1 }]);
  });

  it('picks the count template by the plural rules of the nearest lang (Japanese has no singular form)', async () => {
    const root = await fixture<HTMLElement>(
      `<div lang="ja">${markup('count-label="{count} 件" count-one-label="singular {count}"')}</div>`,
    );
    const el = root.querySelector<IbGlossary>('ib-glossary')!;
    clock = fakeTimeouts();
    await type(el, 'EMO');
    clock!.tick(250);
    await el.updateComplete;
    expect(part(el, 'count').textContent).to.equal('1 件');
  });

  it('matches several words, keywords, and counts in the plural', async () => {
    const el = await fixture<IbGlossary>(markup());
    clock = fakeTimeouts();
    await type(el, 's');
    clock!.tick(250);
    await el.updateComplete;
    expect(part(el, 'count').textContent).to.equal(`${visibleIds(el).length} terms`);
    input(el).value = '';
    await type(el, 'ORIGINATOR');
    clock!.tick(250);
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['sender-id']);
    input(el).value = '';
    await type(el, 'short   CODE');
    clock!.tick(250);
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['short-code']);
  });

  it('hides letter groups left empty and disables their letters while filtering', async () => {
    const el = await fixture<IbGlossary>(markup());
    clock = fakeTimeouts();
    await type(el, 'sender');
    clock!.tick(250);
    await el.updateComplete;
    const groups = [...el.querySelectorAll<HTMLElement>('section[data-letter]')].map(
      (section) => `${section.dataset.letter}:${section.hidden}`,
    );
    expect(groups).to.deep.equal(['A:true', 'B:true', 'C:true', 'S:false', '#:true']);
    const bareE = [...el.querySelectorAll('h2')].find((h) => h.textContent === 'E')!;
    expect(bareE.hasAttribute('hidden')).to.equal(true);
    expect(
      letterLinks(el)
        .filter((link) => link.hasAttribute('href'))
        .map((link) => link.textContent),
    ).to.deep.equal(['S']);
    // Groups not on screen are sized from their count of matching entries.
    const estimate = (letter: string) =>
      el
        .querySelector<HTMLElement>(`section[data-letter="${letter}"]`)!
        .style.getPropertyValue('--ib-glossary-group-entries');
    expect([estimate('A'), estimate('S')]).to.deep.equal(['0', '1']);
    expect(
      getComputedStyle(el.querySelector('section[data-letter="S"]')!).contentVisibility,
    ).to.equal('auto');
  });

  it('shows the empty state and restores everything when the field is cleared', async () => {
    const el = await fixture<IbGlossary>(markup());
    clock = fakeTimeouts();
    await type(el, 'zzz');
    clock!.tick(250);
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal([]);
    expect(part(el, 'empty').hidden).to.equal(false);
    expect(part(el, 'empty').textContent).to.equal('No terms match “zzz”.');
    expect(part(el, 'count').textContent).to.equal('No terms match “zzz”.');
    // Said by the status, shown once: by the empty state.
    expect(part(el, 'count').getBoundingClientRect().width).to.be.at.most(1);
    input(el).select();
    await sendKeys({ press: 'Backspace' });
    clock!.tick(250);
    await el.updateComplete;
    expect(visibleIds(el)).to.have.length(8);
    expect(part(el, 'empty').hidden).to.equal(true);
    expect(part(el, 'count').textContent).to.equal('8 terms');
    expect(part(el, 'count').getBoundingClientRect().width).to.be.above(1);
    expect([...el.querySelectorAll('[hidden]:not([hidden="until-found"])')]).to.have.length(0);
  });

  it('gives the field the whole row on a phone while the status is empty', async () => {
    const el = (
      await fixture<HTMLElement>(`<div style="width: 358px">${markup()}</div>`)
    ).querySelector<IbGlossary>('ib-glossary')!;
    await el.updateComplete;
    expect(input(el).getBoundingClientRect().right).to.equal(
      part(el, 'search').getBoundingClientRect().right,
    );
  });

  it('Enter searches at once', async () => {
    const el = await fixture<IbGlossary>(markup());
    clock = fakeTimeouts();
    await type(el, 'api');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['api']);
  });

  it('search-definitions also matches definition text', async () => {
    const el = await fixture<IbGlossary>(markup('search-definitions'));
    clock = fakeTimeouts();
    await type(el, 'unicode');
    clock!.tick(250);
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['emoji']);
  });

  it('takes its labels from attributes', async () => {
    const el = await fixture<IbGlossary>(
      markup(
        'search-label="Begriff suchen" nav-label="Buchstaben" other-label="Andere" count-label="{count} Begriffe" count-one-label="1 Begriff" empty-label="Nichts für {query}"',
      ),
    );
    expect(part(el, 'search-label').textContent).to.equal('Begriff suchen');
    expect(part(el, 'nav').getAttribute('aria-label')).to.equal('Buchstaben');
    expect(letterLink(el, '#').getAttribute('aria-label')).to.equal('Andere');
    clock = fakeTimeouts();
    await type(el, 'sms');
    clock!.tick(250);
    await el.updateComplete;
    expect(part(el, 'count').textContent).to.equal('1 Begriff');
    input(el).value = '';
    await type(el, 's');
    clock!.tick(250);
    await el.updateComplete;
    expect(part(el, 'count').textContent).to.equal(`${visibleIds(el).length} Begriffe`);
    input(el).value = 'sms';
    await type(el, 'x');
    clock!.tick(250);
    await el.updateComplete;
    expect(part(el, 'empty').textContent).to.equal('Nichts für smsx');
  });

  it('an alphabet attribute changes the letters; other initials file under #', async () => {
    const el = await fixture<IbGlossary>(markup('alphabet="ABCS"'));
    expect(
      letterLinks(el)
        .map((link) => link.textContent)
        .join(''),
    ).to.equal('ABCS#');
    expect(letterLink(el, '#').getAttribute('href')).to.not.equal(null);
  });
});

describe('ib-glossary: the index letters of the page language', () => {
  const glossaryIn = async (lang: string, terms: string[]) => {
    const root = await fixture<HTMLElement>(
      `<div lang="${lang}"><ib-glossary>${terms.map((term, i) => entry(`t${i}`, term, `${term}.`)).join('')}</ib-glossary></div>`,
    );
    const el = root.querySelector<IbGlossary>('ib-glossary')!;
    await until(() => letterLinks(el).length > 0 && letterLinks(el)[0].textContent !== 'A');
    return el;
  };
  const linked = (el: IbGlossary) =>
    letterLinks(el)
      .filter((link) => link.hasAttribute('href'))
      .map((link) => link.textContent);

  it('Russian: Cyrillic letters first, then A-Z for Latin terms; Ё files under Е', async () => {
    const el = await glossaryIn('ru', ['Абонент', 'Ёмкость канала', 'Шлюз', 'API']);
    const letters = letterLinks(el).map((link) => link.textContent);
    expect(letters.slice(0, 3)).to.deep.equal(['А', 'Б', 'В']);
    expect(letters.indexOf('Я')).to.be.below(letters.indexOf('A'));
    expect(linked(el)).to.deep.equal(['А', 'Е', 'Ш', 'A']);
  });

  it('Arabic: the Arabic letters, a hamza on alif filed under alif', async () => {
    const el = await glossaryIn('ar', ['أرقام مختصرة', 'بوابة', 'SMS']);
    expect(letterLinks(el)[0].textContent).to.equal('ا');
    expect(linked(el)).to.deep.equal(['ا', 'ب', 'S']);
  });

  it('Greek: the Greek letters, then A-Z for Latin terms; an accented Ά files under Α', async () => {
    const el = await glossaryIn('el', ['Άδεια χρήσης', 'Δίκτυο', 'Ωριαία χρέωση', 'SMS']);
    const letters = letterLinks(el).map((link) => link.textContent);
    expect(letters.slice(0, 4)).to.deep.equal(['Α', 'Β', 'Γ', 'Δ']);
    expect(letters.indexOf('Ω')).to.be.below(letters.indexOf('A'));
    expect(linked(el)).to.deep.equal(['Α', 'Δ', 'Ω', 'S']);
  });

  it('Ukrainian: Ґ and Є are letters of their own, Ї files under І', async () => {
    const el = await glossaryIn('uk', ['Ґаджет', 'Єдиний номер', 'Їжак', 'API']);
    const letters = letterLinks(el).map((link) => link.textContent);
    expect(letters.slice(3, 8)).to.deep.equal(['Г', 'Ґ', 'Д', 'Е', 'Є']);
    expect(letters).to.not.include('Ї');
    expect(linked(el)).to.deep.equal(['Ґ', 'Є', 'І', 'A']);
  });

  it('the alphabet attribute still wins', async () => {
    const root = await fixture<HTMLElement>(
      `<div lang="ru"><ib-glossary alphabet="XYZ">${entry('x', 'Xerox', 'X.')}</ib-glossary></div>`,
    );
    const el = root.querySelector<IbGlossary>('ib-glossary')!;
    await until(() => letterLinks(el).length > 0);
    expect(
      letterLinks(el)
        .map((link) => link.textContent)
        .filter((letter) => letter !== '#'),
    ).to.deep.equal(['X', 'Y', 'Z']);
  });
});

describe('ib-glossary in the page language', () => {
  const inLanguage = async (lang: string, attrs = '') => {
    const root = await fixture<HTMLElement>(`<div lang="${lang}">${markup(attrs)}</div>`);
    return root.querySelector<IbGlossary>('ib-glossary')!;
  };
  const search = async (el: IbGlossary, query: string, expected: string) => {
    input(el).value = '';
    await type(el, query);
    await until(
      () => part(el, 'count').textContent === expected,
      180,
      () => `(count: ${part(el, 'count').textContent})`,
    );
  };

  it('labels the field, the navigation, the # letter, the count and the empty state from the German catalog', async () => {
    const el = await inLanguage('de');
    await until(() => part(el, 'search-label').textContent === 'Glossar durchsuchen');
    expect(part(el, 'nav').getAttribute('aria-label')).to.equal('Glossar-Index');
    expect(letterLink(el, '#').getAttribute('aria-label')).to.equal('Andere Zeichen');
    await search(el, 'emo', '1 Begriff');
    await search(el, 's', '5 Begriffe');
    await search(el, 'xyz', 'Keine Begriffe zu „xyz“ gefunden.');
    expect(part(el, 'empty').textContent).to.equal('Keine Begriffe zu „xyz“ gefunden.');
  });

  it('counts with every plural form of the language (Polish: 1 pojęcie, 2 pojęcia, 5 pojęć)', async () => {
    const el = await inLanguage('pl');
    await until(() => part(el, 'search-label').textContent === 'Szukaj w słowniku pojęć');
    await search(el, 'emo', '1 pojęcie');
    await search(el, 'c', '2 pojęcia');
    await search(el, 's', '5 pojęć');
  });

  it('keeps a *-label attribute over the catalog; the catalog counts where no count attribute applies', async () => {
    const el = await inLanguage(
      'de',
      'search-label="Begriff finden" count-one-label="ein Begriff"',
    );
    await until(() => part(el, 'nav').getAttribute('aria-label') === 'Glossar-Index');
    expect(part(el, 'search-label').textContent).to.equal('Begriff finden');
    await search(el, 'emo', 'ein Begriff');
    await search(el, 's', '5 Begriffe');
  });

  it('count-label alone serves every count, also where the plural rules say one', async () => {
    const el = await inLanguage('de', 'count-label="Treffer: {count}"');
    await until(() => part(el, 'search-label').textContent === 'Glossar durchsuchen');
    await search(el, 'emo', 'Treffer: 1');
    await search(el, 's', 'Treffer: 5');
  });
});

describe('ib-glossary links to entries', () => {
  it('a URL hash naming an entry opens it on load', async () => {
    location.hash = '#cpaas';
    const el = await fixture<IbGlossary>(markup());
    await nextTask();
    expect(toggleOf(el, 'cpaas').getAttribute('aria-expanded')).to.equal('true');
    expect(toggleOf(el, 'api').getAttribute('aria-expanded')).to.equal('false');
  });

  it('a later hashchange opens the entry, clearing a filter that hid it', async () => {
    const el = await fixture<IbGlossary>(markup());
    const clock = fakeTimeouts();
    await type(el, 'api');
    await releaseClock(clock, 250); // the debounce, then the real timeouts again
    await el.updateComplete;
    expect(visibleIds(el)).to.deep.equal(['api']);
    const changed = new Promise((resolve) =>
      window.addEventListener('hashchange', resolve, { once: true }),
    );
    location.hash = '#bulk';
    await changed;
    await el.updateComplete;
    expect(input(el).value).to.equal('');
    expect(visibleIds(el)).to.have.length(8);
    expect(toggleOf(el, 'bulk').getAttribute('aria-expanded')).to.equal('true');
  });
});

describe('ib-glossary clean-up', () => {
  it('removal returns the light DOM to its no-script state and releases its listeners', async () => {
    const el = await fixture<IbGlossary>(markup());
    const removed = sinon.spy(document, 'removeEventListener');
    const windowRemoved = sinon.spy(window, 'removeEventListener');
    const clock = fakeTimeouts();
    await type(el, 'api');
    await releaseClock(clock, 250); // the debounce, then the real timeouts again
    await el.updateComplete;
    toggleOf(el, 'api').click();
    letterLink(el, 'A').click();
    const children = [...el.querySelectorAll('*')];
    el.remove();
    await frames(2);
    expect(el.querySelectorAll('button')).to.have.length(0);
    expect(el.querySelector('#a2p h3')!.textContent).to.equal('A2P messaging');
    expect(
      children.filter((child) => !el.contains(child) && child.localName !== 'button').length,
    ).to.equal(0);
    expect(el.querySelectorAll('[hidden]')).to.have.length(0);
    expect(el.querySelectorAll('[tabindex], [style]')).to.have.length(0);
    expect(el.querySelector<HTMLElement>('#a2p p')!.id).to.equal(''); // generated ids dropped
    expect(removed.args.some(([name]) => name === 'scroll')).to.equal(true);
    expect(
      ['hashchange', 'resize'].every((name) =>
        windowRemoved.args.some(([event]) => event === name),
      ),
    ).to.equal(true);
  });

  it('does not leave its light-DOM stylesheet behind', async () => {
    const before = document.adoptedStyleSheets.length;
    const el = await fixture<IbGlossary>(markup());
    expect(document.adoptedStyleSheets.length).to.equal(before + 1);
    el.remove();
    await frames(2);
    expect(document.adoptedStyleSheets.length).to.equal(before);
  });
});

describe('ib-glossary without script', () => {
  it('shows every entry with its definition', async () => {
    const iframe = await fixture<HTMLIFrameElement>('<iframe title="no script"></iframe>');
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    iframe.srcdoc = `<!doctype html><body>${markup()}</body>`;
    await loaded;
    const definitions = [...iframe.contentDocument!.querySelectorAll('article p')];
    expect(definitions.map((p) => p.checkVisibility()).every(Boolean)).to.equal(true);
  });
});

describe('ib-glossary letter navigation layout', () => {
  afterEach(async () => {
    document.documentElement.style.removeProperty('--ib-scroll-offset');
    await setViewport({ width: 800, height: 600 });
  });

  it('sticks at the very top when the page has no sticky header, even with the tokens loaded', async () => {
    // tokens.css sets this to the navbar height on every page, header or not.
    document.documentElement.style.setProperty('--ib-scroll-offset', '64px');
    const el = await fixture<IbGlossary>(markup());
    await frames(2);
    expect(getComputedStyle(part(el, 'nav')).top).to.equal('0px');
  });

  it('sticks just under a sticky page header', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><header style="position: sticky; top: 0; height: 50px">Site</header>${markup()}</div>`,
    );
    await frames(2);
    expect(
      getComputedStyle(part(wrapper.querySelector<IbGlossary>('ib-glossary')!, 'nav')).top,
    ).to.equal('50px');
  });

  it('keeps the letters on one row on a 390 px phone, inside the viewport', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<IbGlossary>(markup());
    await frames(2);
    const tops = new Set(
      letterLinks(el).map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(tops.size).to.equal(1);
    expect(letterLinks(el).length).to.be.at.least(26);
    expect(part(el, 'nav').getBoundingClientRect().right).to.be.at.most(390);
  });

  it('fades the letter row at an edge with more letters beyond it, and only there', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<IbGlossary>(markup());
    await frames(2);
    const row = part(el, 'letters');
    const fades = async () => {
      await frames(2);
      return [
        getComputedStyle(row, '::before').opacity,
        getComputedStyle(row, '::after').opacity,
      ].map((opacity) => Math.round(Number(opacity)));
    };
    expect(await fades(), 'at the start: more at the end').to.deep.equal([0, 1]);
    row.scrollLeft = (row.scrollWidth - row.clientWidth) / 2;
    expect(await fades(), 'half way').to.deep.equal([1, 1]);
    row.scrollLeft = row.scrollWidth;
    expect(await fades(), 'at the end: more at the start').to.deep.equal([1, 0]);
    const fade = row.getBoundingClientRect();
    expect(
      letterLinks(el).at(-1)!.getBoundingClientRect().right,
      'the fades take no room: the last letter ends the row',
    ).to.be.closeTo(fade.right - 3, 1);

    await setViewport({ width: 1280, height: 800 });
    expect(row.scrollWidth).to.be.at.most(row.clientWidth);
    expect(await fades(), 'a row that fits').to.deep.equal([0, 0]);
  });

  it("scrolls the phone's letter row to each letter that gets keyboard focus, also one only partly in view", async () => {
    await setViewport({ width: 390, height: 844 });
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const el = await fixture<IbGlossary>(
      `<ib-glossary>${alphabet.map((letter) => `<section data-letter="${letter}"><h2>${letter}</h2>${entry(`t-${letter}`, `${letter} term`, 'Defined.')}</section>`).join('')}</ib-glossary>`,
    );
    await frames(2);
    const row = part(el, 'letters');
    expect(row.scrollWidth).to.be.above(row.clientWidth);
    letterLink(el, 'A').focus();
    for (const letter of alphabet.slice(1)) {
      await sendKeys({ press: 'Tab' });
      const focused = shadow(el).activeElement as HTMLElement;
      expect(focused.textContent).to.equal(letter);
      const box = focused.getBoundingClientRect();
      const view = row.getBoundingClientRect();
      expect(
        [box.left >= view.left - 0.5, box.right <= view.left + row.clientWidth + 0.5],
        `${letter} in the row's view`,
      ).to.deep.equal([true, true]);
    }
  });

  it('keeps the 27 letters on one row, without scrolling, in a 46rem desktop column (1280 px)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const wrapper = await fixture<HTMLElement>(`<div style="max-width: 46rem">${markup()}</div>`);
    const el = wrapper.querySelector<IbGlossary>('ib-glossary')!;
    await frames(2);
    expect(letterLinks(el).length).to.equal(27);
    const tops = new Set(
      letterLinks(el).map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(tops.size).to.equal(1);
    const row = part(el, 'letters');
    expect(row.scrollWidth).to.be.at.most(row.clientWidth);
    for (const link of letterLinks(el))
      expect(link.getBoundingClientRect().width).to.be.at.least(24);
  });

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`scrolls the phone's letter row to the current letter as the page reaches a late one (motion: ${motion})`, async () => {
      await emulateMedia({ reducedMotion: motion });
      await setViewport({ width: 390, height: 844 });
      const wrapper = await fixture<HTMLElement>(
        `<div>${markup()}<div style="height: 2000px"></div></div>`,
      );
      const el = wrapper.querySelector<IbGlossary>('ib-glossary')!;
      await frames(2);
      const row = part(el, 'letters');
      expect(row.scrollWidth, 'the row overflows on a phone').to.be.above(row.clientWidth);
      const late = el.querySelector<HTMLElement>('section[data-letter="S"]')!;
      window.scrollTo({
        top: late.getBoundingClientRect().top + scrollY - 60,
        behavior: 'instant',
      });
      const inView = () => {
        const link = letterLink(el, 'S').getBoundingClientRect();
        const box = row.getBoundingClientRect();
        return link.left >= box.left - 0.5 && link.right <= box.right + 0.5;
      };
      for (let i = 0; i < 120 && !(currentLetters(el)[0] === 'S' && inView()); i += 1)
        await frames(1);
      expect(currentLetters(el)).to.deep.equal(['S']);
      expect(inView(), 'the current letter lies within the visible row').to.equal(true);
      await emulateMedia({ reducedMotion: 'no-preference' });
    });
  }
});
