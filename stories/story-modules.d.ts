// Served by the test runner from every stories/*.stories.ts (scripts/lib/story-modules.mjs).
declare module 'virtual:ib-story-modules' {
  /** Each story module's namespace: its default export (the meta) and its stories. */
  const storyModules: readonly Record<string, unknown>[];
  export default storyModules;
}
