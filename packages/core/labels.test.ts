import { expect } from '@open-wc/testing';
import { fillLabel } from './labels.ts';

describe('labels', () => {
  it('fills placeholders as text and keeps unknown ones as written', () => {
    expect(fillLabel('{count} of {total} <b>', { count: 2, total: 40 })).to.equal('2 of 40 <b>');
    expect(fillLabel('{count} terms for {query}', { count: 3, query: '<b>' })).to.equal(
      '3 terms for <b>',
    );
    expect(fillLabel('{other}', {})).to.equal('{other}');
  });
});
