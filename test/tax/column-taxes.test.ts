// The tax of many withdrawals at one column (core/tax/column-taxes.ts) read off lines
// (core/tax/income-tax-lines.ts) against the forms it replaces, amount by amount: withdrawalTax and
// yearTaxTotalInDoubles (themselves held to the BigInt forms and the independent reference by
// doubles.test.ts and property.test.ts). Any difference would change an answer's bytes. Seeded
// random columns (every use and age band, the kiddie tax on and off, the senior deduction's years,
// other earned and unearned income, parent rates of up to six decimals, inflation up to 20% over a
// century, flat rates, education with and without qualified expenses), every kind of income, and
// amounts chosen to break a line: random ones, many
// equal ones, each line's first and last cent and the cents either side, the 2026 thresholds, and
// amounts past the doubles' bound (the forms in BigInt) up to 2^53 - 1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountNets, columnWork, withdrawalTaxes } from '../../core/tax/column-taxes.js';
import {
  type AccountParts,
  type AfterTaxInput,
  CUSTODIAL,
  PLAN_529,
  type TaxColumn,
  TRUMP_ACCOUNT,
  taxColumn,
  type WithdrawalIncome,
  withdrawalTax,
} from '../../core/tax/federal-tax.js';
import { yearTaxTotalInDoubles } from '../../core/tax/income-tax-doubles.js';
import { taxLine } from '../../core/tax/income-tax-lines.js';

const SEED = 530;
const LARGEST = Number.MAX_SAFE_INTEGER;
const KINDS: WithdrawalIncome[] = ['retirement', 'investmentOrdinary', 'gains'];

/** 2026 thresholds in cents (the deduction, twice the dependent amount, bands, the minimum tax's
 *  exemption, phase-out and 28% point, the 3.8% tax's $200,000, the senior phase-out). */
const THRESHOLDS = [
  135_000, 270_000, 1_610_000, 1_240_000, 5_040_000, 10_570_000, 20_177_500, 25_622_500, 64_060_000, 4_945_000,
  54_550_000, 975_000, 9_010_000, 24_450_000, 50_000_000, 7_500_000, 20_000_000, 17_500_000, 205_000,
  // Married filing jointly: its deduction, bands, breakpoints, exemption and phase-out, senior and 3.8% thresholds.
  3_220_000, 2_480_000, 10_080_000, 21_140_000, 40_355_000, 51_245_000, 76_870_000, 9_890_000, 61_370_000, 14_020_000,
  100_000_000, 15_000_000, 25_000_000,
];

const rate = fc
  .integer({ min: 0, max: 6 })
  .chain((digits) => fc.tuple(fc.constant(10 ** digits), fc.integer({ min: 0, max: Math.floor(10 ** digits / 2) })))
  .map(([scale, units]) => units / scale);

const income = fc.oneof(
  { arbitrary: fc.constant(0), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 10_000_000 }), weight: 2 },
  { arbitrary: fc.constantFrom(...THRESHOLDS), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 999_999_999_999 }), weight: 1 },
);

