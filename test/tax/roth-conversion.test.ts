// A Roth conversion of the Trump account and the Roth IRA's withdrawals (core/tax/roth-conversion.ts,
// docs/after-tax.md#a-roth-conversion) against a reference written here from 408A(d)(2), (d)(3),
// (d)(4) and 72(t) in BigInt, with the independent tax reference beside this file for each year's
// income tax (not core/tax's): seeded random conversions of one to six years and withdrawals of one
// to five, both ways of paying the tax, every use, balances that rise, fall and reach 0, basis above
// and below the value, the kiddie tax by age, flat rates, withdrawals before and after 59 1/2 and
// inside and outside the five-year periods; then cases worked by hand, line by line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AfterTaxInput, type TaxColumn, taxColumn } from '../../core/tax/federal-tax.js';
import { type ConversionTaxPaidFrom, rothConversion } from '../../core/tax/roth-conversion.js';
import type { PlanMethod } from '../../core/tax/withdrawal-plan.js';
import type { RefCase, RefUse } from './reference.js';
import { refRoth } from './roth-reference.js';

const SEED = 4081;
const RUNS = 500;

const USES: RefUse[] = ['any', 'education', 'firstHome', 'retirement'];
const balance = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
  fc.integer({ min: 0, max: 2 ** 40 }),
);

const scenario = fc.record({
  use: fc.constantFrom(...USES),
  method: fc.constantFrom<PlanMethod>('equal', 'expenses'),
  paidFrom: fc.constantFrom<ConversionTaxPaidFrom>('outside', 'account'),
  conversions: fc.integer({ min: 1, max: 6 }),
  withdrawals: fc.integer({ min: 1, max: 5 }),
  fromAge: fc.oneof(fc.integer({ min: 18, max: 30 }), fc.integer({ min: 50, max: 66 })),
  gap: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 8 })),
  birthYear: fc.integer({ min: 2000, max: 2030 }),
  bornJanuaryFirst: fc.boolean(),
  first: balance,
  /** Yearly growth of the path, in thousandths (losses, flat, gains, a crash to 0). */
  growth: fc.array(
    fc.oneof({ weight: 19, arbitrary: fc.integer({ min: 500, max: 1500 }) }, { weight: 1, arbitrary: fc.constant(0) }),
    { minLength: 12, maxLength: 12 },
  ),
  basisShare: fc.integer({ min: 0, max: 1500 }),
  other: fc.integer({ min: 0, max: 10_000_000 }),
  otherUnearned: fc.option(fc.integer({ min: 0, max: 30_000_000 }), { nil: undefined }),
  parentOrdinary: fc.integer({ min: 0, max: 50 }),
  ordinaryRate: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined, freq: 4 }),
  kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
  expenses: fc.integer({ min: 0, max: 10_000_000 }),
  inflation: fc.integer({ min: 0, max: 600 }).map((n) => n / 10_000),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario) {
  const method: PlanMethod = s.use === 'education' ? s.method : 'equal';
  const expenses = s.use === 'education' && (method === 'expenses' || s.expenses % 2 === 0) ? s.expenses : undefined;
  const input: AfterTaxInput = {
    use: s.use,
    otherIncomeCents: String(s.other),
    ...(s.otherUnearned === undefined ? {} : { otherUnearnedIncomeCents: String(s.otherUnearned) }),
    parentOrdinaryRate: s.parentOrdinary / 100,
    parentCapitalGainsRate: 0.15,
    ...(s.ordinaryRate === undefined ? {} : { ordinaryRate: s.ordinaryRate / 100 }),
    ...(s.kiddieTax === undefined ? {} : { kiddieTax: s.kiddieTax }),
    ...(expenses === undefined ? {} : { qualifiedExpensesCents: String(expenses) }),
  };
  const convAges = Array.from({ length: s.conversions }, (_, j) => s.fromAge + j);
  const firstDraw = s.fromAge + s.conversions - 1 + s.gap;
  const drawAges = Array.from({ length: s.withdrawals }, (_, k) => firstDraw + k);
  // The account's balance at every age from the first conversion, grown year by year.
  const balanceAt = (age: number) => {
    let v = s.first;
    for (let a = s.fromAge; a < age; a++) v = Math.floor((v * (s.growth[(a - s.fromAge) % 12] as number)) / 1000);
    return v;
  };
  const column = (age: number): [TaxColumn, RefCase] => {
    const at = { ageMonths: age * 12, year: s.birthYear + age, birthYear: s.birthYear };
    const col = taxColumn(input, { ...at, bornOnFirstOfJanuary: s.bornJanuaryFirst, annualInflation: s.inflation });
    const ref: RefCase = {
      use: s.use,
      other: BigInt(s.other),
      otherUnearned: BigInt(s.otherUnearned ?? 0),
      parentOrdinary: { n: BigInt(s.parentOrdinary), d: 100n },
      parentGains: { n: 15n, d: 100n },
      ordinary: s.ordinaryRate === undefined ? undefined : { n: BigInt(s.ordinaryRate), d: 100n },
      gains: undefined,
      kiddieTax: s.kiddieTax,
      expenses: expenses === undefined ? undefined : BigInt(expenses),
      ageMonths: age * 12,
      year: at.year,
      birthYear: s.birthYear,
      bornJanuaryFirst: s.bornJanuaryFirst,
      inflation: s.inflation,
    };
    return [col, ref];
  };
  const conv = convAges.map(balanceAt);
  const draw = drawAges.map(balanceAt);
  const basis = Math.floor((s.first * s.basisShare) / 1000);
  return {
    method,
    expenses,
    conv,
    draw,
    basis,
    convColumns: convAges.map((a) => column(a)[0]),
    convCases: convAges.map((a) => column(a)[1]),
    drawColumns: drawAges.map((a) => column(a)[0]),
    drawCases: drawAges.map((a) => column(a)[1]),
  };
}

