// The after-tax rules (core/tax/federal-tax.ts, core/tax/income-tax.ts) against the independent
// reference beside this file, written from the IRS forms, on many random inputs (fast-check, fixed
// seed): every amount up to 2^53 - 1, amounts near every threshold (the brackets, the kiddie tax's,
// the minimum tax's exemption, phase-out and 28% rate, the senior deduction's phase-out, the net
// investment income tax's $200,000), rates of up to six decimals (the module gets the double, the
// reference the exact fraction), every use, age (65 and over in the senior deduction's years
// included), birthday on 1 January or not, kiddie tax on, off or by age, earned and unearned other
// income, the flat-rate overrides, and a single or a joint return out of the kiddie tax (the joint
// thresholds among the amounts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountTax,
  type AfterTaxInput,
  custodial,
  plan529,
  type TaxColumn,
  taxColumn,
  trumpAccount,
  withdrawalTax,
} from '../../core/tax/federal-tax.js';
import { type YearIncome, yearTax } from '../../core/tax/income-tax.js';
import {
  type Fraction,
  type RefCase,
  type RefTax,
  type RefUse,
  ref529,
  refCustodial,
  refTrump,
  refWithdrawalTax,
} from './reference.js';

const SEED = 530;
const RUNS = 3000;
const LARGEST = Number.MAX_SAFE_INTEGER;

/** A rate with up to six decimals, 0 to 0.5: the double for the module, the fraction for the reference. */
const rate = fc
  .integer({ min: 0, max: 6 })
  .chain((digits) => fc.tuple(fc.constant(10 ** digits), fc.integer({ min: 0, max: Math.floor(10 ** digits / 2) })))
  .map(([scale, units]) => ({ value: units / scale, exact: { n: BigInt(units), d: BigInt(scale) } as Fraction }));

/** Cents: small, large, near a 2026 threshold (or twice one, or the deduction plus one), or the largest. */
const THRESHOLDS = [
  135_000, 270_000, 1_610_000, 1_240_000, 5_040_000, 10_570_000, 20_177_500, 25_622_500, 64_060_000, 4_945_000,
  54_550_000, 975_000, 9_010_000, 24_450_000, 33_460_000, 50_000_000, 68_020_000, 7_500_000, 17_500_000, 20_000_000,
  1_815_000, 205_000,
  // Married filing jointly: the standard deduction, the bracket tops, the capital-gain breakpoints,
  // the minimum tax's exemption, phase-out and its end, the senior deduction's phase-out and its end,
  // the 3.8% tax's $250,000, the two spouses' additional amounts.
  3_220_000, 2_480_000, 10_080_000, 21_140_000, 40_355_000, 51_245_000, 76_870_000, 9_890_000, 61_370_000, 14_020_000,
  100_000_000, 128_040_000, 15_000_000, 25_000_000, 330_000, 3_550_000,
];
const nearThreshold = fc
  .tuple(
    fc.constantFrom(...THRESHOLDS),
    fc.constantFrom(0, 1_610_000, 270_000, 1_815_000, 975_000, 3_220_000, 3_550_000),
    fc.integer({ min: -20, max: 20 }),
  )
  .map(([threshold, offset, delta]) => Math.max(threshold + offset + delta, 0));
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1_000 }),
  fc.integer({ min: 0, max: 100_000_000 }),
  nearThreshold,
  fc.maxSafeNat(),
  fc.integer({ min: LARGEST - 1000, max: LARGEST }),
);
const centStringAmount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 10_000_000 }),
  nearThreshold,
  fc.integer({ min: 0, max: 999_999_999_999 }),
);

const USES: RefUse[] = ['any', 'education', 'firstHome', 'retirement'];

