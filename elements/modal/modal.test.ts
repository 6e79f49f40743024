import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { isScrollLocked } from '../../packages/core/scroll-lock.ts';
import {
  captureErrors,
  deepActiveElement,
  expect,
  expectAccessible,
  fixture,
  fixtureCleanup,
  frames,
  nextTask,
} from '../../packages/test-utils/index.ts';
import { createIbElement, defineIbElement } from '../../packages/element/index.ts';
import './ib-modal.ts';
import type { IbModal } from './ib-modal.ts';
import { modalIdOfHref } from './modal-links.ts';

// A window listener runs after the delegated one on `document`: it sees whether the modal code
// cancelled the click, and cancels it itself so a `:modal-x:` link never navigates the test page.
let lastClickCancelled: boolean | undefined;
const guardNavigation = (event: Event) => {
  lastClickCancelled = event.defaultPrevented;
  event.preventDefault();
};
before(() => window.addEventListener('click', guardNavigation));
after(() => window.removeEventListener('click', guardNavigation));

const page = () => html`
  <div>
    <a id="opener" href=":modal-signup:">Sign up</a>
    <button id="outside">Outside</button>
    <ib-modal id="signup">
      <h2>Join the newsletter</h2>
      <p>Monthly news.</p>
      <a id="inside" href="/privacy">Privacy</a>
    </ib-modal>
  </div>
`;

async function setup() {
  const root = await fixture<HTMLDivElement>(page());
  const modal = root.querySelector<IbModal>('ib-modal')!;
  const dialog = modal.shadowRoot!.querySelector('dialog')!;
  const link = root.querySelector<HTMLAnchorElement>('#opener')!;
  return { root, modal, dialog, link };
}

const closed = (modal: IbModal) =>
  new Promise<void>((resolve) =>
    modal.addEventListener('ib-modal-close', () => resolve(), { once: true }),
  );

async function openByLink(link: HTMLAnchorElement, modal: IbModal) {
  link.focus();
  link.click();
  await modal.updateComplete;
  await nextTask();
}

afterEach(async () => {
  // Close anything left open so the next test starts with a scrollable page.
  for (const dialog of document.querySelectorAll('ib-modal')) (dialog as IbModal).open = false;
  fixtureCleanup();
  await nextTask();
});

