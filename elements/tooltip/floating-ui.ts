// Only what the tooltip uses: imported dynamically through this module so Rollup can still drop
// the rest of @floating-ui/dom (a namespace `import()` of the package keeps all of it).
export { arrow, autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
