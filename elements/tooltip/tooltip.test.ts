import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import { html } from 'lit';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  type FakeClock,
  fakeTimeouts,
  fixture,
  nextTask,
} from '../../packages/test-utils/index.ts';
import { createDelayedToggle } from './delayed-toggle.ts';
import './ib-tooltip.ts';
import { loadPositioning } from './tooltip-position.ts';
import type { IbTooltip } from './ib-tooltip.ts';

const bubble = (el: IbTooltip) => el.shadowRoot!.querySelector<HTMLElement>('[part="tooltip"]')!;
const shown = (el: IbTooltip) => !bubble(el).hidden;
const centre = (rect: DOMRect): [number, number] => [
  Math.round(rect.x + rect.width / 2),
  Math.round(rect.y + rect.height / 2),
];

const page = (placement = 'top') => html`
  <div style="padding: 200px 250px">
    <ib-tooltip content="Messages sent per second" placement=${placement}>
      <button id="trigger">Throughput</button>
    </ib-tooltip>
    <button id="elsewhere">Elsewhere</button>
  </div>
`;

async function setup(template = page()) {
  // Floating UI loads on first show; have it loaded so fake-timer steps don't race the network.
  await loadPositioning();
  const root = await fixture<HTMLDivElement>(template);
  const el = root.querySelector<IbTooltip>('ib-tooltip')!;
  return { root, el, trigger: el.querySelector<HTMLElement>('#trigger')! };
}

let clock: FakeClock | undefined;
const useClock = () => (clock = fakeTimeouts());
/** Advances the fake clock, letting Floating UI's promises and Preact's renders settle. */
const tick = async (ms: number) => {
  await clock!.tickAsync(ms);
  await clock!.tickAsync(0);
};

const restoreClock = () => {
  clock?.restore();
  clock = undefined;
};

before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  restoreClock();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('delayed toggle', () => {
  it('applies a request only after its delay, and a contrary request cancels it', () => {
    const fake = sinon.useFakeTimers();
    try {
      const changes: boolean[] = [];
      const toggle = createDelayedToggle({
        showDelay: 300,
        hideDelay: 250,
        onChange: (v) => changes.push(v),
      });
      toggle.request(true);
      fake.tick(299);
      expect(changes).to.deep.equal([]);
      fake.tick(1);
      expect(changes).to.deep.equal([true]);
      toggle.request(false);
      fake.tick(200);
      toggle.request(true); // back before the hide delay ran out: nothing changes
      fake.tick(1000);
      expect(changes).to.deep.equal([true]);
      toggle.hideNow();
      expect(changes).to.deep.equal([true, false]);
      toggle.request(true);
      toggle.dispose();
      fake.tick(1000);
      expect(changes).to.deep.equal([true, false]);
    } finally {
      fake.restore();
    }
  });
});

