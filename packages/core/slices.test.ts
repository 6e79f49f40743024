import { expect } from '@open-wc/testing';
import { runInSlices, yieldToMain } from './slices.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('slices', () => {
  /** The durations of the main thread's long tasks (over 50 ms) while `run` runs. */
  async function longTasksDuring(run: () => Promise<unknown>): Promise<number[]> {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => durations.push(...list.getEntries().map((entry) => Math.round(entry.duration))));
    observer.observe({ type: 'longtask' });
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50)); // entries are delivered after the task
    observer.disconnect();
    return durations;
  }

  it('yieldToMain ends the task: 2 x 40 ms of work around it is no long task, without it one', async () => {
    const withYield = await longTasksDuring(async () => {
      busy(40);
      await yieldToMain();
      busy(40);
    });
    expect(withYield).to.deep.equal([]);
    const withoutYield = await longTasksDuring(async () => {
      busy(40);
      await Promise.resolve();
      busy(40);
    });
    expect(withoutYield.length, 'the observer sees an 80 ms task').to.equal(1);
  });

  it('runs every step in order, in tasks of about 25 ms: 200 ms of work is no long task', async () => {
    const steps: number[] = [];
    let done: boolean | undefined;
    const longTasks = await longTasksDuring(async () => {
      done = await runInSlices(40, (index) => {
        steps.push(index);
        busy(5);
      });
    });
    expect(done).to.equal(true);
    expect(steps).to.deep.equal([...Array(40).keys()]);
    expect(longTasks).to.deep.equal([]);
  });

  it('stops between steps once the signal aborts, and says so', async () => {
    const controller = new AbortController();
    const steps: number[] = [];
    const done = await runInSlices(
      100,
      (index) => {
        steps.push(index);
        busy(5);
        if (index === 12) controller.abort();
      },
      { signal: controller.signal },
    );
    expect(done).to.equal(false);
    expect(steps.length).to.equal(13);
  });

  it('runs short work in the same task, without yielding', async () => {
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true));
    const done = runInSlices(10, () => {});
    expect(otherTaskRan).to.equal(false);
    expect(await done).to.equal(true);
  });
});
