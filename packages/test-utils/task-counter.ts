// Which task code runs in, for tests of work cut into tasks (packages/core/slices.ts), without
// timing it: a long-task observer measures wall time, which other test files running beside one
// stretch past 50 ms. Reading the count posts a user-blocking task (scheduler.postTask) that raises
// it; that task runs as soon as the main thread is handed back, ahead of `scheduler.yield()`
// continuations, so two readings that agree were made in one task.

type Scheduler = {
  postTask: (callback: () => void, options: { priority: 'user-blocking' }) => Promise<void>;
};

/** A function that returns the number of the task it is called in (it counts only tasks it was called in). */
export function taskCounter(): () => number {
  const scheduler = (globalThis as unknown as { scheduler: Scheduler }).scheduler;
  let count = 0;
  let raising = false;
  return () => {
    if (!raising) {
      raising = true;
      void scheduler.postTask(
        () => {
          count += 1;
          raising = false;
        },
        { priority: 'user-blocking' },
      );
    }
    return count;
  };
}

/** How many readings each task made, from the task numbers read. */
export const perTask = (tasks: number[]): number[] => [
  ...tasks
    .reduce((seen, task) => seen.set(task, (seen.get(task) ?? 0) + 1), new Map<number, number>())
    .values(),
];
