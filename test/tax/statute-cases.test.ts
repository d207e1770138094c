// The rules the statute adds to the first model (docs/after-tax.md#one-years-return), on cases
// worked by hand from the IRS forms, line by line in the comments: Form 8615 (the kiddie tax, the
// greater of two taxes), Form 6251 with a kiddie-tax child's exemption and Part III, the Qualified
// Dividends and Capital Gain Tax Worksheet's lines 24-25, 63(f) and the senior deduction, the net
// investment income tax (Form 8960), and the age at the end of the year. Among them the five cases
// and the $1,170,000.01 gain that two public federal tax engines (Tax-Calculator and
// PolicyEngine-US, 2026 law) computed for the audit behind this model. 2026 figures, single filer;
// the last block a married couple's joint return, with the independent reference on the same cases.
import { describe, expect, it } from 'vitest';
import {
  type AfterTaxInput,
  type ColumnAt,
  custodial,
  plan529,
  taxColumn,
  trumpAccount,
  withdrawalTax,
} from '../../core/tax/federal-tax.js';
import { yearTax } from '../../core/tax/income-tax.js';
import { type RefCase, refCustodial, refTrump } from './reference.js';

const INPUT: AfterTaxInput = {
  use: 'any',
  otherIncomeCents: '0',
  parentOrdinaryRate: 0.22,
  parentCapitalGainsRate: 0.15,
};

/** A column in 2026 at `ageMonths` for a child born in `birthYear` (not on 1 January unless told). */
const at = (ageMonths: number, birthYear: number, bornOnFirstOfJanuary = false): ColumnAt => ({
  ageMonths,
  year: 2026,
  birthYear,
  bornOnFirstOfJanuary,
  annualInflation: 0,
});
const column = (input: Partial<AfterTaxInput>, where: ColumnAt) => taxColumn({ ...INPUT, ...input }, where);