describe('ib-tooltip', () => {
  it('keeps the layout of running text when it upgrades (kerning, line breaks: no shift)', async () => {
    const paragraph = (tag: string) =>
      `<p style="width: 14rem; font: 16px/1.5 sans-serif">Most traffic is <${tag} content="Application to person"><span>A2P</span></${tag}>. In the United States it travels over long codes and short codes.</p>`;
    const before = await fixture<HTMLParagraphElement>(paragraph('x-undefined-term')); // an element before upgrade
    const after = await fixture<HTMLParagraphElement>(paragraph('ib-tooltip'));
    const textAfterTerm = (p: HTMLParagraphElement) => {
      const range = document.createRange();
      range.selectNodeContents(p.lastChild!);
      const origin = p.getBoundingClientRect();
      return [...range.getClientRects()].map((r) =>
        [r.x - origin.x, r.y - origin.y, r.width].map((n) => n.toFixed(2)),
      );
    };
    expect(textAfterTerm(after)).to.deep.equal(textAfterTerm(before));
  });

  it('shows 300 ms after the pointer enters, not before', async () => {
    const { el, trigger } = await setup();
    useClock();
    await sendMouse({ type: 'move', position: centre(trigger.getBoundingClientRect()) });
    await tick(299);
    expect(shown(el)).to.equal(false);
    await tick(1);
    expect(shown(el)).to.equal(true);
  });

  it('hides 250 ms after the pointer leaves, not before', async () => {
    const { el, trigger } = await setup();
    useClock();
    await sendMouse({ type: 'move', position: centre(trigger.getBoundingClientRect()) });
    await tick(300);
    await sendMouse({ type: 'move', position: [5, 5] });
    await tick(249);
    expect(shown(el)).to.equal(true);
    await tick(1);
    expect(shown(el)).to.equal(false);
  });

  it('shows 300 ms after focus and hides 250 ms after blur', async () => {
    const { root, el, trigger } = await setup();
    useClock();
    trigger.focus();
    await tick(299);
    expect(shown(el)).to.equal(false);
    await tick(1);
    expect(shown(el)).to.equal(true);
    root.querySelector<HTMLElement>('#elsewhere')!.focus();
    await tick(249);
    expect(shown(el)).to.equal(true);
    await tick(1);
    expect(shown(el)).to.equal(false);
  });

  it('stays open while the pointer moves from the trigger onto the tooltip (WCAG 1.4.13)', async () => {
    const { el, trigger } = await setup();
    useClock();
    const start = centre(trigger.getBoundingClientRect());
    await sendMouse({ type: 'move', position: start });
    await tick(300);
    const target = centre(bubble(el).getBoundingClientRect());
    // Cross the 10 px gap between them in small steps, as a hand would.
    for (let y = start[1]; y >= target[1]; y -= 4)
      await sendMouse({ type: 'move', position: [start[0], y] });
    await sendMouse({ type: 'move', position: target });
    await tick(1000);
    expect(shown(el)).to.equal(true);
  });

  it('Escape hides it at once, without moving the pointer', async () => {
    const { el, trigger } = await setup();
    useClock();
    await sendMouse({ type: 'move', position: centre(trigger.getBoundingClientRect()) });
    await tick(300);
    expect(shown(el)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await tick(0);
    expect(shown(el)).to.equal(false);
    await tick(1000);
    expect(shown(el)).to.equal(false);
    // It comes back once the pointer leaves and returns.
    await sendMouse({ type: 'move', position: [5, 5] });
    await sendMouse({ type: 'move', position: centre(trigger.getBoundingClientRect()) });
    await tick(300);
    expect(shown(el)).to.equal(true);
  });

  it('has role="tooltip" and shows the content attribute as text', async () => {
    const { el } = await setup();
    el.content = '<b>Not</b> HTML';
    await nextTask();
    expect(bubble(el).getAttribute('role')).to.equal('tooltip');
    const slot = bubble(el).querySelector<HTMLSlotElement>('slot[name="content"]')!;
    const text = slot
      .assignedElements()
      .map((node) => node.textContent)
      .join('');
    expect(text).to.equal('<b>Not</b> HTML');
    expect(el.querySelector('b')).to.equal(null);
  });

  it('describes a focusable trigger with the tooltip text (aria-describedby in the light DOM)', async () => {
    const { el, trigger } = await setup();
    const ids = trigger.getAttribute('aria-describedby')!.split(' ');
    const description = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(description).to.equal('Messages sent per second');
    expect(el.contains(document.getElementById(ids[0]))).to.equal(true);
    expect(el.hasAttribute('tabindex')).to.equal(false);
  });

  it("keeps a trigger's own aria-describedby and adds to it", async () => {
    const root = await fixture<HTMLDivElement>(html`
      <div>
        <p id="hint">Hint</p>
        <ib-tooltip content="More"><button aria-describedby="hint">Go</button></ib-tooltip>
      </div>
    `);
    const button = root.querySelector('button')!;
    const [first, second] = button.getAttribute('aria-describedby')!.split(' ');
    expect(first).to.equal('hint');
    expect(document.getElementById(second)?.textContent).to.equal('More');
  });

  it('uses a slot="content" child as the text, and makes plain-text triggers focusable', async () => {
    const el = await fixture<IbTooltip>(html`
      <ib-tooltip
        ><abbr>SMS</abbr><span slot="content">Short <em>message</em> service</span></ib-tooltip
      >
    `);
    expect(el.getAttribute('tabindex')).to.equal('0');
    const id = el.getAttribute('aria-describedby')!;
    expect(document.getElementById(id)?.textContent).to.equal('Short message service');
    useClock();
    el.focus();
    await tick(300);
    expect(shown(el)).to.equal(true);
    restoreClock(); // axe schedules its own timers
    await expectAccessible(el);
  });

  it('sits 10 px above the trigger by default, and at the chosen placement', async () => {
    const { el, trigger } = await setup();
    useClock();
    trigger.focus();
    await tick(300);
    let box = bubble(el).getBoundingClientRect();
    let anchor = trigger.getBoundingClientRect();
    expect(Math.round(anchor.top - box.bottom)).to.equal(10);
    expect(bubble(el).dataset.placement).to.equal('top');

    el.placement = 'bottom';
    await tick(0);
    box = bubble(el).getBoundingClientRect();
    anchor = trigger.getBoundingClientRect();
    expect(Math.round(box.top - anchor.bottom)).to.equal(10);
    expect(bubble(el).dataset.placement).to.equal('bottom');
  });

  it('flips below the trigger when there is no room above', async () => {
    const root = await fixture<HTMLDivElement>(html`
      <div style="padding: 0 250px">
        <ib-tooltip content="Flipped"><button>Top edge</button></ib-tooltip>
      </div>
    `);
    window.scrollTo(0, 0);
    const el = root.querySelector<IbTooltip>('ib-tooltip')!;
    useClock();
    el.querySelector('button')!.focus();
    await tick(300);
    expect(bubble(el).dataset.placement).to.equal('bottom');
  });

  it('is at most 350 px wide and stacks at z-index 9999', async () => {
    const { el, trigger } = await setup();
    el.content = 'A long explanation '.repeat(20);
    useClock();
    trigger.focus();
    await tick(300);
    const style = getComputedStyle(bubble(el));
    expect(bubble(el).getBoundingClientRect().width).to.equal(350);
    expect(style.zIndex).to.equal('9999');
  });

  it('reports an invalid placement and falls back to top', async () => {
    let el!: IbTooltip;
    const errors = await captureErrors(async () => {
      ({ el } = await setup(page('sideways')));
    });
    expect(
      errors.some((args) => String(args[1]).includes('Invalid tooltip placement "sideways"')),
    ).to.equal(true);
    useClock();
    el.querySelector<HTMLElement>('#trigger')!.focus();
    await tick(300);
    expect(bubble(el).dataset.placement).to.equal('top');
  });

  it('follows the trigger while shown, and stops following once hidden', async () => {
    const { root, el, trigger } = await setup();
    useClock();
    trigger.focus();
    await tick(300);
    const before = bubble(el).style.top;
    root.style.paddingTop = '260px';
    await nextFrame();
    await tick(0);
    const moved = bubble(el).style.top;
    expect(moved).not.to.equal(before);

    root.querySelector<HTMLElement>('#elsewhere')!.focus();
    await tick(250);
    root.style.paddingTop = '300px';
    await nextFrame();
    await tick(0);
    expect(bubble(el).style.top).to.equal(moved);
  });

  it('is accessible, shown and hidden', async () => {
    const { root, el, trigger } = await setup();
    await expectAccessible(root);
    useClock();
    trigger.focus();
    await tick(300);
    expect(shown(el)).to.equal(true);
    restoreClock(); // axe schedules its own timers
    await expectAccessible(root);
  });

  it('turns off its fade-in under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, trigger } = await setup();
    useClock();
    trigger.focus();
    await tick(300);
    expect(getComputedStyle(bubble(el)).animationName).to.equal('none');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(bubble(el)).animationName).to.equal('ib-tooltip-in');
  });

  it('stays as written inside text being edited (contenteditable), and upgrades once out of it', async () => {
    const root = await fixture<HTMLDivElement>(html`<div><p contenteditable="true">One</p></div>`);
    const el = document.createElement('ib-tooltip');
    el.setAttribute('content', 'Communications platform as a service');
    el.textContent = 'CPaaS';
    root.querySelector('p')!.append(el);
    await nextFrame();
    // The editor reads the words back from this markup: nothing may be added to it.
    expect(el.outerHTML).to.equal(
      '<ib-tooltip content="Communications platform as a service">CPaaS</ib-tooltip>',
    );
    expect(el.shadowRoot).to.equal(null);
    root.append(el);
    await el.updateComplete;
    expect(el.getAttribute('tabindex')).to.equal('0');
    expect(el.querySelector('[slot="content"]')?.textContent).to.equal(
      'Communications platform as a service',
    );
  });

  it('removal releases the description, the tabindex and positioning', async () => {
    const root = await fixture<HTMLDivElement>(html`
      <div style="padding: 200px">
        <ib-tooltip content="Gone soon"><span>Plain</span></ib-tooltip>
      </div>
    `);
    const el = root.querySelector<IbTooltip>('ib-tooltip')!;
    useClock();
    el.focus();
    await tick(300);
    expect(shown(el)).to.equal(true);
    const top = bubble(el).style.top;
    const tooltip = bubble(el);
    el.remove();
    await tick(0);
    expect(el.hasAttribute('aria-describedby')).to.equal(false);
    expect(el.hasAttribute('tabindex')).to.equal(false);
    expect(el.querySelector('[slot="content"]')).to.equal(null);
    root.append(el); // back in the page, but the old autoUpdate must not move the old bubble
    root.style.paddingTop = '300px';
    await nextFrame();
    expect(tooltip.style.top).to.equal(top);
  });
});

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
