// The tax in doubles (core/tax/income-tax-doubles.ts, core/tax/whole-cents.ts) against the BigInt
// forms it must equal to the unit (core/tax/income-tax.ts): the service takes the doubles while
// every integer fits below 2^53 and the BigInt forms beyond (docs/after-tax.md#exact-cents), so any
// difference would change an answer's bytes. Seeded random years (every age band, the kiddie tax on
// and off, the senior deduction's years, inflation up to 20% over a century, so figures far past
// the doubles' bound; parent rates of up to nine decimals, whose fine scale shrinks the bound) and
// incomes (small, near every 2026 threshold and its indexed value, near the year's own bound on
// either side, up to 2^53 - 1). And the hot loops' test of a cent amount against the library's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestEven } from '../../core/common/rounding.js';
import { isCentAmount } from '../../core/tax/federal-tax.js';
import { nearestQuotient, type Rate, type TaxYear, taxScale, yearTax } from '../../core/tax/income-tax.js';
import { type YearInDoubles, yearInDoubles, yearTaxTotalInDoubles } from '../../core/tax/income-tax-doubles.js';
import { nearestQuotientOfDoubles, nearestRatio } from '../../core/tax/whole-cents.js';
import { taxFigures } from '../../core/tax/year-figures.js';

const SEED = 530;
const LARGEST = Number.MAX_SAFE_INTEGER;

const rate = fc
  .integer({ min: 0, max: 9 })
  .chain((digits) =>
    fc.tuple(fc.constant(10n ** BigInt(digits)), fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) / 2n })),
  )
  .map(([scale, units]): Rate => ({ units, scale }));

const yearArb = fc.record({
  year: fc.oneof(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 2026, max: 2130 })),
  inflation: fc.oneof(
    fc.constant(0),
    fc.constant(0.025),
    fc.integer({ min: 0, max: 2000 }).map((n) => n / 10_000),
  ),
  age: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 60, max: 70 }), fc.integer({ min: 0, max: 120 })),
  kiddie: fc.boolean(),
  parentOrdinary: rate,
  parentGains: rate,
  /** A joint return's figures (two spouses' deductions of age, its thresholds) out of the kiddie tax. */
  joint: fc.boolean(),
});

function taxYear(y: typeof yearArb extends fc.Arbitrary<infer T> ? T : never): TaxYear {
  return {
    year: y.year,
    figures: taxFigures(y.year, y.inflation, y.joint && !y.kiddie ? 'marriedJoint' : 'single'),
    ageAtYearEnd: y.age,
    kiddie: y.kiddie,
    parentOrdinaryRate: y.parentOrdinary,
    parentCapitalGainsRate: y.parentGains,
    scale: taxScale(y.parentOrdinary, y.parentGains),
  };
}

/** 2026 thresholds (and twice the dependent amount, the deduction plus a band), in cents. */
const THRESHOLDS = [
  135_000, 270_000, 1_610_000, 1_240_000, 5_040_000, 10_570_000, 20_177_500, 25_622_500, 64_060_000, 4_945_000,
  54_550_000, 975_000, 9_010_000, 24_450_000, 50_000_000, 7_500_000, 20_000_000, 205_000, 1_880_000, 6_650_000,
  // Married filing jointly.
  3_220_000, 2_480_000, 10_080_000, 21_140_000, 40_355_000, 51_245_000, 76_870_000, 9_890_000, 61_370_000, 14_020_000,
  100_000_000, 15_000_000, 25_000_000, 3_550_000,
];

/** An income part: 0, small, near a threshold (2026's, or scaled by the year's own growth), near
 *  the year's bound on gross income in doubles, or anything up to 2^53 - 1. */
function incomePart(bound: number, growth: number) {
  return fc.oneof(
    { arbitrary: fc.constant(0), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 10_000_000 }), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...THRESHOLDS), fc.boolean(), fc.integer({ min: -3, max: 3 }))
        .map(([t, grown, d]) =>
          Math.max(0, Math.min(LARGEST, (grown ? Math.floor((t * growth) / 5000) * 5000 : t) + d)),
        ),
      weight: 4,
    },
    { arbitrary: fc.integer({ min: -5, max: 5 }).map((d) => Math.max(0, Math.min(LARGEST, bound + d))), weight: 1 },
    { arbitrary: fc.integer({ min: 0, max: LARGEST }), weight: 1 },
  );
}

