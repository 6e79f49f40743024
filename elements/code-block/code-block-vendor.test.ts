// ib-code-block when Prism's files cannot be fetched. Its own page: once loaded, a module is never
// fetched again, so the blocked requests must be the first.
import { waitUntil } from '@open-wc/testing';
import {
  blockRequests,
  blockedRequests,
  recordErrors,
  unblockRequests,
} from '../../packages/test-utils/block-requests.ts';
import { expect, fixture } from '../../packages/test-utils/index.ts';
import './ib-code-block.ts';
import type { IbCodeBlock } from './ib-code-block.ts';

const PRISM_CORE = '/node_modules/prismjs/prism.js';
const PRISM_PYTHON = '/node_modules/prismjs/components/prism-python.js';

const SAMPLES = `
  <pre data-language="javascript" data-title="Node.js"><code>send({ to: "41793026727" })</code></pre>
  <pre data-language="python" data-title="Python"><code>send(to="41793026727")</code></pre>`;

const codeOf = (el: IbCodeBlock) => el.shadowRoot!.querySelector<HTMLElement>('code')!;
const highlighted = (el: IbCodeBlock) => codeOf(el).querySelector('.token') !== null;
const tab = (el: IbCodeBlock, title: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="language-tab"]')].find(
    (button) => button.textContent === title,
  )!;

let errors: ReturnType<typeof recordErrors> | undefined;
beforeEach(() => localStorage.clear()); // no tab chosen on an earlier visit
afterEach(async () => {
  errors?.stop();
  await unblockRequests();
});

describe('ib-code-block when Prism cannot load', () => {
  it('shows the plain code, reports one ChunkLoadError, and highlights once a later tab finds the files', async () => {
    await blockRequests([PRISM_CORE]);
    errors = recordErrors();
    const el = await fixture<IbCodeBlock>(`<ib-code-block>${SAMPLES}</ib-code-block>`);
    await waitUntil(() => errors!.chunkErrors().length === 1, 'no ChunkLoadError reported', {
      timeout: 5000,
    });
    expect(errors.calls[0][0]).to.equal('[ib-blocks] <ib-code-block>');
    expect(codeOf(el).textContent).to.equal('send({ to: "41793026727" })');
    expect(highlighted(el)).to.equal(false);

    // Still blocked: the next tab asks again, shows its code plain and says nothing new.
    tab(el, 'Python').click();
    await waitUntil(
      async () => (await blockedRequests()).length === 2,
      'the next tab did not ask for Prism again',
      { timeout: 5000 },
    );
    await waitUntil(
      () => codeOf(el).textContent === 'send(to="41793026727")',
      'the Python sample was not shown',
      { timeout: 5000 },
    );
    expect(highlighted(el)).to.equal(false);

    await unblockRequests();
    tab(el, 'Node.js').click();
    await waitUntil(() => highlighted(el), 'never highlighted after the files came back', {
      timeout: 5000,
    });
    expect(codeOf(el).textContent).to.equal('send({ to: "41793026727" })');
    expect(errors.chunkErrors().length).to.equal(1);
  });

  it('keeps a sample plain when only its grammar is blocked, and highlights it on the next visit to its tab', async () => {
    await blockRequests([PRISM_PYTHON]);
    errors = recordErrors();
    const el = await fixture<IbCodeBlock>(
      `<ib-code-block language="Python">${SAMPLES}</ib-code-block>`,
    );
    await waitUntil(() => errors!.chunkErrors().length === 1, 'no ChunkLoadError reported', {
      timeout: 5000,
    });
    expect(errors.chunkErrors()[0].message).to.contain('Loading chunk prism-python failed.');
    expect([codeOf(el).textContent, highlighted(el)]).to.deep.equal([
      'send(to="41793026727")',
      false,
    ]);

    await unblockRequests();
    tab(el, 'Node.js').click();
    await waitUntil(() => highlighted(el), 'Node.js was not highlighted', { timeout: 5000 });
    tab(el, 'Python').click();
    await waitUntil(
      () => highlighted(el) && codeOf(el).textContent === 'send(to="41793026727")',
      'Python was not highlighted',
      {
        timeout: 5000,
      },
    );
  });
});
