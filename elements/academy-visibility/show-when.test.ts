import { expect } from '../../packages/test-utils/index.ts';
import { evaluateShowWhen } from './show-when.ts';

const visitor = { loggedIn: true, viewedCourses: new Set(['12']) };

describe('evaluateShowWhen', () => {
  it('understands the four conditions', () => {
    expect(evaluateShowWhen('logged-in', visitor)).to.deep.equal({ known: true, show: true });
    expect(evaluateShowWhen('logged-out', visitor)).to.deep.equal({ known: true, show: false });
    expect(evaluateShowWhen('viewed:12', visitor)).to.deep.equal({ known: true, show: true });
    expect(evaluateShowWhen('not-viewed:12', visitor)).to.deep.equal({ known: true, show: false });
    expect(evaluateShowWhen('not-viewed:13', visitor)).to.deep.equal({ known: true, show: true });
  });

  it('needs every space-separated condition to hold', () => {
    expect(evaluateShowWhen(' logged-in  viewed:012 ', visitor)).to.deep.equal({
      known: true,
      show: true,
    });
    expect(evaluateShowWhen('logged-in viewed:13', visitor)).to.deep.equal({
      known: true,
      show: false,
    });
  });

  it('names the first unknown part; an empty value is unknown', () => {
    expect(evaluateShowWhen('logged-in Viewed:12', visitor)).to.deep.equal({
      known: false,
      unknown: 'Viewed:12',
    });
    expect(evaluateShowWhen('viewed:1.5', visitor)).to.deep.equal({
      known: false,
      unknown: 'viewed:1.5',
    });
    expect(evaluateShowWhen('viewed:', visitor)).to.deep.equal({
      known: false,
      unknown: 'viewed:',
    });
    expect(evaluateShowWhen('  ', visitor)).to.deep.equal({ known: false, unknown: '  ' });
  });
});
