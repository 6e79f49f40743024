// A stand-in element chunk whose own import cannot be fetched (load-element.test.ts): the chunk
// counts as missing, like a chunk that is not there itself.
import './no-such-chunk.js';
export const loaded = 'never';
