// The state tax (core/tax/state-tax.ts) on hand-worked returns and on random ones
// (docs/after-tax.md#state-tax). Every `<code>.cases.ts` beside this file (one per modelled
// jurisdiction, found by listing the folder: a jurisdiction not modelled yet has none) and the
// made-up fixture's cases are run through the module and through the plain reference
// (state-reference.ts), each to the cent; then seeded random returns, module against reference, over
// every modelled jurisdiction and variants of the fixture that turn on each rule.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../core/common/us-states.js';
import type { StateTaxJurisdiction } from '../../../core/statute/state-tax-types.js';
import { STATE_TAX, STATE_TAX_LIST } from '../../../core/statute/states/index.js';
import { STATE_TAX_WORDS } from '../../../core/statute/states/words.js';
import type { Rate } from '../../../core/tax/income-tax.js';
import {
  NO_STATE_INCOME,
  type StateIncome,
  type StateIncomeKind,
  stateAddedTax,
  stateColumn,
  stateReturnTax,
  stateYear,
} from '../../../core/tax/state-tax.js';
import { FIXTURE_CASES, FIXTURE_STATE } from './fixture-state.js';
import type { StateCase } from './state-case.js';
import { fraction, type RefStateReturn, refStateAddedTax, refStateTax } from './state-reference.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Every StateCase the `<code>.cases.ts` files export, whatever their export names. */
async function handCases(): Promise<StateCase[]> {
  const files = readdirSync(here).filter((name) => name.endsWith('.cases.ts'));
  const found: StateCase[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(here, file)).href);
    for (const value of Object.values(module)) {
      if (Array.isArray(value))
        found.push(...value.filter((c): c is StateCase => typeof c?.expectedTaxCents === 'number'));
    }
  }
  return found;
}

const rateOf = (text: string): Rate => {
  const f = fraction(text);
  return { units: f.n, scale: f.d };
};

function moduleTax(j: StateTaxJurisdiction, c: StateCase): number {
  const year = stateYear(j, {
    year: c.year,
    annualInflation: 0.025,
    filingStatus: c.filingStatus,
    ageAtEnd: c.ageAtEnd,
    ageMonthsAtEnd: c.ageAtEnd * 12,
    dependent: c.dependent === true,
    parentStateRate: c.parentStateRate === undefined ? null : rateOf(c.parentStateRate),
  });
  return stateReturnTax(year, {
    ...NO_STATE_INCOME,
    wagesCents: c.wagesCents,
    interestCents: c.interestCents,
    trumpCents: c.trumpWithdrawalCents,
    plan529EarningsCents: c.plan529EarningsCents,
    gainsCents: c.gainsCents,
  });
}

function refTax(j: StateTaxJurisdiction, c: StateCase): number {
  return Number(
    refStateTax(j, {
      filingStatus: c.filingStatus,
      year: c.year,
      annualInflation: 0.025,
      ageAtEnd: c.ageAtEnd,
      dependent: c.dependent === true,
      ...(c.parentStateRate === undefined ? {} : { parentStateRate: fraction(c.parentStateRate) }),
      wagesCents: BigInt(c.wagesCents),
      interestCents: BigInt(c.interestCents),
      trumpCents: BigInt(c.trumpWithdrawalCents),
      plan529EarningsCents: BigInt(c.plan529EarningsCents),
      gainsCents: BigInt(c.gainsCents),
    }),
  );
}

const cases = [
  ...FIXTURE_CASES.map((c) => ({ c, j: FIXTURE_STATE })),
  ...(await handCases()).map((c) => ({ c, j: STATE_TAX[c.state] })),
];

describe('hand-worked state returns', () => {
  it.each(cases.map(({ c, j }) => [`${c.state} ${c.what}`, c, j] as const))('%s', (_name, c, j) => {
    expect(j.status).toBe('modelled');
    expect(moduleTax(j, c)).toBe(c.serviceTaxCents ?? c.expectedTaxCents);
    expect(refTax(j, c)).toBe(c.serviceTaxCents ?? c.expectedTaxCents);
    expect(c.gap === undefined).toBe(c.serviceTaxCents === undefined);
    expect(c.serviceWorked === undefined).toBe(c.serviceTaxCents === undefined);
  });

  // A case the shape cannot carry says so: the service's figure differs from the law's, and the gap
  // is one the jurisdiction lists as not modelled (never a silent difference).
  const gaps = cases.filter(({ c }) => c.serviceTaxCents !== undefined);
  it.each(gaps.map(({ c }) => [`${c.state} ${c.what}`, c] as const))('gap: %s', (_name, c) => {
    expect(c.serviceTaxCents).not.toBe(c.expectedTaxCents);
    expect(STATE_TAX_WORDS[c.state].notModelled.some((item) => item.includes(c.gap as string))).toBe(true);
  });
});

