import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
  nextTask,
  until,
} from '../../packages/test-utils/index.ts';
import './ib-map.ts';
import type { IbMap } from './ib-map.ts';

const svg = (extra = '', svgAttrs = '') => `
  <svg viewBox="0 0 300 100" width="600" height="200" ${svgAttrs}>
    <rect x="0" y="0" width="300" height="100" fill="#eef"></rect>
    <path data-region="americas" data-label="Americas" d="M10 10 H90 V90 H10 Z" fill="#9ab"></path>
    <g data-region="europe" data-label="Europe"><path d="M110 10 H190 V50 H110 Z" fill="#9ab"></path><path d="M110 55 H190 V90 H110 Z" fill="#9ab"></path></g>
    <path data-region="asia" data-label="Asia-Pacific" d="M210 10 H290 V90 H210 Z" fill="#9ab"></path>
    ${extra}
  </svg>`;

const markup = (attrs = '', { extra = '', svgAttrs = '' } = {}) => `
  <ib-map ${attrs}>
    ${svg(extra, svgAttrs)}
    <p id="intro">Choose a region to see our offices.</p>
    <section data-region-panel="americas" id="americas-offices"><h3>Americas</h3><p>New York, São Paulo.</p></section>
    <section data-region-panel="europe"><h3>Europe</h3><p>London, Zagreb, Berlin.</p></section>
  </ib-map>`;

const shape = (el: IbMap, id: string) => el.querySelector<SVGElement>(`[data-region="${id}"]`)!;
const panel = (el: IbMap, id: string) =>
  el.querySelector<HTMLElement>(`[data-region-panel="${id}"]`)!;
const shown = (el: IbMap) =>
  [...el.querySelectorAll<HTMLElement>('[data-region-panel]')]
    .filter((p) => !p.hasAttribute('hidden'))
    .map((p) => p.dataset.regionPanel);
const tooltip = (el: IbMap) => el.shadowRoot!.querySelector<HTMLElement>('[part="tooltip"]')!;
const deepFocused = (el: IbMap) =>
  (document.activeElement as Element | null)?.getAttribute('data-region') ??
  (document.activeElement === el ? 'host' : null);

