import { expect } from '@open-wc/testing';
import { checkAttribute, invalidAttribute, parseAttribute } from './attributes.ts';

describe('attribute text', () => {
  it('refuses, for the editor, a number that is no number and JSON that does not parse', () => {
    expect(() => checkAttribute('number', 'abc')).to.throw('"abc" is not a number');
    expect(() => checkAttribute('json', '{oops')).to.throw(SyntaxError);
    expect(invalidAttribute('max', new Error('"abc" is not a number')).message).to.equal(
      'Invalid max attribute: "abc" is not a number',
    );
  });

  it('takes numbers, blank numbers, JSON and text', () => {
    for (const text of ['0', '-2.5', ' 12 ', '', '1e3'])
      expect(() => checkAttribute('number', text)).not.to.throw();
    expect(() => checkAttribute('json', '{"a":1}')).not.to.throw();
    expect(() => checkAttribute('string', 'anything')).not.to.throw();
  });

  it('hands the block NaN for a number that is no number, for it to judge', () => {
    expect(Number.isNaN(parseAttribute('number', 'abc'))).to.equal(true);
    expect(parseAttribute('number', ' ')).to.equal(undefined);
  });
});