describe('the audit cases (two public tax engines, 2026 law)', () => {
  it('1: a $100,000 gain at 18 under the kiddie tax owes the minimum tax ($23,465)', () => {
    // Born 1 May 2008, withdrawn at 18 in 2026: balance $120,000, basis $20,000, T = $100,000.
    // Form 8615: line 1 = 100,000; line 2 = 2,700; line 3 = 97,300; line 4 (taxable income) =
    // 100,000 - 1,350 = 98,650; line 5 = 97,300; line 13 (at the parent's 22%) = 21,406; line 14 =
    // 1,350; line 15 = 135; line 16 = 21,541; line 17 (the child's own tax on 98,650) = 1,240 + 4,560
    // + 22% x 48,250 = 16,415; line 18 = 21,541 (the first model's answer).
    // Form 6251: line 4 = 100,000 (the deduction added back); line 5 = min(90,100, earned 0 + 9,750)
    // = 9,750; line 6 = 90,250; no gains: 26% x 90,250 = 23,465 (line 7); AMT = 23,465 - 21,541 = 1,924.
    const c = column({}, at(216, 2008));
    expect(c.kiddie).toBe(true);
    expect(trumpAccount(12_000_000, 2_000_000, c)?.incomeTaxCents).toBe(2_346_500);
  });

  it('2: at a 12% parent rate the child own tax is the larger ($7,615), and the minimum tax more ($13,065)', () => {
    // T = 60,000. Line 5 = 57,300; line 13 = 12% x 57,300 = 6,876; line 15 = 135; line 16 = 7,011
    // (the first model). Line 17: taxable 58,650 -> 1,240 + 4,560 + 22% x 8,250 = 7,615 > 7,011,
    // so line 18 = 7,615 (1(g)(1)). Form 6251: 26% x (60,000 - 9,750) = 13,065 > 7,615.
    const c = column({ parentOrdinaryRate: 0.12 }, at(216, 2008));
    const income = { earnedCents: 0n, investmentOrdinaryCents: 0n, retirementCents: 6_000_000n, gainsCents: 0n };
    const parts = yearTax(c.taxYear, income);
    expect(parts.regular).toBe(761_500n * c.taxYear.scale);
    expect(parts.tentativeMinimum).toBe(1_306_500n * c.taxYear.scale);
    expect(trumpAccount(8_000_000, 2_000_000, c)?.incomeTaxCents).toBe(1_306_500);
  });

  it('3: born on 1 January 2008, 19 at the end of 2026: its own return ($2,620)', () => {
    // 1 April 2026 is 18 years 3 months, but a 1 January birthday is reached on 31 December, so the
    // child is 19 at the close of 2026 (152(c)(3)): no kiddie tax. T = 40,000 - 16,100 = 23,900:
    // 1,240 + 12% x 11,500 = 2,620. (With the kiddie tax: 135 + 22% x 37,300 = 8,341.)
    const c = column({}, at(219, 2008, true));
    expect(c.kiddie).toBe(false);
    expect(trumpAccount(5_000_000, 1_000_000, c)?.incomeTaxCents).toBe(262_000);
    expect(trumpAccount(5_000_000, 1_000_000, column({}, at(219, 2008)))?.incomeTaxCents).toBe(834_100);
  });

  it('4: at 65, 63(f) and the senior deduction ($41,048)', () => {
    // Born 1 March 1961, 65 in 2026; retirement; wages 20,000; T = 200,000.
    // Without: income 20,000, deduction 16,100 + 2,050 = 18,150, senior 6,000 (income below
    // 75,000): taxable 0, tax 0. With: income 220,000, the senior deduction is 6,000 - 6% x 145,000
    // < 0 -> 0; taxable 220,000 - 18,150 = 201,850: 1,240 + 4,560 + 12,166 + 24% x 96,075 = 23,058,
    // + 32% x 75 = 24: 41,048. Minimum tax 26% x (220,000 - 90,100) = 33,774 < 41,048; the IRA money
    // is not net investment income (1411(c)(5)).
    const c = column({ use: 'retirement', otherIncomeCents: '2000000' }, at(780, 1961));
    expect(trumpAccount(30_000_000, 10_000_000, c)).toEqual({
      incomeTaxCents: 4_104_800,
      additionalTaxCents: 0,
      stateTaxCents: 0, // no state
      netCents: 25_895_200,
    });
  });

  it('5: a gain of $744.41 on $49,500 of ordinary taxable income pays 12%, not 15% ($89.33)', () => {
    // Age 30, wages 65,600: ordinary taxable income 49,500, tax 1,240 + 12% x 37,100 = 5,692.
    // The worksheet with the gain: line 1 = 50,244.41, line 4 = 744.41, line 5 = 49,500; line 9 = 0
    // (49,450 is used up); line 17 = 744.41 -> line 18 = 111.6615; line 22 = 5,692; line 23 =
    // 5,803.6615; line 24 (the schedule on 50,244.41) = 1,240 + 12% x 37,844.41 = 5,781.3292;
    // line 25 = 5,781.3292. 5,781.3292 - 5,692 = 89.3292 -> 89.33 (the first model: 111.66).
    const c = column({ otherIncomeCents: '6560000' }, at(360, 1996));
    expect(custodial(774_441, 700_000, c).incomeTaxCents).toBe(8_933);
  });

  it('$1,170,000.01 of gains at 30: AMT $3,220.00 and net investment income tax $36,860.00', () => {
    // Regular: taxable 1,153,900.01 of gains: 15% x (545,500 - 49,450) = 74,407.50 and 20% x
    // (1,153,900.01 - 545,500) = 121,680.002: 196,087.502.
    // Form 6251: line 4 = 1,170,000.01 (no standard deduction, 56(b)(1)(E)); line 5 = 90,100 - 50% x
    // 670,000.01 < 0 -> 0; line 6 = line 12 = 1,170,000.01. Part III: line 13 = 1,170,000.01; line 16
    // = line 22 = 1,170,000.01; line 17 = 0, line 18 = 0; line 20 = 0 (no ordinary taxable income);
    // line 21 = line 23 = 49,450; line 24 = 1,120,550.01; line 29 = 545,500 - 49,450 = 496,050 =
    // line 30; line 31 = 74,407.50; line 33 = 1,170,000.01 - 545,500 = 624,500.01; line 34 =
    // 124,900.002; line 39 = 199,307.502; line 40 = 26% x 244,500 + 28% x 925,500.01 = 322,710.0028;
    // line 41 = 199,307.502. AMT = 199,307.502 - 196,087.502 = 3,220.00.
    // Form 8960: 3.8% x min(1,170,000.01, 1,170,000.01 - 200,000) = 36,860.00038.
    const c = column({}, at(360, 1996));
    const gains = { earnedCents: 0n, investmentOrdinaryCents: 0n, retirementCents: 0n, gainsCents: 117_000_001n };
    const parts = yearTax(c.taxYear, gains);
    const s = c.taxYear.scale;
    expect(parts.regular).toBe(19_608_750_200n * (s / 1000n));
    expect(parts.tentativeMinimum - parts.regular).toBe(322_000n * s);
    expect(parts.netInvestmentIncome).toBe(3_686_000_038n * (s / 1000n));
    // 196,087.502 + 3,220 + 36,860.00038 = 236,167.50238 -> 236,167.50
    expect(custodial(117_000_001, 0, c).incomeTaxCents).toBe(23_616_750);
  });
});

