import { expect } from '@open-wc/testing';
import { adoptIntoRoot, lazySheet } from './light-dom-styles.ts';

const sheet = (css: string) => {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
};
const adopted = (root: Document | ShadowRoot, s: CSSStyleSheet) =>
  root.adoptedStyleSheets.filter((x) => x === s).length;

describe('adoptIntoRoot', () => {
  it('adopts a sheet once per root and removes it when the last user releases it', () => {
    const s = sheet('.x{}');
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    const releaseA = adoptIntoRoot(a, s);
    const releaseB = adoptIntoRoot(b, s);
    expect(adopted(document, s)).to.equal(1);
    releaseA();
    releaseA(); // a second call is harmless
    expect(adopted(document, s)).to.equal(1);
    releaseB();
    expect(adopted(document, s)).to.equal(0);
    a.remove();
    b.remove();
  });

  it('counts each sheet on its own: releasing one never removes another', () => {
    const first = sheet('.a{}');
    const second = sheet('.b{}');
    const node = document.createElement('div');
    document.body.append(node);
    const releaseFirst = adoptIntoRoot(node, first);
    const releaseSecond = adoptIntoRoot(node, second);
    releaseFirst();
    expect([adopted(document, first), adopted(document, second)]).to.deep.equal([0, 1]);
    releaseSecond();
    node.remove();
  });

  it('adopts into the shadow root that holds the node', () => {
    const s = sheet('.y{}');
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    shadow.append(inner);
    document.body.append(host);
    const release = adoptIntoRoot(inner, s);
    expect([adopted(shadow, s), adopted(document, s)]).to.deep.equal([1, 0]);
    release();
    expect(adopted(shadow, s)).to.equal(0);
    host.remove();
  });
});

describe('lazySheet', () => {
  it('makes the sheet on first use, once, with the css given', () => {
    const get = lazySheet(':where(.x) { color: red }');
    const first = get();
    expect(first === get()).to.equal(true);
    expect(first.cssRules.length).to.equal(1);
    expect(first.cssRules[0].cssText).to.contain('color: red');
  });
});
