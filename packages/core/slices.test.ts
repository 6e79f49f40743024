import { expect } from '@open-wc/testing';
import { perTask, taskCounter } from '../test-utils/index.ts';
import { inTaskOfItsOwn, runInSlices, yieldToMain } from './slices.ts';

// Wall time, like the slices' clock: a step of 5 ms takes at least 5 ms, however loaded the machine.
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

let taskNow: () => number;
beforeEach(() => (taskNow = taskCounter()));

describe('slices', () => {
  it('yieldToMain ends the task: the code after it runs in a later one', async () => {
    const before = taskNow();
    await Promise.resolve();
    expect(taskNow(), 'a microtask is the same task').to.equal(before);
    await yieldToMain();
    expect(taskNow()).to.be.above(before);
  });

  it('runs every step in order, handing the main thread back after 25 ms of work: 40 steps of 5 ms take at least 8 tasks', async () => {
    const steps: number[] = [];
    const seenIn: number[] = [];
    const done = await runInSlices(40, (index) => {
      steps.push(index);
      seenIn.push(taskNow());
      busy(5);
    });
    expect(done).to.equal(true);
    expect(steps).to.deep.equal([...Array(40).keys()]);
    const stepsPerTask = perTask(seenIn);
    // 25 ms: five steps, or fewer when the machine is slow (a step then takes longer).
    expect(Math.max(...stepsPerTask), JSON.stringify(stepsPerTask)).to.be.at.most(5);
    expect(stepsPerTask.length).to.be.at.least(8);
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
    const seenIn: number[] = [];
    const done = await runInSlices(10, () => seenIn.push(taskNow()));
    expect(done).to.equal(true);
    expect(perTask(seenIn)).to.deep.equal([10]);
  });
});

describe('inTaskOfItsOwn', () => {
  it("hands one shared promise's value to each caller in a task of its own", async () => {
    const shared = new Promise<string>((resolve) => setTimeout(() => resolve('chunk')));
    const seenIn: number[] = [];
    const values = await Promise.all(
      Array.from({ length: 4 }, () =>
        inTaskOfItsOwn(shared).then((value) => {
          seenIn.push(taskNow());
          return value;
        }),
      ),
    );
    expect(values).to.deep.equal(['chunk', 'chunk', 'chunk', 'chunk']);
    expect(perTask(seenIn)).to.deep.equal([1, 1, 1, 1]);
  });
});