/** The fixture with each rule turned another way, so that the random returns reach every branch. */
const VARIANTS: StateTaxJurisdiction[] = [
  FIXTURE_STATE,
  { ...FIXTURE_STATE, kiddieTax: 'follows', dependentDeduction: 110_000, indexed: false },
  {
    ...FIXTURE_STATE,
    trumpWithdrawal: 'excluded',
    retirementExclusion: { fromAgeMonths: 780, capCents: null, words: '' },
    capitalGainsExcludedShare: '0',
    wagesTaxed: false,
  },
  {
    ...FIXTURE_STATE,
    incomeTax: 'none',
    brackets: { single: [], marriedJoint: [] },
    deduction: { singleCents: 0, marriedJointCents: 0 },
    exemptionCredit: { singleCents: 0, marriedJointCents: 0 },
    gainsTax: { rate: '0.07', deductionCents: 27_000_000, words: '' },
    retirementExclusion: null,
    capitalGainsExcludedShare: '0',
  },
  {
    ...FIXTURE_STATE,
    incomeTax: 'flat',
    brackets: { single: [{ fromCents: 0, rate: '0.030701' }], marriedJoint: [{ fromCents: 0, rate: '0.030701' }] },
    kiddieTax: 'follows',
    capitalGainsExcludedShare: '0.123457',
  },
  // The widened shape: phase-outs by a rate and linear, aged credits and married aged deductions,
  // exclusion tiers, a flat gains exclusion, gains bands, a band's stated base, a no-tax floor.
  {
    ...FIXTURE_STATE,
    brackets: {
      single: [
        { fromCents: 0, rate: '0' },
        { fromCents: 2_605_000, rate: '0.0275', baseCents: 33_200 },
        { fromCents: 10_000_000, rate: '0.035', baseCents: 240_000 },
      ],
      marriedJoint: [
        { fromCents: 0, rate: '0.02' },
        { fromCents: 5_000_000, rate: '0.05', baseCents: 100_001 },
      ],
    },
    agedDeductionMarriedEachCents: 165_000,
    deductionPhaseOut: {
      from: { singleCents: 1_955_000, marriedJointCents: 2_821_000 },
      rate: { single: '0.12', marriedJoint: '0.19778' },
      phasedCents: { singleCents: 400_000, marriedJointCents: 900_000 },
      words: '',
    },
    creditPhaseOut: {
      from: { singleCents: 4_000_000, marriedJointCents: 8_000_000 },
      to: { singleCents: 9_500_000, marriedJointCents: 19_000_000 },
      words: '',
    },
    agedCredit: { fromAgeMonths: 720, eachCents: 11_000, words: '' },
    retirementExclusionTiers: [
      {
        fromAgeMonths: 744,
        capCents: 3_500_000,
        agiPhaseOut: {
          from: { singleCents: 7_500_000, marriedJointCents: 10_000_000 },
          rate: { single: '0.3', marriedJoint: '0.2' },
          words: '',
        },
        words: '',
      },
      {
        fromAgeMonths: 780,
        capCents: null,
        agiPhaseOut: {
          from: { singleCents: 7_500_000, marriedJointCents: 10_000_000 },
          to: { singleCents: 10_000_000, marriedJointCents: 15_000_000 },
          words: '',
        },
        words: '',
      },
    ],
    capitalGainsExcludedFlatCents: 500_000,
    gainsBands: {
      single: [
        { fromCents: 0, rate: '0.03' },
        { fromCents: 4_750_000, rate: '0.041' },
      ],
      marriedJoint: [
        { fromCents: 0, rate: '0.03' },
        { fromCents: 9_500_000, rate: '0.041', baseCents: 285_000 },
      ],
    },
    noTaxAtOrBelow: { singleCents: 1_000_000, marriedJointCents: 2_000_000 },
  },
  {
    ...FIXTURE_STATE,
    kiddieTax: 'follows',
    dependentDeduction: 'federal',
    // A cliff: the whole deduction, aged additions with it, lost one cent above the threshold.
    deductionPhaseOut: {
      from: { singleCents: 25_000_000, marriedJointCents: 50_000_000 },
      to: { singleCents: 25_000_001, marriedJointCents: 50_000_001 },
      words: '',
    },
    creditPhaseOut: {
      from: { singleCents: 1_821_300, marriedJointCents: 3_642_600 },
      rate: { single: '0.013', marriedJoint: '0.013' },
      words: '',
    },
    capitalGainsExcludedShare: '0.4',
    capitalGainsExcludedFlatCents: 250_000,
    gainsBands: {
      single: [{ fromCents: 0, rate: '0.010001' }],
      marriedJoint: [{ fromCents: 0, rate: '0.010001' }],
    },
  },
  ...STATE_TAX_LIST.filter((j) => j.status === 'modelled'),
];

