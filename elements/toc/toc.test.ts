import { emulateMedia, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  captureErrors,
  expect,
  expectAccessible,
  fixture,
  frames,
  until,
} from '../../packages/test-utils/index.ts';
// The real modal: the toc only uses its public contract (the `open` property, `ib-modal-close`).
import '../modal/ib-modal.ts';
import './ib-toc.ts';
import type { IbToc } from './ib-toc.ts';
import { scrollBoxOf } from './keep-in-view.ts';

const HEADER = 80;
const GAP = 1000;

/** A sticky 80 px header, the toc, and an article whose headings sit GAP px apart. */
const page = (tocAttributes = 'for="post"', extra = '') => `
  <div>
    <header style="position: sticky; top: 0; height: ${HEADER}px; background: #fff">Site header</header>
    <ib-toc ${tocAttributes}></ib-toc>
    <span id="taken-elsewhere"></span>
    <div style="height: 700px"></div>
    <article id="post">
      <h1>Getting started</h1><div style="height: ${GAP}px"></div>
      <h2>Create an account</h2><div style="height: ${GAP}px"></div>
      <h2 id="keys">API keys</h2><div style="height: ${GAP}px"></div>
      <h1>Sending messages</h1><div style="height: ${GAP}px"></div>
      <h2>Create an account</h2><div style="height: ${GAP}px"></div>
      <h2>Taken elsewhere</h2><div style="height: 2000px"></div>
    </article>
    ${extra}
  </div>`;

async function setup(tocAttributes?: string, extra?: string) {
  const root = await fixture<HTMLDivElement>(page(tocAttributes, extra));
  await frames(2);
  const toc = root.querySelector<IbToc>('ib-toc')!;
  const headings = [...root.querySelectorAll<HTMLElement>('article h1, article h2')];
  return {
    root,
    toc,
    headings,
    links: () => [...toc.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')],
  };
}

const activeLinks = (links: HTMLAnchorElement[]) =>
  links
    .filter((link) => link.classList.contains('is-active'))
    .map((link) => `${link.textContent}|${link.getAttribute('aria-current')}`);

/** Scrolls so `heading`'s top sits `top` px below the viewport top. */
async function scrollHeadingTo(heading: HTMLElement, top: number) {
  window.scrollTo({
    top: heading.getBoundingClientRect().top + window.scrollY - top,
    behavior: 'instant',
  });
  await frames(3);
}

before(() => setViewport({ width: 800, height: 600 }));
afterEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  history.replaceState(null, '', location.pathname + location.search);
});

