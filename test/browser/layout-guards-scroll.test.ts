// The two scroll guards (scripts/lib/guards/inner-scroll.mjs and cut-edge.mjs) on
// markup with each defect and without it: each must see the hidden content, name the box, and
// stay quiet about popups, masks, fades and the data-overflow-* marks blocks set with their fades.
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, fixtureCleanup } from '../../packages/test-utils/index.ts';
import { inspectCutEdges } from '../../scripts/lib/guards/cut-edge.mjs';
import { inspectInnerScroll } from '../../scripts/lib/guards/inner-scroll.mjs';

/** A stand-in block: its shadow root renders `shadow`. */
class ScrollProbe extends HTMLElement {
  set shadow(html: string) {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.replaceChildren(document.createRange().createContextualFragment(html));
  }
}
if (!customElements.get('ib-scroll-probe')) customElements.define('ib-scroll-probe', ScrollProbe);

async function probe(shadow: string) {
  const el = await fixture<ScrollProbe>('<ib-scroll-probe></ib-scroll-probe>');
  el.shadow = shadow;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}

const tall = (attrs: string) =>
  `<div class="box" ${attrs} style="overflow-y: auto; height: 100px; STYLE"><div style="height: 400px"></div></div>`;
const wide = (attrs = '', style = '') =>
  `<div class="row" ${attrs} style="overflow-x: auto; width: 200px; ${style}"><div style="width: 600px; height: 20px"></div></div>`;

before(() => setViewport({ width: 390, height: 844 }));
afterEach(() => fixtureCleanup());
after(() => setViewport({ width: 800, height: 600 }));

describe('layout guard inner-scroll', () => {
  it('fails a box in a block that scrolls down and hides its content, and names it', async () => {
    await probe(tall('').replace('STYLE', ''));
    const failures = inspectInnerScroll();
    expect(failures.map((failure) => [failure.check, failure.element])).to.deep.equal([
      ['inner-scroll', 'ib-scroll-probe::shadow › div.box'],
    ]);
    expect(failures[0].detail).to.contain('hides 300 px of 400 px below its 100 px box');
  });

  it('passes a listbox, a box with a mask fade, a box that fits and one scrolled to its end', async () => {
    const el = await probe(
      tall('role="listbox"').replace('STYLE', '') +
        tall('').replace('STYLE', 'mask-image: linear-gradient(black 80%, transparent)') +
        '<div style="overflow-y: auto; height: 100px"><div style="height: 104px"></div></div>' +
        tall('id="end"').replace('STYLE', ''),
    );
    el.shadowRoot!.querySelector('#end')!.scrollTop = 300;
    expect(inspectInnerScroll()).to.deep.equal([]);
  });

  it('leaves boxes outside ib-* elements alone', async () => {
    await fixture(tall('').replace('STYLE', ''));
    expect(inspectInnerScroll()).to.deep.equal([]);
  });
});

describe('layout guard cut-edge', () => {
  it('fails a sideways scroller with content beyond its end, then both sides once scrolled', async () => {
    const el = await probe(wide());
    expect(inspectCutEdges().map((failure) => [failure.element, failure.detail])).to.deep.equal([
      [
        'ib-scroll-probe::shadow › div.row',
        '400 px of content beyond its end side (200 px box, 600 px wide) with no fade or shadow there',
      ],
    ]);
    el.shadowRoot!.querySelector('.row')!.scrollLeft = 100;
    expect(inspectCutEdges().map((failure) => failure.detail.split(' (')[0])).to.deep.equal([
      '300 px of content beyond its end side',
      '100 px of content beyond its start side',
    ]);
  });

  it('counts a right-to-left scroller’s end on its left', async () => {
    const el = await probe(wide('dir="rtl"'));
    expect(inspectCutEdges().map((failure) => failure.detail.split(' (')[0])).to.deep.equal([
      '400 px of content beyond its end side',
    ]);
    el.shadowRoot!.querySelector('.row')!.scrollLeft = -400;
    expect(inspectCutEdges().map((failure) => failure.detail.split(' (')[0])).to.deep.equal([
      '400 px of content beyond its start side',
    ]);
  });

  it('passes a mask, a shown ::after fade, and a data-overflow-end mark on the scroller or its frame', async () => {
    await probe(
      '<style>[data-faded]::after { content: ""; background: linear-gradient(to left, white, transparent); opacity: 1 }</style>' +
        wide('', 'mask-image: linear-gradient(to right, black 80%, transparent)') +
        wide('data-faded') +
        wide('data-overflow-end') +
        `<div data-overflow-end>${wide()}</div>`,
    );
    expect(inspectCutEdges()).to.deep.equal([]);
  });

  it('fails a fade that is there but not shown, and a mark for the other side', async () => {
    await probe(
      '<style>[data-faded]::after { content: ""; background: linear-gradient(to left, white, transparent); opacity: 0 }</style>' +
        wide('data-faded') +
        wide('data-overflow-start'),
    );
    expect(inspectCutEdges()).to.have.length(2);
  });
});
