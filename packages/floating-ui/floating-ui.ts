// The Floating UI functions the blocks use, re-exported so that a dynamic `import()` of this file
// lets Rollup drop the rest of @floating-ui/dom (a namespace import of the package keeps all of it).
// Never imported statically: it is the lazy `floating-ui` chunk, fetched on a first open or show.
// It lives outside packages/core because every core module goes into the shared core chunk.
export { arrow, autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
