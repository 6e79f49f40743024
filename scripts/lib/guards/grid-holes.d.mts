// Types for the in-page grid-hole check (grid-holes.mjs), for the browser test that runs it.
export function findGridHoles(): Array<{ check: 'grid-hole'; element: string; detail: string }>;