function selections(el: Element) {
  const seen: unknown[] = [];
  el.addEventListener('ib-map-select', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

async function hover(target: Element) {
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

afterEach(async () => {
  sinon.restore();
  await sendMouse({ type: 'move', position: [0, 0] });
});

describe('ib-map semantics', () => {
  it('turns regions into named buttons that control their panels, inside a labelled group', async () => {
    const el = await fixture<IbMap>(markup('label="Office locations"'));
    const map = el.querySelector('svg')!;
    expect([
      map.getAttribute('role'),
      map.getAttribute('aria-label'),
      map.getAttribute('slot'),
    ]).to.deep.equal(['group', 'Office locations', 'map']);
    const regions = ['americas', 'europe', 'asia'].map((id) => shape(el, id));
    expect(
      regions.map((r) => [
        r.getAttribute('role'),
        r.getAttribute('tabindex'),
        r.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      ['button', '0', 'Americas'],
      ['button', '0', 'Europe'],
      ['button', '0', 'Asia-Pacific'],
    ]);
    expect(shape(el, 'americas').getAttribute('aria-expanded')).to.equal('false');
    expect(shape(el, 'americas').getAttribute('aria-controls')).to.equal('americas-offices');
    const europePanel = panel(el, 'europe');
    expect(
      europePanel.id !== '' && shape(el, 'europe').getAttribute('aria-controls') === europePanel.id,
    ).to.equal(true);
    // A region without a panel is a toggle button: it selects (for scripts listening), nothing to expand.
    expect([
      shape(el, 'asia').getAttribute('aria-pressed'),
      shape(el, 'asia').hasAttribute('aria-expanded'),
    ]).to.deep.equal(['false', false]);
    expect(shown(el)).to.deep.equal([]);
    expect(panel(el, 'americas').getAttribute('hidden')).to.equal('until-found');
    expect(panel(el, 'americas').getBoundingClientRect().height).to.equal(0);
    expect(el.querySelector<HTMLElement>('#intro')!.checkVisibility()).to.equal(true);
    await expectAccessible(el);
  });

  it('collapses hidden panels completely, even when the page gives panels padding and borders', async () => {
    const wrapper = await fixture<HTMLElement>(
      `<div><style>.padded section { padding: 40px; border: 3px solid; }</style><div class="padded">${markup()}</div></div>`,
    );
    const el = wrapper.querySelector<IbMap>('ib-map')!;
    await el.updateComplete;
    expect(panel(el, 'americas').getAttribute('hidden')).to.equal('until-found');
    expect(panel(el, 'americas').getBoundingClientRect().height).to.equal(0);
    el.selected = 'americas';
    await until(() => !panel(el, 'americas').hasAttribute('hidden'));
    expect(panel(el, 'americas').getBoundingClientRect().height).to.be.above(80);
  });

  it('names an unnamed map in the page language (German), the label attribute still winning', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div lang="de">${markup()}${markup('label="Standorte"')}</div>`,
    );
    const [own, labelled] = [...root.querySelectorAll('svg')];
    await until(
      () => own.getAttribute('aria-label') === 'Karte',
      180,
      () => `(${own.getAttribute('aria-label')})`,
    );
    expect(labelled.getAttribute('aria-label')).to.equal('Standorte');
  });

  it('overrides role="img" on the SVG (it would hide the buttons) and restores it on removal', async () => {
    const el = await fixture<IbMap>(markup('', { svgAttrs: 'role="img" aria-label="World"' }));
    const map = el.querySelector('svg')!;
    expect([map.getAttribute('role'), map.getAttribute('aria-label')]).to.deep.equal([
      'group',
      'World',
    ]);
    el.remove();
    await frames(2);
    expect([
      map.getAttribute('role'),
      map.getAttribute('aria-label'),
      map.hasAttribute('slot'),
    ]).to.deep.equal(['img', 'World', false]);
  });

  it('names a region by its <title> when it has no data-label, else by its id (reported)', async () => {
    let el!: IbMap;
    const errors = await captureErrors(async () => {
      el = await fixture<IbMap>(
        markup('', {
          extra:
            '<path data-region="africa" d="M0 0h5v5z"><title>Africa</title></path><path data-region="oceania" d="M5 5h5v5z"></path>',
        }),
      );
      await frames(2);
    });
    expect(shape(el, 'africa').getAttribute('aria-label')).to.equal('Africa');
    expect(shape(el, 'oceania').getAttribute('aria-label')).to.equal('oceania');
    expect(errors.map((args) => String(args[1])).join()).to.contain(
      'region "oceania" has no data-label',
    );
  });

  it('reports panels that name no region and a selected value that names none; they stay hidden', async () => {
    const errors = await captureErrors(async () => {
      const el = await fixture<IbMap>(
        `<ib-map selected="mars">${svg()}<section data-region-panel="antarctica">Ice</section></ib-map>`,
      );
      await frames(2);
      expect(el.querySelector('[data-region-panel]')!.getAttribute('hidden')).to.equal(
        'until-found',
      );
    });
    const text = errors.map((args) => String(args[1])).join();
    expect(text).to.contain('panel "antarctica" names no region');
    expect(text).to.contain('selected="mars" names no region');
  });
});

describe('ib-map selection', () => {
  it('a click shows the region’s panel, reflects selected and fires ib-map-select; a second click closes it', async () => {
    const el = await fixture<IbMap>(markup());
    const seen = selections(el);
    shape(el, 'europe')
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['europe']);
    expect([
      el.selected,
      el.getAttribute('selected'),
      shape(el, 'europe').getAttribute('aria-expanded'),
    ]).to.deep.equal(['europe', 'europe', 'true']);
    shape(el, 'americas').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['americas']);
    expect(shape(el, 'europe').getAttribute('aria-expanded')).to.equal('false');
    shape(el, 'americas').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([]);
    expect(el.hasAttribute('selected')).to.equal(false);
    expect(seen).to.deep.equal([{ region: 'europe' }, { region: 'americas' }, { region: null }]);
  });

  it('a real mouse click on a region works', async () => {
    const el = await fixture<IbMap>(markup());
    const box = shape(el, 'asia').getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + 10), Math.round(box.top + 10)],
    });
    await el.updateComplete;
    expect(shape(el, 'asia').getAttribute('aria-pressed')).to.equal('true');
  });

  it('regions are in the tab order; Enter and Space activate them without scrolling the page', async () => {
    const el = await fixture<IbMap>(
      `<div style="padding-bottom: 200vh"><button id="before">before</button>${markup()}</div>`,
    ).then((w) => w.querySelector('ib-map')!);
    const seen = selections(el);
    document.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepFocused(el)).to.equal('americas');
    await sendKeys({ press: 'Tab' });
    expect(deepFocused(el)).to.equal('europe');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['europe']);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    const scrolled = window.scrollY;
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    await frames(1);
    expect(shown(el)).to.deep.equal(['americas']);
    expect(window.scrollY).to.equal(scrolled);
    expect(seen).to.deep.equal([{ region: 'europe' }, { region: 'americas' }]);
  });

  it('a keyboard-focused region shows its outline stroke, never a box, under a page-wide focus rule', async () => {
    // Sites draw focus for everything (the demo's site.css: `:focus-visible { outline: 3px solid }`).
    const pageRule = document.createElement('style');
    pageRule.textContent = ':focus-visible { outline: 3px solid rgb(255, 0, 0); }';
    document.head.append(pageRule);
    try {
      const el = await fixture<IbMap>(
        `<div><button id="before">before</button>${markup()}</div>`,
      ).then((w) => w.querySelector('ib-map')!);
      document.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      const region = shape(el, 'americas');
      expect(region.matches(':focus-visible')).to.equal(true);
      const style = getComputedStyle(region);
      expect(style.outlineStyle).to.equal('none');
      expect(style.strokeWidth).to.equal('3px');
    } finally {
      pageRule.remove();
    }
  });

  it('the selected attribute chooses the panel; setting it by script fires no event', async () => {
    const el = await fixture<IbMap>(markup('selected="americas"'));
    const seen = selections(el);
    expect(shown(el)).to.deep.equal(['americas']);
    el.selected = 'europe';
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['europe']);
    el.removeAttribute('selected');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([]);
    expect(seen).to.deep.equal([]);
  });

  it('find-in-page reaching a hidden panel selects its region', async () => {
    const el = await fixture<IbMap>(markup());
    const seen = selections(el);
    panel(el, 'europe')
      .querySelector('p')!
      .dispatchEvent(new Event('beforematch', { bubbles: true }));
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['europe']);
    expect(seen).to.deep.equal([{ region: 'europe' }]);
  });

  it('scrolls the opened panel into view, instantly under reduced motion', async () => {
    const el = await fixture<IbMap>(markup());
    const scroll = sinon.spy(Element.prototype, 'scrollIntoView');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      shape(el, 'europe').dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await el.updateComplete;
      expect(scroll.calledOn(panel(el, 'europe'))).to.equal(true);
      expect(scroll.lastCall.args[0]).to.deep.equal({ block: 'nearest', behavior: 'instant' });
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    shape(el, 'americas').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(scroll.lastCall.args[0]).to.deep.equal({ block: 'nearest', behavior: 'smooth' });
  });

  it('picks up regions added later', async () => {
    const el = await fixture<IbMap>(markup());
    const added = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    added.setAttribute('data-region', 'africa');
    added.setAttribute('data-label', 'Africa');
    added.setAttribute('d', 'M0 0h5v5z');
    el.querySelector('svg')!.append(added);
    await nextTask();
    await el.updateComplete;
    expect([added.getAttribute('role'), added.getAttribute('aria-label')]).to.deep.equal([
      'button',
      'Africa',
    ]);
  });
});

describe('ib-map tooltip', () => {
  it('shows the region name above the region on hover and hides it when the pointer leaves', async () => {
    const el = await fixture<IbMap>(`<div style="padding-top: 120px">${markup()}</div>`).then((w) =>
      w.querySelector('ib-map')!,
    );
    await hover(shape(el, 'asia'));
    await el.updateComplete;
    expect([
      tooltip(el).hidden,
      tooltip(el).textContent,
      tooltip(el).getAttribute('aria-hidden'),
    ]).to.deep.equal([false, 'Asia-Pacific', 'true']);
    const tip = tooltip(el).getBoundingClientRect();
    const region = shape(el, 'asia').getBoundingClientRect();
    expect(Math.abs(tip.left + tip.width / 2 - (region.left + region.width / 2)) < 1).to.equal(
      true,
    );
    expect([tip.bottom <= region.top, tooltip(el).dataset.placement]).to.deep.equal([true, 'top']);
    await sendMouse({ type: 'move', position: [0, 0] });
    await el.updateComplete;
    expect(tooltip(el).hidden).to.equal(true);
  });

  it('moving between the shapes of one region keeps the tooltip', async () => {
    const el = await fixture<IbMap>(markup());
    const [top, bottom] = [...shape(el, 'europe').querySelectorAll('path')];
    await hover(top);
    await hover(bottom);
    await el.updateComplete;
    expect(tooltip(el).textContent).to.equal('Europe');
    expect(tooltip(el).hidden).to.equal(false);
  });

  it('shows on keyboard focus, hides on blur and on Escape', async () => {
    const el = await fixture<IbMap>(markup());
    shape(el, 'americas').focus();
    await el.updateComplete;
    expect([tooltip(el).hidden, tooltip(el).textContent]).to.deep.equal([false, 'Americas']);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(tooltip(el).hidden).to.equal(true);
    shape(el, 'europe').focus();
    await el.updateComplete;
    expect(tooltip(el).textContent).to.equal('Europe');
    shape(el, 'europe').blur();
    await el.updateComplete;
    expect(tooltip(el).hidden).to.equal(true);
  });
});

describe('ib-map clean-up and fallback', () => {
  it('removal restores the markup (all panels visible) and releases its listeners', async () => {
    const el = await fixture<IbMap>(markup('selected="europe"'));
    const removed = sinon.spy(el, 'removeEventListener');
    el.remove();
    await frames(2);
    expect(
      [
        ...el.querySelectorAll(
          '[role], [tabindex], [aria-label], [aria-expanded], [aria-controls], [hidden], [slot]',
        ),
      ].length,
    ).to.equal(0);
    expect(panel(el, 'europe').id).to.equal('');
    expect(panel(el, 'americas').id).to.equal('americas-offices');
    const names = removed.args.map(([name]) => name);
    expect(
      [
        'click',
        'keydown',
        'keyup',
        'pointerover',
        'pointerout',
        'focusin',
        'focusout',
        'beforematch',
      ].every((name) => names.includes(name)),
    ).to.equal(true);
  });

  it('without script every panel shows', async () => {
    const iframe = await fixture<HTMLIFrameElement>('<iframe title="no script"></iframe>');
    const loaded = new Promise((resolve) =>
      iframe.addEventListener('load', resolve, { once: true }),
    );
    iframe.srcdoc = `<!doctype html><body>${markup()}</body>`;
    await loaded;
    const panels = [...iframe.contentDocument!.querySelectorAll('[data-region-panel]')];
    expect(panels.map((p) => p.checkVisibility())).to.deep.equal([true, true]);
  });
});
