import { expect } from '@open-wc/testing';
import { nextTask } from '../test-utils/index.ts';
import { discover, startAutoload } from './start-autoload.ts';
import { startOnPage } from './start-on-page.ts';

// A page runs the script tag's autoloader (dist/autoload.js) and a bundle that imports `ib-blocks`
// (dist/index.js), or either alone; both entries start through startOnPage. The element loaders
// here are fakes that record.

afterEach(() => document.body.replaceChildren());

describe('startOnPage', () => {
  it('leaves the page to the autoloader that runs already: one load per tag, from the first', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stop = startAutoload({ load: (tag) => (first.push(tag), Promise.resolve()) });
    try {
      startOnPage((tag) => (second.push(tag), Promise.resolve()));
      document.body.innerHTML = '<ib-accordion></ib-accordion><ib-tabs></ib-tabs>';
      await nextTask();
      expect([...first].sort()).to.deep.equal(['ib-accordion', 'ib-tabs']);
      expect(second).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('starts the autoloader when none runs, and discover() from any copy reaches it', async () => {
    const loaded: string[] = [];
    startOnPage((tag) => (loaded.push(tag), Promise.resolve()));
    document.body.innerHTML = '<ib-accordion></ib-accordion>';
    await nextTask();
    expect(loaded).to.deep.equal(['ib-accordion']);
    expect(document.querySelector('ib-accordion')!.getAttribute('data-ib-state')).to.equal(
      'loaded',
    );

    // Another copy of the module (a bundle's) finds the started autoloader on the window.
    expect((window as { ibDiscover?: unknown }).ibDiscover).to.be.a('function');
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'closed' });
    root.innerHTML = '<ib-modal></ib-modal>';
    await nextTask();
    expect(loaded).to.deep.equal(['ib-accordion']);
    discover(root);
    await nextTask();
    expect(loaded).to.deep.equal(['ib-accordion', 'ib-modal']);

    startOnPage(() => Promise.reject(new Error('a second autoloader started')));
    document.body.append(document.createElement('ib-tabs'));
    await nextTask();
    expect(loaded).to.deep.equal(['ib-accordion', 'ib-modal', 'ib-tabs']);
  });
});
