// The page's text conversions (web/app/text.ts): dollars to cents and percentages to
// fractions move the decimal point in the text, so nothing is lost to float rounding, and every
// number written into the form reads back as the same number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageText,
  centsToDollars,
  dollarsToCents,
  formatCents,
  fractionToPercent,
  money,
  percentToFraction,
  plainDecimal,
  shiftDecimal,
  typedMoney,
} from '../../web/app/text.js';

describe('dollars and cents', () => {
  it.each([
    ['100', '10000'],
    ['100.5', '10050'],
    ['$1,234.56', '123456'],
    ['0.07', '7'],
    ['.5', '50'],
    ['0', '0'],
    ['000123.40', '12340'],
    ['9999999999.99', '999999999999'],
    [' 25 ', '2500'],
    ['19.99', '1999'],
  ])('%s dollars are %s cents', (text, cents) => {
    expect(dollarsToCents(text)).toEqual({ ok: true, value: cents });
  });

  it.each(['', '.', 'abc', '1.234', '-5', '1e3', '$', '1.2.3'])('"%s" is not an amount', (text) => {
    expect(dollarsToCents(text).ok).toBe(false);
  });

  it('writes cents back as the dollars they came from, and formats them grouped', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999n }), (cents) => {
        expect(dollarsToCents(centsToDollars(String(cents)))).toEqual({ ok: true, value: String(cents) });
      }),
    );
    expect(formatCents('123456789')).toBe('$1,234,567.89');
    expect(formatCents('-5')).toBe('-$0.05');
    expect(formatCents('0')).toBe('$0.00');
  });
});

describe("the page's one format for money", () => {
  it('rounds to the whole dollar, half a dollar away from zero, at any size', () => {
    expect(money('5234751')).toBe('$52,348');
    expect(money(5234749)).toBe('$52,347');
    expect(money('-150')).toBe('-$2');
    expect(money('-49')).toBe('$0');
    expect(money('123456789012345678901234')).toBe('$1,234,567,890,123,456,789,012');
    // Seeded: against a reference made of the dollars and cents written out in full.
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (cents) => {
        const [whole = '', rest = ''] = formatCents(String(cents)).replace(/^-?\$/, '').replace(/,/g, '').split('.');
        const up = Number(rest) >= 50 ? 1n : 0n;
        const dollars = BigInt(whole) + up;
        const sign = cents < 0n && dollars > 0n ? '-' : '';
        expect(money(String(cents))).toBe(`${sign}$${dollars.toLocaleString('en-US')}`);
      }),
      { seed: 530 },
    );
  });

  it('keeps the cents of a typed amount only when it has some', () => {
    expect(typedMoney('10000')).toBe('$100');
    expect(typedMoney('25050')).toBe('$250.50');
    expect(typedMoney('120050')).toBe('$1,200.50');
  });
});

describe('percentages', () => {
  it('reads a percentage as exactly the fraction its text names', () => {
    expect(percentToFraction('7.1')).toEqual({ ok: true, value: 0.071 });
    expect(percentToFraction('0.03')).toEqual({ ok: true, value: 0.0003 });
    expect(percentToFraction('-50')).toEqual({ ok: true, value: -0.5 });
    expect(percentToFraction('2.5 %')).toEqual({ ok: true, value: 0.025 });
    expect(percentToFraction('seven').ok).toBe(false);
  });

  it('writes any fraction as a percentage that reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (fraction) => {
        const back = percentToFraction(fractionToPercent(fraction));
        expect(back.ok && Object.is(back.value + 0, fraction + 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(fractionToPercent(0.0003)).toBe('0.03');
    expect(fractionToPercent(1e-7)).toBe('0.00001');
  });

  it('moves decimal points in text', () => {
    expect(shiftDecimal('12.5', -3)).toBe('0.0125');
    expect(shiftDecimal('0.0125', 3)).toBe('12.5');
    expect(shiftDecimal('-0.5', 2)).toBe('-50');
    expect(plainDecimal(1.5e-9)).toBe('0.0000000015');
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
  });
});

it('names ages in years and months', () => {
  expect([ageText(0), ageText(1), ageText(12), ageText(210), ageText(1428)]).toEqual([
    '0 months',
    '1 month',
    '1 year',
    '17 years 6 months',
    '119 years',
  ]);
});