describe('Form 8615 with the child other income', () => {
  it('other unearned income adds to the net unearned income', () => {
    // Age 16, interest 2,000, a 529 plan's taxable earnings 5,000 (both net investment income).
    // Without: income 2,000, deduction 1,350 (no earned income), taxable 650; unearned 2,000 <
    // 2,700: 10% x 650 = 65. With: income 7,000, taxable 5,650; line 3 = 7,000 - 2,700 = 4,300 =
    // line 5; line 13 = 22% x 4,300 = 946; line 14 = 1,350 -> 135; line 16 = 1,081; line 17 = 10% x
    // 5,650 = 565: 1,081. Minimum tax: 26% x (7,000 - 9,750) < 0: none. 1,081 - 65 = 1,016.
    const c = column({ otherUnearnedIncomeCents: '200000' }, { ...at(192, 2010) });
    expect(withdrawalTax(500_000, 'investmentOrdinary', c)).toBe(101_600);
    // The same child's earned income of 2,000 instead: the deduction is 2,000 + 450 = 2,450; without,
    // taxable 0. With 5,000 of 529 earnings: income 7,000, taxable 4,550; line 5 = min(5,000 -
    // 2,700, 4,550) = 2,300 -> 22% = 506; line 14 = 2,250 -> 225; line 16 = 731; line 17 = 455: 731.
    const earned = column({ otherIncomeCents: '200000' }, { ...at(192, 2010) });
    expect(withdrawalTax(500_000, 'investmentOrdinary', earned)).toBe(73_100);
  });

  it('splits the net unearned income between gains and ordinary income in proportion', () => {
    // Age 17, interest 10,000, custodial gains 30,000, parent rates 24% and 15%.
    // Without: taxable 10,000 - 1,350 = 8,650; line 5 = min(10,000 - 2,700, 8,650) = 7,300 -> 24%
    // = 1,752; line 14 = 1,350 -> 135; line 16 = 1,887; line 17 = 865: 1,887. Minimum tax: 26% x
    // 250 = 65. Regular 1,887.
    // With: income 40,000, taxable 38,650 of which 30,000 gains; line 5 = min(37,300, 38,650) =
    // 37,300; the gains' share 30,000 x 37,300 / 40,000 = 27,975, the ordinary 9,325; line 13 = 24%
    // x 9,325 + 15% x 27,975 = 2,238 + 4,196.25 = 6,434.25; line 14 = 1,350 with gains 2,025: the
    // worksheet's line 5 = 0, all in the 0% band: 0; line 16 = 6,434.25. Line 17: the worksheet on
    // 38,650 with 30,000 of gains: ordinary 8,650 -> 865, gains within 49,450 at 0%: 865. 6,434.25.
    // Minimum tax: line 6 = 40,000 - 9,750 = 30,250; Part III: line 13 = 30,000, line 17 = 250 ->
    // 65; line 20 = 8,650, line 21 = 40,800, line 23 = 30,000 at 0%: 65. 6,434.25 - 1,887 = 4,547.25.
    const c = column(
      { otherUnearnedIncomeCents: '1000000', parentOrdinaryRate: 0.24, parentCapitalGainsRate: 0.15 },
      at(204, 2009),
    );
    expect(withdrawalTax(3_000_000, 'gains', c)).toBe(454_725);
  });
});

