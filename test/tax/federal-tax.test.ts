// The after-tax rules (docs/after-tax.md) on cases computed by hand, the arithmetic in the
// comments. 2026 figures unless a test says otherwise: K = $1,350 (135,000 cents), 2K = 270,000,
// SD = $16,100 (1,610,000); brackets from 0 (10%), 1,240,000 (12%), 5,040,000 (22%), 10,570,000
// (24%), 20,177,500 (32%), 25,622,500 (35%), 64,060,000 (37%); capital gains 0% below 4,945,000,
// 15% below 54,550,000, 20% above. Parent's rates 22% and 15% unless a test says otherwise.
import { describe, expect, it } from 'vitest';
import { TAX_FIGURES_2026 } from '../../core/statute/tax-figures.js';
import {
  type AfterTaxInput,
  ageAtYearEnd,
  type ColumnAt,
  custodial,
  kiddieApplies,
  plan529,
  type TaxColumn,
  taxColumn,
  trumpAccount,
  withdrawalTax,
} from '../../core/tax/federal-tax.js';
import { taxFigures } from '../../core/tax/year-figures.js';

const INPUT: AfterTaxInput = {
  use: 'any',
  otherIncomeCents: '0',
  parentOrdinaryRate: 0.22,
  parentCapitalGainsRate: 0.15,
};

/** Age 18 (216 months) in 2026, the year the child turns 18: the kiddie tax applies. */
const AT_18: ColumnAt = {
  ageMonths: 216,
  year: 2026,
  birthYear: 2008,
  bornOnFirstOfJanuary: false,
  annualInflation: 0.025,
};
/** Age 25 in 2026: the young adult's own return. */
const AT_25: ColumnAt = {
  ageMonths: 300,
  year: 2026,
  birthYear: 2001,
  bornOnFirstOfJanuary: false,
  annualInflation: 0.025,
};

/** The tax of an IRA's (a Trump account's) taxable withdrawal, and of long-term gains. */
const retirementTax = (amount: number, column: TaxColumn) => withdrawalTax(amount, 'retirement', column);
const gainsTax = (amount: number, column: TaxColumn) => withdrawalTax(amount, 'gains', column);

const column = (input: Partial<AfterTaxInput>, at: ColumnAt) => taxColumn({ ...INPUT, ...input }, at);
const kiddie = (input: Partial<AfterTaxInput> = {}) => column(input, AT_18);
const own = (input: Partial<AfterTaxInput> = {}) => column(input, AT_25);

/** $100,000 withdrawn, of which $60,000 is basis: G = T = 4,000,000 cents. */
const V = 10_000_000;
const B = 6_000_000;

describe('kiddieApplies', () => {
  it('reaches an age of 18 at the end of the year, and 23 for education (1(g)(2))', () => {
    expect(kiddieApplies(0, 'any')).toBe(true);
    expect(kiddieApplies(18, 'any')).toBe(true);
    expect(kiddieApplies(19, 'any')).toBe(false);
    expect(kiddieApplies(19, 'retirement')).toBe(false);
    expect(kiddieApplies(19, 'firstHome')).toBe(false);
    expect(kiddieApplies(19, 'education')).toBe(true);
    expect(kiddieApplies(23, 'education')).toBe(true);
    expect(kiddieApplies(24, 'education')).toBe(false);
  });

  it('kiddieTax forces it on or off at every age', () => {
    expect(kiddieApplies(50, 'any', true)).toBe(true);
    expect(kiddieApplies(0, 'education', false)).toBe(false);
  });

  it('looks at the age on 31 December; a 1 January birthday counts as a year older (152(c)(3))', () => {
    expect(ageAtYearEnd(2026, 2008, false)).toBe(18);
    expect(ageAtYearEnd(2026, 2008, true)).toBe(19);
    // 18 years and 3 months on 1 April 2026, born 1 January 2008: 19 at the end of 2026, own return.
    const jan1 = column({}, { ...AT_18, ageMonths: 219, bornOnFirstOfJanuary: true });
    expect(jan1.kiddie).toBe(false);
    // Born 1 December 2008: 17 years 1 month in January 2026, but 18 on 31 December: kiddie tax.
    expect(column({}, { ...AT_18, ageMonths: 205 }).kiddie).toBe(true);
    // 18 years 11 months in a January column of 2027 (born in February 2008): 19 at the end of 2027.
    expect(column({}, { ...AT_18, ageMonths: 227, year: 2027 }).kiddie).toBe(false);
  });
});

