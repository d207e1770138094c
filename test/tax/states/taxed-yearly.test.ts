// California's yearly taxation of the Trump account's earnings (docs/after-tax.md#earnings-taxed-yearly),
// on a hand-made deterministic path: each calendar year's growth is that year's state income (a
// dependent's return in the kiddie years, at the parent's state rate above 2K as California follows
// the kiddie tax), a loss carried against later growth, a column partway through a year counting its
// growth so far; checked against the plain reference (state-reference.ts), year by year.
import { describe, expect, it } from 'vitest';
import { trumpYearlyByColumn } from '../../../core/projection/after-tax.js';
import type { NormalisedScenario } from '../../../core/scenario/scenario.js';
import type { Timeline } from '../../../core/scenario/timeline.js';
import { STATE_TAX } from '../../../core/statute/states/index.js';
import type { AfterTaxInput } from '../../../core/tax/federal-tax.js';
import { fraction, type RefStateReturn, refStateAddedTax } from './state-reference.js';

const INPUT: AfterTaxInput = {
  use: 'any',
  otherIncomeCents: '500000', // the withdrawal year's: not on the growth years' returns
  parentOrdinaryRate: 0.22,
  parentCapitalGainsRate: 0.15,
  state: 'CA',
  parentStateRate: 0.093,
};

/** Born July 2026; steps from birth: six in 2026, twelve in 2027 and 2028, six in 2029. */
const YEARS = [...Array(6).fill(2026), ...Array(12).fill(2027), ...Array(12).fill(2028), ...Array(6).fill(2029)];
const TIMELINE = {
  startAgeMonths: 0,
  birthYear: 2026,
  stepYears: Int32Array.from(YEARS),
  checkpointAges: [12, 24, 36],
} as unknown as Timeline;
const SCENARIO = { birthDate: '2026-07-01', annualInflation: 0 } as NormalisedScenario;

/** $10,000 deposited at the start; $1,000 of growth a month to 2027, $200 of loss a month in 2028,
 *  $1,000 a month again in 2029. */
function path() {
  const growth = YEARS.map((year) => (year === 2028 ? -20_000 : 100_000));
  const deposits = new Float64Array(YEARS.length);
  deposits[0] = 1_000_000;
  const balances = new Float64Array(YEARS.length + 1);
  for (let k = 0; k < YEARS.length; k++)
    balances[k + 1] = (balances[k] as number) + (deposits[k] as number) + (growth[k] as number);
  return { balances, deposits };
}

/** The state tax of `income` as the only income of a dependent's California return in `year`. */
function yearTax(year: number, income: number): bigint {
  const base: RefStateReturn = {
    filingStatus: 'single',
    year,
    annualInflation: 0,
    ageAtEnd: year - 2026,
    dependent: true,
    parentStateRate: fraction('0.093'),
    wagesCents: 0n,
    interestCents: 0n,
    trumpCents: 0n,
    plan529EarningsCents: 0n,
    gainsCents: 0n,
  };
  return refStateAddedTax(STATE_TAX.CA, base, { ...base, interestCents: BigInt(income) });
}

describe("a state that taxes the Trump account's earnings yearly", () => {
  it('taxes each calendar year of growth on its own return, carrying a loss forward', () => {
    const yearly = trumpYearlyByColumn(INPUT, SCENARIO, TIMELINE, { trumpPath: path() } as never);
    if (yearly === undefined) throw new Error('California taxes the earnings yearly');
    const [at12, at24, at36] = yearly;
    // Age 1: 2026's $6,000 and 2027's first $6,000.
    expect(at12).toEqual({
      paidCents: Number(yearTax(2026, 600_000) + yearTax(2027, 600_000)),
      taxedCents: 1_200_000,
      earningsCents: 1_200_000,
      depositedCents: 1_000_000,
    });
    // Age 2: 2027 whole; 2028's first six months lost $1,200: no income, nothing taxed yet.
    expect(at24).toEqual({
      paidCents: Number(yearTax(2026, 600_000) + yearTax(2027, 1_200_000)),
      taxedCents: 1_800_000,
      earningsCents: 1_680_000,
      depositedCents: 1_000_000,
    });
    // Age 3: 2028 lost $2,400 in all, set against 2029's $6,000: $3,600 taxed in 2029.
    expect(at36).toEqual({
      paidCents: Number(yearTax(2026, 600_000) + yearTax(2027, 1_200_000) + yearTax(2029, 360_000)),
      taxedCents: 2_160_000,
      earningsCents: 2_160_000,
      depositedCents: 1_000_000,
    });
    expect(yearTax(2029, 360_000)).toBeGreaterThan(0n);
  });

  it('is not applied where the state follows the federal deferral, or without a state', () => {
    for (const input of [
      { ...INPUT, state: 'NY' as const },
      { ...INPUT, state: undefined },
    ]) {
      const { state, ...rest } = input;
      const given = state === undefined ? rest : input;
      expect(trumpYearlyByColumn(given as AfterTaxInput, SCENARIO, TIMELINE, { trumpPath: path() } as never)).toBe(
        undefined,
      );
    }
  });
});
