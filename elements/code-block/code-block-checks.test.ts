import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, variableError } from './code-block-checks.ts';

describe('code-block checks', () => {
  it('refuses a variable that is no plain identifier in the words the element reports', () => {
    expect(variableError('my-message')?.message).to.equal(
      'Invalid ib-code-block variable "my-message": expected a plain identifier.',
    );
    expect(variableError('message')).to.equal(undefined);
    expect(variableError(undefined)).to.equal(undefined);
  });

  it('offers the check to the block sidebar under the tag and attribute', () => {
    expect(attributeChecks['ib-code-block'].variable).to.equal(variableError);
  });
});
