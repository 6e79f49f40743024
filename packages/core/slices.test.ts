import { expect } from '@open-wc/testing';
import { perTask, taskCounter } from '../test-utils/index.ts';
import { inTaskOfItsOwn, yieldToMain } from './slices.ts';

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
