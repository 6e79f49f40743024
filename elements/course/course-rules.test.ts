import { expect } from '../../packages/test-utils/index.ts';
import { courseGateAction } from './course-rules.ts';

describe('course gate rules', () => {
  it('shows a block whose mode matches', () => {
    expect(courseGateAction('showIfViewed', true)).to.equal('show');
    expect(courseGateAction('showIfNotViewed', false)).to.equal('show');
  });

  it('removes the parent of a block whose mode does not match', () => {
    expect(courseGateAction('showIfViewed', false)).to.equal('remove-parent');
    expect(courseGateAction('showIfNotViewed', true)).to.equal('remove-parent');
  });

  it('treats an unknown mode as not matching', () => {
    expect(courseGateAction('showifviewed', true)).to.equal('remove-parent');
    expect(courseGateAction('always', false)).to.equal('remove-parent');
  });

  it('removes a block without a mode', () => {
    expect(courseGateAction(undefined, true)).to.equal('remove');
    expect(courseGateAction(null, false)).to.equal('remove');
    expect(courseGateAction('  ', false)).to.equal('remove');
  });
});