const columnArb = fc
  .record({
    use: fc.constantFrom('any', 'education', 'firstHome', 'retirement') as fc.Arbitrary<AfterTaxInput['use']>,
    other: income,
    otherUnearned: income,
    parentOrdinary: rate,
    parentGains: rate,
    flat: fc.option(fc.tuple(rate, rate), { nil: undefined, freq: 6 }),
    kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
    /** Education's qualified expenses (a 529 plan's proportional rule); absent, the whole withdrawal. */
    expenses: fc.option(income, { nil: undefined }),
    /** The year of the withdrawal: near now (the senior deduction's years) or decades on. */
    year: fc.oneof(fc.integer({ min: 2025, max: 2029 }), fc.integer({ min: 2026, max: 2130 })),
    age: fc.oneof(fc.integer({ min: 17, max: 24 }), fc.integer({ min: 63, max: 70 }), fc.integer({ min: 0, max: 119 })),
    bornJanuaryFirst: fc.boolean(),
    inflation: fc.oneof(
      fc.constant(0.025),
      fc.integer({ min: 0, max: 2000 }).map((n) => n / 10_000),
    ),
    /** The owner's returns out of the kiddie tax: single, or a joint return's figures and thresholds. */
    joint: fc.boolean(),
  })
  .map((c): TaxColumn => {
    const input: AfterTaxInput = {
      use: c.use,
      otherIncomeCents: String(c.other),
      otherUnearnedIncomeCents: String(c.otherUnearned),
      parentOrdinaryRate: c.parentOrdinary,
      parentCapitalGainsRate: c.parentGains,
      ...(c.flat === undefined ? {} : { ordinaryRate: c.flat[0], capitalGainsRate: c.flat[1] }),
      ...(c.kiddieTax === undefined ? {} : { kiddieTax: c.kiddieTax }),
      ...(c.expenses === undefined ? {} : { qualifiedExpensesCents: String(c.expenses) }),
      ...(c.joint ? { filingStatus: 'marriedJoint' as const } : {}),
    };
    return taxColumn(input, {
      ageMonths: 12 * c.age,
      year: c.year,
      birthYear: c.year - c.age,
      bornOnFirstOfJanuary: c.bornJanuaryFirst,
      annualInflation: c.inflation,
    });
  });

/** Every line from `from` to `to` (or until there is none), as [start, last amount on it]. */
function linesOf(column: TaxColumn, kind: WithdrawalIncome, from: number, to: number): [number, number][] {
  const doubles = column.inDoubles;
  if (doubles === null) return [];
  const found: [number, number][] = [];
  for (let u = from; u <= to && found.length < 300; ) {
    const line = taxLine(doubles.year, column.otherIncomeCents, column.otherUnearnedIncomeCents, kind, u);
    if (line === null) break;
    found.push([u, Math.min(u + line.reach, LARGEST)]);
    u += line.reach + 1;
  }
  return found;
}

/** Amounts that try to break a column's lines: each line's first and last cent and the cents either
 *  side, random ones, ties, thresholds, zero, and amounts past the doubles' bound. */
function hardAmounts(column: TaxColumn, kind: WithdrawalIncome, random: number[]): Float64Array {
  const amounts: number[] = [0, 0, 1, ...random, ...random.slice(0, 5), ...THRESHOLDS];
  for (const t of THRESHOLDS) amounts.push(t - 1, t + 1);
  for (const [start, last] of linesOf(column, kind, 1, 2 * 10 ** 11)) {
    amounts.push(start, start + 1, last - 1, last, last + 1, last + 2);
  }
  const bound = column.inDoubles?.year.grossLimit;
  if (bound !== undefined) {
    const rest = bound - column.otherIncomeCents - column.otherUnearnedIncomeCents;
    for (const d of [-2, -1, 0, 1, 2]) amounts.push(rest + d);
  }
  amounts.push(LARGEST - column.otherIncomeCents - column.otherUnearnedIncomeCents);
  return Float64Array.from(amounts.filter((a) => Number.isSafeInteger(a) && a >= 0));
}

const randomAmounts = fc.array(
  fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 0, max: 1_000_000_000 }),
    fc.integer({ min: 0, max: 10 ** 12 }),
  ),
  { minLength: 0, maxLength: 60 },
);

