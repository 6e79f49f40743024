import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, headerError, offsetError } from './toc-checks.ts';

describe('toc checks', () => {
  it('refuses a header selector that does not parse in the words the element reports', () => {
    expect(headerError('header[')?.message).to.equal('Invalid ib-toc header selector "header[".');
    expect(headerError('.site-header')).to.equal(undefined);
    expect(headerError(undefined)).to.equal(undefined);
  });

  it('refuses an offset that is no number of pixels, 0 or more', () => {
    const message = 'Invalid ib-toc offset: expected a number of pixels.';
    expect(offsetError(Number('abc'))?.message).to.equal(message);
    expect(offsetError(-10)?.message).to.equal(message);
    expect(offsetError(0)).to.equal(undefined);
    expect(offsetError(80)).to.equal(undefined);
    expect(offsetError(undefined)).to.equal(undefined);
  });

  it('offers the checks to the block sidebar under the tag and attributes', () => {
    expect(attributeChecks['ib-toc']).to.deep.equal({ header: headerError, offset: offsetError });
  });
});