describe('the kiddie-tax child under the minimum tax', () => {
  it('earned income raises the exemption cap', () => {
    // Age 18, wages 20,000, IRA money 60,000, parent 12%. Deduction min(max(1,350, 20,450), 16,100)
    // = 16,100. Without: taxable 3,900 -> 390; minimum tax: exemption min(90,100, 29,750): 20,000 -
    // 29,750 < 0, none. With: income 80,000, taxable 63,900; line 5 = min(57,300, 63,900) = 57,300 at
    // 12% = 6,876; line 14 = 6,600 -> 660; line 16 = 7,536; line 17 = 1,240 + 4,560 + 22% x 13,500 =
    // 8,770: 8,770. Form 6251: line 6 = 80,000 - 29,750 = 50,250 -> 13,065 > 8,770.
    // 13,065 - 390 = 12,675.
    const c = column({ otherIncomeCents: '2000000', parentOrdinaryRate: 0.12 }, at(216, 2008));
    expect(withdrawalTax(6_000_000, 'retirement', c)).toBe(1_267_500);
  });

  it('a young adult own return: the full exemption, phased out above $500,000', () => {
    // Age 30, IRA money 600,000 (ordinary, not net investment income). Regular: taxable 583,900 ->
    // 1,240 + 4,560 + 12,166 + 23,058 + 17,424 + 35% x 327,675 = 114,686.25: 173,134.25.
    // Minimum tax: exemption 90,100 - 50% x 100,000 = 40,100; 559,900: 63,570 + 28% x 315,400 =
    // 88,312: 151,882 < 173,134.25. No net investment income: 173,134.25.
    const c = column({}, at(360, 1996));
    expect(withdrawalTax(60_000_000, 'retirement', c)).toBe(17_313_425);
    // The same money from a 529 plan is net investment income: + 3.8% x 400,000 = 15,200.
    expect(withdrawalTax(60_000_000, 'investmentOrdinary', c)).toBe(17_313_425 + 1_520_000);
  });
});