describe('the kiddie tax (parent rates 22% and 15%)', () => {
  it('ordinary income: nothing up to K, 10% from K to 2K, the parent rate above 2K', () => {
    expect(retirementTax(100_000, kiddie())).toBe(0); // $1,000 < K
    expect(retirementTax(135_000, kiddie())).toBe(0); // = K
    expect(retirementTax(200_000, kiddie())).toBe(6_500); // 10% x (200,000 - 135,000)
    expect(retirementTax(270_000, kiddie())).toBe(13_500); // 10% x 135,000
    // 10% x 135,000 + 22% x (1,000,000 - 270,000) = 13,500 + 160,600
    expect(retirementTax(1_000_000, kiddie())).toBe(174_100);
  });

  it('capital gains: nothing up to 2K (the child 0% band), the parent rate above', () => {
    expect(gainsTax(200_000, kiddie())).toBe(0);
    expect(gainsTax(270_000, kiddie())).toBe(0);
    expect(gainsTax(1_000_000, kiddie())).toBe(109_500); // 15% x 730,000
  });

  it('rounds the tax once, to the nearest cent, ties to even', () => {
    expect(retirementTax(135_005, kiddie())).toBe(0); // 10% x 5 = 0.5 -> 0
    expect(retirementTax(135_015, kiddie())).toBe(2); // 1.5 -> 2
    expect(retirementTax(270_001, kiddie({ parentOrdinaryRate: 0.37 }))).toBe(13_500); // 13,500 + 0.37
    expect(retirementTax(270_002, kiddie({ parentOrdinaryRate: 0.37 }))).toBe(13_501); // 13,500 + 0.74
    expect(gainsTax(270_010, kiddie())).toBe(2); // 15% x 10 = 1.5 -> 2
    expect(gainsTax(270_030, kiddie())).toBe(4); // 15% x 30 = 4.5 -> 4
  });

  it('takes a rate as the decimal it is written as', () => {
    // 0.1 x 5 = 0.5 exactly, a tie (the double nearest 0.1 is a little above it, and would give 1).
    expect(retirementTax(270_005, kiddie({ parentOrdinaryRate: 0.1 }))).toBe(13_500);
    // String(1e-7) is "1e-7": 1e-7 x 5,000,000 = 0.5 -> 0; x 15,000,000 = 1.5 -> 2 (a flat rate on
    // the own return: under the kiddie tax the child's own tax would be the larger one).
    expect(retirementTax(5_000_000, own({ ordinaryRate: 1e-7 }))).toBe(0);
    expect(retirementTax(15_000_000, own({ ordinaryRate: 1e-7 }))).toBe(2);
  });

  it('uses the earned income as Form 8615 does, and ignores the flat rates', () => {
    // Earned income $100,000: the dependent's deduction is min(max(1,350, 100,000 + 450), 16,100)
    // = 16,100. Without the withdrawal: taxable 83,900, tax 1,240 + 4,560 + 22% x 33,500 = 13,170.
    // With $10,000 of IRA money at a parent rate of 37%: taxable 93,900, own tax 15,370 (line 17);
    // net unearned income min(10,000 - 2,700, 93,900) = 7,300 at 37% = 2,701 (line 13), plus the
    // tax on 86,600 = 13,764 (line 15): line 16 = 16,465 > 15,370. Minimum tax: 26% x (110,000 -
    // 90,100) = 5,174 < 16,465. 16,465 - 13,170 = 3,295.
    const busy = kiddie({ otherIncomeCents: '10000000', parentOrdinaryRate: 0.37, ordinaryRate: 0.3 });
    expect(retirementTax(1_000_000, busy)).toBe(329_500);
    // At 22% line 16 is 1,606 + 13,764 = 15,370, the same as line 17: 2,200.
    expect(retirementTax(1_000_000, kiddie({ otherIncomeCents: '10000000' }))).toBe(220_000);
    // $10,000 of gains at a parent rate of 20%: line 17 = 13,170 + 15% x 10,000 = 14,670 (the
    // worksheet: all gains above the 0% band); line 13 = 20% x 7,300 = 1,460, line 15 = 13,170 +
    // 15% x 2,700 = 13,575, line 16 = 15,035. 15,035 - 13,170 = 1,865.
    const gains = kiddie({ otherIncomeCents: '10000000', parentCapitalGainsRate: 0.2, capitalGainsRate: 0.1 });
    expect(gainsTax(1_000_000, gains)).toBe(186_500);
  });
});

