import { expect } from '../../packages/test-utils/index.ts';
import { hashTarget, pairIndexOf, pairTabs } from './tab-pairs.ts';

function host(html: string): HTMLElement {
  const div = document.createElement('div');
  div.setHTMLUnsafe(html);
  document.body.append(div);
  return div;
}

afterEach(() => document.body.replaceChildren());

describe('pairTabs', () => {
  it('pairs tabs and panels in order and ignores other children', () => {
    const el = host(`
      <h2>Intro</h2>
      <button slot="tab" id="t1">One</button><section slot="panel" id="p1">1</section>
      <button slot="tab" id="t2">Two</button><section slot="panel" id="p2">2</section>`);
    const pairs = pairTabs(el.children);
    expect(pairs.tabs.map((t) => t.id)).to.deep.equal(['t1', 't2']);
    expect(pairs.panels.map((p) => p.id)).to.deep.equal(['p1', 'p2']);
    expect([pairs.strayTabs.length, pairs.strayPanels.length]).to.deep.equal([0, 0]);
  });

  it('sets aside tabs or panels without a partner', () => {
    const el = host(`
      <button slot="tab" id="t1">One</button><section slot="panel" id="p1">1</section>
      <button slot="tab" id="t2">Two</button><button slot="tab" id="t3">Three</button>`);
    const pairs = pairTabs(el.children);
    expect(pairs.tabs.map((t) => t.id)).to.deep.equal(['t1']);
    expect(pairs.strayTabs.map((t) => t.id)).to.deep.equal(['t2', 't3']);
  });
});

describe('pairIndexOf', () => {
  it('finds the pair of a panel, of an element inside a panel, or of a tab', () => {
    const el = host(`
      <button slot="tab" id="t1">One</button><section slot="panel" id="p1">1</section>
      <button slot="tab" id="t2">Two</button><section slot="panel" id="p2"><h3 id="deep">Deep</h3></section>
      <p id="outside">x</p>`);
    const pairs = pairTabs(el.children);
    const byId = (id: string) => document.getElementById(id);
    expect(['p2', 'deep', 't1', 'outside'].map((id) => pairIndexOf(byId(id), pairs))).to.deep.equal(
      [1, 1, 0, -1],
    );
    expect(pairIndexOf(null, pairs)).to.equal(-1);
  });
});

describe('hashTarget', () => {
  it('finds the element a hash names, decoding percent-escapes', () => {
    host('<p id="plain">a</p><p id="größe">b</p><p id="100%">c</p>');
    expect(hashTarget('#plain', document)?.id).to.equal('plain');
    expect(hashTarget('#gr%C3%B6%C3%9Fe', document)?.id).to.equal('größe');
    expect(hashTarget('#100%', document)?.id).to.equal('100%'); // a malformed escape is used as written
  });

  it('is null for an empty or unknown hash', () => {
    expect([
      hashTarget('', document),
      hashTarget('#', document),
      hashTarget('#nope', document),
    ]).to.deep.equal([null, null, null]);
  });
});
