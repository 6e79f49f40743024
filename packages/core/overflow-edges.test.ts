import { expect } from '@open-wc/testing';
import { overflowEdges } from './overflow-edges.ts';

describe('overflowEdges', () => {
  it('tells which edges have hidden content', () => {
    expect(overflowEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).to.deep.equal({
      start: false,
      end: true,
    });
    expect(overflowEdges({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).to.deep.equal({
      start: true,
      end: true,
    });
    expect(overflowEdges({ scrollLeft: 600, scrollWidth: 1000, clientWidth: 400 })).to.deep.equal({
      start: true,
      end: false,
    });
    expect(overflowEdges({ scrollLeft: -600, scrollWidth: 1000, clientWidth: 400 })).to.deep.equal({
      start: true,
      end: false,
    });
    expect(overflowEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).to.deep.equal({
      start: false,
      end: false,
    });
  });
});
