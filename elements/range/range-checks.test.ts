import { expect } from '../../packages/test-utils/index.ts';
import { attributeChecks, formatError } from './range-checks.ts';

describe('range checks', () => {
  it('refuses a format the element cannot read in the words it reports', () => {
    expect(formatError('money')?.message).to.equal(
      'Unknown format "money" (expected number, percent, currency:XXX or unit:name)',
    );
    expect(formatError('currency:EURO')?.message).to.equal('Unusable format "currency:EURO"');
  });

  it('takes the formats the README lists, and no format at all', () => {
    for (const format of ['number', 'percent', 'currency:EUR', 'unit:kilometer', undefined])
      expect(formatError(format), String(format)).to.equal(undefined);
  });

  it('offers the check to the block sidebar under the tag and attribute', () => {
    expect(attributeChecks['ib-range'].format).to.equal(formatError);
  });
});
