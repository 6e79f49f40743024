import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  settle,
} from '../../packages/test-utils/index.ts';
import './ib-squircle.ts';
import type { IbSquircle } from './ib-squircle.ts';

const markup = (attrs = '', style = 'width: 300px') => `
  <ib-squircle ${attrs} style="${style}; --ib-squircle-background: #eef; --ib-squircle-padding: 16px">
    <h3>Omnichannel</h3>
    <p>One platform for every channel.</p>
    <button type="button">Learn more</button>
  </ib-squircle>`;

const part = (el: IbSquircle, name: string) =>
  el.shadowRoot!.querySelector(`[part~="${name}"]`) as HTMLElement & SVGElement;

/** Forces the clip-path route, as in a browser without `corner-shape`. */
function withoutCornerShape() {
  const original = CSS.supports.bind(CSS) as (property: string, value?: string) => boolean;
  const fake = (property: string, value?: string) =>
    property === 'corner-shape'
      ? false
      : value === undefined
        ? original(property)
        : original(property, value);
  sinon.stub(CSS, 'supports').callsFake(fake as typeof CSS.supports);
}

/** Every element from `node` up to the document, crossing shadow boundaries. */
function ancestors(node: Element): Element[] {
  const chain: Element[] = [];
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element) chain.push(current);
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return chain;
}

const clips = (el: Element) => {
  const style = getComputedStyle(el);
  return style.clipPath !== 'none' || style.overflow !== 'visible';
};

async function focusByKeyboard(button: HTMLElement) {
  document.body.focus();
  await sendKeys({ press: 'Tab' });
  expect(document.activeElement === button, 'the button has keyboard focus').to.equal(true);
  await settle(3);
}

afterEach(() => {
  sinon.restore();
  document.body.replaceChildren();
});

describe('ib-squircle with CSS corner-shape', () => {
  it('lets the browser draw the corners: corner-shape squircle, radius grown by the smoothing', async () => {
    const el = await fixture<IbSquircle>(markup('radius="20"'));
    const surface = getComputedStyle(part(el, 'surface'));
    expect(surface.getPropertyValue('corner-shape')).to.match(/squircle|superellipse\(2\)/);
    expect(surface.borderTopLeftRadius).to.equal('32px');
    expect(surface.clipPath).to.equal('none');
    expect(part(el, 'focus-ring')).to.equal(null);
  });

  it('maps smoothing 0 to round corners', async () => {
    const el = await fixture<IbSquircle>(markup('radius="20" smoothing="0"'));
    expect(getComputedStyle(part(el, 'surface')).getPropertyValue('corner-shape')).to.match(
      /round|superellipse\(1\)/,
    );
  });

  it('draws the border with CSS so it follows the corners', async () => {
    const el = await fixture<IbSquircle>(
      markup(
        '',
        'width: 300px; --ib-squircle-border-width: 3px; --ib-squircle-border-color: rgb(0, 128, 0)',
      ),
    );
    const surface = getComputedStyle(part(el, 'surface'));
    expect([surface.borderTopWidth, surface.borderTopStyle, surface.borderTopColor]).to.deep.equal([
      '3px',
      'solid',
      'rgb(0, 128, 0)',
    ]);
  });

  it('shows a focus ring outside the clipped surface while the content has keyboard focus', async () => {
    const el = await fixture<IbSquircle>(markup());
    const frame = part(el, 'frame');
    await focusByKeyboard(el.querySelector('button')!);
    expect(frame.hasAttribute('data-ring')).to.equal(true);
    const ring = getComputedStyle(frame, '::after');
    expect(ring.content).to.not.equal('none');
    expect([ring.top, ring.borderTopWidth]).to.deep.equal(['-4px', '2px']);
    expect(ancestors(frame).some(clips)).to.equal(false);
  });
});