describe('ordinary income on the young adult own return', () => {
  it('nothing within the standard deduction', () => {
    expect(retirementTax(1_610_000, own())).toBe(0);
  });

  it('brackets on what the deduction leaves', () => {
    // 5,000,000 - 1,610,000 = 3,390,000: 10% x 1,240,000 + 12% x 2,150,000 = 124,000 + 258,000
    expect(retirementTax(5_000_000, own())).toBe(382_000);
    // at the first top: 10% x 1,240,000; one cent more adds 0.12 -> 124,000
    expect(retirementTax(2_850_000, own())).toBe(124_000);
    expect(retirementTax(2_850_001, own())).toBe(124_000);
    expect(retirementTax(2_850_005, own())).toBe(124_001); // + 0.6
  });

  it('stacks on the other income', () => {
    // O = 3,000,000: the slice [1,390,000, 6,390,000):
    // 12% x (5,040,000 - 1,390,000) + 22% x (6,390,000 - 5,040,000) = 438,000 + 297,000
    // (= tax(6,390,000) - tax(1,390,000) = 877,000 - 142,000)
    expect(retirementTax(5_000_000, own({ otherIncomeCents: '3000000' }))).toBe(735_000);
    // O = 1,000,000 leaves 610,000 of the deduction: 10% x (1,000,000 - 610,000)
    expect(retirementTax(1_000_000, own({ otherIncomeCents: '1000000' }))).toBe(39_000);
  });

  it('reaches the top bracket', () => {
    // 100,000,000 - 1,610,000 = 98,390,000:
    //   10% x 1,240,000 = 124,000;  12% x 3,800,000 = 456,000;  22% x 5,530,000 = 1,216,600;
    //   24% x 9,607,500 = 2,305,800;  32% x 5,445,000 = 1,742,400;  35% x 38,437,500 = 13,453,125;
    //   37% x (98,390,000 - 64,060,000 = 34,330,000) = 12,702,100;  sum 32,000,025
    expect(retirementTax(100_000_000, own())).toBe(32_000_025);
  });

  it('a flat ordinaryRate replaces the brackets: the rate on the whole amount', () => {
    expect(retirementTax(4_000_000, own({ ordinaryRate: 0.3 }))).toBe(1_200_000);
    expect(retirementTax(4_000_000, own({ ordinaryRate: 0.3, otherIncomeCents: '50000000' }))).toBe(1_200_000);
    expect(retirementTax(5, own({ ordinaryRate: 0.3 }))).toBe(2); // 1.5 -> 2
  });
});

