import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, courseIdError } from './course-checks.ts';

describe('course checks', () => {
  it('refuses a course id that is no whole number in the words the elements report', () => {
    expect(courseIdError('intro')?.message).to.equal(
      'Invalid course-id "intro": expected a numeric id',
    );
    expect(courseIdError('12.5')?.message).to.equal(
      'Invalid course-id "12.5": expected a numeric id',
    );
  });

  it('takes a whole number, and a blank or absent id (no course)', () => {
    expect(courseIdError('1234')).to.equal(undefined);
    expect(courseIdError(' ')).to.equal(undefined);
    expect(courseIdError(undefined)).to.equal(undefined);
  });

  it('offers the check to the block sidebar for both course blocks', () => {
    expect(attributeChecks['ib-course-gate']['course-id']).to.equal(courseIdError);
    expect(attributeChecks['ib-course-tracker']['course-id']).to.equal(courseIdError);
  });
});
