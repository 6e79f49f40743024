import { expect } from '@open-wc/testing';
import { captureErrors } from '../test-utils/index.ts';
import { firstRenderWithinBudget } from './first-render-budget.ts';

describe('firstRenderWithinBudget', () => {
  it('reports a waiting render that throws, and still runs the ones after it', async () => {
    const hosts = [0, 1, 2].map(() => document.createElement('div'));
    const ran: number[] = [];
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const errors = await captureErrors(async () => {
      // 30 ms: past the task's 25 ms budget, so the next two wait for a later task.
      firstRenderWithinBudget(hosts[0], () => {
        const end = performance.now() + 30;
        while (performance.now() < end);
        ran.push(0);
      });
      firstRenderWithinBudget(hosts[1], () => {
        throw new Error('broken first render');
      });
      firstRenderWithinBudget(hosts[2], () => {
        ran.push(2);
        finish();
      });
      expect(hosts.map((host) => host.hasAttribute('data-ib-deferred'))).to.deep.equal([
        false,
        true,
        true,
      ]);
      await done;
    });
    expect(ran).to.deep.equal([0, 2]);
    expect(hosts.map((host) => host.hasAttribute('data-ib-deferred'))).to.deep.equal([
      false,
      false,
      false,
    ]);
    expect(errors.map((args) => String((args as unknown[]).at(-1)))).to.deep.equal([
      'Error: broken first render',
    ]);
  });
});
