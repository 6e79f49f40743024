import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, radiusError, smoothingError } from './squircle-checks.ts';

describe('squircle checks', () => {
  it('refuses a radius below 0 or no number in the words the element reports', () => {
    expect(radiusError(-3)?.message).to.equal(
      'Invalid radius: -3 (expected a number of pixels, 0 or more)',
    );
    expect(radiusError(Number('big'))?.message).to.equal(
      'Invalid radius: NaN (expected a number of pixels, 0 or more)',
    );
    expect(radiusError(0)).to.equal(undefined);
    expect(radiusError(24)).to.equal(undefined);
    expect(radiusError(undefined)).to.equal(undefined);
  });

  it('refuses a smoothing outside 0 to 1', () => {
    expect(smoothingError(1.5)?.message).to.equal('Invalid smoothing: 1.5 (expected 0 to 1)');
    expect(smoothingError(Number.NaN)?.message).to.equal(
      'Invalid smoothing: NaN (expected 0 to 1)',
    );
    expect(smoothingError(0)).to.equal(undefined);
    expect(smoothingError(0.6)).to.equal(undefined);
    expect(smoothingError(1)).to.equal(undefined);
  });

  it('offers the checks to the block sidebar under the tag and attributes', () => {
    expect(attributeChecks['ib-squircle']).to.deep.equal({
      radius: radiusError,
      smoothing: smoothingError,
    });
  });
});
