// Served by the test runner from every elements/<folder>/<folder>.cases.ts (scripts/lib/element-cases.mjs).
declare module 'virtual:ib-element-cases' {
  import type { ElementCase } from './element-case.ts';
  /** Every element's case, folder by folder. */
  const elementCases: readonly ElementCase[];
  export default elementCases;
}
