import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, speedError } from './parallax-checks.ts';

describe('parallax checks', () => {
  it('refuses a speed that is no number in the words the element reports', () => {
    expect(speedError(Number('fast'))?.message).to.equal('Invalid parallax speed');
    expect(speedError(Number.POSITIVE_INFINITY)?.message).to.equal('Invalid parallax speed');
  });

  it('takes any finite speed, and no speed at all', () => {
    expect(speedError(0.3)).to.equal(undefined);
    expect(speedError(-0.5)).to.equal(undefined);
    expect(speedError(undefined)).to.equal(undefined);
  });

  it('offers the check to the block sidebar under the tag and attribute', () => {
    expect(attributeChecks['ib-parallax'].speed).to.equal(speedError);
  });
});
