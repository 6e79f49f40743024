import { expect } from '../../packages/test-utils/index.ts';
import {
  decimalsOf,
  defaultValueOf,
  fractionOf,
  resolveBounds,
  sanitizeValue,
  ticksOf,
} from './range-values.ts';

/** The browser's own <input type="range"> as the oracle for the HTML value rules. */
function nativeValue(attrs: Record<string, string>, value?: string): number {
  const input = document.createElement('input');
  // Type last: Chromium fixes the value when the type changes, against the bounds known then.
  for (const [name, text] of Object.entries(attrs)) input.setAttribute(name, text);
  input.type = 'range';
  if (value !== undefined) input.value = value;
  return input.valueAsNumber;
}

const parse = (text: string | undefined) => (text === undefined ? undefined : Number(text));

describe('resolveBounds', () => {
  it('defaults to 0-100 in steps of 1', () => {
    expect(resolveBounds()).to.deep.equal({ min: 0, max: 100, step: 1 });
  });

  it('raises a max below min to min, and ignores a zero, negative or non-numeric step', () => {
    expect(resolveBounds(50, 10, 0)).to.deep.equal({ min: 50, max: 50, step: 1 });
    expect(resolveBounds(0, 10, -2).step).to.equal(1);
    expect(resolveBounds(Number.NaN, Number.NaN, Number.NaN)).to.deep.equal({
      min: 0,
      max: 100,
      step: 1,
    });
  });

  it('honours step="any"', () => {
    expect(resolveBounds(0, 1, Number.NaN, 'ANY').step).to.equal('any');
  });
});

describe('sanitizeValue (same results as the native range input)', () => {
  const cases: Array<{ attrs: Record<string, string>; value?: string }> = [
    { attrs: {} },
    { attrs: {}, value: '42' },
    { attrs: {}, value: '-5' },
    { attrs: {}, value: '250' },
    { attrs: { min: '5', max: '95', step: '10' }, value: '17' },
    { attrs: { min: '5', max: '95', step: '10' }, value: '21' },
    { attrs: { min: '0', max: '10', step: '3' }, value: '10' },
    { attrs: { min: '0', max: '10', step: '3' } },
    { attrs: { min: '0', max: '1', step: '0.1' }, value: '0.30000000000000004' },
    { attrs: { min: '0', max: '1', step: '0.05' }, value: '0.333' },
    { attrs: { min: '10', max: '0' }, value: '3' },
    { attrs: { min: '-50', max: '50', step: '25' }, value: '-14' },
    { attrs: { min: '0', max: '1000', step: '250' } },
  ];
  for (const { attrs, value } of cases) {
    it(`${JSON.stringify(attrs)} value ${value ?? '(none)'}`, () => {
      const bounds = resolveBounds(
        parse(attrs.min),
        parse(attrs.max),
        parse(attrs.step),
        attrs.step,
      );
      expect(sanitizeValue(parse(value), bounds)).to.equal(nativeValue(attrs, value));
    });
  }

  it('with step "any" only clamps', () => {
    expect(sanitizeValue(0.123456, resolveBounds(0, 1, undefined, 'any'))).to.equal(0.123456);
    expect(sanitizeValue(7, resolveBounds(0, 1, undefined, 'any'))).to.equal(1);
  });

  it('a missing or non-numeric value takes the default (halfway)', () => {
    expect(sanitizeValue(Number.NaN, resolveBounds())).to.equal(50);
    expect(defaultValueOf(resolveBounds(0, 10, 4))).to.equal(4);
  });
});

describe('ticksOf', () => {
  it('gives 6 ticks for the 5 intervals, from min to max', () => {
    expect(ticksOf(resolveBounds(0, 100)).map((tick) => tick.value)).to.deep.equal([
      0, 20, 40, 60, 80, 100,
    ]);
    expect(ticksOf(resolveBounds(0, 100)).map((tick) => tick.fraction)).to.deep.equal([
      0, 0.2, 0.4, 0.6, 0.8, 1,
    ]);
  });

  it('keeps fractional ticks free of floating-point noise', () => {
    expect(ticksOf(resolveBounds(0, 1, 0.01)).map((tick) => tick.value)).to.deep.equal([
      0, 0.2, 0.4, 0.6, 0.8, 1,
    ]);
    expect(ticksOf(resolveBounds(-1, 0.5, 0.1)).map((tick) => tick.value)).to.deep.equal([
      -1, -0.7, -0.4, -0.1, 0.2, 0.5,
    ]);
  });

  it('can use another number of intervals', () => {
    expect(ticksOf(resolveBounds(0, 10), 2).map((tick) => tick.value)).to.deep.equal([0, 5, 10]);
  });
});

describe('fractionOf and decimalsOf', () => {
  it('places a value along the track', () => {
    expect(fractionOf(25, resolveBounds(0, 200))).to.equal(0.125);
    expect(fractionOf(5, resolveBounds(5, 5))).to.equal(0);
  });

  it('counts decimals as written', () => {
    expect([1, 0.5, 0.25, 1e-3, 1.5e-7, 120].map(decimalsOf)).to.deep.equal([0, 1, 2, 3, 8, 0]);
  });
});
