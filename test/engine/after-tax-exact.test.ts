// The afterTax block's check that every balance it is computed from is an exact cent amount
// (core/projection/after-tax.ts, docs/after-tax.md#exact-cents): a value that is not a whole, non-negative
// cent amount below 2^53 anywhere in the engine's runs (typed arrays of every path, lists of the
// deterministic path and the bands) means no block.
import { describe, expect, it } from 'vitest';
import { type AfterTaxRuns, exactRuns } from '../../core/projection/after-tax.js';

const BAD = [0.5, -1, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY];

function runs(): AfterTaxRuns {
  const paths = (k: number) => Float64Array.from({ length: 7 }, (_, p) => 1000 * k + p);
  return {
    trumpCents: [1, 2, 3],
    sideCents: [4, 5, 6],
    basisCents: [0, 1, 2],
    sideBasisCents: [0, 1, 2],
    deflators: [1, 1.02, 1.04],
    trumpBands: [
      [1, 2, 3],
      [4, 5, 6],
    ],
    sideBands: [
      [7, 8, 9],
      [10, 11, 2 ** 53 - 1],
    ],
    trumpAtTarget: paths(1),
    sideAtTarget: paths(2),
    planPaths: { trump: [paths(3), paths(4)], side: [paths(5), paths(6)] },
    conversionPaths: [paths(7)],
  };
}

/** Every place a value can be, as a way to write one into fresh runs. */
function places(): ((r: AfterTaxRuns, v: number) => void)[] {
  const list = (pick: (r: AfterTaxRuns) => number[], i: number) => (r: AfterTaxRuns, v: number) => {
    pick(r)[i] = v;
  };
  const typed = (pick: (r: AfterTaxRuns) => Float64Array, i: number) => (r: AfterTaxRuns, v: number) => {
    pick(r)[i] = v;
  };
  return [
    list((r) => r.trumpCents as number[], 0),
    list((r) => r.sideCents as number[], 2),
    list((r) => r.trumpBands[1] as number[], 1),
    list((r) => r.sideBands[0] as number[], 2),
    typed((r) => r.trumpAtTarget, 6),
    typed((r) => r.sideAtTarget, 0),
    typed((r) => r.planPaths?.trump[1] as Float64Array, 3),
    typed((r) => r.planPaths?.side[0] as Float64Array, 5),
    typed((r) => r.conversionPaths?.[0] as Float64Array, 4),
  ];
}

describe('exactRuns', () => {
  it('takes whole cent amounts up to 2^53 - 1 and zero everywhere', () => {
    expect(exactRuns(runs())).toBe(true);
    for (const put of places()) {
      const r = runs();
      put(r, 0);
      expect(exactRuns(r)).toBe(true);
    }
    const { planPaths: _p, conversionPaths: _c, ...plain } = runs();
    expect(exactRuns(plain)).toBe(true);
  });

  it('refuses a value that is not a cent amount in any array of the runs', () => {
    for (const [i, put] of places().entries()) {
      for (const bad of BAD) {
        const r = runs();
        put(r, bad);
        expect([i, bad, exactRuns(r)]).toEqual([i, bad, false]);
      }
    }
  });
});
