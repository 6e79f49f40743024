import { expect } from '@open-wc/testing';
import {
  SlideSemantics,
  formatSlideLabel,
  sameSlidesOr,
  slidesOf,
  visibleSlides,
} from './carousel-slides.ts';

function host(markup: string) {
  const el = document.createElement('div');
  el.append(document.createRange().createContextualFragment(markup));
  document.body.append(el);
  return el;
}

describe('carousel-slides', () => {
  afterEach(() => document.body.replaceChildren());

  it('slidesOf skips scripts, templates, named-slot content and excluded children', () => {
    const el = host(
      '<div>a</div><script type="application/json">{}</script><template></template><p slot="x">x</p><div class="skip">s</div><div>b</div>',
    );
    const slides = slidesOf(el, (child) => child.classList.contains('skip'));
    expect(slides.map((s) => s.textContent)).to.deep.equal(['a', 'b']);
  });

  it('sameSlidesOr keeps the current slides while the same ones come again, in the same order', () => {
    const [a, b, c] = slidesOf(host('<div>a</div><div>b</div><div>c</div>'));
    const current = [a, b];
    expect(sameSlidesOr(current, [a, b])).to.equal(current);
    const reordered = [b, a];
    expect(sameSlidesOr(current, reordered)).to.equal(reordered);
    const longer = [a, b, c];
    expect(sameSlidesOr(current, longer)).to.equal(longer);
    const shorter = [a];
    expect(sameSlidesOr(current, shorter)).to.equal(shorter);
  });

  it('formats labels with 1-based index and count', () => {
    expect(formatSlideLabel('Slide {index} / {count}', 0, 8)).to.equal('Slide 1 / 8');
  });

  it('writes the numbers as the language does, and names slides in it', () => {
    expect(formatSlideLabel('{index} من {count}', 2, 12, 'ar-EG')).to.equal('٣ من ١٢');
    expect(formatSlideLabel('{index} of {count}', 2, 12, 'not a tag!')).to.equal('3 of 12');
    const slides = slidesOf(host('<div>a</div><div>b</div>'));
    new SlideSemantics().update(slides, '{index} von {count}', {
      roleDescription: 'Folie',
      lang: 'de',
    });
    expect(
      slides.map((s) => [s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')]),
    ).to.deep.equal([
      ['Folie', '1 von 2'],
      ['Folie', '2 von 2'],
    ]);
  });

  it('names, groups and releases slides; a template name stays, its role comes back on release', () => {
    const el = host('<div>a</div><div aria-labelledby="x" role="note">b</div><article>c</article>');
    const slides = slidesOf(el);
    const semantics = new SlideSemantics();
    semantics.update(slides, '{index} of {count}');
    expect(slides.map((s) => s.getAttribute('role'))).to.deep.equal(['group', 'group', null]);
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal([
      '1 of 3',
      null,
      '3 of 3',
    ]);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    semantics.setVisible(slides, new Set([0]));
    expect(slides.map((s) => s.inert)).to.deep.equal([false, true, true]);
    semantics.release();
    expect(slides.map((s) => s.inert)).to.deep.equal([false, false, false]);
    expect(slides.map((s) => s.getAttribute('role'))).to.deep.equal([null, 'note', null]);
    expect(
      slides.some((s) => s.hasAttribute('aria-roledescription') || s.hasAttribute('aria-label')),
    ).to.equal(false);
  });

  it('visibleSlides counts slides at least half inside the viewport', () => {
    const el = host(
      '<div style="display:flex;width:200px;overflow:hidden"><div style="flex:0 0 120px">a</div><div style="flex:0 0 120px">b</div><div style="flex:0 0 120px">c</div></div>',
    );
    const row = el.firstElementChild as HTMLElement;
    const slides = [...row.children] as HTMLElement[];
    // b shows 80 of 120 px: more than half.
    expect([...visibleSlides(row, slides)]).to.deep.equal([0, 1]);
  });
});