describe('65 and over', () => {
  it('the senior deduction phases out by 6% of the income above $75,000', () => {
    // Age 70 in 2026, IRA money 100,000. Deduction 18,150; senior 6,000 - 6% x 25,000 = 4,500;
    // taxable 100,000 - 22,650 = 77,350: 1,240 + 4,560 + 22% x 26,950 = 5,929: 11,729.
    const c = column({ use: 'retirement' }, at(840, 1956));
    expect(withdrawalTax(10_000_000, 'retirement', c)).toBe(1_172_900);
  });

  it('counts the age at the end of the year, and is gone after 2028', () => {
    // Born 1 January 1962: the 65th birthday, 1 January 2027, is reached the day before, on 31
    // December 2026, so 65 at the end of 2026. Same 100,000.
    const jan1 = column({ use: 'retirement' }, { ...at(768, 1962, true) });
    expect(jan1.taxYear.ageAtYearEnd).toBe(65);
    expect(withdrawalTax(10_000_000, 'retirement', jan1)).toBe(1_172_900);
    // Born 2 January 1962: 64 at the end of 2026: 100,000 - 16,100 = 83,900: 13,170.
    const later = column({ use: 'retirement' }, at(768, 1962));
    expect(withdrawalTax(10_000_000, 'retirement', later)).toBe(1_317_000);
    // In 2029 (figures indexed at 0% inflation: the same dollars) the senior deduction is gone:
    // 100,000 - 18,150 = 81,850: 1,240 + 4,560 + 22% x 31,450 = 6,919: 12,719.
    const in2029 = column({ use: 'retirement' }, { ...at(840, 1959), year: 2029 });
    expect(withdrawalTax(10_000_000, 'retirement', in2029)).toBe(1_271_900);
  });

  it('rounds the reduction to the cent: the cross-check against Tax-Calculator parts by a cent', () => {
    // The one difference of the cross-check (docs/after-tax.md#a-cross-check-against-tax-calculator):
    // age 65 in 2026, wages 158,802.68, a 529 plan's earnings 109.69. Deduction 18,150.
    // Without: 6% x 83,802.68 = 5,028.1608 -> 5,028.16; senior 971.84; taxable 139,680.84:
    // 1,240 + 4,560 + 12,166 + 24% x 33,980.84 = 26,121.4016.
    // With: 6% x 83,912.37 = 5,034.7422 -> 5,034.74; senior 965.26; taxable 139,797.11:
    // 17,966 + 24% x 34,097.11 = 26,149.3064. The difference 27.9048 -> 27.90 (no minimum tax, and
    // income below 200,000). Unrounded reductions (Tax-Calculator's) give 27.905136 -> 27.91.
    const c = column({ otherIncomeCents: '15880268' }, at(780, 1961));
    expect(withdrawalTax(10_969, 'investmentOrdinary', c)).toBe(2_790);
  });
});

describe('the net investment income tax (1411)', () => {
  it('an IRA withdrawal is not net investment income, but raises the modified AGI', () => {
    // Age 40, interest 50,000 (net investment income), IRA money 300,000. Without: income 50,000,
    // below 200,000: none. With: 350,000, the lesser of 50,000 and 150,000: 3.8% x 50,000 = 1,900
    // on top of the regular tax on the 300,000: taxable with 333,900, without 33,900:
    // 1,240 + 4,560 + 12,166 + 23,058 + 17,424 + 35% x 77,675 = 27,186.25: 85,634.25 less 1,240 +
    // 12% x 21,500 = 3,820: 81,814.25. Minimum tax: 26% x 244,500 + 28% x 15,400 = 67,882 < regular.
    // 81,814.25 + 1,900 = 83,714.25.
    const c = column({ otherUnearnedIncomeCents: '5000000' }, at(480, 1986));
    expect(withdrawalTax(30_000_000, 'retirement', c)).toBe(8_371_425);
  });

  it('a 529 plan taxable earnings and a custodial gain are', () => {
    const c = column({}, at(480, 1986));
    // 529: 300,000 of earnings: taxable 283,900: 1,240 + 4,560 + 12,166 + 23,058 + 17,424 + 35% x
    // 27,675 = 9,686.25: 68,134.25; and 3.8% x 100,000 = 3,800.
    expect(plan529(30_000_000, 0, c).incomeTaxCents).toBe(6_813_425 + 380_000);
    // Custodial: 300,000 of gains: 15% x (283,900 - 49,450) = 35,167.50 and 3,800.
    expect(custodial(30_000_000, 0, c).incomeTaxCents).toBe(3_516_750 + 380_000);
  });
});

