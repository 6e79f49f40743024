import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, headerError, offsetError } from './scroll-link-checks.ts';

describe('scroll-link checks', () => {
  it('refuses an offset that is no number in the words the element reports', () => {
    expect(offsetError(Number('abc'))?.message).to.equal(
      'Invalid ib-scroll-link offset: expected a number of pixels; measuring the sticky header instead.',
    );
    expect(offsetError(80)).to.equal(undefined);
    expect(offsetError(undefined)).to.equal(undefined);
  });

  it('refuses a header selector that does not parse', () => {
    expect(headerError('>>')?.message).to.equal(
      'Invalid ib-scroll-link header selector ">>"; using no offset.',
    );
    expect(headerError('.site-header')).to.equal(undefined);
    expect(headerError(undefined)).to.equal(undefined);
  });

  it('offers the checks to the block sidebar under the tag and attributes', () => {
    expect(attributeChecks['ib-scroll-link']).to.deep.equal({
      offset: offsetError,
      header: headerError,
    });
  });
});