describe('ib-modal', () => {
  it('reads the modal id from :modal-{id}: hrefs', () => {
    expect(modalIdOfHref(':modal-signup:')).to.equal('signup');
    expect(modalIdOfHref(' :modal-a-b: ')).to.equal('a-b');
    expect(modalIdOfHref('#signup')).to.equal(null);
    expect(modalIdOfHref(null)).to.equal(null);
  });

  it('a :modal-{id}: link opens it as a native modal dialog and the link does not navigate', async () => {
    const { modal, dialog, link } = await setup();
    await openByLink(link, modal);
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(lastClickCancelled).to.equal(true);
  });

  it('a #{id} link naming it opens it too, without navigating; a # link to anything else is left alone', async () => {
    const { root, modal, dialog } = await setup();
    const [fragment, other] = ['#signup', '#outside'].map((href) =>
      Object.assign(document.createElement('a'), { href, textContent: href }),
    );
    root.append(fragment, other);
    expect(modalIdOfHref('#signup')).to.equal('signup');
    expect(modalIdOfHref('#outside')).to.equal(null);
    other.click();
    expect(lastClickCancelled).to.equal(false);
    await openByLink(fragment, modal);
    expect(dialog.open).to.equal(true);
    expect(lastClickCancelled).to.equal(true);
  });

  it('a link clicked as the element upgrades, before any frame, already opens it', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<a id="early" href=":modal-early:">Open</a><ib-modal id="early"><h2>Early</h2></ib-modal>';
    document.body.append(root); // upgrades and renders synchronously
    try {
      lastClickCancelled = undefined;
      root.querySelector<HTMLAnchorElement>('#early')!.click();
      expect(lastClickCancelled).to.equal(true);
      expect(root.querySelector<IbModal>('ib-modal')!.open).to.equal(true);
    } finally {
      root.remove();
    }
  });

  it('moves focus into the dialog and makes the page behind inert', async () => {
    const { root, modal, link } = await setup();
    await openByLink(link, modal);
    expect(modal.shadowRoot!.contains(deepActiveElement())).to.equal(true);
    const outside = root.querySelector<HTMLButtonElement>('#outside')!;
    outside.focus();
    expect(document.activeElement === outside).to.equal(false);
  });

  it('keeps the native dialog Tab order: no script trap, and Tab never reaches the page behind', async () => {
    const { modal, link } = await setup();
    await openByLink(link, modal);
    const name = () => {
      const active = deepActiveElement();
      if (!active || active === document.body) return 'outside the document';
      if (modal.shadowRoot!.contains(active))
        return `modal ${active.getAttribute('part') ?? active.localName}`;
      if (modal.contains(active)) return `modal #${active.id}`;
      return `page #${active.id || active.localName}`;
    };
    // Script must not cancel Tab: a keydown listener that runs after the element's records it.
    const cancelled: boolean[] = [];
    const record = (event: KeyboardEvent) =>
      event.key === 'Tab' && cancelled.push(event.defaultPrevented);
    window.addEventListener('keydown', record);
    const stops = [name()];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      stops.push(name());
    }
    window.removeEventListener('keydown', record);
    expect(cancelled).to.deep.equal([false, false, false, false]);
    // After the last element inside, Tab leaves for the browser's own controls (nothing in the
    // document has focus), and the next Tab comes back to the close button: never the page.
    expect(stops).to.deep.equal([
      'modal close',
      'modal #inside',
      'outside the document',
      'modal close',
      'modal #inside',
    ]);
  });

  it('Escape closes it and focus returns to the link that opened it', async () => {
    const { modal, dialog, link } = await setup();
    await openByLink(link, modal);
    const done = closed(modal);
    await sendKeys({ press: 'Escape' });
    await done;
    expect(dialog.open).to.equal(false);
    expect(document.activeElement === link).to.equal(true);
  });

  it('the close button closes it; its name comes from close-label (default "Close")', async () => {
    const { modal, dialog, link } = await setup();
    const close = modal.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    modal.setAttribute('close-label', 'Schließen');
    await nextTask();
    expect(close.getAttribute('aria-label')).to.equal('Schließen');
    await openByLink(link, modal);
    const done = closed(modal);
    close.click();
    await done;
    expect(dialog.open).to.equal(false);
    expect(document.activeElement === link).to.equal(true);
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    await setViewport({ width: 800, height: 600 });
    const { modal, dialog, link } = await setup();
    await openByLink(link, modal);
    const box = dialog.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + 40), Math.round(box.bottom - 10)],
    });
    await nextTask();
    expect(dialog.open).to.equal(true);
    const done = closed(modal);
    await sendMouse({ type: 'click', position: [5, 5] });
    await done;
    expect(dialog.open).to.equal(false);
  });

  it('locks page scrolling while open and unlocks on close', async () => {
    const { modal, link } = await setup();
    await openByLink(link, modal);
    expect(isScrollLocked()).to.equal(true);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    const done = closed(modal);
    modal.open = false;
    await done;
    expect(isScrollLocked()).to.equal(false);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
  });

  it('the open attribute and property reflect the state and open or close it', async () => {
    const { modal, dialog, link } = await setup();
    await openByLink(link, modal);
    expect(modal.hasAttribute('open')).to.equal(true);
    expect(modal.open).to.equal(true);
    const done = closed(modal);
    await sendKeys({ press: 'Escape' });
    await done;
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(modal.open).to.equal(false);

    modal.open = true;
    await nextTask();
    expect(dialog.open).to.equal(true);
    modal.removeAttribute('open');
    await nextTask();
    expect(dialog.open).to.equal(false);
    modal.setAttribute('open', '');
    await nextTask();
    expect(dialog.open).to.equal(true);
    // Closing and reopening quickly must not leave a scroll lock behind.
    modal.open = false;
    modal.open = true;
    modal.open = false;
    await closed(modal);
    expect(isScrollLocked()).to.equal(false);
  });

  it('written with the open attribute, it is open on load and locks scrolling', async () => {
    const modal = await fixture<IbModal>(
      '<ib-modal id="welcome" open label="Welcome"><p>Hello</p></ib-modal>',
    );
    expect(modal.shadowRoot!.querySelector('dialog')!.matches(':modal')).to.equal(true);
    expect(isScrollLocked()).to.equal(true);
  });

  it('opened through the property, it returns focus to the element focused before', async () => {
    const { root, modal } = await setup();
    const outside = root.querySelector<HTMLButtonElement>('#outside')!;
    outside.focus();
    modal.open = true;
    await nextTask();
    const done = closed(modal);
    modal.open = false;
    await done;
    expect(document.activeElement === outside).to.equal(true);
  });

  it('links added later open it too, and links inside shadow roots', async () => {
    const { root, modal, dialog } = await setup();
    const late = document.createElement('a');
    late.href = ':modal-signup:';
    late.textContent = 'Later';
    root.append(late);
    late.click();
    await nextTask();
    expect(dialog.open).to.equal(true);
    modal.open = false;
    await closed(modal);

    const shadowHost = document.createElement('div');
    shadowHost.attachShadow({ mode: 'open' }).innerHTML =
      '<a href=":modal-signup:">In a shadow root</a>';
    root.append(shadowHost);
    shadowHost.shadowRoot!.querySelector('a')!.click();
    await nextTask();
    expect(dialog.open).to.equal(true);
  });

  it('fires ib-modal-open and ib-modal-close (bubbling, composed, detail.id), close also on window', async () => {
    const { modal, link } = await setup();
    const seen: string[] = [];
    const record = (where: string) => (event: Event) => {
      const e = event as CustomEvent<{ id: string }>;
      if (where === 'window' && e.target !== window) return; // the element's own event bubbles here too
      seen.push(`${where}:${e.type}:${e.detail.id}:${e.bubbles}:${e.composed}`);
    };
    const onDocument = record('document');
    const onWindow = record('window');
    document.addEventListener('ib-modal-open', onDocument);
    document.addEventListener('ib-modal-close', onDocument);
    window.addEventListener('ib-modal-close', onWindow);
    try {
      await openByLink(link, modal);
      const done = closed(modal);
      await sendKeys({ press: 'Escape' });
      await done;
    } finally {
      document.removeEventListener('ib-modal-open', onDocument);
      document.removeEventListener('ib-modal-close', onDocument);
      window.removeEventListener('ib-modal-close', onWindow);
    }
    expect(seen).to.deep.equal([
      'document:ib-modal-open:signup:true:true',
      'document:ib-modal-close:signup:true:true',
      'window:ib-modal-close:signup:true:true',
    ]);
  });

  it('label names the dialog; without it the first heading does', async () => {
    const { modal, dialog } = await setup();
    const heading = modal.querySelector('h2')!;
    // Checked with a11ySnapshot too; these are the references Chromium computes the name from.
    const namedByHeading = () =>
      dialog.ariaLabelledByElements?.length === 1 && dialog.ariaLabelledByElements[0] === heading;
    expect(namedByHeading()).to.equal(true);
    expect(dialog.hasAttribute('aria-label')).to.equal(false);
    modal.label = 'Newsletter sign-up';
    await modal.updateComplete;
    expect(namedByHeading()).to.equal(false);
    expect(dialog.getAttribute('aria-label')).to.equal('Newsletter sign-up');
  });

  it('is accessible closed and open', async () => {
    const { root, modal, link } = await setup();
    await expectAccessible(root);
    await openByLink(link, modal);
    await expectAccessible(root);
  });

  it('animates opening only without prefers-reduced-motion', async () => {
    const { modal, dialog } = await setup();
    modal.open = true;
    await modal.updateComplete;
    expect(getComputedStyle(dialog).animationName).to.equal('ib-modal-in');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(dialog).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reports a missing id once', async () => {
    const errors = await captureErrors(async () => {
      const el = await fixture<IbModal>('<ib-modal><p>No id</p></ib-modal>');
      el.setAttribute('label', 'Rerender');
      await nextTask();
    });
    const about = errors.filter((args) => String(args[1]).includes('needs an id'));
    expect(about.length).to.equal(1);
  });

  it('removal while open unlocks page scrolling', async () => {
    const { modal, link } = await setup();
    expect(isScrollLocked()).to.equal(false);
    await openByLink(link, modal);
    expect(isScrollLocked()).to.equal(true);
    modal.remove();
    await nextTask();
    expect(isScrollLocked()).to.equal(false);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
  });

  it('opens from a link clicked while its first render waits for a later task', async () => {
    // A block before it spends the task's first-render budget: the modal waits, unrendered.
    defineIbElement(
      'ib-modal-budget-eater',
      createIbElement(() => {
        const end = performance.now() + 30;
        while (performance.now() < end);
        return null;
      }),
    );
    const root = document.createElement('div');
    root.innerHTML =
      '<ib-modal-budget-eater></ib-modal-budget-eater><a id="early" href=":modal-late:">Late</a><ib-modal id="late"><h2>Late</h2></ib-modal>';
    document.body.append(root);
    try {
      const modal = root.querySelector<IbModal>('#late')!;
      expect(modal.hasAttribute('data-ib-deferred'), 'waiting for its first render').to.equal(true);
      root.querySelector<HTMLAnchorElement>('#early')!.click();
      expect(lastClickCancelled, 'the link is not followed').to.equal(true);
      await modal.updateComplete;
      await nextTask();
      expect(modal.open).to.equal(true);
      expect(modal.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
      const done = closed(modal);
      modal.open = false;
      await done;
    } finally {
      root.remove();
    }
  });

  it('releases the document click listener when the last modal is removed', async () => {
    const { root, modal, link } = await setup();
    const second = document.createElement('ib-modal') as IbModal;
    second.id = 'second';
    root.append(second);
    await second.updateComplete;
    modal.remove();
    await frames(2); // Preact runs effect clean-ups after paint
    // No modal "signup" any more, but a modal still listens: the link is cancelled and reported.
    const errors = await captureErrors(() => link.click());
    expect(lastClickCancelled).to.equal(true);
    expect(errors.map((args) => String(args[1]))).to.deep.equal([
      'Error: No <ib-modal id="signup"> on the page for this link.',
    ]);
    second.remove();
    await frames(2);
    link.click();
    expect(lastClickCancelled).to.equal(false);
  });
});