describe('the year tax in doubles equals the BigInt forms', () => {
  it('on random years and incomes, whenever the doubles take it', () => {
    let taken = 0;
    let left = 0;
    let yearsLeft = 0;
    fc.assert(
      fc.property(
        yearArb.chain((y) => {
          const year = taxYear(y);
          const doubles = yearInDoubles(year);
          const bound = doubles?.grossLimit ?? 0;
          const growth = year.figures.standardDeductionCents / 1_610_000;
          const part = incomePart(bound, growth);
          return fc.tuple(fc.constant({ year, doubles }), fc.array(fc.tuple(part, part, part, part), { maxLength: 8 }));
        }),
        ([{ year, doubles }, incomes]) => {
          if (doubles === null) yearsLeft++;
          for (const [earned, ordinary, retirement, gains] of incomes) {
            const exact = yearTax(year, {
              earnedCents: BigInt(earned),
              investmentOrdinaryCents: BigInt(ordinary),
              retirementCents: BigInt(retirement),
              gainsCents: BigInt(gains),
            }).total;
            if (doubles === null) continue;
            const fast = yearTaxTotalInDoubles(doubles, earned, ordinary, retirement, gains);
            if (fast === undefined) {
              left++;
              expect(earned + ordinary + retirement + gains).toBeGreaterThan(doubles.grossLimit);
              continue;
            }
            taken++;
            expect(Number.isSafeInteger(fast)).toBe(true);
            expect(BigInt(fast)).toBe(exact);
          }
        },
      ),
      { seed: SEED, numRuns: 4000 },
    );
    // Both sides of the bound were reached, and years whose figures are too large for doubles.
    expect(taken).toBeGreaterThan(5000);
    expect(left).toBeGreaterThan(1000);
    expect(yearsLeft).toBeGreaterThan(20);
  });

  it('takes the default years of a projection (2026 to 2130 at 2.5%, rates of two decimals)', () => {
    for (let y = 2026; y <= 2130; y++) {
      for (const [kiddie, joint] of [
        [false, false],
        [true, false],
        [false, true],
      ] as const) {
        const year = taxYear({
          year: y,
          inflation: 0.025,
          age: y - 2026,
          kiddie,
          joint,
          parentOrdinary: { units: 22n, scale: 100n },
          parentGains: { units: 15n, scale: 100n },
        });
        const doubles = yearInDoubles(year) as YearInDoubles;
        expect(doubles).not.toBeNull();
        // $1 million of each kind at once fits: the doubles serve every realistic balance.
        expect(doubles.grossLimit).toBeGreaterThan(400_000_000);
      }
    }
  });
});