describe('the tax along one income (income-tax-lines.ts)', () => {
  it('gives the forms’ total at the amount, and every amount up to its reach lies on the line', () => {
    let lines = 0;
    let none = 0;
    fc.assert(
      fc.property(
        columnArb,
        fc.constantFrom(...KINDS),
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 10_000_000 }),
            fc.constantFrom(...THRESHOLDS),
            fc.integer({ min: 1, max: 10 ** 9 }),
            fc.integer({ min: 1, max: 10 ** 12 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (column, kind, starts, inside) => {
          const doubles = column.inDoubles;
          if (doubles === null) return;
          const f = doubles.year;
          const forms = (u: number) =>
            yearTaxTotalInDoubles(
              f,
              column.otherIncomeCents,
              column.otherUnearnedIncomeCents + (kind === 'investmentOrdinary' ? u : 0),
              kind === 'retirement' ? u : 0,
              kind === 'gains' ? u : 0,
            );
          for (const u of starts) {
            const line = taxLine(f, column.otherIncomeCents, column.otherUnearnedIncomeCents, kind, u);
            if (line === null) {
              // Only past the doubles' bound, or where the forms round off a line.
              none++;
              const offALine = f.senior || (f.kiddie && kind === 'gains' && column.otherUnearnedIncomeCents > 0);
              expect(forms(u) === undefined || offALine).toBe(true);
              continue;
            }
            lines++;
            expect(line.total).toBe(forms(u));
            expect(line.reach).toBeGreaterThanOrEqual(0);
            const last = Math.min(line.reach, LARGEST - u);
            for (const t of [1, last, Math.min(inside, last), Math.floor(last / 2)]) {
              if (t > last) continue;
              expect(line.total + line.slope * t).toBe(forms(u + t));
            }
          }
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
    expect(lines).toBeGreaterThan(5000);
    expect(none).toBeGreaterThan(100);
  });

  it('lays tens of lines, not one an amount, over a default projection’s columns', () => {
    for (const age of [18, 19, 20, 21, 30, 65, 84]) {
      for (const use of ['education', 'any', 'retirement'] as const) {
        const column = taxColumn(
          { use, otherIncomeCents: '0', parentOrdinaryRate: 0.22, parentCapitalGainsRate: 0.15 },
          {
            ageMonths: 12 * age,
            year: 2026 + age,
            birthYear: 2026,
            bornOnFirstOfJanuary: false,
            annualInflation: 0.025,
          },
        );
        for (const kind of KINDS) {
          const lines = linesOf(column, kind, 1, LARGEST);
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.length).toBeLessThan(40);
          // They cover every amount up to the doubles' bound on gross income (about $300 million).
          const bound = (column.inDoubles?.year.grossLimit ?? 0) - column.otherIncomeCents;
          expect(bound).toBeGreaterThan(3 * 10 ** 10);
          expect((lines.at(-1) as [number, number])[1]).toBe(bound);
        }
      }
    }
  });
});

/** Each path's net, as the account's rule gives it for that path alone. */
function expectRuleNets(
  account: AccountParts,
  balances: Float64Array,
  bases: Float64Array,
  column: TaxColumn,
  nets: Float64Array,
): void {
  balances.forEach((balance, p) => {
    expect(nets[p]).toBe(account.rule(balance, bases[p] as number, column)?.netCents);
  });
}

describe('the tax of many withdrawals at one column (column-taxes.ts)', () => {
  it('equals withdrawalTax amount by amount: random amounts, ties, each line’s edges, thresholds, past 2^53', () => {
    let amounts = 0;
    fc.assert(
      fc.property(columnArb, fc.constantFrom(...KINDS), randomAmounts, (column, kind, random) => {
        const all = hardAmounts(column, kind, random);
        const taxes = withdrawalTaxes(all, kind, column, new Float64Array(all.length));
        for (let i = 0; i < all.length; i++) {
          expect(taxes[i]).toBe(withdrawalTax(all[i] as number, kind, column));
        }
        amounts += all.length;
      }),
      { seed: SEED, numRuns: 400 },
    );
    expect(amounts).toBeGreaterThan(20_000);
  });

  it('equals withdrawalTax batch after batch on one column, as the kept lines grow to cover each range', () => {
    fc.assert(
      fc.property(
        columnArb,
        fc.constantFrom(...KINDS),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 10 ** 9 })), {
          minLength: 2,
          maxLength: 6,
        }),
        (column, kind, ranges) => {
          // The same column year again (taxColumn keeps it), each batch over its own range: below,
          // inside, across and past the lines kept from the batches before.
          for (const [low, width] of ranges) {
            const amounts = Float64Array.from({ length: 40 }, (_, i) => low + Math.floor((width * i) / 39));
            const taxes = withdrawalTaxes(amounts, kind, column, new Float64Array(40));
            amounts.forEach((a, i) => {
              expect(taxes[i]).toBe(withdrawalTax(a, kind, column));
            });
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('equals each account’s rule, path by path (the plans and the count at the target)', () => {
    fc.assert(
      fc.property(
        columnArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 100 })), {
          minLength: 1,
          maxLength: 40,
        }),
        (column, holdings) => {
          const balances = Float64Array.from(holdings, ([v]) => v);
          // The basis a share of the balance: no gain, some, or all gain.
          const bases = Float64Array.from(holdings, ([v, share]) => Math.floor((v * share) / 100));
          const work = columnWork(holdings.length);
          for (const account of [TRUMP_ACCOUNT, PLAN_529, CUSTODIAL]) {
            if (!account.available(column)) {
              expect(account.rule(1, 0, column)).toBeNull();
              expect(() =>
                accountNets(account, balances, bases, column, new Float64Array(holdings.length), work),
              ).toThrow(RangeError);
              continue;
            }
            const nets = accountNets(account, balances, bases, column, new Float64Array(holdings.length), work);
            expectRuleNets(account, balances, bases, column, nets);
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('gives each account’s taxable amounts with their range, and its nets on many paths (the plans’ walk)', () => {
    fc.assert(
      fc.property(
        columnArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 100 })), {
          minLength: 1,
          maxLength: 400,
        }),
        (column, holdings) => {
          const balances = Float64Array.from(holdings, ([v]) => v);
          const bases = Float64Array.from(holdings, ([v, share]) => Math.floor((v * share) / 100));
          for (const account of [TRUMP_ACCOUNT, PLAN_529, CUSTODIAL]) {
            const taxables = new Float64Array(holdings.length);
            const range = account.taxables(balances, bases, column, taxables);
            const positive = [...taxables].filter((t) => t > 0);
            expect(range.smallest).toBe(Math.min(Number.POSITIVE_INFINITY, ...positive));
            expect(range.largest).toBe(Math.max(0, ...taxables));
            if (!account.available(column)) continue;
            const nets = accountNets(
              account,
              balances,
              bases,
              column,
              new Float64Array(holdings.length),
              columnWork(holdings.length),
            );
            expectRuleNets(account, balances, bases, column, nets);
          }
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('gives each balance as its net when nothing is taxable, as each account’s rule does', () => {
    fc.assert(
      fc.property(
        columnArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 10 ** 6 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (column, holdings) => {
          // No gains: every basis at least its balance.
          const balances = Float64Array.from(holdings, ([v]) => v);
          const bases = Float64Array.from(holdings, ([v, more]) => v + more);
          const work = columnWork(holdings.length);
          for (const account of [TRUMP_ACCOUNT, PLAN_529, CUSTODIAL]) {
            if (!account.available(column)) continue;
            const nets = accountNets(account, balances, bases, column, new Float64Array(holdings.length), work);
            expect([...nets]).toEqual([...balances]);
            expectRuleNets(account, balances, bases, column, nets);
          }
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('refuses an amount that is not a cent amount, as withdrawalTax does', () => {
    const column = taxColumn(
      { use: 'any', otherIncomeCents: '0', parentOrdinaryRate: 0.22, parentCapitalGainsRate: 0.15 },
      { ageMonths: 216, year: 2044, birthYear: 2026, bornOnFirstOfJanuary: false, annualInflation: 0.025 },
    );
    for (const bad of [-1, 0.5, Number.NaN, 2 ** 53]) {
      const amounts = new Float64Array(20).fill(1_000_000);
      amounts[7] = bad;
      expect(() => withdrawalTaxes(amounts, 'gains', column, new Float64Array(20))).toThrow(RangeError);
      expect(() => withdrawalTax(bad, 'gains', column)).toThrow(RangeError);
    }
  });
});
