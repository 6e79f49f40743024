// The trigger on its own: this file loads ib-search-popover only part-way through, to check the
// two tags work in either load order (mocha runs the tests in the order written).
import { html } from 'lit';
import { captureErrors, expect, fixture, frames } from '../../packages/test-utils/index.ts';
import './ib-search-trigger.ts';
import { holdFetch, type HeldFetch } from './test-support.ts';

type Popover = HTMLElement & { open?: boolean; updateComplete?: Promise<void> };

let network: HeldFetch;

describe('ib-search-trigger', () => {
  beforeEach(() => {
    network = holdFetch(); // nothing here searches; keeps any stray call off the network
  });
  afterEach(() => network.restore());

  it('marks its button as opening a dialog, collapsed', async () => {
    const el = await fixture<HTMLElement>(
      html`<ib-search-trigger><button type="button">Search</button></ib-search-trigger>`,
    );
    const button = el.querySelector('button')!;
    expect([
      button.getAttribute('aria-haspopup'),
      button.getAttribute('aria-expanded'),
    ]).to.deep.equal(['dialog', 'false']);
  });

  it('without a popover on the page, a link trigger still navigates, and the problem is reported once', async () => {
    const el = await fixture<HTMLElement>(
      html`<ib-search-trigger><a href="#fallback">Search</a></ib-search-trigger>`,
    );
    let prevented: boolean | undefined;
    const watch = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page where it is
    };
    const errors = await captureErrors(() => {
      document.addEventListener('click', watch, { once: true });
      el.querySelector('a')!.click();
    });
    expect(prevented).to.equal(false);
    expect(errors.length).to.equal(1);
  });

  it('an unknown scope is reported once and opens as all', async () => {
    const errors = await captureErrors(async () => {
      await fixture(
        html`<ib-search-trigger scope="everything"
          ><button type="button">Search</button></ib-search-trigger
        >`,
      );
    });
    expect(errors.length).to.equal(1);
    expect(
      errors[0].map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
    ).to.contain('everything');
  });

  it('a click before the popover has loaded opens it once it has, with the scope', async () => {
    // Built by hand: fixture() would wait for the popover's definition, which is the point here.
    const root = document.createElement('div');
    const trigger = document.createElement('ib-search-trigger') as HTMLElement & {
      updateComplete: Promise<void>;
    };
    trigger.setAttribute('scope', 'resources');
    const opener = document.createElement('button');
    opener.type = 'button';
    opener.textContent = 'Search';
    trigger.append(opener);
    root.append(trigger, document.createElement('ib-search-popover'));
    document.body.append(root);
    await trigger.updateComplete;
    const popover = root.querySelector<Popover>('ib-search-popover')!;
    const scopes: string[] = [];
    popover.addEventListener('ib-search-popover-open', (event) =>
      scopes.push((event as CustomEvent).detail.scope),
    );
    root.querySelector('button')!.click();
    expect(customElements.get('ib-search-popover')).to.equal(undefined);
    await import('./ib-search-popover.ts');
    await customElements.whenDefined('ib-search-popover');
    await popover.updateComplete;
    await frames(2);
    expect(popover.open).to.equal(true);
    expect(scopes).to.deep.equal(['resources']);
    expect(root.querySelector('button')!.getAttribute('aria-expanded')).to.equal('true');
    root.remove();
    await frames(1);
  });

  it('pressing the trigger of an open popover closes it rather than reopening it', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <ib-search-trigger><button type="button">Search</button></ib-search-trigger>
        <ib-search-popover></ib-search-popover>
      </div>
    `);
    const popover = root.querySelector<Popover>('ib-search-popover')!;
    const button = root.querySelector('button')!;
    button.click();
    await popover.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 150)); // focus moves into the field
    expect(popover.open).to.equal(true);
    // A real press: pointerdown, focus moves to the button (the popover loses it), then click.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.focus();
    await frames(1);
    button.click();
    await popover.updateComplete;
    await frames(1);
    expect(popover.open).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });
});