describe('a Roth conversion against the reference', () => {
  it('every conversion and every Roth withdrawal agree to the cent on random scenarios', () => {
    const seen = { qualified: 0, recaptured: 0, earningsTaxed: 0, withheldWithTax: 0, kiddieConversion: 0 };
    fc.assert(
      fc.property(scenario, (s) => {
        const b = build(s);
        const got = rothConversion(b.conv, b.draw, b.basis, b.convColumns, b.drawColumns, s.paidFrom, b.method);
        const want = refRoth(
          b.conv.map(BigInt),
          b.draw.map(BigInt),
          BigInt(b.basis),
          b.convCases,
          b.drawCases,
          s.paidFrom,
          b.method,
          b.expenses === undefined ? undefined : BigInt(b.expenses),
        );
        expect(
          got.conversions.map((y) => ({
            converted: BigInt(y.convertedCents),
            basis: BigInt(y.basisCents),
            taxable: BigInt(y.taxableCents),
            income: BigInt(y.incomeTaxCents),
            additional: BigInt(y.additionalTaxCents),
            withheld: BigInt(y.withheldCents),
            outside: BigInt(y.paidOutsideCents),
            roth: BigInt(y.rothCents),
            left: BigInt(y.leftCents),
          })),
        ).toEqual(want.conversions);
        expect(
          got.withdrawals.map((y) => ({
            drawn: BigInt(y.withdrawalCents),
            qualified: y.qualified,
            fromConversions: BigInt(y.conversionsCents),
            earnings: BigInt(y.earningsCents),
            income: BigInt(y.incomeTaxCents),
            additional: BigInt(y.additionalTaxCents),
            net: BigInt(y.netCents),
            left: BigInt(y.leftCents),
          })),
        ).toEqual(want.withdrawals);
        const years = got.conversions.map((y) => y.year);
        for (const w of got.withdrawals) {
          if (w.qualified) seen.qualified++;
          if (!w.qualified && w.earningsCents > 0 && w.incomeTaxCents > 0) seen.earningsTaxed++;
          const recent = years.some((y) => w.year - y < 5);
          if (!w.qualified && recent && w.conversionsCents > 0 && w.additionalTaxCents > 0) seen.recaptured++;
        }
        for (const [j, c] of got.conversions.entries()) {
          if (c.additionalTaxCents > 0) seen.withheldWithTax++;
          if ((b.convColumns[j] as TaxColumn).kiddie && c.incomeTaxCents > 0) seen.kiddieConversion++;
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The random cases reach every rule.
    for (const [rule, count] of Object.entries(seen)) expect(count, rule).toBeGreaterThan(10);
  });

  it('converts everything, the Roth pays out everything, and the tax is paid one way only', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const b = build(s);
        const got = rothConversion(b.conv, b.draw, b.basis, b.convColumns, b.drawColumns, s.paidFrom, b.method);
        expect(got.conversions.at(-1)?.leftCents).toBe(0);
        expect(got.withdrawals.at(-1)?.leftCents).toBe(0);
        for (const c of got.conversions) {
          if (s.paidFrom === 'outside') expect([c.withheldCents, c.additionalTaxCents]).toEqual([0, 0]);
          else expect(c.paidOutsideCents).toBe(0);
          // The last conversion recovers all the basis left, more than itself after losses.
          expect(c.taxableCents).toBe(Math.max(c.convertedCents - c.basisCents, 0));
        }
        for (const w of got.withdrawals) {
          expect(w.conversionsCents + w.earningsCents).toBe(w.withdrawalCents);
          if (w.qualified) expect([w.incomeTaxCents, w.additionalTaxCents]).toEqual([0, 0]);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe('conversions worked by hand (2026 figures, single filer, born 2008)', () => {
  const input: AfterTaxInput = {
    use: 'any',
    otherIncomeCents: '0',
    parentOrdinaryRate: 0.22,
    parentCapitalGainsRate: 0.15,
  };
  const at = (age: number, extra: Partial<AfterTaxInput> = {}) =>
    taxColumn(
      { ...input, ...extra },
      { ageMonths: age * 12, year: 2008 + age, birthYear: 2008, bornOnFirstOfJanuary: false, annualInflation: 0 },
    );

  it('$50,000 converted at 19 with $10,000 of basis, tax from outside, then withdrawn whole at 22', () => {
    // Age 19 at the end of 2027, use "any": no kiddie tax, own return. The figures of 2027 at 0%
    // inflation are 2026's rounded down to $50: standard deduction $16,100, 10% to $12,400, 12% to
    // $50,400 (both multiples of $50).
    //   converted C = $50,000 (one year: all of it); basis p = $10,000; taxable T = $40,000
    //   taxable income = $40,000 - $16,100 = $23,900
    //   tax = 10% x $12,400 + 12% x ($23,900 - $12,400) = $1,240 + $1,380 = $2,620.00
    //   minimum tax: AMTI $40,000 < $90,100 exemption: none
    // The family pays $2,620 from outside; the Roth holds $50,000, growing 10% a year to 22 (2030):
    // $66,550. At 22 (before 59 1/2, within five years of 2027): the ordering rules take $40,000 of
    // the conversion's taxable part first (its own five years run 2027 to 2031: the 10% applies),
    // then $10,000 of its basis, then $16,550 of earnings, ordinary income of 2030:
    //   taxable income = $16,550 - $16,100 = $450; tax = 10% x $450 = $45.00
    //   additional tax = 10% x ($40,000 + $16,550) = $5,655.00
    const path = rothConversion([5_000_000], [6_655_000], 1_000_000, [at(19)], [at(22)], 'outside', 'equal');
    expect(path.conversions[0]).toMatchObject({
      year: 2027,
      convertedCents: 5_000_000,
      basisCents: 1_000_000,
      taxableCents: 4_000_000,
      incomeTaxCents: 262_000,
      additionalTaxCents: 0,
      withheldCents: 0,
      paidOutsideCents: 262_000,
      rothCents: 5_000_000,
    });
    expect(path.withdrawals[0]).toMatchObject({
      year: 2030,
      withdrawalCents: 6_655_000,
      qualified: false,
      conversionsCents: 5_000_000,
      earningsCents: 1_655_000,
      incomeTaxCents: 4_500,
      additionalTaxCents: 565_500,
      netCents: 6_655_000 - 4_500 - 565_500,
    });
  });

  it('the same conversion with the tax withheld from the account', () => {
    //   I = $2,620.00, T / C = 4/5
    //   W = I / (1 - 10% x 4/5) = $2,620 / 0.92 = $2,847.826... -> $2,847.83
    //   A = W - I = $227.83 (10% of W's taxable share, $2,278.26, is $227.826: the rounding of W)
    //   converted into the Roth: $50,000 - $2,847.83 = $47,152.17, of which taxable
    //   $40,000 x 47,152.17 / 50,000 = $37,721.736 -> $37,721.74
    const path = rothConversion([5_000_000], [5_000_000], 1_000_000, [at(19)], [at(20)], 'account', 'equal');
    expect(path.conversions[0]).toMatchObject({
      incomeTaxCents: 262_000,
      withheldCents: 284_783,
      additionalTaxCents: 22_783,
      paidOutsideCents: 0,
      rothCents: 5_000_000 - 284_783,
    });
    // At 20, no growth: the whole Roth ($47,152.17) is conversion money: $37,721.74 taxable part
    // within its five years (10%: $3,772.174 -> $3,772.17), the rest basis; no earnings, no income tax.
    expect(path.withdrawals[0]).toMatchObject({
      conversionsCents: 4_715_217,
      earningsCents: 0,
      incomeTaxCents: 0,
      additionalTaxCents: 377_217,
    });
  });

  it('a conversion at 18 is under the kiddie tax; qualified at 60 after five years', () => {
    // Age 18 at the end of 2026: kiddie tax, parent 22%. $20,000 converted, no basis: net unearned
    // income $20,000 - $2,700 = $17,300 at 22% = $3,806.00; the child's own taxable income
    // $20,000 - $1,350 = $18,650, of which $17,300 is at the parent's rate and $1,350 at 10% =
    // $135.00: Form 8615 line 16 = $3,941.00. The child's own tax on $18,650 (line 17):
    // $1,240 + 12% x $6,250 = $1,990.00. Line 18, the larger: $3,941.00. Minimum tax: exemption at
    // most $0 + $9,750, 26% x ($20,000 - $9,750) = $2,665.00 below $3,941: none.
    const kid = rothConversion([2_000_000], [9_000_000], 0, [at(18)], [at(60)], 'outside', 'equal');
    expect(kid.conversions[0]?.incomeTaxCents).toBe(394_100);
    // At 60 (2068, from 59 1/2 and long after 2026 + 5): qualified, no tax on the $90,000.
    expect(kid.withdrawals[0]).toMatchObject({
      qualified: true,
      incomeTaxCents: 0,
      additionalTaxCents: 0,
      netCents: 9_000_000,
    });
  });

  it('from 59 1/2 but within five years of the first conversion: earnings taxed, no 10%', () => {
    // Converted at 58 (2066), withdrawn at 61 (2069): 2069 - 2066 = 3 < 5, not qualified. The
    // conversion's money is not income again, and from 59 1/2 neither part owes the 10%.
    const path = rothConversion([1_000_000], [1_500_000], 0, [at(58)], [at(61)], 'outside', 'equal');
    expect(path.withdrawals[0]).toMatchObject({
      qualified: false,
      conversionsCents: 1_000_000,
      earningsCents: 500_000,
      additionalTaxCents: 0,
    });
    // $5,000 of earnings under a standard deduction of at least $16,100: no income tax.
    expect(path.withdrawals[0]?.incomeTaxCents).toBe(0);
  });

  it('two conversions: the oldest comes out first, and only the recent one is within its five years', () => {
    // Conversions at 20 (2028) and 21 (2029) of $10,000 each (equal shares of $20,000, no growth, no
    // basis); withdrawals at 25 (2033) and 26 (2034) of $10,000 each. In 2033 the first
    // conversion's five years (2028-2032) are over: its $10,000 owes no 10%. In 2034 the second's
    // (2029-2033) are over too. Nothing owes the 10% and nothing is income.
    const path = rothConversion(
      [2_000_000, 2_000_000],
      [2_000_000, 2_000_000],
      0,
      [at(20), at(21)],
      [at(25), at(26)],
      'outside',
      'equal',
    );
    expect(path.withdrawals.map((w) => [w.withdrawalCents, w.additionalTaxCents])).toEqual([
      [1_000_000, 0],
      [1_000_000, 0],
    ]);
    // Withdrawn at 24 (2032) and 25 (2033) instead: in 2032 the first conversion's five years still
    // run (10% of $10,000 = $1,000); in 2033 the second's do (10% of $10,000 = $1,000).
    const early = rothConversion(
      [2_000_000, 2_000_000],
      [2_000_000, 2_000_000],
      0,
      [at(20), at(21)],
      [at(24), at(25)],
      'outside',
      'equal',
    );
    expect(early.withdrawals.map((w) => w.additionalTaxCents)).toEqual([100_000, 100_000]);
    // In 2033 the first is outside its five years, the second inside: with everything out at once
    // in 2033 only the second's $10,000 owes it.
    const once = rothConversion([2_000_000, 2_000_000], [2_000_000], 0, [at(20), at(21)], [at(25)], 'outside', 'equal');
    expect(once.withdrawals[0]?.additionalTaxCents).toBe(100_000);
  });
});
