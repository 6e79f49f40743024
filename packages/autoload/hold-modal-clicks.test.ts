// Clicks on `:modal-{id}:` links before ib-modal's code has loaded, end to end: the autoloader
// with a `load` the test releases, and the real ib-modal. Its definition lasts for the page, so
// the tests run in order: held clicks first, then the load, then clicks after it.
import { captureErrors, expect, firstEvent, nextTask } from '../test-utils/index.ts';
import type { IbModal } from '../../elements/modal/ib-modal.ts';
import { holdModalClicks } from './hold-modal-clicks.ts';
import { startAutoload } from './start-autoload.ts';

// A window listener in the bubble phase runs after every other: it sees whether the click was
// cancelled, and cancels it itself so a `:modal-x:` link never navigates the test page away.
const cancelled: boolean[] = [];
const guardNavigation = (event: Event) => {
  cancelled.push(event.defaultPrevented);
  event.preventDefault();
};

/** Renders into a shadow root on connect, like a block whose template holds a modal link. */
class LinkShell extends HTMLElement {
  connectedCallback() {
    if (!this.shadowRoot)
      this.attachShadow({ mode: 'open' }).innerHTML =
        '<a href=":modal-terms:"><span>Terms</span></a>';
  }
}
customElements.define('link-shell', LinkShell);

let releaseModal!: () => void;
const modalCode = new Promise<void>((resolve) => (releaseModal = resolve));
const stops: (() => void)[] = [];

before(() => {
  document.body.innerHTML = `
    <a id="signup-link" href=":modal-signup:">Sign up</a>
    <a id="terms-link" href=":modal-terms:"><strong>Terms</strong></a>
    <a id="plain" href="#plain-target">Plain</a>
    <a id="terms-fragment" href="#terms">Terms by fragment</a>
    <a id="top" href="#">Top</a>
    <link-shell></link-shell>
    <ib-modal id="signup"><h2>Sign up</h2></ib-modal>
    <ib-modal id="terms"><h2>Terms</h2></ib-modal>`;
  addEventListener('click', guardNavigation);
  stops.push(holdModalClicks());
  stops.push(
    startAutoload({
      load: (tag) =>
        tag === 'ib-modal'
          ? modalCode.then(() => import('../../elements/modal/ib-modal.ts'))
          : Promise.resolve(),
    }),
  );
});

after(() => {
  stops.forEach((stop) => stop());
  removeEventListener('click', guardNavigation);
  document.body.replaceChildren();
});

beforeEach(() => (cancelled.length = 0));

const modal = (id: string) => document.getElementById(id) as IbModal;
const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

describe('holdModalClicks', () => {
  it('cancels a click on a :modal-{id}: link while ib-modal is not defined, so the page stays', () => {
    link('signup-link').click();
    link('terms-link').querySelector('strong')!.click(); // on the link's content
    expect(cancelled).to.deep.equal([true, true]);
    expect(customElements.get('ib-modal')).to.equal(undefined);
    expect(location.hash).to.equal('');
  });

  it('cancels a click on such a link inside an open shadow root too', () => {
    document.querySelector('link-shell')!.shadowRoot!.querySelector('span')!.click();
    expect(cancelled).to.deep.equal([true]);
  });

  it('cancels a click on a #{id} link naming a modal, so the address keeps no fragment', () => {
    link('terms-fragment').click();
    expect(cancelled).to.deep.equal([true]);
    expect(location.hash).to.equal('');
  });

  it('leaves clicks on other links alone', () => {
    link('plain').click();
    link('top').click();
    expect(cancelled).to.deep.equal([false, false]);
  });

  it('opens the modal of the latest held click once ib-modal is defined, and returns focus to its link on close', async () => {
    link('terms-link').click();
    link('signup-link').click(); // the visitor's last choice
    expect(modal('signup').hasAttribute('open')).to.equal(false);

    releaseModal();
    await customElements.whenDefined('ib-modal');
    await nextTask();
    expect(modal('signup').open).to.equal(true);
    expect(modal('signup').shadowRoot!.querySelector('dialog')!.open).to.equal(true);
    expect(modal('terms').open, 'only the latest click is made again').to.equal(false);
    expect(cancelled.every(Boolean), 'the replayed click does not navigate either').to.equal(true);

    // The dialog's close event is a task of its own, which a timer may run before: wait for it.
    const closed = firstEvent(modal('signup'), 'ib-modal-close');
    modal('signup').open = false;
    await closed;
    expect(document.activeElement === link('signup-link'), 'focus back on the link').to.equal(true);
  });

  it('leaves clicks to ib-modal once it is defined (one open per click)', async () => {
    let opens = 0;
    const countOpen = () => opens++;
    document.addEventListener('ib-modal-open', countOpen);
    const errors = await captureErrors(async () => {
      link('terms-link').click();
      await nextTask();
    });
    document.removeEventListener('ib-modal-open', countOpen);
    expect(errors).to.deep.equal([]);
    expect(opens).to.equal(1);
    expect(modal('terms').open).to.equal(true);
    const closed = firstEvent(modal('terms'), 'ib-modal-close');
    modal('terms').open = false;
    await closed;
  });
});
