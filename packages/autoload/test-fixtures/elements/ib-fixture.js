// A stand-in element chunk for load-element.test.ts: proves the URL is resolved next to `base`.
window.ibFixtureChunkRuns = (window.ibFixtureChunkRuns || 0) + 1;
export const loaded = 'ib-fixture';