describe('integer division in doubles equals BigInt', () => {
  const safe = fc.oneof(
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: LARGEST }),
    fc.integer({ min: LARGEST - 1000, max: LARGEST }),
  );
  it('nearestQuotientOfDoubles: ties to even, every numerator below 2^53', () => {
    fc.assert(
      fc.property(safe, safe, (n, d) => {
        if (d === 0) return;
        expect(nearestQuotientOfDoubles(n, d)).toBe(Number(nearestQuotient(BigInt(n), BigInt(d))));
      }),
      { seed: SEED, numRuns: 20_000 },
    );
    // Small denominators (a plan's equal shares: half their remainders are ties) and exact ties
    // q + 1/2 of every size, and the neighbours of each.
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: LARGEST })),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 2 ** 26 }),
        fc.integer({ min: 0, max: 2 ** 26 }),
        (n, small, half, q) => {
          const exact = (x: number, d: number) => Number(nearestQuotient(BigInt(x), BigInt(d)));
          expect(nearestQuotientOfDoubles(n, small)).toBe(exact(n, small));
          const tie = q * 2 * half + half; // (q + 1/2) * (2 half)
          for (const x of [tie - 1, tie, tie + 1])
            expect(nearestQuotientOfDoubles(x, 2 * half)).toBe(exact(x, 2 * half));
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    // Either side of 2^52, where the quotient stops being rounded by adding 2^52 (the double
    // quotient's rounding, below it) and the remainder decides (from it on): every size of
    // denominator, and exact ties whose numerator is just below or just at 2^52.
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 20), max: 2 ** 20 }),
        fc.oneof(
          fc.integer({ min: 1, max: 8 }),
          fc.integer({ min: 1, max: 2 ** 26 }),
          fc.integer({ min: 1, max: LARGEST }),
        ),
        fc.integer({ min: 1, max: 2 ** 20 }),
        (offset, d, half) => {
          const exact = (x: number, by: number) => Number(nearestQuotient(BigInt(x), BigInt(by)));
          const n = 2 ** 52 + offset;
          expect(nearestQuotientOfDoubles(n, d)).toBe(exact(n, d));
          const q = Math.floor((2 ** 52 + offset) / (2 * half));
          const tie = q * 2 * half + half;
          for (const x of [tie - 1, tie, tie + 1])
            expect(nearestQuotientOfDoubles(x, 2 * half)).toBe(exact(x, 2 * half));
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    for (const n of [2 ** 52 - 1, 2 ** 52, 2 ** 52 + 1, 2 ** 52 - 3, 2 ** 51 - 1, 2 ** 51 + 1]) {
      for (const d of [1, 2, 3, 4, 6, 7, 2 ** 26 - 1, 2 ** 51, n]) {
        expect(nearestQuotientOfDoubles(n, d)).toBe(Number(nearestQuotient(BigInt(n), BigInt(d))));
      }
    }
    // Exact ties go to the even neighbour.
    expect(nearestQuotientOfDoubles(5, 2)).toBe(2);
    expect(nearestQuotientOfDoubles(7, 2)).toBe(4);
    expect(nearestQuotientOfDoubles(LARGEST, 2)).toBe(Number(nearestQuotient(BigInt(LARGEST), 2n)));
  });
  it('nearestRatio: a * b / c, in doubles or, past 2^53, in BigInt', () => {
    fc.assert(
      fc.property(safe, safe, safe, (a, b, c) => {
        if (c === 0) return;
        const exact = nearestQuotient(BigInt(a) * BigInt(b), BigInt(c));
        if (exact > BigInt(LARGEST)) return; // callers keep the ratio below 2^53 (c >= a or c >= b)
        expect(nearestRatio(a, b, c)).toBe(Number(exact));
      }),
      { seed: SEED, numRuns: 20_000 },
    );
    // a * b just past 2^53.
    expect(nearestRatio(2 ** 27 + 1, 2 ** 26 + 3, 2 ** 27 + 1)).toBe(2 ** 26 + 3);
  });
  it('nearestRatio past 2^53 as the plans use it: a balance scaled by the ratio of two balances', () => {
    // held * next / from: products far past 2^53, divisors below and above 2^50, ties included.
    const big = fc.oneof(
      fc.integer({ min: 2 ** 30, max: LARGEST }),
      fc.integer({ min: 1, max: 2 ** 40 }),
      fc.integer({ min: 2 ** 49, max: 2 ** 51 }),
    );
    let past = 0;
    fc.assert(
      fc.property(big, big, fc.integer({ min: -1000, max: 1000 }), fc.boolean(), (a, b, d, onA) => {
        const c = Math.max(1, Math.min(LARGEST, (onA ? a : b) + d));
        const exact = nearestQuotient(BigInt(a) * BigInt(b), BigInt(c));
        if (exact > BigInt(LARGEST)) return;
        if (a * b > LARGEST) past++;
        expect(nearestRatio(a, b, c)).toBe(Number(exact));
      }),
      { seed: SEED, numRuns: 30_000 },
    );
    expect(past).toBeGreaterThan(10_000);
    // Halves: 3 * (2^52 + 1) / 6 = 2^51 + 0.5, to the even 2^51.
    expect(nearestRatio(3, 2 ** 52 + 1, 6)).toBe(2 ** 51);
    expect(nearestRatio(3, 2 ** 52 + 3, 6)).toBe(2 ** 51 + 2);
  });
  it('nearestRatio past 2^53 without BigInt (the exact remainder from Dekker’s product): ties, divisors about 2^47, quotients near 2^53', () => {
    const check = (a: number, b: number, c: number) => {
      const exact = nearestQuotient(BigInt(a) * BigInt(b), BigInt(c));
      if (exact > BigInt(LARGEST)) return false;
      expect(nearestRatio(a, b, c)).toBe(Number(exact));
      return true;
    };
    // Exact ties: a = d x, c = 2 d, so a b / c = x b / 2, a half for x b odd.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 46 }),
        fc.integer({ min: 0, max: 31 }).map((n) => 2 * n + 1),
        fc.integer({ min: 1, max: 2 ** 47 }).map((n) => 2 * n + 1),
        (d, x, b) => {
          if (d * x > LARGEST) return;
          check(d * x, b, 2 * d);
          check(d * x, b + 1, 2 * d); // the neighbours: whole and ties the other way
          check(d * x, b - 1, 2 * d);
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    // Divisors on both sides of 2^47 (the wide path's bound) and quotients on both sides of 2^53 - 8.
    let wide = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 47 - 3000, max: 2 ** 47 + 3000 }),
        fc.integer({ min: 2 ** 40, max: LARGEST }),
        fc.integer({ min: -40, max: 40 }),
        (c, a, d) => {
          // b such that a b / c is about 2^53 - 8 + d, or a tenth of it.
          for (const target of [LARGEST - 8 + d, Math.floor(LARGEST / 10) + d]) {
            const b = Math.min(LARGEST, Math.max(1, Math.floor((target / a) * c)));
            if (check(a, b, c) && a * b > LARGEST && c < 2 ** 47) wide++;
          }
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    expect(wide).toBeGreaterThan(5_000);
    // Factors with every one of their 53 bits significant (odd, near 2^53, where splitting each into
    // halves of 26 bits matters most) and any divisor that keeps the quotient below 2^53.
    let full = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 51, max: 2 ** 52 - 1 }).map((n) => 2 * n + 1),
        fc.oneof(
          fc.integer({ min: 2 ** 51, max: 2 ** 52 - 1 }).map((n) => 2 * n + 1),
          fc.integer({ min: 3, max: 2 ** 30 }),
        ),
        fc.integer({ min: 0, max: 2 ** 20 }),
        (a, b, jitter) => {
          const c = Math.min(2 ** 47 - 1, Math.max(1, Math.ceil((a / LARGEST) * b) + jitter));
          if (check(a, b, c)) full++;
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    expect(full).toBeGreaterThan(5_000);
    // Remainders 0, 1 and c - 1 with a product far past 2^53.
    const c = 2 ** 47 - 1;
    const a = 3 * 2 ** 45;
    for (const b of [c, c + 1, 2 * c - 1, 2 * c, 2 * c + 1]) check(a, b, c);
    expect(nearestRatio(2 ** 46, 2 ** 46, 2 ** 40)).toBe(2 ** 52);
  });
});

