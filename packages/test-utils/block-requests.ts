// Browser side of the test runner's request blocking (scripts/lib/block-requests.mjs): from
// `blockRequests(parts)` until `unblockRequests()`, this test page's requests whose URL contains
// one of `parts` fail as a blocked request does, so a lazy `import()` of them rejects.
import { executeServerCommand } from '@web/test-runner-commands';

export async function blockRequests(parts: string[]): Promise<void> {
  await executeServerCommand('block-requests', parts);
}

export async function unblockRequests(): Promise<void> {
  await executeServerCommand('unblock-requests');
}

/** The URLs failed since the last `blockRequests`: proof that the block, not something else, failed the load. */
export function blockedRequests(): Promise<string[]> {
  return executeServerCommand<string[], undefined>('blocked-requests');
}

/**
 * Records console.error calls (how reportError reports) until `stop()`, readable meanwhile: a
 * test can wait for the report of a failed load before it looks at the fallback.
 */
export function recordErrors() {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => calls.push(args);
  return {
    calls,
    /** The reported errors named ChunkLoadError. */
    chunkErrors: () =>
      calls
        .map((args) => args[1])
        .filter(
          (error): error is Error => error instanceof Error && error.name === 'ChunkLoadError',
        ),
    stop: () => {
      console.error = original;
    },
  };
}
