import { sendKeys } from '@web/test-runner-commands';
import { expect, expectAccessible, fixture, nextTask } from '../../packages/test-utils/index.ts';
import './ib-personal-card.ts';
import type { IbPersonalCard } from './ib-personal-card.ts';

const markup = (attributes = '') => `
  <div>
    <ib-personal-card ${attributes}>
      <article aria-labelledby="ada-name">
        <h3 id="ada-name">Ada Lovelace</h3>
        <p>Head of Developer Relations</p>
        <button type="button" data-open>About Ada</button>
        <div data-panel role="group" aria-label="About Ada">
          <p>Ada leads the team behind our SDKs and writes the weekly API changelog.</p>
          <button type="button" data-close>Close</button>
        </div>
      </article>
    </ib-personal-card>
    <button id="elsewhere" type="button">Elsewhere</button>
  </div>`;

async function setup(attributes = '') {
  const root = await fixture<HTMLDivElement>(markup(attributes));
  const el = root.querySelector<IbPersonalCard>('ib-personal-card')!;
  const toggles: boolean[] = [];
  el.addEventListener('ib-personal-card-toggle', (e) =>
    toggles.push((e as CustomEvent).detail.expanded),
  );
  return {
    root,
    el,
    toggles,
    open: el.querySelector<HTMLButtonElement>('[data-open]')!,
    close: el.querySelector<HTMLButtonElement>('[data-close]')!,
    panel: el.querySelector<HTMLElement>('[data-panel]')!,
  };
}

/** The focused element as a string (comparing DOM nodes crashes the reporter). */
const focusedName = () => {
  const active = document.activeElement;
  if (!active) return 'none';
  if (active.hasAttribute('data-open')) return 'open';
  if (active.hasAttribute('data-close')) return 'close';
  return active.id || active.localName;
};

const state = ({ el, open, panel }: Awaited<ReturnType<typeof setup>>) => ({
  expanded: el.hasAttribute('expanded'),
  ariaExpanded: open.getAttribute('aria-expanded'),
  panelHidden: panel.hidden,
});

describe('ib-personal-card', () => {
  it('starts closed: panel hidden, open button says collapsed and controls the panel', async () => {
    const card = await setup();
    expect(state(card)).to.deep.equal({
      expanded: false,
      ariaExpanded: 'false',
      panelHidden: true,
    });
    expect(card.open.getAttribute('aria-controls')).to.equal(card.panel.id);
    expect(card.panel.id).to.match(/^ib-personal-card-\d+$/);
  });

  it('the open button expands the card and moves focus to the close button', async () => {
    const card = await setup();
    card.open.focus();
    card.open.click();
    expect(state(card)).to.deep.equal({ expanded: true, ariaExpanded: 'true', panelHidden: false });
    expect(card.el.expanded).to.equal(true);
    expect(focusedName()).to.equal('close');
    expect(card.toggles).to.deep.equal([true]);
  });

  it('the close button collapses it and moves focus back to the open button', async () => {
    const card = await setup();
    card.open.click();
    card.close.click();
    expect(state(card)).to.deep.equal({
      expanded: false,
      ariaExpanded: 'false',
      panelHidden: true,
    });
    expect(focusedName()).to.equal('open');
    expect(card.toggles).to.deep.equal([true, false]);
  });

  it('the open button is a disclosure: pressed again, it collapses the card and keeps focus', async () => {
    const card = await setup();
    card.open.focus();
    await sendKeys({ press: 'Enter' });
    expect(focusedName()).to.equal('close');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focusedName()).to.equal('open');
    await sendKeys({ press: 'Enter' });
    expect(state(card)).to.deep.equal({
      expanded: false,
      ariaExpanded: 'false',
      panelHidden: true,
    });
    expect(focusedName()).to.equal('open');
    expect(card.toggles).to.deep.equal([true, false]);
  });

  it('works from the keyboard, and keeps focus on the close button after re-rendering', async () => {
    const card = await setup();
    card.open.focus();
    await sendKeys({ press: 'Enter' });
    await card.el.updateComplete;
    await nextTask();
    expect(focusedName()).to.equal('close');
    await sendKeys({ press: 'Space' });
    expect(focusedName()).to.equal('open');
    expect(state(card).expanded).to.equal(false);
  });

  it('Escape closes it and returns focus to the open button', async () => {
    const card = await setup();
    card.open.click();
    await card.el.updateComplete;
    await sendKeys({ press: 'Escape' });
    expect(state(card)).to.deep.equal({
      expanded: false,
      ariaExpanded: 'false',
      panelHidden: true,
    });
    expect(focusedName()).to.equal('open');
    expect(card.toggles).to.deep.equal([true, false]);
  });

  it('Escape with focus elsewhere closes it without taking focus', async () => {
    const card = await setup();
    card.open.click();
    card.root.querySelector<HTMLButtonElement>('#elsewhere')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(state(card).expanded).to.equal(false);
    expect(focusedName()).to.equal('elsewhere');
  });

  it('Escape does nothing while closed', async () => {
    const card = await setup();
    card.open.focus();
    await sendKeys({ press: 'Escape' });
    expect(card.toggles).to.deep.equal([]);
    expect(focusedName()).to.equal('open');
  });

  it('the expanded attribute or property opens it from script, without moving focus', async () => {
    const card = await setup();
    card.root.querySelector<HTMLButtonElement>('#elsewhere')!.focus();
    card.el.expanded = true;
    await card.el.updateComplete;
    expect(state(card)).to.deep.equal({ expanded: true, ariaExpanded: 'true', panelHidden: false });
    expect(focusedName()).to.equal('elsewhere');
    card.el.removeAttribute('expanded');
    await card.el.updateComplete;
    expect(state(card).panelHidden).to.equal(true);
  });

  it('starts open with the expanded attribute', async () => {
    const card = await setup('expanded');
    expect(state(card)).to.deep.equal({ expanded: true, ariaExpanded: 'true', panelHidden: false });
  });

  it('keeps an id the template gave the panel', async () => {
    const root = await fixture<HTMLElement>(
      '<ib-personal-card><button type="button" data-open>More</button><div data-panel id="bio"><button type="button" data-close>Close</button></div></ib-personal-card>',
    );
    expect(root.querySelector('[data-open]')!.getAttribute('aria-controls')).to.equal('bio');
  });

  it('puts the template back as written when removed, and stops listening', async () => {
    const card = await setup();
    card.open.click();
    card.el.remove();
    await nextTask();
    expect(card.open.hasAttribute('aria-expanded')).to.equal(false);
    expect(card.open.hasAttribute('aria-controls')).to.equal(false);
    expect(card.panel.hasAttribute('id')).to.equal(false);
    expect(card.panel.hidden).to.equal(false);
    card.close.click();
    expect(card.toggles).to.deep.equal([true]);
  });

  it('is accessible closed and open', async () => {
    const card = await setup();
    await expectAccessible(card.el);
    card.open.click();
    await expectAccessible(card.el);
  });
});