// 2026, married filing jointly (Rev. Proc. 2025-32 as quoted: standard deduction $32,200 (4.14(1)),
// brackets 10% to $24,800, 12% to $100,800, 22% to $211,400, 24% to $403,550, 32% to $512,450, 35%
// to $768,700 (4.01), capital-gain breakpoints $98,900 and $613,700 (4.03), $1,650 per spouse 65 or
// older (4.14(3)), minimum tax exemption $140,200 phased out above $1,000,000 (4.09); the statute's
// $150,000 for the senior deduction (151(d)(5)(C)(ii)) and $250,000 for the 3.8% tax (1411(b)(1))).
// The joint schedule's sums at each top: 2,480; 11,600; 35,932; 82,048; 116,896; 206,583.50.
describe('married filing jointly (docs/after-tax.md#filing-status)', () => {
  const joint = { filingStatus: 'marriedJoint' } as const;

  it('an IRA withdrawal of $100,000 on $60,000 of wages: $14,700 (single: $22,114)', () => {
    // Age 30 in 2026. Without: taxable 60,000 - 32,200 = 27,800: 2,480 + 12% x 3,000 = 2,840.
    // With: 160,000 - 32,200 = 127,800: 11,600 + 22% x 27,000 = 17,540. Form 6251: 26% x (160,000 -
    // 140,200) = 5,148 < 17,540. No net investment income. 17,540 - 2,840 = 14,700, and the 10%.
    // (Single: 43,900 -> 5,020; 143,900 -> 17,966 + 24% x 38,200 = 27,134: 22,114.)
    const c = column({ ...joint, otherIncomeCents: '6000000' }, at(360, 1996));
    expect(c.figures.filingStatus).toBe('marriedJoint');
    expect(trumpAccount(12_000_000, 2_000_000, c)).toEqual({
      incomeTaxCents: 1_470_000,
      additionalTaxCents: 1_000_000,
      stateTaxCents: 0, // no state
      netCents: 9_530_000,
    });
    const single = column({ otherIncomeCents: '6000000' }, at(360, 1996));
    expect(trumpAccount(12_000_000, 2_000_000, single)?.incomeTaxCents).toBe(2_211_400);
  });

  it('both spouses 65: 63(f) twice and two senior deductions, one reduction from each ($29,222)', () => {
    // Born 1 March 1961, 65 in 2026, the spouse as old; retirement; wages 20,000; IRA money 200,000.
    // Without: income 20,000; deduction 32,200 + 2 x 1,650 = 35,500; senior 2 x 6,000: taxable 0.
    // With: income 220,000; Schedule 1-A: 6% x (220,000 - 150,000) = 4,200, each spouse 6,000 -
    // 4,200 = 1,800: 3,600. Taxable 220,000 - 35,500 - 3,600 = 180,900: 11,600 + 22% x 80,100 =
    // 29,222. Form 6251: 26% x (216,400 - 140,200) = 19,812 < 29,222. (Single, the same money:
    // $41,048, the audit's case 4.)
    const c = column({ ...joint, use: 'retirement', otherIncomeCents: '2000000' }, at(780, 1961));
    expect(trumpAccount(30_000_000, 10_000_000, c)).toEqual({
      incomeTaxCents: 2_922_200,
      additionalTaxCents: 0,
      stateTaxCents: 0, // no state
      netCents: 27_077_800,
    });
  });

  it('a custodial gain across the joint 0%/15% breakpoint and the $250,000 of the 3.8% tax ($33,800)', () => {
    // Age 40, wages 150,000, a gain of 200,000. Without: taxable 117,800: 11,600 + 22% x 17,000 =
    // 15,340; Form 6251 26% x 9,800 = 2,548 < 15,340; MAGI below 250,000.
    // With: taxable 317,800 of which 200,000 gains. Worksheet: line 5 = 117,800; line 7 = 98,900 =
    // line 8, line 9 = 0 (the 0% band is used up by ordinary income); line 16 = min(317,800, 613,700)
    // - 117,800 = 200,000 = line 17: 15% = 30,000; line 22 = 15,340; line 23 = 45,340; line 24 =
    // 35,932 + 24% x 106,400 = 61,468; line 25 = 45,340. Form 6251: 350,000 - 140,200 = 209,800;
    // Part III line 17 = 9,800 -> 2,548, line 30 = 200,000 -> 30,000: 32,548 < 45,340.
    // Form 8960: 3.8% x min(200,000, 350,000 - 250,000) = 3,800. 45,340 + 3,800 - 15,340 = 33,800.
    const c = column({ ...joint, otherIncomeCents: '15000000' }, at(480, 1986));
    expect(custodial(25_000_000, 5_000_000, c).incomeTaxCents).toBe(3_380_000);
  });

  it('$2,000,000 of gains: the joint exemption phased out to nothing, AMT $6,440 and 3.8% of $1,750,000', () => {
    // Age 30, no other income. Regular: taxable 1,967,800 of gains: 0% on 98,900, 15% on 613,700 -
    // 98,900 = 514,800 (77,220), 20% on 1,354,100 (270,820): 348,040.
    // Form 6251: line 4 = 2,000,000; line 5 = 140,200 - 50% x 1,000,000 < 0 -> 0; line 6 = 2,000,000.
    // Part III: line 18 = 0; line 21 = line 23 = 98,900; line 29 = 613,700 - 98,900 = 514,800 = line
    // 30 -> 77,220; line 33 = 1,386,300 -> 277,260; line 39 = 354,480 < line 40 (555,110).
    // AMT = 354,480 - 348,040 = 6,440. Form 8960: 3.8% x min(2,000,000, 1,750,000) = 66,500.
    const c = column(joint, at(360, 1996));
    const gains = { earnedCents: 0n, investmentOrdinaryCents: 0n, retirementCents: 0n, gainsCents: 200_000_000n };
    const parts = yearTax(c.taxYear, gains);
    const s = c.taxYear.scale;
    expect(parts.regular).toBe(34_804_000n * s);
    expect(parts.tentativeMinimum - parts.regular).toBe(644_000n * s);
    expect(parts.netInvestmentIncome).toBe(6_650_000n * s);
    expect(custodial(200_000_000, 0, c).incomeTaxCents).toBe(42_098_000);
  });

  it('the kiddie-tax years stay a single dependent child, whatever the filing status', () => {
    // At 18 under the kiddie tax (the audit's case 1): the same $23,465 with marriedJoint.
    const c = column(joint, at(216, 2008));
    expect(c.kiddie).toBe(true);
    expect(c.figures.filingStatus).toBe('single');
    expect(trumpAccount(12_000_000, 2_000_000, c)?.incomeTaxCents).toBe(2_346_500);
    // Told the kiddie tax does not apply, the same 18-year-old files the joint return: 100,000 -
    // 32,200 = 67,800: 2,480 + 12% x 43,000 = 7,640.
    const own = column({ ...joint, kiddieTax: false }, at(216, 2008));
    expect(own.figures.filingStatus).toBe('marriedJoint');
    expect(trumpAccount(12_000_000, 2_000_000, own)?.incomeTaxCents).toBe(764_000);
  });

  it('the independent reference (test/tax/reference.ts) works the same joint cases to the same cents', () => {
    const ref = (over: Partial<RefCase>): RefCase => ({
      use: 'any',
      other: 0n,
      otherUnearned: 0n,
      parentOrdinary: { n: 22n, d: 100n },
      parentGains: { n: 15n, d: 100n },
      ordinary: undefined,
      gains: undefined,
      kiddieTax: undefined,
      expenses: undefined,
      ageMonths: 360,
      year: 2026,
      birthYear: 1996,
      bornJanuaryFirst: false,
      inflation: 0,
      filingStatus: 'marriedJoint',
      ...over,
    });
    expect(refTrump(12_000_000n, 2_000_000n, ref({ other: 6_000_000n }))?.income).toBe(1_470_000n);
    const seniors = ref({ use: 'retirement', other: 2_000_000n, ageMonths: 780, birthYear: 1961 });
    expect(refTrump(30_000_000n, 10_000_000n, seniors)?.income).toBe(2_922_200n);
    const forty = ref({ other: 15_000_000n, ageMonths: 480, birthYear: 1986 });
    expect(refCustodial(25_000_000n, 5_000_000n, forty).income).toBe(3_380_000n);
    expect(refCustodial(200_000_000n, 0n, ref({})).income).toBe(42_098_000n);
    expect(refTrump(12_000_000n, 2_000_000n, ref({ ageMonths: 216, birthYear: 2008 }))?.income).toBe(2_346_500n);
    const own = ref({ ageMonths: 216, birthYear: 2008, kiddieTax: false });
    expect(refTrump(12_000_000n, 2_000_000n, own)?.income).toBe(764_000n);
  });
});