const LARGEST = Number.MAX_SAFE_INTEGER;
const amount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.integer({ min: 0, max: 100_000_000_000 }),
  fc.integer({ min: 0, max: Math.floor(LARGEST / 8) }),
);
/** A parent rate of up to seven decimals (past six the module's scale grows). */
const parentRate = fc
  .integer({ min: 0, max: 7 })
  .chain((digits) => fc.tuple(fc.constant(digits), fc.integer({ min: 0, max: Math.floor(10 ** digits / 2) })))
  .map(([digits, units]) => (digits === 0 ? '0' : `0.${String(units).padStart(digits, '0')}`));

const returnArb = fc.record({
  variant: fc.integer({ min: 0, max: VARIANTS.length - 1 }),
  filingStatus: fc.constantFrom('single' as const, 'marriedJoint' as const),
  year: fc.integer({ min: 2026, max: 2045 }),
  annualInflation: fc.constantFrom(0, 0.025, 0.031, -0.01),
  ageAtEnd: fc.integer({ min: 10, max: 95 }),
  extraMonths: fc.integer({ min: 0, max: 11 }),
  dependent: fc.boolean(),
  parentStateRate: parentRate,
  wagesCents: amount,
  interestCents: amount,
  trumpCents: amount,
  otherIraCents: amount,
  plan529EarningsCents: amount,
  plan529RecaptureCents: amount,
  gainsCents: amount,
  addedKind: fc.constantFrom('trumpCents', 'plan529EarningsCents', 'gainsCents', 'otherIraCents') as fc.Arbitrary<
    keyof StateIncome
  >,
  added: amount,
});

type ReturnCase = typeof returnArb extends fc.Arbitrary<infer T> ? T : never;

/** One random return through the module and the reference: the same tax, and the same tax added. */
function agrees(r: ReturnCase): void {
  const j = VARIANTS[r.variant] as StateTaxJurisdiction;
  const ageMonthsAtEnd = r.ageAtEnd * 12 + r.extraMonths;
  const year = stateYear(j, {
    year: r.year,
    annualInflation: r.annualInflation,
    filingStatus: r.filingStatus,
    ageAtEnd: r.ageAtEnd,
    ageMonthsAtEnd,
    dependent: r.dependent,
    parentStateRate: rateOf(r.parentStateRate),
  });
  const income: StateIncome = {
    wagesCents: r.wagesCents,
    interestCents: r.interestCents,
    trumpCents: r.trumpCents,
    otherIraCents: r.otherIraCents,
    plan529EarningsCents: r.plan529EarningsCents,
    plan529RecaptureCents: r.plan529RecaptureCents,
    gainsCents: r.gainsCents,
  };
  const withIt = { ...income, [r.addedKind]: income[r.addedKind] + r.added };
  if (!Number.isSafeInteger(withIt[r.addedKind])) return;
  const ref = (x: StateIncome): RefStateReturn => ({
    filingStatus: r.filingStatus,
    year: r.year,
    annualInflation: r.annualInflation,
    ageAtEnd: r.ageAtEnd,
    ageMonthsAtEnd,
    dependent: r.dependent,
    parentStateRate: fraction(r.parentStateRate),
    wagesCents: BigInt(x.wagesCents),
    interestCents: BigInt(x.interestCents),
    trumpCents: BigInt(x.trumpCents),
    otherIraCents: BigInt(x.otherIraCents),
    plan529EarningsCents: BigInt(x.plan529EarningsCents),
    plan529RecaptureCents: BigInt(x.plan529RecaptureCents),
    gainsCents: BigInt(x.gainsCents),
  });
  expect(stateReturnTax(year, income)).toBe(Number(refStateTax(j, ref(income))));
  expect(stateAddedTax(year, income, withIt)).toBe(Number(refStateAddedTax(j, ref(income), ref(withIt))));
}

