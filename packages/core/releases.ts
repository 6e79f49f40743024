// What a player session must let go (observers, listeners, the vendor's instance), gathered as it
// is taken so one call frees all of it, whatever point an asynchronous start had reached.

/** Release functions, each run once, in the order they were added. */
export class Releases {
  private readonly pending: Array<() => void> = [];
  private done = false;

  /** True once `releaseAll()` has run: a session's asynchronous steps stop here. */
  get released(): boolean {
    return this.done;
  }

  /** Keeps `release` for `releaseAll()`; after it, runs `release` at once (a step that finished late). */
  add(release: () => void): void {
    if (this.done) release();
    else this.pending.push(release);
  }

  /** Runs every release; one that throws does not keep the others from running (the first error is rethrown). */
  releaseAll(): void {
    this.done = true;
    let failure: { error: unknown } | undefined;
    for (const release of this.pending.splice(0)) {
      try {
        release();
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }
}
