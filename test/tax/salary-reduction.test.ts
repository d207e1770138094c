// What salary-reduction pay is worth in a 529 plan or a custodial account (core/tax/salary-reduction.ts,
// docs/after-tax.md#salary-reduction): the pay less the parent's income tax on it, the rate the
// decimal it is written as, rounded once to the nearest cent with ties to even; against BigInt on
// random pay and rates of up to seventeen significant digits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterWageTaxes, wageTaxInput } from '../../core/tax/salary-reduction.js';

/** pay - round-half-even(pay x units / scale), in BigInt. */
function reference(pay: bigint, units: bigint, scale: bigint): bigint {
  const n = pay * units;
  const q = n / scale;
  const twice = 2n * (n - q * scale);
  const tax = twice > scale || (twice === scale && q % 2n === 1n) ? q + 1n : q;
  return pay - tax;
}

describe('salary-reduction pay after the parent income tax', () => {
  it('is the pay less the tax at the decimal rate, ties to even', () => {
    const at22 = afterWageTaxes({ parentOrdinaryRate: 0.22 });
    expect(at22(10_000)).toBe(7_800); // $100 of pay: $78 reaches the 529 plan
    expect(at22(25)).toBe(19); // 5.5 cents of tax: a tie, to 6
    expect(at22(75)).toBe(59); // 16.5: a tie, to 16
    const quarter = afterWageTaxes({ parentOrdinaryRate: 0.25 });
    expect([1, 2, 6, 10].map(quarter)).toEqual([1, 2, 4, 8]); // 0.25, 0.5 -> 0, 1.5 -> 2, 2.5 -> 2
    expect(afterWageTaxes({ parentOrdinaryRate: 0 })(123_457)).toBe(123_457);
    expect(afterWageTaxes({ parentOrdinaryRate: 0.5 })(3)).toBe(1); // 1.5 -> 2
    // 0.1 is one tenth, not the double below it: 5 cents of pay owe half a cent, a tie, to 0.
    expect(afterWageTaxes({ parentOrdinaryRate: 0.1 })(5)).toBe(5);
  });

  it("takes the state's tax on wages at the parent's state rate where the state taxes wages", () => {
    const both = afterWageTaxes({ parentOrdinaryRate: 0.22, parentStateRate: 0.0685 });
    expect(both(10_000)).toBe(7_115); // $22 federal, $6.85 state
    expect(both(10)).toBe(7); // 2.2 -> 2 and 0.685 -> 1, each rounded on its own
    const input = (state: string | undefined) => ({
      use: 'any' as const,
      otherIncomeCents: '0',
      parentOrdinaryRate: 0.22,
      parentCapitalGainsRate: 0.15,
      ...(state === undefined ? {} : { state: state as 'NY', parentStateRate: 0.0685 }),
    });
    expect(wageTaxInput(input('NY'))).toEqual({ parentOrdinaryRate: 0.22, parentStateRate: 0.0685 });
    expect(wageTaxInput(input('TX'))).toEqual({ parentOrdinaryRate: 0.22 }); // no tax on wages there
    expect(wageTaxInput(input(undefined))).toEqual({ parentOrdinaryRate: 0.22 });
  });

  it('agrees with BigInt on random pay and rates', () => {
    const rate = fc.oneof(
      fc
        .integer({ min: 0, max: 9 })
        .chain((digits) =>
          fc.tuple(fc.constant(10n ** BigInt(digits)), fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) / 2n })),
        ),
      // The doubles from 0 to 0.5 written with up to seventeen significant digits.
      fc.double({ min: 0, max: 0.5, noNaN: true }).map((x) => {
        const [digits = '0', fraction = ''] = String(x).includes('e') ? ['0', ''] : String(x).split('.');
        return [10n ** BigInt(fraction.length), BigInt(`${digits}${fraction}`)] as [bigint, bigint];
      }),
    );
    const pay = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 2 ** 40 }), fc.maxSafeNat());
    fc.assert(
      fc.property(rate, pay, ([scale, units], cents) => {
        const value = Number(units) / Number(scale);
        if (String(value) !== decimal(units, scale)) return; // a rate the double does not write as given
        expect(BigInt(afterWageTaxes({ parentOrdinaryRate: value })(cents))).toBe(
          reference(BigInt(cents), units, scale),
        );
      }),
      { seed: 530, numRuns: 5000 },
    );
  });
});

/** units / scale written as JSON writes the double it is (a power-of-ten scale). */
function decimal(units: bigint, scale: bigint): string {
  const digits = scale.toString().length - 1;
  if (digits === 0) return units.toString();
  const text = units.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
