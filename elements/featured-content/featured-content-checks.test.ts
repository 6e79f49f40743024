import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, pageSizeError } from './featured-content-checks.ts';

describe('featured-content checks', () => {
  it('refuses a page size below 1 or no number in the words the element reports', () => {
    expect(pageSizeError(0)?.message).to.equal(
      'Invalid page-size: 0 (expected a whole number of at least 1)',
    );
    expect(pageSizeError(-2)?.message).to.equal(
      'Invalid page-size: -2 (expected a whole number of at least 1)',
    );
    expect(pageSizeError(Number('six'))?.message).to.equal(
      'Invalid page-size: NaN (expected a whole number of at least 1)',
    );
  });

  it('takes 1 or more, and no page size at all', () => {
    expect(pageSizeError(1)).to.equal(undefined);
    expect(pageSizeError(6)).to.equal(undefined);
    expect(pageSizeError(undefined)).to.equal(undefined);
  });

  it('offers the check to the block sidebar under the tag and attribute', () => {
    expect(attributeChecks['ib-featured-content']['page-size']).to.equal(pageSizeError);
  });
});
