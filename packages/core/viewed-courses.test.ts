import { expect } from '../../packages/test-utils/index.ts';
import { parseCourseId, parseViewedCourses, withViewedCourse } from './viewed-courses.ts';

describe('viewed-courses list', () => {
  it('reads comma-separated numeric ids, skipping garbage and duplicates', () => {
    expect(parseViewedCourses('12,7, 12 ,,abc,3x,-4,1.5,007, 9')).to.deep.equal(['12', '7', '9']);
  });

  it('reads a missing or non-string value as an empty list', () => {
    expect(parseViewedCourses(null)).to.deep.equal([]);
    expect(parseViewedCourses(undefined)).to.deep.equal([]);
    expect(parseViewedCourses('')).to.deep.equal([]);
    expect(parseViewedCourses('["12"]')).to.deep.equal([]);
  });

  it('appends a new id once and rewrites the list without garbage', () => {
    expect(withViewedCourse(null, '5')).to.equal('5');
    expect(withViewedCourse('1,2', '5')).to.equal('1,2,5');
    expect(withViewedCourse('1,5,2', '5')).to.equal('1,5,2');
    expect(withViewedCourse('junk, 1 ,,1,{}', '5')).to.equal('1,5');
  });

  it('accepts only whole non-negative numbers as course ids', () => {
    expect(parseCourseId(' 42 ')).to.equal('42');
    expect(parseCourseId('0042')).to.equal('42');
    expect(parseCourseId('0')).to.equal('0');
    expect(parseCourseId(42)).to.equal('42');
    for (const bad of ['', ' ', 'abc', '4 2', '-1', '1.5', '1e3', null, undefined, NaN, -3, 1.5]) {
      expect(parseCourseId(bad), String(bad)).to.equal(undefined);
    }
  });
});
