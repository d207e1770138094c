// Withdrawals over several years (core/tax/withdrawal-plan.ts, docs/after-tax.md#the-recursion)
// against a reference written here from the documented recursion, in BigInt, with the independent
// tax reference beside this file for each year's tax (not core/tax's): seeded random plans of one to
// eight years, both methods, every use, balances that rise, fall and reach 0, basis above and below
// the value, the kiddie tax by age across the plan's years, and the service's tax years built from the
// same facts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountRule,
  type AfterTaxInput,
  custodial,
  plan529,
  type TaxColumn,
  taxColumn,
  trumpAccount,
} from '../../core/tax/federal-tax.js';
import { type PlanMethod, planWithdrawals } from '../../core/tax/withdrawal-plan.js';
import { type RefRule, refPlan } from './plan-reference.js';
import { type RefCase, type RefUse, ref529, refCustodial, refTrump } from './reference.js';

const SEED = 2718;
const RUNS = 600;

const USES: RefUse[] = ['any', 'education', 'firstHome', 'retirement'];
const balance = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
  fc.integer({ min: 0, max: 2 ** 40 }),
);

const plan = fc.record({
  use: fc.constantFrom(...USES),
  method: fc.constantFrom<PlanMethod>('equal', 'expenses'),
  years: fc.integer({ min: 1, max: 8 }),
  fromAge: fc.integer({ min: 18, max: 70 }),
  birthYear: fc.integer({ min: 2000, max: 2030 }),
  bornJanuaryFirst: fc.boolean(),
  first: balance,
  /** Yearly growth factors of the path, as ratios of thousandths (losses, flat, gains, a crash to 0). */
  growth: fc.array(fc.oneof(fc.integer({ min: 500, max: 1500 }), fc.constant(0)), { minLength: 7, maxLength: 7 }),
  basisShare: fc.integer({ min: 0, max: 1500 }),
  other: fc.integer({ min: 0, max: 10_000_000 }),
  otherUnearned: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  parentOrdinary: fc.integer({ min: 0, max: 50 }),
  kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
  expenses: fc.integer({ min: 0, max: 10_000_000 }),
  inflation: fc.integer({ min: 0, max: 600 }).map((n) => n / 10_000),
});

type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never;

function build(p: Plan) {
  const method: PlanMethod = p.use === 'education' ? p.method : 'equal';
  const expenses = p.use === 'education' && (method === 'expenses' || p.expenses % 2 === 0) ? p.expenses : undefined;
  const input: AfterTaxInput = {
    use: p.use,
    otherIncomeCents: String(p.other),
    ...(p.otherUnearned === undefined ? {} : { otherUnearnedIncomeCents: String(p.otherUnearned) }),
    parentOrdinaryRate: p.parentOrdinary / 100,
    parentCapitalGainsRate: 0.15,
    ...(p.kiddieTax === undefined ? {} : { kiddieTax: p.kiddieTax }),
    ...(expenses === undefined ? {} : { qualifiedExpensesCents: String(expenses) }),
  };
  const whole: number[] = [p.first];
  for (let k = 1; k < p.years; k++) {
    const previous = whole[k - 1] as number;
    whole.push(Math.floor((previous * (p.growth[k - 1] as number)) / 1000));
  }
  const basis = Math.floor((p.first * p.basisShare) / 1000);
  const columns: TaxColumn[] = [];
  const cases: RefCase[] = [];
  for (let k = 0; k < p.years; k++) {
    const ageMonths = (p.fromAge + k) * 12;
    const year = p.birthYear + p.fromAge + k;
    const at = { ageMonths, year, birthYear: p.birthYear, bornOnFirstOfJanuary: p.bornJanuaryFirst };
    columns.push(taxColumn(input, { ...at, annualInflation: p.inflation }));
    cases.push({
      use: p.use,
      other: BigInt(p.other),
      otherUnearned: BigInt(p.otherUnearned ?? 0),
      parentOrdinary: { n: BigInt(p.parentOrdinary), d: 100n },
      parentGains: { n: 15n, d: 100n },
      ordinary: undefined,
      gains: undefined,
      kiddieTax: p.kiddieTax,
      expenses: expenses === undefined ? undefined : BigInt(expenses),
      ageMonths,
      year,
      birthYear: p.birthYear,
      bornJanuaryFirst: p.bornJanuaryFirst,
      inflation: p.inflation,
    });
  }
  return { method, expenses, whole, basis, columns, cases };
}

