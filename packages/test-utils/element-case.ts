// An element's case for the tests that take every element of the library in turn (the leak test,
// the language check in test/browser): one markup per element, and what to do with it once it
// has rendered. Each element folder declares its own in `<folder>.cases.ts`; the test runner
// gathers them as `virtual:ib-element-cases` (scripts/lib/element-cases.mjs).
export type Ready = HTMLElement & { updateComplete: Promise<void>; open?: boolean };

export interface ElementCase {
  tag: string;
  /** Imports the element only when a test asks, so a probe installed before sees its module-level listeners. */
  load: () => Promise<unknown>;
  markup: string;
  exercise?: (el: Ready) => Promise<void> | void;
}

/** Waits (up to 120 frames) until a lazily loaded vendor object appears on the element. */
export async function untilSet(el: Ready, property: string) {
  for (
    let frame = 0;
    frame < 120 && !(el as unknown as Record<string, unknown>)[property];
    frame += 1
  ) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