describe('nearestEven equals WebAssembly’s f64.nearest (the engine’s rounding)', () => {
  // A module of one function: (func (param f64) (result f64) local.get 0 f64.nearest).
  const bytes = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x06, 0x01, 0x60, 0x01, 0x7c, 0x01, 0x7c, 0x03, 0x02, 0x01,
    0x00, 0x07, 0x05, 0x01, 0x01, 0x6e, 0x00, 0x00, 0x0a, 0x07, 0x01, 0x05, 0x00, 0x20, 0x00, 0x9e, 0x0b,
  ]);
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes));
  const nearest = instance.exports.n as (x: number) => number;
  // Zero's sign aside (nearestEven gives 0 where f64.nearest gives -0): no cent amount is -0.
  const same = (x: number) => expect(nearestEven(x) + 0).toBe(nearest(x) + 0);

  it('on quotients of cent amounts, halves, the doubles either side of each half, and huge values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 50), max: 2 ** 50 }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        fc.integer({ min: -(2 ** 51), max: 2 ** 51 }),
        (cents, deflator, whole) => {
          same(cents / deflator);
          const half = whole + 0.5;
          for (const x of [half, nextDown(half), nextUp(half), whole, nextUp(whole), nextDown(whole)]) same(x);
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
    for (const x of [
      0.5,
      1.5,
      2.5,
      -0.5,
      -1.5,
      -2.5,
      0.49999999999999994,
      2 ** 52,
      2 ** 53 - 1,
      2 ** 51 + 0.5,
      2 ** 52 - 0.5,
      2 ** 52 - 1.5,
      nextDown(2 ** 52),
      nextUp(2 ** 52),
      2 ** 51 - 0.5,
      Number.MIN_VALUE,
      0,
      -0,
    ]) {
      same(x);
    }
    // Either side of 2^52, where adding 2^52 stops rounding: the halves and their neighbours.
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 51, max: 2 ** 52 + 2 ** 20 }), (whole) => {
        for (const x of [whole, whole + 0.5, whole - 0.5, nextUp(whole + 0.5), nextDown(whole + 0.5)]) same(x);
      }),
      { seed: SEED, numRuns: 20_000 },
    );
    // No -0 from a positive amount (a -0 would print as 0 anyway, but the rounding keeps the sign as
    // before: the positive zero).
    for (const x of [Number.MIN_VALUE, 0.25, 0.5]) expect(Object.is(nearestEven(x), 0)).toBe(true);
    expect(nearestEven(2.5)).toBe(2);
    expect(nearestEven(3.5)).toBe(4);
  });
});

/** The doubles just below and just above x (finite x, not zero). */
function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigInt64(0, view.getBigInt64(0) + (x >= 0 ? 1n : -1n));
  return view.getFloat64(0);
}
function nextDown(x: number): number {
  return -nextUp(-x);
}

describe('isCentAmount equals Number.isSafeInteger(value) && value >= 0', () => {
  it('on the edges (zeros, 2^53, halves, NaN, the infinities) and random doubles of every size', () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      0.5,
      Number.MIN_VALUE,
      LARGEST,
      LARGEST - 1,
      LARGEST + 1,
      2 ** 53 + 2,
      2 ** 52 + 0.5,
      2 ** 52 - 0.5,
      1e300,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -LARGEST,
    ];
    for (const value of edges)
      expect(isCentAmount(value), String(value)).toBe(Number.isSafeInteger(value) && value >= 0);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.maxSafeInteger(),
          fc.maxSafeInteger().map((n) => n * 3),
        ),
        (value) => {
          expect(isCentAmount(value)).toBe(Number.isSafeInteger(value) && value >= 0);
        },
      ),
      { seed: SEED, numRuns: 20_000 },
    );
  });
});