describe('capital gains on the young adult own return', () => {
  it('0% up to the deduction plus the first breakpoint', () => {
    expect(gainsTax(6_555_000, own())).toBe(0); // 1,610,000 + 4,945,000
    expect(gainsTax(6_555_100, own())).toBe(15); // 15% x 100
  });

  it('straddles 0% and 15% on top of other income', () => {
    // O = 4,000,000: ordinary taxable 2,390,000; gains [2,390,000, 7,390,000):
    // 0% up to 4,945,000, then 15% x (7,390,000 - 4,945,000 = 2,445,000)
    expect(gainsTax(5_000_000, own({ otherIncomeCents: '4000000' }))).toBe(366_750);
  });

  it('reaches 20%', () => {
    // gains 60,000,000 - 1,610,000 = 58,390,000: 15% x (54,550,000 - 4,945,000) + 20% x (58,390,000 - 54,550,000)
    // = 15% x 49,605,000 + 20% x 3,840,000 = 7,440,750 + 768,000
    // Plus the net investment income tax: 3.8% x min(600,000, 600,000 - 200,000) = 15,200 (the
    // minimum tax, 77,287.50, stays below the regular tax: Form 6251 Part III).
    expect(gainsTax(60_000_000, own())).toBe(8_208_750 + 1_520_000);
    // O = 56,000,000: gains [54,390,000, 55,390,000): 15% x 160,000 + 20% x 840,000 = 24,000 + 168,000;
    // plus 3.8% x 1,000,000 (all of the gain is net investment income above $200,000)
    expect(gainsTax(1_000_000, own({ otherIncomeCents: '56000000' }))).toBe(192_000 + 38_000);
    // O = 60,000,000: all above the second breakpoint
    expect(gainsTax(1_000_000, own({ otherIncomeCents: '60000000' }))).toBe(200_000 + 38_000);
  });

  it('a flat capitalGainsRate replaces the breakpoints', () => {
    expect(gainsTax(4_000_000, own({ capitalGainsRate: 0.2 }))).toBe(800_000);
  });
});

describe('a Trump account', () => {
  it('is not available before 1 January of the year the child turns 18', () => {
    const turns17 = column({}, { ...AT_18, ageMonths: 204, birthYear: 2009 });
    expect(trumpAccount(V, B, turns17)).toBeNull();
    // Born in December 2008: 17 years and 1 month in January 2026, the year of 18.
    const december = column({}, { ...AT_18, ageMonths: 205 });
    expect(trumpAccount(V, B, december)).not.toBeNull();
  });

  it('any use before 59 1/2: ordinary income (kiddie tax at 18) and 10% on T', () => {
    // 13,500 + 22% x (4,000,000 - 270,000) = 13,500 + 820,600; 10% x 4,000,000
    expect(trumpAccount(V, B, kiddie())).toEqual({
      incomeTaxCents: 834_100,
      additionalTaxCents: 400_000,
      stateTaxCents: 0,
      netCents: 8_765_900, // 10,000,000 - 834,100 - 400,000
    });
  });

  it('education: the expenses are excepted from the additional tax, not from income tax', () => {
    const expenses = kiddie({ use: 'education', qualifiedExpensesCents: '2500000' });
    // 10% x (4,000,000 - 2,500,000)
    expect(trumpAccount(V, B, expenses)).toEqual({
      incomeTaxCents: 834_100,
      additionalTaxCents: 150_000,
      stateTaxCents: 0,
      netCents: 9_015_900,
    });
    // No expenses given: the whole withdrawal (10,000,000) covers T.
    expect(trumpAccount(V, B, kiddie({ use: 'education' }))?.additionalTaxCents).toBe(0);
    // Expenses of 0: nothing excepted.
    const none = kiddie({ use: 'education', qualifiedExpensesCents: '0' });
    expect(trumpAccount(V, B, none)?.additionalTaxCents).toBe(400_000);
  });

  it('first home: $10,000 excepted', () => {
    // 10% x (4,000,000 - 1,000,000)
    expect(trumpAccount(V, B, kiddie({ use: 'firstHome' }))).toEqual({
      incomeTaxCents: 834_100,
      additionalTaxCents: 300_000,
      stateTaxCents: 0,
      netCents: 8_865_900,
    });
    // T = 500,000 is within the limit: no additional tax; 13,500 + 22% x 230,000 = 13,500 + 50,600
    expect(trumpAccount(6_500_000, B, kiddie({ use: 'firstHome' }))).toEqual({
      incomeTaxCents: 64_100,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 6_435_900,
    });
  });

  it('the additional tax stops at 59 1/2 (714 months)', () => {
    // Own return: 4,000,000 - 1,610,000 = 2,390,000: 124,000 + 12% x 1,150,000 = 262,000
    const at = (ageMonths: number) => column({ use: 'retirement' }, { ...AT_25, ageMonths, birthYear: 1967 });
    expect(trumpAccount(V, B, at(713))).toEqual({
      incomeTaxCents: 262_000,
      additionalTaxCents: 400_000,
      stateTaxCents: 0,
      netCents: 9_338_000,
    });
    expect(trumpAccount(V, B, at(714))).toEqual({
      incomeTaxCents: 262_000,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 9_738_000,
    });
  });

  it('after losses no tax at all, and never a negative one', () => {
    expect(trumpAccount(5_000_000, B, kiddie())).toEqual({
      incomeTaxCents: 0,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 5_000_000,
    });
    expect(trumpAccount(0, B, own())).toEqual({
      incomeTaxCents: 0,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 0,
    });
  });

  it('a flat ordinaryRate on T, on the own return', () => {
    // 30% x 4,000,000; 10% x 4,000,000
    expect(trumpAccount(V, B, own({ ordinaryRate: 0.3 }))).toEqual({
      incomeTaxCents: 1_200_000,
      additionalTaxCents: 400_000,
      stateTaxCents: 0,
      netCents: 8_400_000,
    });
  });
});