describe('ib-squircle fallback (clip-path)', () => {
  it('clips the surface with a path() sized to the box', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(markup('radius="20"'));
    await settle(3);
    const frame = part(el, 'frame');
    expect(frame.dataset.route).to.equal('clip-path');
    const clip = getComputedStyle(part(el, 'surface')).clipPath;
    expect(clip).to.match(/^path\("M 268 0 /); // 300 px wide, curve starts 1.6 × 20 from the corner
    const height = part(el, 'surface').getBoundingClientRect().height;
    expect(clip).to.include(`L 300 ${Math.round((height - 32) * 1000) / 1000}`);
  });

  it('recomputes the path when the box is resized', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(markup('radius="20"'));
    await settle(3);
    el.style.width = '200px';
    await settle(3);
    expect(getComputedStyle(part(el, 'surface')).clipPath).to.match(/^path\("M 168 0 /);
  });

  it('recomputes the path when radius or smoothing change', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(markup('radius="20"'));
    await settle(3);
    el.radius = 10;
    el.smoothing = 0;
    await settle(3);
    expect(getComputedStyle(part(el, 'surface')).clipPath).to.match(/^path\("M 290 0 /);
  });

  it('draws the border as an SVG stroke whose inner half (the border width) lies inside the clip', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(
      markup('', 'width: 300px; --ib-squircle-border-width: 3px'),
    );
    await settle(3);
    const border = part(el, 'border');
    expect(border.getAttribute('d')).to.match(/^M 261.6 0 .* Z$/);
    expect(getComputedStyle(part(el, 'surface')).clipPath).to.match(/^path\("M 261.6 0 /);
    expect(getComputedStyle(border).strokeWidth).to.equal('6px');
    // The content is padded past the border, so the border is never covered.
    expect(getComputedStyle(part(el, 'content')).paddingTop).to.equal('19px');
  });

  it('draws the focus ring outside the box, in a layer nothing clips', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(markup());
    await settle(3);
    const ring = part(el, 'focus-ring') as unknown as SVGPathElement;
    expect(getComputedStyle(ring).visibility).to.equal('hidden');
    await focusByKeyboard(el.querySelector('button')!);
    expect(getComputedStyle(ring).visibility).to.equal('visible');
    expect(ancestors(ring).some(clips)).to.equal(false);
    const box = el.getBoundingClientRect();
    const drawn = ring.getBoundingClientRect();
    // Offset 2 px + half the 2 px stroke: the ring's centre line runs 3 px outside the box.
    expect(Math.round(box.left - drawn.left)).to.equal(3);
    expect(Math.round(drawn.right - box.right)).to.equal(3);
  });

  it('shows no ring for mouse focus, and hides it when focus leaves', async () => {
    withoutCornerShape();
    const el = await fixture<IbSquircle>(markup());
    await settle(3);
    const frame = part(el, 'frame');
    const button = el.querySelector('button')!;
    await focusByKeyboard(button);
    expect(frame.hasAttribute('data-ring')).to.equal(true);
    button.blur();
    await settle(3);
    expect(frame.hasAttribute('data-ring')).to.equal(false);
    const rect = button.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(rect.x + 5), Math.round(rect.y + 5)] });
    await settle(3);
    expect(document.activeElement === button).to.equal(true);
    expect(frame.hasAttribute('data-ring')).to.equal(false);
  });

  it('releases its ResizeObserver when removed', async () => {
    withoutCornerShape();
    const observe = sinon.spy(ResizeObserver.prototype, 'observe');
    const disconnect = sinon.spy(ResizeObserver.prototype, 'disconnect');
    const el = await fixture<IbSquircle>(markup());
    const surface = part(el, 'surface');
    const ours = () => observe.getCalls().filter((call) => call.args[0] === surface).length;
    expect(ours()).to.equal(1);
    const observer = observe.getCalls().find((call) => call.args[0] === surface)!.thisValue;
    expect(disconnect.getCalls().some((call) => call.thisValue === observer)).to.equal(false);
    el.remove();
    await settle(3);
    expect(disconnect.getCalls().some((call) => call.thisValue === observer)).to.equal(true);
  });
});

describe('ib-squircle input and accessibility', () => {
  it('reports bad attributes once and falls back to the defaults', async () => {
    let el: IbSquircle | undefined;
    const errors = await captureErrors(async () => {
      el = await fixture<IbSquircle>(markup('radius="wide" smoothing="3"'));
      await settle(3);
    });
    expect(errors.map((args) => String(args[1]))).to.deep.equal([
      'Error: Invalid radius: NaN (expected a number of pixels, 0 or more)',
      'Error: Invalid smoothing: 3 (expected 0 to 1)',
    ]);
    expect(getComputedStyle(part(el!, 'surface')).borderTopLeftRadius).to.equal('48px'); // 24 × (1 + 1)
  });

  it('keeps its content in the light DOM and is accessible on both routes', async () => {
    const el = await fixture<IbSquircle>(markup());
    expect(el.querySelector('h3')!.parentElement === el).to.equal(true);
    await expectAccessible(el);
    withoutCornerShape();
    const fallback = await fixture<IbSquircle>(markup());
    await settle(3);
    await expectAccessible(fallback);
  });
});

describe('ib-squircle default look (no custom properties set)', () => {
  const bare = `
    <div style="width: 300px; background: rgb(255, 255, 255)">
      <ib-squircle radius="32"><h3 style="margin: 0">Campaigns</h3><p>Build and send.</p></ib-squircle>
    </div>`;

  /** The tile is visible against a plain page, and the text keeps clear of its rounded edges. */
  function expectVisibleTile(el: IbSquircle) {
    const surface = getComputedStyle(part(el, 'surface'));
    expect(surface.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    // A hairline edge, so a white tile still shows on a white page.
    const nativeRoute = el.shadowRoot!.querySelector('[data-route="corner-shape"]') !== null;
    const edge = nativeRoute
      ? surface.borderTopWidth
      : getComputedStyle(part(el, 'border')).strokeWidth;
    expect(parseFloat(edge)).to.be.above(0);
    const tile = el.getBoundingClientRect();
    const heading = el.querySelector('h3')!.getBoundingClientRect();
    // At least the corner's inset (32 px radius would cut anything closer than ~10 px).
    expect(heading.left - tile.left).to.be.at.least(16);
    expect(heading.top - tile.top).to.be.at.least(16);
  }

  it('is a visible tile with padded content on the corner-shape route', async () => {
    const el = (await fixture<HTMLDivElement>(bare)).querySelector<IbSquircle>('ib-squircle')!;
    await settle(3);
    expectVisibleTile(el);
  });

  it('is a visible tile with padded content on the clip-path route', async () => {
    withoutCornerShape();
    const el = (await fixture<HTMLDivElement>(bare)).querySelector<IbSquircle>('ib-squircle')!;
    await settle(3);
    expectVisibleTile(el);
  });
});