describe('ib-toc', () => {
  it('builds a nested list of the h1/h2 headings inside a labelled nav', async () => {
    const { toc, links } = await setup();
    const nav = toc.shadowRoot!.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Table of contents');
    const top = [...nav.querySelectorAll(':scope > ol > li')].map(
      (li) =>
        `${li.querySelector('a')!.textContent}[${[...li.querySelectorAll(':scope ol a')].map((a) => a.textContent).join(',')}]`,
    );
    expect(top).to.deep.equal([
      'Getting started[Create an account,API keys]',
      'Sending messages[Create an account,Taken elsewhere]',
    ]);
    expect(links().length).to.equal(6);
  });

  it('gives headings without an id a unique slug id and keeps existing ids', async () => {
    const { headings, links } = await setup();
    expect(headings.map((h) => h.id)).to.deep.equal([
      'getting-started',
      'create-an-account',
      'keys',
      'sending-messages',
      'create-an-account-2',
      'taken-elsewhere-2',
    ]);
    expect(links().map((a) => a.getAttribute('href'))).to.deep.equal(
      headings.map((h) => `#${h.id}`),
    );
  });

  it('keeps the ids stable when the element is rebuilt', async () => {
    const { toc, headings, root } = await setup();
    const before = headings.map((h) => h.id).join();
    toc.remove();
    await frames(1);
    root.prepend(document.createElement('ib-toc'));
    root.querySelector('ib-toc')!.setAttribute('for', 'post');
    await frames(2);
    expect(headings.map((h) => h.id).join()).to.equal(before);
  });

  it('uses the label attribute as the nav name', async () => {
    const { toc } = await setup('for="post" label="On this page"');
    expect(toc.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal(
      'On this page',
    );
  });

  it('names the nav in the page language (German), the label attribute still winning', async () => {
    const root = await fixture<HTMLDivElement>(
      `<div lang="de">${page()}${page('for="post" label="Auf dieser Seite"')}</div>`,
    );
    const [own, labelled] = [...root.querySelectorAll<IbToc>('ib-toc')].map(
      (toc) => () => toc.shadowRoot!.querySelector('nav')?.getAttribute('aria-label'),
    );
    await until(
      () => own() === 'Inhaltsverzeichnis',
      180,
      () => `(${own()})`,
    );
    expect(labelled()).to.equal('Auf dieser Seite');
  });

  it('gives every heading a scroll margin of the sticky header height', async () => {
    const { headings } = await setup();
    expect(headings.map((h) => getComputedStyle(h).scrollMarginTop)).to.deep.equal(
      headings.map(() => `${HEADER}px`),
    );
  });

  it('marks the section whose heading has passed the middle of the viewport below the header', async () => {
    const { headings, links } = await setup();
    const line = HEADER + (600 - HEADER) / 2; // 340
    expect(activeLinks(links())).to.deep.equal([]);
    await scrollHeadingTo(headings[2], line - 5);
    expect(activeLinks(links())).to.deep.equal(['API keys|location']);
    await scrollHeadingTo(headings[2], line + 5);
    expect(activeLinks(links())).to.deep.equal(['Create an account|location']);
    await scrollHeadingTo(headings[3], 100);
    expect(activeLinks(links())).to.deep.equal(['Sending messages|location']);
  });

  it('uses the offset attribute instead of measuring the header', async () => {
    const { headings, links } = await setup('for="post" offset="200"');
    expect(getComputedStyle(headings[0]).scrollMarginTop).to.equal('200px');
    // line = 200 + 400 / 2 = 400: a heading at 390 is current, one at 410 is not yet.
    await scrollHeadingTo(headings[1], 390);
    expect(activeLinks(links())).to.deep.equal(['Create an account|location']);
    await scrollHeadingTo(headings[1], 410);
    expect(activeLinks(links())).to.deep.equal(['Getting started|location']);
  });

  it('rebuilds when the article changes', async () => {
    const { root, links } = await setup();
    const article = root.querySelector('article')!;
    const added = document.createElement('h2');
    added.textContent = 'Delivery reports';
    article.append(added);
    article.querySelector('h1')!.textContent = 'First steps';
    await frames(2);
    expect(added.id).to.equal('delivery-reports');
    expect(links().map((a) => a.textContent)).to.deep.equal([
      'First steps',
      'Create an account',
      'API keys',
      'Sending messages',
      'Create an account',
      'Taken elsewhere',
      'Delivery reports',
    ]);
    article.querySelector('#keys')!.remove();
    await frames(2);
    expect(links().some((a) => a.textContent === 'API keys')).to.equal(false);
  });

  it('without for, reads the first article on the page; ignores headings marked data-toc-ignore; data-toc-label names an entry', async () => {
    const root = await fixture<HTMLDivElement>(`
      <div><ib-toc><h2 data-toc-ignore>On this page</h2></ib-toc>
      <article><h2 data-toc-ignore>Skip me</h2><h2>Only one</h2><h2 data-toc-label="Short name">A <em>long</em> heading</h2></article></div>`);
    await frames(2);
    const links = [...root.querySelector('ib-toc')!.shadowRoot!.querySelectorAll('a')].map(
      (a) => a.textContent,
    );
    expect(links).to.deep.equal(['Only one', 'Short name']);
  });

  it('reports a missing article once and renders no list', async () => {
    let root!: HTMLDivElement;
    const errors = await captureErrors(async () => {
      root = await fixture<HTMLDivElement>('<div><ib-toc for="nowhere"></ib-toc></div>');
      await frames(2);
    });
    expect(errors.length).to.equal(1);
    expect(errors[0].map(String).join(' ')).to.contain('nowhere');
    expect(root.querySelector('ib-toc')!.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('inside an open ib-modal, a link closes the modal, then goes to and focuses the heading', async () => {
    const { root, headings } = await setup(
      'for="post"',
      '<ib-modal id="toc-modal" label="Contents"><ib-toc for="post"></ib-toc></ib-modal>',
    );
    const modal = root.querySelector<HTMLElement & { open: boolean }>('ib-modal')!;
    modal.open = true;
    await frames(2);
    const closed = new Promise((resolve) =>
      modal.addEventListener('ib-modal-close', resolve, { once: true }),
    );
    const link = [...modal.querySelector('ib-toc')!.shadowRoot!.querySelectorAll('a')].find(
      (a) => a.textContent === 'API keys',
    )!;
    link.click();
    await closed;
    await frames(3);
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(location.hash).to.equal('#keys');
    expect(document.activeElement === headings[2]).to.equal(true);
    expect(Math.round(headings[2].getBoundingClientRect().top)).to.equal(HEADER);
  });

  it('outside a modal, links are plain fragment links', async () => {
    const { links, headings } = await setup();
    links()[4].click();
    await frames(2);
    expect(location.hash).to.equal('#create-an-account-2');
    expect(Math.round(headings[4].getBoundingClientRect().top)).to.equal(HEADER);
  });

  it('is accessible', async () => {
    const { toc, headings } = await setup();
    await scrollHeadingTo(headings[1], 100);
    await expectAccessible(toc);
  });

  it('releases the headings and listeners on removal', async () => {
    const { toc, headings, links } = await setup();
    const link = links()[0];
    toc.remove();
    await frames(2);
    expect(headings.map((h) => h.style.scrollMarginTop).join('')).to.equal('');
    await scrollHeadingTo(headings[2], 100);
    expect(link.isConnected).to.equal(false);
    expect(toc.shadowRoot!.querySelectorAll('a').length).to.equal(0);
  });
});

describe('ib-toc in a box of its own that scrolls', () => {
  const SECTIONS = 20;
  /** The toc (wrapped by `wrap`) above an article of 20 sections 400 px apart, under an 80 px sticky header. */
  const longPage = (wrap: (toc: string) => string) => `
    <div>
      <header style="position: sticky; top: 0; height: ${HEADER}px; background: #fff">Site header</header>
      ${wrap('<ib-toc for="long"></ib-toc>')}
      <article id="long">
        ${Array.from({ length: SECTIONS }, (_, i) => `<h2>Section ${i + 1}</h2><div style="height: 400px"></div>`).join('')}
        <div style="height: 2000px"></div>
      </article>
    </div>`;

  async function setupLong(
    wrap: (toc: string) => string,
    boxOf: (root: HTMLElement, toc: IbToc) => HTMLElement,
  ) {
    const root = await fixture<HTMLDivElement>(longPage(wrap));
    await frames(2);
    const toc = root.querySelector<IbToc>('ib-toc')!;
    const box = boxOf(root, toc);
    const headings = [...root.querySelectorAll<HTMLElement>('article h2')];
    const link = (text: string) =>
      [...toc.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === text)!;
    return { box, headings, link, scrollTo: sinon.spy(box, 'scrollTo') };
  }

  /** Whether `link` is wholly inside the visible part of `box`. */
  const shownIn = (box: HTMLElement, link: Element) => {
    const outer = box.getBoundingClientRect();
    const inner = link.getBoundingClientRect();
    return (
      inner.top >= outer.top + box.clientTop - 0.5 &&
      inner.bottom <= outer.top + box.clientTop + box.clientHeight + 0.5
    );
  };

  /** Scrolls the page so `heading` is the current section (its top 100 px from the viewport top). */
  async function read(heading: HTMLElement) {
    const y = heading.getBoundingClientRect().top + window.scrollY - 100;
    window.scrollTo({ top: y, behavior: 'instant' });
    await frames(3);
    return Math.round(y);
  }

  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('keeps the active link in view by scrolling the toc itself (max-height, overflow auto), at once under reduced motion, never the page', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { box, headings, link, scrollTo } = await setupLong(
      (toc) => toc.replace('<ib-toc', '<ib-toc style="max-height: 150px; overflow: auto"'),
      (_root, toc) => toc,
    );
    expect(box.scrollHeight).to.be.greaterThan(2 * box.clientHeight);
    const pageY = await read(headings[14]);
    expect(link('Section 15').getAttribute('aria-current')).to.equal('location');
    expect(shownIn(box, link('Section 15'))).to.equal(true);
    expect(box.scrollTop).to.be.greaterThan(0);
    expect(scrollTo.lastCall.args[0]).to.include({ behavior: 'instant' });
    // The toc sits above the article, out of view: the page was not scrolled back to it.
    expect(Math.round(window.scrollY)).to.equal(pageY);
    expect(box.getBoundingClientRect().bottom).to.be.lessThan(0);

    await read(headings[1]);
    expect(shownIn(box, link('Section 2'))).to.equal(true);
    expect(shownIn(box, link('Section 15'))).to.equal(false);
  });

  it('scrolls a sidebar box around the toc smoothly when motion is welcome', async () => {
    const { box, headings, link, scrollTo } = await setupLong(
      (toc) => `<aside style="max-height: 150px; overflow: auto">${toc}</aside>`,
      (root) => root.querySelector('aside')!,
    );
    const pageY = await read(headings[11]);
    expect(scrollTo.lastCall.args[0]).to.include({ behavior: 'smooth' });
    for (let i = 0; i < 120 && !shownIn(box, link('Section 12')); i += 1) await frames(1);
    expect(shownIn(box, link('Section 12'))).to.equal(true);
    expect(Math.round(window.scrollY)).to.equal(pageY);
  });

  it('leaves alone a scrolling box that also holds the article (scrolling it would move the text)', async () => {
    const root = await fixture<HTMLDivElement>(`
      <div style="height: 200px; overflow: auto">
        <ib-toc for="inside"></ib-toc>
        <article id="inside"><h2>One</h2><div style="height: 600px"></div><h2>Two</h2><div style="height: 600px"></div></article>
      </div>`);
    await frames(2);
    const toc = root.querySelector<IbToc>('ib-toc')!;
    const link = toc.shadowRoot!.querySelector('a')!;
    expect(scrollBoxOf(link, root.querySelector('h2'))).to.equal(null);
    expect(scrollBoxOf(link, null)).to.equal(root);
  });
});