describe('a 529 plan', () => {
  // Age 30: the own return. E is ordinary income: 10% up to 1,240,000 after the deduction.
  const at30 = (input: Partial<AfterTaxInput>) => column(input, { ...AT_25, ageMonths: 360, birthYear: 1996 });

  it('education: the proportional rule', () => {
    // E = 4,000,000 x (10,000,000 - 2,500,000) / 10,000,000 = 3,000,000;
    // income tax on it: 3,000,000 - 1,610,000 = 1,390,000 -> 124,000 + 12% x 150,000 = 142,000;
    // additional 10% x 3,000,000
    expect(plan529(V, B, at30({ use: 'education', qualifiedExpensesCents: '2500000' }))).toEqual({
      incomeTaxCents: 142_000,
      additionalTaxCents: 300_000,
      stateTaxCents: 0,
      netCents: 9_558_000,
    });
  });

  it('education: expenses at or above the withdrawal (or not given) leave nothing taxable', () => {
    const free = { incomeTaxCents: 0, additionalTaxCents: 0, stateTaxCents: 0, netCents: V };
    expect(plan529(V, B, at30({ use: 'education', qualifiedExpensesCents: '20000000' }))).toEqual(free);
    expect(plan529(V, B, at30({ use: 'education', qualifiedExpensesCents: '10000000' }))).toEqual(free);
    expect(plan529(V, B, at30({ use: 'education' }))).toEqual(free);
  });

  it('education with expenses of 0, and any other use: all earnings, 10% at every age', () => {
    // E = 4,000,000: income tax 124,000 + 12% x 1,150,000 = 262,000; 10% x 4,000,000
    const taxed = { incomeTaxCents: 262_000, additionalTaxCents: 400_000, stateTaxCents: 0, netCents: 9_338_000 };
    expect(plan529(V, B, at30({ use: 'education', qualifiedExpensesCents: '0' }))).toEqual(taxed);
    expect(plan529(V, B, at30({ use: 'firstHome' }))).toEqual(taxed);
    // At 66 in 2026: the deduction is 16,100 + 2,050 (63(f)) + 6,000 (the senior deduction, income
    // below $75,000): 40,000 - 24,150 = 15,850 -> 124,000 + 12% x 345,000 = 165,400.
    const at66 = column({ use: 'retirement' }, { ...AT_25, ageMonths: 800, birthYear: 1960 });
    expect(plan529(V, B, at66)).toEqual({
      incomeTaxCents: 165_400,
      additionalTaxCents: 400_000,
      stateTaxCents: 0,
      netCents: 9_434_600,
    });
  });

  it('the kiddie tax reaches it too', () => {
    expect(plan529(V, B, kiddie())).toEqual({
      incomeTaxCents: 834_100,
      additionalTaxCents: 400_000,
      stateTaxCents: 0,
      netCents: 8_765_900,
    });
  });

  it('G <= 0: nothing taxable', () => {
    const nothing = { incomeTaxCents: 0, additionalTaxCents: 0, stateTaxCents: 0, netCents: 5_000_000 };
    expect(plan529(5_000_000, B, at30({ use: 'education', qualifiedExpensesCents: '0' }))).toEqual(nothing);
    expect(plan529(5_000_000, B, at30({ use: 'any' }))).toEqual(nothing);
  });

  it('rounds the taxable earnings to the nearest cent, ties to even, exactly', () => {
    // With a flat rate of 1 (the module accepts rates up to 1) the income tax is E itself.
    const flat = (q: string) => at30({ use: 'education', qualifiedExpensesCents: q, ordinaryRate: 1 });
    expect(plan529(3, 1, flat('1')).incomeTaxCents).toBe(1); // 2 x 2 / 3 = 1.33
    expect(plan529(4, 2, flat('3')).incomeTaxCents).toBe(0); // 2 x 1 / 4 = 0.5 -> 0
    expect(plan529(4, 1, flat('2')).incomeTaxCents).toBe(2); // 3 x 2 / 4 = 1.5 -> 2
    // V = 2^53 - 1, B = 1, Q = 3: (V - 1)(V - 3) / V = V - 4 + 3 / V -> V - 4
    const largest = Number.MAX_SAFE_INTEGER;
    expect(plan529(largest, 1, flat('3')).incomeTaxCents).toBe(9_007_199_254_740_987);
  });
});

