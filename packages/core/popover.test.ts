import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '@open-wc/testing';
import { expect, press } from '../test-utils/index.ts';
import { loadPositioning as floatingUi } from './positioning.ts';
import { DisclosurePopover, oneOpenAtATime } from './popover.ts';

let container: HTMLElement;
let popovers: DisclosurePopover[] = [];

function setup(options: { offset?: number; floating?: boolean } = {}) {
  container = document.createElement('div');
  container.style.padding = '40px';
  const trigger = document.createElement('button');
  trigger.textContent = 'Products';
  const panel = document.createElement('div');
  const link = document.createElement('a');
  link.href = '#sms';
  link.textContent = 'SMS';
  panel.append(link);
  const outside = document.createElement('button');
  outside.textContent = 'Elsewhere';
  container.append(trigger, panel, outside);
  document.body.append(container);
  const popover = new DisclosurePopover({
    trigger,
    panel,
    offset: options.offset ?? 12,
    floating: options.floating,
    floatingUi,
  });
  popovers.push(popover);
  return { trigger, panel, link, outside, popover };
}

const positioned = (panel: HTMLElement) =>
  waitUntil(() => panel.hasAttribute('data-positioned'), 'panel never placed', { timeout: 5000 });

before(async () => {
  await setViewport({ width: 800, height: 600 });
  await floatingUi(); // fetched up front: a slow first module fetch is not what these tests time
});
afterEach(() => {
  for (const popover of popovers) popover.release();
  popovers = [];
  container?.remove();
});

describe('DisclosurePopover', () => {
  it('wires the disclosure pattern: aria-expanded, aria-controls, a hidden panel', () => {
    const { trigger, panel } = setup();
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.id).to.match(/^ib-popover-\d+$/);
    expect(panel.hidden).to.equal(true);
    expect(trigger.hasAttribute('role')).to.equal(false); // a button, not a menu button
  });

  it('opens and closes on click', () => {
    const { trigger, panel } = setup();
    trigger.click();
    expect([trigger.getAttribute('aria-expanded'), panel.hidden]).to.deep.equal(['true', false]);
    trigger.click();
    expect([trigger.getAttribute('aria-expanded'), panel.hidden]).to.deep.equal(['false', true]);
  });

  it('floats the panel below the trigger at the given offset', async () => {
    const { trigger, panel } = setup({ offset: 12 });
    trigger.click();
    await positioned(panel);
    const gap = panel.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
    expect(Math.round(gap)).to.equal(12);
    expect(panel.style.position).to.equal('fixed');
    expect(panel.dataset.placement).to.equal('bottom-start');
  });

  it('Escape closes and returns focus to the trigger', () => {
    const { trigger, panel, link } = setup();
    trigger.click();
    link.focus();
    const event = press('Escape', link);
    expect(panel.hidden).to.equal(true);
    expect(document.activeElement === trigger).to.equal(true);
    expect(event.defaultPrevented).to.equal(true); // an enclosing flyout leaves it alone
  });

  it('closes when focus moves outside, leaving focus where it went', () => {
    const { trigger, panel, link, outside } = setup();
    trigger.click();
    link.focus();
    outside.focus();
    expect(panel.hidden).to.equal(true);
    expect(document.activeElement === outside).to.equal(true);
  });

  it('stays open while focus moves between trigger and panel', () => {
    const { trigger, panel, link } = setup();
    trigger.focus();
    trigger.click();
    link.focus();
    trigger.focus();
    expect(panel.hidden).to.equal(false);
  });

  it('closes on a pointer press outside, not inside', () => {
    const { trigger, panel, outside } = setup();
    trigger.click();
    panel.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(panel.hidden).to.equal(false);
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(panel.hidden).to.equal(true);
  });

  it('opens in place, without positioning, when not floating', async () => {
    const { trigger, panel, popover } = setup({ floating: false });
    trigger.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([panel.hasAttribute('data-floating'), panel.style.position]).to.deep.equal([false, '']);
    popover.setFloating(true);
    await positioned(panel);
    expect(panel.style.position).to.equal('fixed');
    popover.setFloating(false);
    expect([panel.hasAttribute('data-floating'), panel.style.position]).to.deep.equal([false, '']);
  });

  it('release restores the template attributes and stops listening', () => {
    const { trigger, panel, popover } = setup();
    trigger.click();
    popover.release();
    expect([
      trigger.hasAttribute('aria-expanded'),
      trigger.hasAttribute('aria-controls'),
    ]).to.deep.equal([false, false]);
    expect([panel.hidden, panel.hasAttribute('id'), panel.hasAttribute('tabindex')]).to.deep.equal([
      false,
      false,
      false,
    ]);
    trigger.click();
    expect(trigger.hasAttribute('aria-expanded')).to.equal(false);
  });

  it('a non-button trigger gets the button role and opens with Space', () => {
    container = document.createElement('div');
    const trigger = document.createElement('a');
    trigger.href = '/products';
    trigger.textContent = 'Products';
    const panel = document.createElement('div');
    container.append(trigger, panel);
    document.body.append(container);
    popovers.push(new DisclosurePopover({ trigger, panel, offset: 8, floatingUi }));
    expect(trigger.getAttribute('role')).to.equal('button');
    const event = press(' ', trigger);
    expect([event.defaultPrevented, panel.hidden]).to.deep.equal([true, false]);
  });
});

describe('oneOpenAtATime', () => {
  it('opening one popover closes the other', () => {
    const a = setup();
    const first = container;
    const b = setup();
    const group = [a.popover, b.popover];
    const closeOthers = oneOpenAtATime(group);
    a.popover.open();
    closeOthers(a.popover);
    b.popover.open();
    closeOthers(b.popover);
    expect([a.popover.isOpen, b.popover.isOpen]).to.deep.equal([false, true]);
    first.remove();
  });
});

describe('DisclosurePopover links', () => {
  it('following a link in the panel closes it', () => {
    const { trigger, panel, link } = setup();
    link.addEventListener('click', (event) => event.preventDefault());
    trigger.click();
    link.click();
    expect([panel.hidden, trigger.getAttribute('aria-expanded')]).to.deep.equal([true, 'false']);
  });
});
