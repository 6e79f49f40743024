import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, typesError } from './search-checks.ts';

describe('search checks', () => {
  it('refuses types that are no list of {value, label} in the words the element reports', () => {
    expect(typesError({ value: 'post' })?.message).to.equal(
      'types must be a JSON array of {value, label}.',
    );
    expect(typesError([{ value: 'post' }, { label: 'Pages' }])?.message).to.equal(
      'types: 1 entry has no string "value".',
    );
  });

  it('takes a list of types, and no types at all', () => {
    expect(typesError([{ value: 'post', label: 'Posts' }, { value: 'page' }])).to.equal(undefined);
    expect(typesError(undefined)).to.equal(undefined);
  });

  it('offers the check to the block sidebar under the tag and attribute', () => {
    expect(attributeChecks['ib-search'].types).to.equal(typesError);
  });
});
