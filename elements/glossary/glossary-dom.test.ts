import { expect, fixture } from '@open-wc/testing';
import { changesEntries, collectEntries, letterHeadingsOf, letterNamedBy } from './glossary-dom.ts';
import { DEFAULT_ALPHABET } from './glossary-text.ts';

const latin = [...DEFAULT_ALPHABET];

describe('glossary markup', () => {
  it('reads entries: heading, definition elements, term, keywords', async () => {
    const root = await fixture<HTMLElement>(`<div>
      <article data-term id="a2p"><h3>A2P</h3><p>One.</p><ul><li>Two.</li></ul></article>
      <article data-term="Sender ID" data-keywords="originator"><header><h3>Sender <abbr>ID</abbr></h3></header><p>Name.</p></article>
      <article data-term><p>No heading.</p></article>
      <article><h3>Not an entry</h3></article>
    </div>`);
    const entries = collectEntries(root);
    expect(entries.map((entry) => entry.term)).to.deep.equal(['A2P', 'Sender ID', '']);
    expect(entries.map((entry) => entry.definitions.length)).to.deep.equal([2, 1, 1]);
    expect(entries[1].definitions[0].localName).to.equal('p'); // the <header> holding the heading is not definition
    expect(entries[1].keywords).to.equal('originator');
    expect(entries[0].definition).to.equal('One. Two.');
    expect(entries[2].heading).to.equal(null);
  });

  it('recognises letter headings by text', () => {
    expect(
      ['A', 'é', '#', '0-9', '0–9', 'AB', 'Glossary'].map((text) => letterNamedBy(text, latin)),
    ).to.deep.equal(['A', 'E', '#', '#', '#', null, null]);
  });

  it('finds letter groups: data-letter elements and bare one-letter headings', async () => {
    const root = await fixture<HTMLElement>(`<div>
      <h2>Glossary</h2>
      <section data-letter="A"><h2>A</h2><article data-term><h3>B</h3></article></section>
      <section data-letter><h2>C</h2></section>
      <h2 id="d">D</h2>
      <article data-term><h3>X</h3><p>A term that is one letter, in no group.</p></article>
      <h3>#</h3>
    </div>`);
    const found = letterHeadingsOf(root, latin);
    expect([...found.keys()]).to.deep.equal(['A', 'C', 'D', '#']);
    expect(found.get('A')!.localName).to.equal('section');
    expect(found.get('D')!.id).to.equal('d');
  });

  it('tells entry changes from the glossary’s own wiring', async () => {
    const root = await fixture<HTMLElement>('<div><h3>Term</h3></div>');
    const observed = new Promise<MutationRecord[]>((resolve) => {
      const observer = new MutationObserver((records) => (observer.disconnect(), resolve(records)));
      observer.observe(root, { childList: true, subtree: true });
    });
    const button = document.createElement('button');
    button.append(...root.firstElementChild!.childNodes);
    root.firstElementChild!.append(button);
    expect(changesEntries(await observed)).to.equal(false);

    const added = new Promise<MutationRecord[]>((resolve) => {
      const observer = new MutationObserver((records) => (observer.disconnect(), resolve(records)));
      observer.observe(root, { childList: true, subtree: true });
    });
    const section = document.createElement('section');
    const article = document.createElement('article');
    article.setAttribute('data-term', '');
    section.append(article);
    root.append(section);
    expect(changesEntries(await added)).to.equal(true);
  });
});
