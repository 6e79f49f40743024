import { expect } from '../../packages/test-utils/index.ts';
import {
  activationLine,
  buildOutline,
  currentHeadingIndex,
  slugify,
  uniqueSlug,
} from './outline.ts';

describe('toc outline logic', () => {
  it('slugifies heading text: lower case, accents dropped, punctuation to dashes, never empty', () => {
    expect(slugify('Sending your first SMS!')).to.equal('sending-your-first-sms');
    expect(slugify('  Crème brûlée & API v2 ')).to.equal('creme-brulee-api-v2');
    expect(slugify('Привет мир')).to.equal('привет-мир');
    expect(slugify('!!!')).to.equal('section');
  });

  it('makes slugs unique with -2, -3 suffixes', () => {
    const taken = new Set(['intro', 'intro-2']);
    expect(uniqueSlug('intro', (id) => taken.has(id))).to.equal('intro-3');
    expect(uniqueSlug('other', (id) => taken.has(id))).to.equal('other');
  });

  it('nests h2 headings under the h1 before them; leading h2s stay at the top level', () => {
    const outline = buildOutline([
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 1 },
      { id: 'c', text: 'C', level: 2 },
      { id: 'd', text: 'D', level: 2 },
      { id: 'e', text: 'E', level: 1 },
    ]);
    const shape = outline.map(
      (item) => `${item.id}[${item.children.map((child) => child.id).join(',')}]`,
    );
    expect(shape).to.deep.equal(['a[]', 'b[c,d]', 'e[]']);
  });

  it('picks the last heading above the line, or none', () => {
    expect(currentHeadingIndex([100, 400, 900], 350)).to.equal(0);
    expect(currentHeadingIndex([100, 400, 900], 400)).to.equal(1);
    expect(currentHeadingIndex([500, 900], 350)).to.equal(-1);
    expect(currentHeadingIndex([-800, -300, 200], 350)).to.equal(2);
  });

  it('puts the line in the middle of the viewport below the header', () => {
    expect(activationLine(600, 0)).to.equal(300);
    expect(activationLine(600, 80)).to.equal(340);
  });
});
