import { expect } from '@open-wc/testing';
import { countFrames, perTask, taskCounter } from '../test-utils/index.ts';
import { drainInSlices, yieldToPaint } from './drain-in-slices.ts';

let taskNow: () => number;
beforeEach(() => (taskNow = taskCounter()));

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('yieldToPaint', () => {
  it('yieldToPaint resolves after the next frame', async () => {
    let framed = false;
    requestAnimationFrame(() => (framed = true));
    await yieldToPaint();
    expect(framed).to.equal(true);
  });
});

describe('drainInSlices', () => {
  it('runs every step in order, a new task once a slice has run 25 ms', async () => {
    const seenIn: number[] = [];
    const steps: number[] = [];
    function* work() {
      for (let index = 0; index < 40; index += 1) {
        steps.push(index);
        seenIn.push(taskNow());
        busy(5);
        yield;
      }
    }
    expect(await drainInSlices(work())).to.equal(true);
    expect(steps).to.deep.equal([...Array(40).keys()]);
    // 5 ms steps: five in a task (the sixth starts at 25 ms), never more than six.
    const counts = perTask(seenIn);
    expect(counts.length, 'tasks').to.be.at.least(7);
    expect(Math.max(...counts), 'steps in one task').to.be.at.most(6);
  });

  it('stops between steps once the signal aborts, and says so', async () => {
    const controller = new AbortController();
    const steps: number[] = [];
    function* aborting() {
      for (let index = 0; index < 100; index += 1) {
        steps.push(index);
        if (index === 12) controller.abort();
        yield;
      }
    }
    expect(await drainInSlices(aborting(), { signal: controller.signal })).to.equal(false);
    expect(steps.length).to.equal(13);
  });

  it('pauses with the given function: yieldToPaint gives a frame between slices', async () => {
    const framesSoFar = countFrames();
    function* work() {
      for (let index = 0; index < 4; index += 1) yield busy(12);
    }
    await drainInSlices(work(), { sliceMs: 10, pause: yieldToPaint });
    expect(framesSoFar(), 'a frame between the slices').to.be.at.least(3);
  });

  it('ends a slice after a step that yields true', async () => {
    const seenIn: number[] = [];
    function* work() {
      for (let index = 0; index < 6; index += 1) {
        seenIn.push(taskNow());
        yield index === 1 || index === 2;
      }
    }
    expect(await drainInSlices(work())).to.equal(true);
    expect(perTask(seenIn)).to.deep.equal([2, 1, 3]);
  });

  it('runs short work in the task it was called in', async () => {
    const before = taskNow();
    expect(await drainInSlices([1, 2, 3][Symbol.iterator]())).to.equal(true);
    expect(taskNow()).to.equal(before);
  });
});
