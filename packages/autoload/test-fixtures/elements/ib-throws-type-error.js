// A stand-in element chunk that fetches fine but throws a TypeError while it runs, as a bug in an
// element's own code would (load-element.test.ts): that is no missing chunk.
const settings = undefined;
export const width = settings.width;
