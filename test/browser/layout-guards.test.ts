// The layout guards that `npm test` runs over every demo page and story (scripts/lib/
// layout-guards-page.mjs), on markup with each defect and without it: each check must see the
// defect, name the element, and stay quiet about what WCAG 2.5.8 and the chrome rule allow.
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, fixtureCleanup } from '../../packages/test-utils/index.ts';
import { inspectLayout, type LayoutFailure } from '../../scripts/lib/layout-guards-page.mjs';

/** A stand-in block: its shadow root renders `shadow`, its light DOM stays the author's. */
class GuardProbe extends HTMLElement {
  set shadow(html: string) {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.replaceChildren(document.createRange().createContextualFragment(html));
  }
}
if (!customElements.get('ib-guard-probe')) customElements.define('ib-guard-probe', GuardProbe);

async function probe(light: string, shadow = '<slot></slot>') {
  const el = await fixture<GuardProbe>(`<ib-guard-probe>${light}</ib-guard-probe>`);
  el.shadow = shadow;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}
const of = (check: LayoutFailure['check']) =>
  inspectLayout().filter((failure) => failure.check === check);

before(() => setViewport({ width: 390, height: 844 }));
afterEach(() => fixtureCleanup());
after(() => setViewport({ width: 800, height: 600 }));

describe('layout guards', () => {
  it('overflow: a box wider than the phone makes the page scroll sideways, and is named', async () => {
    await probe('<div class="too-wide" style="width: 600px; height: 10px"></div>');
    const [failure] = of('overflow');
    expect(failure.detail).to.contain('in a 390 px viewport');
    expect(failure.element).to.contain('div.too-wide');
  });

  it('overflow: nothing when everything fits', async () => {
    await probe('<div style="width: 300px; height: 10px"></div>');
    expect(of('overflow')).to.deep.equal([]);
  });

  it('target-size: two 16 px buttons side by side fail, in the shadow root and in the light DOM', async () => {
    await probe(
      '<p><button class="light-a" style="width: 16px; height: 16px; padding: 0"></button><button class="light-b" style="width: 16px; height: 16px; padding: 0"></button></p>',
      '<slot></slot><div><button class="dark-a" style="width: 20px; height: 20px; padding: 0"></button><button class="dark-b" style="width: 20px; height: 20px; padding: 0"></button></div>',
    );
    const names = of('target-size').map((failure) => failure.element);
    expect(names.filter((name) => name.includes('::shadow')).length).to.equal(2);
    expect(names.some((name) => name.includes('button.light-a'))).to.equal(true);
    expect(of('target-size')[0].detail).to.match(/^(16|20)x(16|20) px/);
  });

  it('target-size: 24 px controls, a link in a sentence and a small control with room around it pass', async () => {
    await probe(
      `<p>Read the <a href="#terms">terms</a> before you start.</p>
       <button style="width: 24px; height: 24px; padding: 0"></button>
       <div style="margin-top: 40px"><button style="width: 16px; height: 16px; padding: 0"></button></div>
       <button style="width: 16px; height: 16px; opacity: 0"></button>`,
    );
    expect(of('target-size')).to.deep.equal([]);
  });

  it('target-size: a link on its own line under a paragraph is not inline text', async () => {
    await probe(
      '<div><p>Retail, told by the team.</p><a class="more" href="#r" style="font-size: 12px">R</a> <a href="#s" style="font-size: 12px">S</a></div>',
    );
    expect(
      of('target-size')
        .map((failure) => failure.element)
        .some((name) => name.includes('a.more')),
    ).to.equal(true);
  });

  it('target-size: a focusable region in the shadow root does not crowd the slotted links it holds', async () => {
    await probe(
      '<a href="#r" style="font-size: 12px">Read the story</a>',
      '<section tabindex="0" style="padding: 4px"><slot></slot></section>',
    );
    expect(of('target-size')).to.deep.equal([]);
  });

  it('target-size: small controls outside any ib-* element are not its business', async () => {
    await fixture(
      '<div><button style="width: 12px; height: 12px; padding: 0"></button><button style="width: 12px; height: 12px; padding: 0"></button></div>',
    );
    expect(of('target-size')).to.deep.equal([]);
  });

  it('list-marker: bullets in the shadow root, on a navigation list or on a row of links fail', async () => {
    await probe(
      `<nav><ul><li><a href="#a">Support</a></li><li><span>Signed in as Ada</span></li></ul></nav>
       <ul class="links"><li><a href="#x">LinkedIn</a></li><li><a href="#y">Email</a></li></ul>
       <ul class="row" style="display: flex; gap: 2rem"><li>First tip</li><li>Second tip</li></ul>`,
      '<slot></slot><ol><li>Step one of the tour</li></ol>',
    );
    const details = of('list-marker').map((failure) => `${failure.element}: ${failure.detail}`);
    expect(details.filter((text) => text.includes('rendered in the shadow root')).length).to.equal(
      1,
    );
    expect(details.filter((text) => text.includes('a navigation list')).length).to.equal(2);
    expect(details.filter((text) => text.includes('a list of links or buttons')).length).to.equal(
      2,
    );
    expect(details.filter((text) => text.includes('items laid out in a row')).length).to.equal(2);
  });

  it('list-marker: an author’s prose list keeps its bullets; a list without markers passes', async () => {
    await probe(
      `<ul><li>With the demo session (<a href="#in">log in</a>), your name replaces the link;</li><li>without it, the link stays.</li></ul>`,
      '<slot></slot><ul style="list-style: none; padding: 0"><li><a href="#z" style="display: block; height: 24px">Chrome</a></li></ul>',
    );
    expect(of('list-marker')).to.deep.equal([]);
  });

  const bar = (playStyle: string, progressWidth: string) => `
    <div class="plyr__controls" style="display: flex; width: 300px; height: 40px; overflow: visible">
      <button data-plyr="play" style="flex: none; width: 32px; height: 32px; ${playStyle}">Play</button>
      <div class="plyr__progress__container" style="flex: none; width: ${progressWidth}; height: 8px"></div>
    </div>`;

  it('video-bar: a play button pushed out of the bar and a collapsed progress bar fail', async () => {
    await probe('', bar('margin-left: -40px', '3px'));
    const details = of('video-bar').map((failure) => failure.detail);
    expect(
      details.some((text) => text.startsWith('play button not visible inside the bar')),
    ).to.equal(true);
    expect(details).to.include('progress bar 3 px of a 300 px bar (under a third)');
  });

  it('video-bar: an author’s controls template may leave out the progress bar, not the play button', async () => {
    const el = await probe(
      '<template slot="controls"></template>',
      bar('', '100px').replace(/<div class="plyr__progress__container"[^>]*><\/div>/, ''),
    );
    expect(of('video-bar')).to.deep.equal([]);
    el.querySelector('template')!.remove();
    expect(of('video-bar').map((failure) => failure.detail)).to.deep.equal([
      'progress bar 0 px of a 300 px bar (under a third)',
    ]);
  });

  it('video-bar: a play button inside and a progress bar of a third pass', async () => {
    await probe('', bar('', '100px'));
    expect(of('video-bar')).to.deep.equal([]);
  });
});