const PAIRS: [string, AccountRule, RefRule][] = [
  ['trumpAccount', trumpAccount, refTrump],
  ['plan529', plan529, ref529],
  ['custodial', custodial, refCustodial],
];

describe('a plan of withdrawals against the reference', () => {
  it('every year of every account agrees to the cent on random plans', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { method, expenses, whole, basis, columns, cases } = build(p);
        for (const [, rule, refRule] of PAIRS) {
          const got = planWithdrawals(rule, whole, basis, columns, method);
          const want = refPlan(
            refRule,
            whole.map(BigInt),
            BigInt(basis),
            cases,
            method,
            expenses === undefined ? undefined : BigInt(expenses),
          );
          expect(
            got?.map((y) => ({
              drawn: BigInt(y.withdrawalCents),
              recovered: BigInt(y.basisCents),
              income: BigInt(y.incomeTaxCents),
              additional: BigInt(y.additionalTaxCents),
              net: BigInt(y.netCents),
              left: BigInt(y.leftCents),
            })) ?? null,
          ).toEqual(want);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the plan takes everything held, and a plan of one year is the whole withdrawal', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const { method, whole, basis, columns } = build(p);
        for (const [, rule] of PAIRS) {
          const years = planWithdrawals(rule, whole, basis, columns, method);
          if (years === null) continue;
          expect(years.at(-1)?.leftCents).toBe(0);
          const first = columns[0] as TaxColumn;
          const one = planWithdrawals(rule, [whole[0] as number], basis, [first], method);
          const whole0 = rule(whole[0] as number, basis, first);
          expect(one?.[0]?.netCents).toBe(whole0?.netCents);
          expect(one?.[0]?.incomeTaxCents).toBe(whole0?.incomeTaxCents);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('a hand-worked plan: $40,000 of gain over 4 equal years at 18 pays less than at once', () => {
    // Born 2008; withdrawals at 18 to 21 (2026 to 2029), no growth, basis $10,000, balance $50,000.
    const input: AfterTaxInput = {
      use: 'any',
      otherIncomeCents: '0',
      parentOrdinaryRate: 0.22,
      parentCapitalGainsRate: 0.15,
    };
    const columns = [0, 1, 2, 3].map((k) =>
      taxColumn(input, {
        ageMonths: (18 + k) * 12,
        year: 2026 + k,
        birthYear: 2008,
        bornOnFirstOfJanuary: false,
        annualInflation: 0,
      }),
    );
    const years = planWithdrawals(custodial, [5_000_000, 5_000_000, 5_000_000, 5_000_000], 1_000_000, columns, 'equal');
    // Each year $12,500 with $2,500 of basis: $10,000 of gain. At 18 (kiddie tax, Form 8615): net
    // unearned income $10,000 - 2K ($2,700) = $7,300 at the parent's 15% = $1,095.00, the rest
    // ($2,700 - $1,350 deduction) in the 0% band; the child's own tax alone (all gains in the 0%
    // band) is 0, so $1,095.00. From 19 (own return): gains in the 0% band, no tax.
    expect(years?.map((y) => [y.withdrawalCents, y.basisCents, y.incomeTaxCents])).toEqual([
      [1_250_000, 250_000, 109_500],
      [1_250_000, 250_000, 0],
      [1_250_000, 250_000, 0],
      [1_250_000, 250_000, 0],
    ]);
  });
});
