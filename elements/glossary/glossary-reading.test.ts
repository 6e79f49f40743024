// A long glossary reads and wires the entries where the reader looks in its first render and the
// rest in later tasks (glossary-reading.ts); until then letter groups stand in for the entries.
// Tasks are counted (taskCounter), not timed: wall time under a loaded test run is no measure.
import {
  countFrames,
  expect,
  fixture,
  perTask,
  press,
  taskCounter,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-glossary.ts';
import type { IbGlossary } from './ib-glossary.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
// 26 groups of 24 entries; every 25th entry is also found by "zeta" (25 of them).
const body = LETTERS.map(
  (letter, l) =>
    `<section data-letter="${letter}"><h2>${letter}</h2>${Array.from({ length: 24 }, (_, i) => {
      const n = l * 24 + i;
      return `<article data-term id="t-${n}"${n % 25 === 0 ? ' data-keywords="zeta"' : ''}><h3>${letter}erm ${n}</h3><p>Definition ${n}.</p></article>`;
    }).join('')}</section>`,
).join('');

const TOGGLE = '[data-ib-glossary-toggle]';

/** Which task wired each entry (by article id), from the buttons the glossary inserts. */
function watchWiring(): { wiredIn: Map<string, number>; stop: () => void } {
  const taskNow = taskCounter();
  const wiredIn = new Map<string, number>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches(TOGGLE))
          wiredIn.set(node.closest('article')!.id, taskNow());
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { wiredIn, stop: () => observer.disconnect() };
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `t-${from + i}`);

afterEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
  window.scrollTo(0, 0);
});

describe('ib-glossary: a long glossary is read in slices', () => {
  it('wires the first 50 entries in its first render and the rest in later tasks, a frame between them', async () => {
    const { wiredIn, stop } = watchWiring();
    const framesSoFar = countFrames();
    const el = await fixture<IbGlossary>(`<ib-glossary>${body}</ib-glossary>`);
    await until(() => el.querySelectorAll(TOGGLE).length === 624);
    stop();
    const frameCount = framesSoFar();
    const counts = perTask([...wiredIn.values()]);
    // The page paints between the reading tasks (scheduler.yield alone would run them first).
    expect(frameCount, 'frames').to.be.at.least(counts.length);
    expect(counts[0]).to.equal(50);
    expect(counts.length).to.be.greaterThan(1);
    expect([...wiredIn.keys()].slice(0, 50)).to.deep.equal(ids(0, 50));
    expect(counts.reduce((sum, count) => sum + count, 0)).to.equal(624);
  });

  it('opened at an entry far down: its entry, the 40 above and the 49 below it are wired first', async () => {
    history.replaceState(null, '', '#t-500');
    const { wiredIn, stop } = watchWiring();
    const el = await fixture<IbGlossary>(`<ib-glossary>${body}</ib-glossary>`);
    await until(() => el.querySelectorAll(TOGGLE).length === 624);
    stop();
    const first = [...wiredIn]
      .filter(([, task]) => task === wiredIn.get('t-500'))
      .map(([id]) => id);
    expect(first).to.deep.equal(ids(460, 550));
    expect(el.querySelector(`#t-500 ${TOGGLE}`)!.getAttribute('aria-expanded')).to.equal('true');
  });

  it("a URL hash's entry and its letter group render at their real size, not from content-visibility's estimate", async () => {
    const el = await fixture<IbGlossary>(`<ib-glossary>${body}</ib-glossary>`);
    location.hash = '#t-500'; // a navigation: the entry becomes :target
    const visibility = (selector: string) =>
      getComputedStyle(el.querySelector(selector)!).contentVisibility;
    expect([
      visibility('#t-500'),
      visibility('[data-letter="U"]'),
      visibility('#t-501'),
      visibility('[data-letter="T"]'),
    ]).to.deep.equal(['visible', 'visible', 'auto', 'auto']);
  });

  it('until the rest is read, every letter group is a link and is sized from the entries it holds', () => {
    const el = document.createElement('ib-glossary') as IbGlossary;
    el.innerHTML = body;
    document.body.append(el); // the first render runs now; the rest is read after the first paint
    try {
      expect(el.querySelectorAll(TOGGLE)).to.have.length(50);
      const links = [...el.shadowRoot!.querySelectorAll('[part~="letter"]')].filter((link) =>
        link.hasAttribute('href'),
      );
      expect(links.map((link) => link.textContent).join('')).to.equal(LETTERS.join(''));
      const estimate = (letter: string) =>
        el
          .querySelector<HTMLElement>(`[data-letter="${letter}"]`)!
          .style.getPropertyValue('--ib-glossary-group-entries');
      expect([estimate('A'), estimate('Z')]).to.deep.equal(['24', '24']);
    } finally {
      el.remove();
    }
  });

  it('a search made while the rest is read applies once every entry is read, counting them all', async () => {
    const el = document.createElement('ib-glossary') as IbGlossary;
    el.innerHTML = body;
    const filtered: unknown[] = [];
    el.addEventListener('ib-glossary-filter', (event) =>
      filtered.push((event as CustomEvent).detail),
    );
    document.body.append(el);
    try {
      const field = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!;
      field.value = 'zeta';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      press('Enter', field);
      await Promise.resolve(); // Preact renders the query in a microtask; the rest is read in later tasks
      expect(el.querySelectorAll(TOGGLE)).to.have.length(50);
      expect(el.querySelectorAll('article[hidden]')).to.have.length(0);
      await until(() => filtered.length > 0);
      expect(filtered).to.deep.equal([{ query: 'zeta', count: 25 }]);
      expect(el.querySelectorAll('article:not([hidden])')).to.have.length(25);
    } finally {
      el.remove();
    }
  });
});