describe('random state returns: the module against the reference', () => {
  it('agrees to the cent on the return and on what a withdrawal adds', () => {
    fc.assert(fc.property(returnArb, agrees), { seed: 530, numRuns: 3000 });
  });

  it('agrees near the phase-outs: incomes up to $150,000 each, every rule of the widened shape', () => {
    const small = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 15_000_000 }));
    const nearArb = returnArb.chain((r) =>
      fc
        .record({
          wagesCents: small,
          interestCents: small,
          trumpCents: small,
          otherIraCents: small,
          plan529EarningsCents: small,
          plan529RecaptureCents: fc.constant(0),
          gainsCents: small,
          added: small,
          ageAtEnd: fc.integer({ min: 55, max: 80 }),
        })
        .map((near) => ({ ...r, ...near })),
    );
    fc.assert(fc.property(nearArb, agrees), { seed: 531, numRuns: 3000 });
  });

  it("reads what a withdrawal adds off a column's lines, to the cent, at every amount", () => {
    // Many amounts at one column, most of them small enough to land between the kinks (the
    // deduction, 2K, the bands, the credit, the exclusions), each checked against the reference.
    const amounts = fc.array(
      fc.oneof(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 60_000_000 }), amount),
      { minLength: 1, maxLength: 30 },
    );
    const kinds = fc.constantFrom(
      'trumpCents',
      'plan529EarningsCents',
      'gainsCents',
      'otherIraCents',
      'interestCents',
    ) as fc.Arbitrary<StateIncomeKind>;
    const small = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 }), amount);
    fc.assert(
      fc.property(returnArb, kinds, amounts, small, small, (r, kind, list, wages, interest) => {
        const j = VARIANTS[r.variant] as StateTaxJurisdiction;
        const ageMonthsAtEnd = r.ageAtEnd * 12 + r.extraMonths;
        const year = stateYear(j, {
          year: r.year,
          annualInflation: r.annualInflation,
          filingStatus: r.filingStatus,
          ageAtEnd: r.ageAtEnd,
          ageMonthsAtEnd,
          dependent: r.dependent,
          parentStateRate: rateOf(r.parentStateRate),
        });
        const without: StateIncome = { ...NO_STATE_INCOME, wagesCents: wages, interestCents: interest };
        const column = stateColumn(year, without);
        // A column lays its lines once a kind has been asked 64 times (its paths): ask that many
        // first, so that every amount below is read off the lines, not the return.
        for (let i = 1; i <= 64; i++) column.added(kind, i);
        const ref = (x: StateIncome): RefStateReturn => ({
          filingStatus: r.filingStatus,
          year: r.year,
          annualInflation: r.annualInflation,
          ageAtEnd: r.ageAtEnd,
          ageMonthsAtEnd,
          dependent: r.dependent,
          parentStateRate: fraction(r.parentStateRate),
          wagesCents: BigInt(x.wagesCents),
          interestCents: BigInt(x.interestCents),
          trumpCents: BigInt(x.trumpCents),
          otherIraCents: BigInt(x.otherIraCents),
          plan529EarningsCents: BigInt(x.plan529EarningsCents),
          plan529RecaptureCents: BigInt(x.plan529RecaptureCents),
          gainsCents: BigInt(x.gainsCents),
        });
        for (const x of list) {
          const withIt = { ...without, [kind]: without[kind] + x };
          if (!Number.isSafeInteger(withIt[kind])) continue;
          expect(column.added(kind, x), `${j.code} ${kind} ${x}`).toBe(
            Number(refStateAddedTax(j, ref(without), ref(withIt))),
          );
        }
      }),
      { seed: 531, numRuns: 1500 },
    );
  });

  it('names each jurisdiction as the one list of states does (core/common/us-states.ts)', () => {
    for (const j of STATE_TAX_LIST) expect(j.name).toBe(US_STATES[j.code]);
  });

  it('refuses a jurisdiction not modelled yet', () => {
    const notYet: StateTaxJurisdiction = { ...FIXTURE_STATE, status: 'notYet' };
    expect(() =>
      stateYear(notYet, {
        year: 2026,
        annualInflation: 0,
        filingStatus: 'single',
        ageAtEnd: 30,
        ageMonthsAtEnd: 360,
        dependent: false,
        parentStateRate: null,
      }),
    ).toThrow(/not modelled/);
  });
});
