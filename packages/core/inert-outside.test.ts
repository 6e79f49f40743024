import { expect } from '@open-wc/testing';
import { inertOutside, keepInteractive } from './inert-outside.ts';

function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <header>
      <nav id="flyout"><a href="#a">Menu link</a></nav>
      <div id="layer"><input id="field" /></div>
      <span id="beside-layer">Beside</span>
    </header>
    <main id="main"><p id="already" inert>Inert by the template</p></main>
    <template id="kept-template"></template>`;
  document.body.append(root);
  const get = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  const inert = (id: string) => get(id).closest('[inert]') !== null;
  return { root, get, inert };
}

describe('inertOutside / keepInteractive', () => {
  it('makes everything outside the element inert and undoes exactly that', () => {
    const { root, inert, get } = page();
    try {
      const undo = inertOutside(get('flyout'));
      expect(['flyout', 'layer', 'beside-layer', 'main'].map(inert)).to.deep.equal([
        false,
        true,
        true,
        true,
      ]);
      expect(get('kept-template').hasAttribute('inert')).to.equal(false);
      undo();
      expect(['layer', 'beside-layer', 'main'].map(inert)).to.deep.equal([false, false, false]);
      expect(get('already').hasAttribute('inert')).to.equal(true); // the template's own stays
    } finally {
      root.remove();
    }
  });

  it('a kept layer stays interactive under a background made before or after it, and not after release', () => {
    const { root, inert, get } = page();
    try {
      const undo = inertOutside(get('flyout'));
      const release = keepInteractive(get('layer'));
      expect(['flyout', 'layer', 'field', 'beside-layer', 'main'].map(inert)).to.deep.equal([
        false,
        false,
        false,
        true,
        true,
      ]);
      release();
      expect(inert('layer')).to.equal(true);
      release(); // a second call changes nothing
      expect(inert('layer')).to.equal(true);
      undo();
      const releaseFirst = keepInteractive(get('layer'));
      const undoLater = inertOutside(get('flyout'));
      expect(['layer', 'beside-layer', 'main'].map(inert)).to.deep.equal([false, true, true]);
      releaseFirst();
      undoLater();
      expect(root.querySelectorAll('[inert]').length).to.equal(1); // only the template's own
    } finally {
      root.remove();
    }
  });
});
