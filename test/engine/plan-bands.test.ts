// The plan block's bands (core/projection/plan-block.ts): its selection of the few ranks the
// percentiles read (core/projection/order-statistics.ts, buckets counted between the smallest and
// the largest value) must give what sorting every value gives, on seeded random values with many
// repeats, few values, sorted and reversed runs, negative amounts, and values crowded into one
// bucket by a far outlier (selected again within the bucket).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centString } from '../../core/common/format.js';
import { orderStatistics } from '../../core/projection/order-statistics.js';
import { bands } from '../../core/projection/plan-block.js';

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];

/** Type 7 from a full sort, rounded half to even as the block does. */
function bySort(values: Float64Array): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return LEVELS.map((level) => {
    const h = (n - 1) * level;
    const lo = Math.floor(h);
    const x = sorted[lo] as number;
    const v = lo + 1 < n ? x + ((sorted[lo + 1] as number) - x) * (h - lo) : x;
    const r = Math.round(v);
    return centString(Math.abs(v - Math.trunc(v)) === 0.5 && r % 2 !== 0 ? r - 1 : r);
  });
}

describe('plan bands', () => {
  it('equal the bands of a full sort', () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: -1_000_000, max: 10_000_000_000 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 3000 }),
        fc.integer({ min: 0, max: 2 }),
        (list, order) => {
          if (order === 1) list.sort((a, b) => a - b);
          if (order === 2) list.sort((a, b) => b - a);
          const values = Float64Array.from(list);
          expect(bands(values)).toEqual(bySort(values));
        },
      ),
      { seed: 530, numRuns: 1500 },
    );
  });
  it('equal them when an outlier crowds every other value into one bucket, level after level', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 200, maxLength: 3000 }),
        fc.array(fc.integer({ min: -(2 ** 52), max: Number.MAX_SAFE_INTEGER }), { maxLength: 3 }),
        (exponents, outliers) => {
          const values = Float64Array.from([...exponents.map((e) => Math.floor(1.8 ** e)), ...outliers]);
          expect(bands(values)).toEqual(bySort(values));
        },
      ),
      { seed: 530, numRuns: 300 },
    );
  });
});

describe('order statistics', () => {
  const bySortAt = (list: number[]) => {
    const values = Float64Array.from(list);
    const sorted = values.slice().sort();
    const ranks = Array.from({ length: values.length }, (_, i) => i).filter((i) => i % 7 === 0 || i < 70);
    const got = orderStatistics(values, ranks);
    ranks.forEach((rank, i) => {
      expect(Object.is(got[i], sorted[rank])).toBe(true);
    });
  };
  const signed = fc.oneof(
    fc.constantFrom(0, -0),
    fc.integer({ min: -5, max: 5 }),
    fc.integer({ min: -1_000_000, max: 10_000_000_000 }),
  );
  it('equal a typed sort among few values (sorted in place), -0 before +0 and NaN last included', () => {
    const amount = fc.oneof(signed, fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY));
    fc.assert(fc.property(fc.array(amount, { minLength: 1, maxLength: 64 }), bySortAt), { seed: 531, numRuns: 1000 });
  });
  it('equal it among many, call after call on the kept counts', () => {
    fc.assert(fc.property(fc.array(signed, { minLength: 65, maxLength: 3000 }), bySortAt), {
      seed: 532,
      numRuns: 300,
    });
  });
});