const scenario = fc.record({
  use: fc.constantFrom(...USES),
  other: centStringAmount,
  otherUnearned: fc.option(centStringAmount, { nil: undefined }),
  parentOrdinary: rate,
  parentGains: rate,
  ordinary: fc.option(rate, { nil: undefined }),
  gains: fc.option(rate, { nil: undefined }),
  kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
  expenses: fc.option(centStringAmount, { nil: undefined }),
  ageMonths: fc.integer({ min: 0, max: 1428 }),
  birthYear: fc.integer({ min: 1950, max: 2040 }),
  bornJanuaryFirst: fc.boolean(),
  yearAfterAge: fc.integer({ min: -1, max: 1 }),
  /** Half the cases are in 2024 to 2029, the senior deduction's years and either side. */
  nearNow: fc.option(fc.integer({ min: 2024, max: 2029 }), { nil: undefined }),
  inflation: fc.integer({ min: 0, max: 2000 }).map((n) => n / 10_000),
  filingStatus: fc.constantFrom('single', 'marriedJoint') as fc.Arbitrary<'single' | 'marriedJoint'>,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** V and B: independent, or B a little below or above V, or the gain near a threshold. */
const holding = fc.oneof(
  fc.tuple(amount, amount),
  fc.tuple(amount, fc.integer({ min: -1000, max: 1000 })).map(([v, d]) => [v, Math.min(Math.max(v + d, 0), LARGEST)]),
  fc.tuple(nearThreshold, fc.integer({ min: 0, max: 50_000_000 })).map(([g, b]) => [g + b, b]),
);

function build(s: Scenario): { column: TaxColumn; ref: RefCase } {
  const birthYear = s.nearNow === undefined ? s.birthYear : s.nearNow - Math.floor(s.ageMonths / 12) - s.yearAfterAge;
  const year = birthYear + Math.floor(s.ageMonths / 12) + s.yearAfterAge;
  const input: AfterTaxInput = {
    use: s.use,
    otherIncomeCents: String(s.other),
    ...(s.otherUnearned === undefined ? {} : { otherUnearnedIncomeCents: String(s.otherUnearned) }),
    parentOrdinaryRate: s.parentOrdinary.value,
    parentCapitalGainsRate: s.parentGains.value,
    ...(s.ordinary === undefined ? {} : { ordinaryRate: s.ordinary.value }),
    ...(s.gains === undefined ? {} : { capitalGainsRate: s.gains.value }),
    ...(s.kiddieTax === undefined ? {} : { kiddieTax: s.kiddieTax }),
    ...(s.expenses === undefined || s.use !== 'education' ? {} : { qualifiedExpensesCents: String(s.expenses) }),
    ...(s.filingStatus === 'single' ? {} : { filingStatus: s.filingStatus }),
  };
  const column = taxColumn(input, {
    ageMonths: s.ageMonths,
    year,
    birthYear,
    bornOnFirstOfJanuary: s.bornJanuaryFirst,
    annualInflation: s.inflation,
  });
  const ref: RefCase = {
    use: s.use,
    other: BigInt(s.other),
    otherUnearned: BigInt(s.otherUnearned ?? 0),
    parentOrdinary: s.parentOrdinary.exact,
    parentGains: s.parentGains.exact,
    ordinary: s.ordinary?.exact,
    gains: s.gains?.exact,
    kiddieTax: s.kiddieTax,
    expenses: s.expenses === undefined || s.use !== 'education' ? undefined : BigInt(s.expenses),
    ageMonths: s.ageMonths,
    year,
    birthYear,
    bornJanuaryFirst: s.bornJanuaryFirst,
    inflation: s.inflation,
    filingStatus: s.filingStatus,
  };
  return { column, ref };
}

const asRef = (tax: AccountTax | null): RefTax | null =>
  tax === null
    ? null
    : { income: BigInt(tax.incomeTaxCents), additional: BigInt(tax.additionalTaxCents), net: BigInt(tax.netCents) };

/** Scenarios from a few years, rates and incomes: their columns share the tax years the module
 *  keeps (docs/performance.md#after-tax), the same year meeting different uses, expenses, ages and
 *  flat rates, and more distinct years than it keeps, so that some are made again. */
const crowded = fc
  .record({
    use: fc.constantFrom(...USES),
    otherIndex: fc.integer({ min: 0, max: 2 }),
    parentIndex: fc.integer({ min: 0, max: 2 }),
    yearIndex: fc.integer({ min: 0, max: 399 }),
    inflationIndex: fc.integer({ min: 0, max: 1 }),
    ageMonths: fc.integer({ min: 200, max: 320 }),
    kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
    expenses: fc.option(fc.constantFrom(0, 1_000_000, 5_000_000), { nil: undefined }),
    ordinary: fc.option(fc.constant({ value: 0.2, exact: { n: 2n, d: 10n } as Fraction }), { nil: undefined }),
    joint: fc.boolean(),
  })
  .map(
    (c): Scenario => ({
      use: c.use,
      other: [0, 500_000, 3_000_000][c.otherIndex] as number,
      otherUnearned: c.otherIndex === 2 ? 300_000 : undefined,
      parentOrdinary: [
        { value: 0.22, exact: { n: 22n, d: 100n } },
        { value: 0.24, exact: { n: 24n, d: 100n } },
        { value: 0.375, exact: { n: 375n, d: 1000n } },
      ][c.parentIndex] as Scenario['parentOrdinary'],
      parentGains: { value: 0.15, exact: { n: 15n, d: 100n } },
      ordinary: c.ordinary,
      gains: undefined,
      kiddieTax: c.kiddieTax,
      expenses: c.expenses,
      ageMonths: c.ageMonths,
      birthYear: 2026 + (c.yearIndex % 200) - Math.floor(c.ageMonths / 12),
      bornJanuaryFirst: c.yearIndex >= 200,
      yearAfterAge: 0,
      nearNow: undefined,
      inflation: [0.025, 0.1][c.inflationIndex] as number,
      filingStatus: c.joint ? 'marriedJoint' : 'single',
    }),
  );

describe('the tax module against the BigInt reference', () => {
  it('columns that share a kept tax year, and those made again, answer as the reference', () => {
    fc.assert(
      fc.property(crowded, amount, amount, (s, balance, basis) => {
        const { column, ref } = build(s);
        expect(BigInt(withdrawalTax(balance, 'gains', column))).toBe(refWithdrawalTax(BigInt(balance), 'gain', ref));
        expect(asRef(trumpAccount(balance, basis, column))).toEqual(refTrump(BigInt(balance), BigInt(basis), ref));
        expect(asRef(plan529(balance, basis, column))).toEqual(ref529(BigInt(balance), BigInt(basis), ref));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the tax of any amount of each kind of income', () => {
    fc.assert(
      fc.property(scenario, amount, (s, u) => {
        const { column, ref } = build(s);
        expect(BigInt(withdrawalTax(u, 'retirement', column))).toBe(refWithdrawalTax(BigInt(u), 'ira', ref));
        expect(BigInt(withdrawalTax(u, 'investmentOrdinary', column))).toBe(
          refWithdrawalTax(BigInt(u), 'interest', ref),
        );
        expect(BigInt(withdrawalTax(u, 'gains', column))).toBe(refWithdrawalTax(BigInt(u), 'gain', ref));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the three accounts, withdrawn whole', () => {
    fc.assert(
      fc.property(scenario, holding, (s, [v, b]) => {
        const { column, ref } = build(s);
        const [bv, bb] = [BigInt(v), BigInt(b)];
        expect(asRef(trumpAccount(v, b, column))).toEqual(refTrump(bv, bb, ref));
        expect(asRef(plan529(v, b, column))).toEqual(ref529(bv, bb, ref));
        expect(asRef(custodial(v, b, column))).toEqual(refCustodial(bv, bb, ref));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('taxes are never negative and never exceed the balance (rates up to 0.5)', () => {
    fc.assert(
      fc.property(scenario, holding, (s, [v, b]) => {
        const { column } = build(s);
        for (const tax of [trumpAccount(v, b, column), plan529(v, b, column), custodial(v, b, column)]) {
          if (tax === null) continue;
          expect(tax.incomeTaxCents).toBeGreaterThanOrEqual(0);
          expect(tax.additionalTaxCents).toBeGreaterThanOrEqual(0);
          expect(tax.netCents).toBeGreaterThanOrEqual(0);
          expect(tax.netCents).toBeLessThanOrEqual(v);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the random cases reach every rule, so the agreement above means something', () => {
    const seen = {
      minimumTax: 0,
      netInvestmentIncome: 0,
      senior: 0,
      childOwnTax: 0,
      parentRates: 0,
      januaryFirst: 0,
      joint: 0,
      jointMinimumTax: 0,
      jointNetInvestmentIncome: 0,
      jointSenior: 0,
    };
    const zero = { units: 0n, scale: 1n };
    const one = { units: 1n, scale: 1n };
    fc.assert(
      fc.property(scenario, amount, fc.constantFrom('retirement', 'investmentOrdinary', 'gains'), (s, u, kind) => {
        const { column } = build(s);
        const year = column.taxYear;
        const income: YearIncome = {
          earnedCents: BigInt(column.otherIncomeCents),
          investmentOrdinaryCents:
            BigInt(column.otherUnearnedIncomeCents) + (kind === 'investmentOrdinary' ? BigInt(u) : 0n),
          retirementCents: kind === 'retirement' ? BigInt(u) : 0n,
          gainsCents: kind === 'gains' ? BigInt(u) : 0n,
        };
        const parts = yearTax(year, income);
        const joint = year.figures.filingStatus === 'marriedJoint';
        if (parts.tentativeMinimum > parts.regular) seen[joint ? 'jointMinimumTax' : 'minimumTax']++;
        if (parts.netInvestmentIncome > 0n) seen[joint ? 'jointNetInvestmentIncome' : 'netInvestmentIncome']++;
        const gross = Object.values(income).reduce((a, b) => a + b, 0n);
        const seniorYear = year.ageAtYearEnd >= 65 && year.year >= 2025 && year.year <= 2028;
        if (seniorYear && gross < (joint ? 25_000_000n : 17_500_000n)) seen[joint ? 'jointSenior' : 'senior']++;
        if (joint) seen.joint++;
        if (s.bornJanuaryFirst) seen.januaryFirst++;
        if (year.kiddie) {
          // Parent rates of 0 leave the child's own tax (line 17); of 1, line 16 wins whenever the
          // net unearned income is positive: the case's rates tell which line decided.
          const at = (rate: typeof zero) =>
            yearTax({ ...year, parentOrdinaryRate: rate, parentCapitalGainsRate: rate }, income).regular;
          const own = at(zero);
          if (at(one) > own) {
            if (parts.regular === own) seen.childOwnTax++;
            else seen.parentRates++;
          }
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    for (const [rule, count] of Object.entries(seen)) expect(count, rule).toBeGreaterThan(30);
  });
});
