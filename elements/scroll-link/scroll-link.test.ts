import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
} from '../../packages/test-utils/index.ts';
import './ib-scroll-link.ts';
import type { IbScrollLink } from './ib-scroll-link.ts';
import { explicitOffset, fragmentId, isPlainClick, scrollDestination } from './scroll-target.ts';

const HEADER = 80;
const TARGET_Y = 1500;

/** A tall page: a sticky 80 px header, the link, and a section far below. */
const page = (attributes = '', headerStyle = `position: sticky; top: 0; height: ${HEADER}px`) => `
  <div>
    <header style="${headerStyle}; background: #fff">Site header</header>
    <ib-scroll-link ${attributes}><a href="#pricing">See pricing</a></ib-scroll-link>
    <a id="plain" href="#pricing">Plain link</a>
    <div style="height: ${TARGET_Y}px"></div>
    <section id="pricing"><h2>Pricing</h2></section>
    <div style="height: 2000px"></div>
  </div>`;

async function setup(attributes = '', headerStyle?: string) {
  const root = await fixture<HTMLDivElement>(page(attributes, headerStyle));
  const el = root.querySelector<IbScrollLink>('ib-scroll-link')!;
  return {
    root,
    el,
    link: el.querySelector('a')!,
    target: root.querySelector<HTMLElement>('#pricing')!,
  };
}

const scrollEnded = () =>
  new Promise((resolve) => window.addEventListener('scrollend', resolve, { once: true }));
const focused = (node: Element) => document.activeElement === node;
const click = (link: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    ...init,
  });
  link.dispatchEvent(event);
  return event;
};

before(() => setViewport({ width: 800, height: 600 }));
afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo({ top: 0, behavior: 'instant' });
  history.replaceState(null, '', location.pathname + location.search);
});

describe('scroll-link logic', () => {
  it('reads the id of same-document links only, decoding it', () => {
    expect(fragmentId('#pricing')).to.equal('pricing');
    expect(fragmentId('#caf%C3%A9')).to.equal('café');
    expect(fragmentId('#100%')).to.equal('100%');
    expect([
      fragmentId('#'),
      fragmentId('/page#x'),
      fragmentId(null),
      fragmentId(''),
    ]).to.deep.equal([null, null, null, null]);
  });

  it('treats only unmodified primary clicks as its own', () => {
    const base = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(base)).to.equal(true);
    expect(
      [
        { button: 1 },
        { ctrlKey: true },
        { metaKey: true },
        { shiftKey: true },
        { altKey: true },
      ].map((m) => isPlainClick({ ...base, ...m })),
    ).to.deep.equal([false, false, false, false, false]);
  });

  it('puts the target offset px below the top, within the scrollable range', () => {
    expect(scrollDestination(1500, 80, 3000)).to.equal(1420);
    expect(scrollDestination(40, 80, 3000)).to.equal(0);
    expect(scrollDestination(3500, 80, 3000)).to.equal(3000);
    expect(explicitOffset(12)).to.equal(12);
    expect(explicitOffset(Number.NaN)).to.equal(undefined);
  });
});

describe('ib-scroll-link', () => {
  it('scrolls smoothly until the target sits just below the sticky header, then focuses it', async () => {
    const { link, target } = await setup();
    const ended = scrollEnded();
    const event = click(link);
    expect(event.defaultPrevented).to.equal(true);
    await frames(2);
    const midway = window.scrollY;
    expect(midway < TARGET_Y - HEADER, `still moving at ${midway}`).to.equal(true);
    expect(focused(target)).to.equal(false); // focus waits for the scroll to end
    await ended;
    await frames(1);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(HEADER);
    expect(focused(target)).to.equal(true);
  });

  it('scrolls instantly and focuses at once under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup();
    click(link);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(HEADER);
    expect(focused(target)).to.equal(true);
  });

  it('measures a fixed header by its bottom edge', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup(
      '',
      'position: fixed; top: 10px; left: 0; right: 0; height: 50px',
    );
    click(link);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(60);
  });

  it('uses the offset attribute instead of measuring', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup('offset="24"');
    click(link);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(24);
  });

  it('measures the header named by the header attribute (none matching: no offset)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup('header=".no-such-header"');
    click(link);
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(0);
  });

  it('makes a plain target focusable only while it has focus', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target, root } = await setup();
    click(link);
    expect(target.getAttribute('tabindex')).to.equal('-1');
    root.querySelector<HTMLElement>('#plain')!.focus();
    expect(target.hasAttribute('tabindex')).to.equal(false);
  });

  it('keeps a focusable target as it is', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup();
    target.setAttribute('tabindex', '0');
    click(link);
    expect(focused(target)).to.equal(true);
    expect(target.getAttribute('tabindex')).to.equal('0');
  });

  it('puts the section in the address and reports the navigation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el, link } = await setup();
    const seen: unknown[] = [];
    el.addEventListener('ib-scroll-link-navigate', (e) => seen.push((e as CustomEvent).detail));
    click(link);
    expect(location.hash).to.equal('#pricing');
    expect(seen).to.deep.equal([{ id: 'pricing', offset: HEADER }]);
  });

  it('leaves modified clicks, links to missing targets and other links to the browser', async () => {
    const { el, link } = await setup();
    // Records whether anything before it prevented the click, then stops the navigation itself.
    const preventedBefore: boolean[] = [];
    const record = (e: Event) => {
      preventedBefore.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      click(link, { ctrlKey: true });
      click(link, { metaKey: true });
      click(link, { button: 1 });
      const missing = Object.assign(document.createElement('a'), {
        href: '#nowhere',
        textContent: 'Nowhere',
      });
      const other = Object.assign(document.createElement('a'), {
        href: '/elsewhere',
        textContent: 'Elsewhere',
      });
      el.append(missing, other);
      click(missing);
      click(other);
    } finally {
      window.removeEventListener('click', record);
    }
    expect(preventedBefore).to.deep.equal([false, false, false, false, false]);
    expect(window.scrollY).to.equal(0);
  });

  it('works from the keyboard (Enter on the link)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target } = await setup();
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(Math.round(target.getBoundingClientRect().top)).to.equal(HEADER);
    expect(focused(target)).to.equal(true);
  });

  it('reports an invalid offset once and measures the header instead', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    let ctx: Awaited<ReturnType<typeof setup>> | undefined;
    const errors = await captureErrors(async () => {
      ctx = await setup('offset="lots"');
    });
    expect(errors.length).to.equal(1);
    expect(String(errors[0][1])).to.contain('Invalid ib-scroll-link offset');
    click(ctx!.link);
    expect(Math.round(ctx!.target.getBoundingClientRect().top)).to.equal(HEADER);
  });

  it('releases its listener and any pending focus when removed', async () => {
    const { el, link, target } = await setup();
    const ended = scrollEnded();
    click(link);
    el.remove();
    await frames(2);
    expect(click(link).defaultPrevented).to.equal(false);
    await ended;
    await frames(1);
    expect(focused(target)).to.equal(false);
  });

  it('is accessible', async () => {
    const { el } = await setup();
    await expectAccessible(el);
  });
});
