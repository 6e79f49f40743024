// A popover whose Floating UI chunk cannot be fetched. Its own page: once loaded, a module is
// never fetched again, so the blocked request must be the first.
import { waitUntil } from '@open-wc/testing';
import { blockRequests, blockedRequests, unblockRequests } from '../test-utils/block-requests.ts';
import { captureErrors, expect, nextTask } from '../test-utils/index.ts';
import { loadPositioning } from './positioning.ts';
import { DisclosurePopover } from './popover.ts';

let container: HTMLElement | undefined;
let popover: DisclosurePopover | undefined;

afterEach(async () => {
  popover?.release();
  container?.remove();
  await unblockRequests();
});

describe('DisclosurePopover when the Floating UI chunk is blocked', () => {
  it('opens in the page flow, reports one ChunkLoadError, and floats on the next open once the chunk loads', async () => {
    container = document.createElement('div');
    const trigger = document.createElement('button');
    trigger.textContent = 'Products';
    const panel = document.createElement('div');
    panel.textContent = 'SMS';
    container.append(trigger, panel);
    document.body.append(container);
    popover = new DisclosurePopover({ trigger, panel, offset: 8, floatingUi: loadPositioning });
    await blockRequests(['/packages/floating-ui/floating-ui.ts']);

    const errors = await captureErrors(async () => {
      trigger.click();
      await waitUntil(
        () => !panel.hasAttribute('data-floating'),
        'the panel kept waiting for Floating UI',
        { timeout: 5000 },
      );
      await nextTask();
    });
    expect(await blockedRequests()).to.have.length(1);
    expect([panel.hidden, panel.style.position]).to.deep.equal([false, '']);
    expect(errors.length).to.equal(1);
    expect((errors[0][1] as Error).name).to.equal('ChunkLoadError');

    trigger.click(); // closed
    await unblockRequests();
    trigger.click(); // the next open fetches it again
    await waitUntil(() => panel.hasAttribute('data-positioned'), 'the panel was never placed', {
      timeout: 5000,
    });
    expect([panel.hidden, panel.style.position]).to.deep.equal([false, 'fixed']);
  });
});