describe('a custodial account', () => {
  it('capital gains under the kiddie tax, no additional tax', () => {
    // 15% x (4,000,000 - 270,000)
    expect(custodial(V, B, kiddie())).toEqual({
      incomeTaxCents: 559_500,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 9_440_500,
    });
  });

  it('on the own return, gains within the deduction and the 0% band are free', () => {
    // 4,000,000 - 1,610,000 = 2,390,000 < 4,945,000
    expect(custodial(V, B, own())).toEqual({ incomeTaxCents: 0, additionalTaxCents: 0, stateTaxCents: 0, netCents: V });
  });

  it('after losses no tax', () => {
    expect(custodial(5_000_000, B, kiddie())).toEqual({
      incomeTaxCents: 0,
      additionalTaxCents: 0,
      stateTaxCents: 0,
      netCents: 5_000_000,
    });
  });
});

describe('the figures of a year', () => {
  it('are the 2026 figures up to 2026', () => {
    expect(taxFigures(2026, 0.1)).toEqual(TAX_FIGURES_2026);
    expect(taxFigures(2020, 0.1)).toEqual(TAX_FIGURES_2026);
    expect(TAX_FIGURES_2026.dependentDeductionCents).toBe(135_000);
    expect(TAX_FIGURES_2026.standardDeductionCents).toBe(1_610_000);
  });

  it('are indexed and rounded down to $50 after 2026', () => {
    const figures = taxFigures(2027, 0.025);
    expect(figures.year).toBe(2027);
    expect(figures.dependentDeductionCents).toBe(135_000); // 1,350 x 1.025 = 1,383.75 -> 1,350
    expect(figures.standardDeductionCents).toBe(1_650_000); // 16,502.50 -> 16,500
    // 12,400 -> 12,710 -> 12,700; 50,400 -> 51,660 -> 51,650; 105,700 -> 108,342.50 -> 108,300;
    // 201,775 -> 206,819.375 -> 206,800; 256,225 -> 262,630.625 -> 262,600; 640,600 -> 656,615 -> 656,600
    expect(figures.ordinaryBands.map((band) => band.fromCents)).toEqual([
      0, 1_270_000, 5_165_000, 10_830_000, 20_680_000, 26_260_000, 65_660_000,
    ]);
    expect(figures.ordinaryBands.map((band) => band.ratePercent)).toEqual([10, 12, 22, 24, 32, 35, 37]);
    // 49,450 -> 50,686.25 -> 50,650; 545,500 -> 559,137.50 -> 559,100
    expect(figures.capitalGainBands.map((band) => band.fromCents)).toEqual([0, 5_065_000, 55_910_000]);
    // 450 -> 461.25 -> 450; 2,050 -> 2,101.25 -> 2,100; 90,100 -> 92,352.50 -> 92,350;
    // 500,000 -> 512,499.99... (the double nearest 1.025 is a little below it) -> 512,450; 244,500 -> 250,612.50 -> 250,600; 9,750 -> 9,993.75 -> 9,950
    expect(figures.dependentEarnedAddCents).toBe(45_000);
    expect(figures.additionalAgedDeductionCents).toBe(210_000);
    expect(figures.amtExemptionCents).toBe(9_235_000);
    expect(figures.amtPhaseOutFromCents).toBe(51_245_000);
    expect(figures.amt28FromCents).toBe(25_060_000);
    expect(figures.kiddieAmtExemptionAddCents).toBe(995_000);
  });

  it('the $50 step moves the figures that are not multiples of $50 even without inflation', () => {
    const tops = taxFigures(2027, 0).ordinaryBands.map((band) => band.fromCents);
    expect(tops).toEqual([0, 1_240_000, 5_040_000, 10_570_000, 20_175_000, 25_620_000, 64_060_000]);
  });

  it('apply in a later year', () => {
    // 2036 at 10%: 1.1^10 = 2.5937...; K = 1,350 x 2.5937 = 3,501.55 -> 3,500 (350,000 cents);
    // 10% x 350,000 + 22% x (1,000,000 - 700,000) = 35,000 + 66,000
    const later = column({}, { ...AT_18, year: 2036, birthYear: 2018, annualInflation: 0.1 });
    expect(later.figures.dependentDeductionCents).toBe(350_000);
    expect(retirementTax(1_000_000, later)).toBe(101_000);
  });

  it('are capped at 2^53 - 1 cents', () => {
    // 1.2^200 is about 6.9e15: every figure is past 2^53 - 1.
    const far = column({}, { ...AT_25, year: 2226, birthYear: 2201, annualInflation: 0.2 });
    expect(far.figures.dependentDeductionCents).toBe(Number.MAX_SAFE_INTEGER);
    expect(far.figures.ordinaryBands.at(-1)?.fromCents).toBe(Number.MAX_SAFE_INTEGER);
    // Everything is within the standard deduction: no tax, even on the largest amount.
    expect(retirementTax(Number.MAX_SAFE_INTEGER, far)).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses amounts that are not whole, non-negative, exact cents', () => {
    expect(() => trumpAccount(-1, 0, kiddie())).toThrow(RangeError);
    expect(() => plan529(1.5, 0, kiddie())).toThrow(RangeError);
    expect(() => custodial(2 ** 53, 0, kiddie())).toThrow(RangeError);
    expect(() => retirementTax(-5, kiddie())).toThrow(RangeError);
  });

  it('refuses a year or an inflation that cannot index the figures', () => {
    expect(() => taxFigures(2030.5, 0.02)).toThrow(RangeError);
    expect(() => taxFigures(2030, Number.NaN)).toThrow(/inflation/);
    expect(() => column({}, { ...AT_25, ageMonths: -1 })).toThrow(/age/);
  });

  it('refuses rates outside 0..1 and malformed cents', () => {
    expect(() => kiddie({ parentOrdinaryRate: Number.NaN })).toThrow(/parentOrdinaryRate/);
    expect(() => kiddie({ capitalGainsRate: 1.5 })).toThrow(/capitalGainsRate/);
    expect(() => kiddie({ otherIncomeCents: '12.5' })).toThrow(/otherIncomeCents/);
    expect(() => kiddie({ use: 'education', qualifiedExpensesCents: '-1' })).toThrow(/qualifiedExpensesCents/);
  });
});
