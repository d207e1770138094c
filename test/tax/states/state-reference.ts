// A plain reference for one year's state income tax (docs/after-tax.md#state-tax), written from the
// docs and the jurisdiction's data (core/statute/state-tax-types.ts), sharing no code with
// core/tax/state-tax.ts: every amount a BigInt, every rate an exact fraction, the tax summed in
// fractions of a cent and rounded once, half to even. Slow and obvious on purpose.
import type { StateTaxJurisdiction } from '../../../core/statute/state-tax-types.js';

/** What one return holds, as the federal return sees it. */
export interface RefStateReturn {
  filingStatus: 'single' | 'marriedJoint';
  year: number;
  /** The scenario's inflation as a double (the figures after 2026 follow the federal indexing). */
  annualInflation: number;
  ageAtEnd: number;
  /** Whole months on 31 December; absent, ageAtEnd x 12. */
  ageMonthsAtEnd?: number;
  dependent: boolean;
  /** The parent's state rate as a fraction (only where the state follows the kiddie tax). */
  parentStateRate?: { n: bigint; d: bigint };
  wagesCents: bigint;
  interestCents: bigint;
  trumpCents: bigint;
  otherIraCents?: bigint;
  plan529EarningsCents: bigint;
  plan529RecaptureCents?: bigint;
  gainsCents: bigint;
}

/** The federal figures the state rules borrow (docs/after-tax.md#figures): K and the $450. */
const K_2026 = 135_000;
const EARNED_ADD_2026 = 45_000;

/** A decimal string as a fraction. */
export function fraction(text: string): { n: bigint; d: bigint } {
  const [whole, part = ''] = text.split('.');
  const d = 10n ** BigInt(part.length);
  return { n: BigInt(`${whole}${part}`), d };
}

/** The federal convention: floor(x (1 + i)^(y - 2026) / 5000) x 5000 after 2026, the power by
 *  repeated multiplication of doubles. */
function indexed(x: number, year: number, inflation: number): number {
  if (year <= 2026) return x;
  let factor = 1;
  for (let y = 2026; y < year; y++) factor *= 1 + inflation;
  return Math.min(Math.floor((x * factor) / 5000) * 5000, Number.MAX_SAFE_INTEGER);
}

/** n / d to the nearest integer, half to even (n >= 0, d > 0). */
function roundHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n - q * d;
  if (2n * r < d) return q;
  if (2n * r > d) return q + 1n;
  return q % 2n === 0n ? q : q + 1n;
}

const big = (x: number) => BigInt(x);
const pos = (x: bigint) => (x < 0n ? 0n : x);
const least = (a: bigint, b: bigint) => (a < b ? a : b);

/** The state's whole tax on the return, in cents. */
export function refStateTax(j: StateTaxJurisdiction, r: RefStateReturn): bigint {
  return roundHalfEven(...refStateTaxExact(j, r));
}

/** The tax that `withIt` adds to `without`: both exact, the difference rounded once, never below 0. */
export function refStateAddedTax(j: StateTaxJurisdiction, without: RefStateReturn, withIt: RefStateReturn): bigint {
  const [a, d] = refStateTaxExact(j, withIt);
  const [b, e] = refStateTaxExact(j, without);
  const more = a * e - b * d;
  return more > 0n ? roundHalfEven(more, d * e) : 0n;
}

/** The tax as a fraction of a cent: [numerator, denominator]. */
function refStateTaxExact(j: StateTaxJurisdiction, r: RefStateReturn): [bigint, bigint] {
  const fig = (x: number) => big(j.indexed ? indexed(x, r.year, r.annualInflation) : x);
  const status = r.dependent ? 'single' : r.filingStatus;
  const joint = status === 'marriedJoint';
  // Every rate over one denominator: a million, times the parent's rate's.
  const parent = r.parentStateRate ?? { n: 0n, d: 1n };
  const D = 1_000_000n * parent.d;
  const atD = (rate: string) => {
    const f = fraction(rate);
    return (f.n * D) / f.d;
  };
  // Income as the state sees it.
  const wages = j.wagesTaxed ? r.wagesCents : 0n;
  const trump = j.trumpWithdrawal === 'excluded' ? 0n : r.trumpCents;
  const ira = trump + (r.otherIraCents ?? 0n);
  const months = r.ageMonthsAtEnd ?? r.ageAtEnd * 12;
  let excludedIra = 0n;
  const exclusion = j.retirementExclusion;
  if (exclusion !== null && months >= exclusion.fromAgeMonths) {
    excludedIra = exclusion.capCents === null ? ira : least(ira, fig(exclusion.capCents));
  }
  const share = fraction(j.capitalGainsExcludedShare);
  const gainsExcluded = roundHalfEven(r.gainsCents * share.n, share.d);
  const unearned =
    r.interestCents +
    (ira - excludedIra) +
    r.plan529EarningsCents +
    (r.plan529RecaptureCents ?? 0n) +
    (r.gainsCents - gainsExcluded);
  const agi = wages + unearned;
  // Deductions.
  let deduction: bigint;
  if (r.dependent) {
    if (j.dependentDeduction === 'federal') {
      const k = big(indexed(K_2026, r.year, r.annualInflation));
      const add = big(indexed(EARNED_ADD_2026, r.year, r.annualInflation));
      const floor = r.wagesCents + add > k ? r.wagesCents + add : k;
      deduction = least(floor, fig(j.deduction.singleCents));
    } else {
      deduction = fig(j.dependentDeduction);
    }
  } else {
    deduction = fig(joint ? j.deduction.marriedJointCents : j.deduction.singleCents);
    if (r.ageAtEnd >= 65) deduction += fig(j.agedDeductionCents) * (joint ? 2n : 1n);
  }
  const taxable = pos(agi - deduction);
  // The kiddie tax where the state follows it: the net unearned income at the parent's rate.
  let nui = 0n;
  if (r.dependent && j.kiddieTax === 'follows') {
    const twoK = 2n * big(indexed(K_2026, r.year, r.annualInflation));
    nui = least(pos(unearned - twoK), taxable);
  }
  const parentPart = nui * ((parent.n * D) / parent.d);
  // The schedule on the rest.
  const schedule = joint ? j.brackets.marriedJoint : j.brackets.single;
  const rest = taxable - nui;
  let bands = 0n;
  schedule.forEach((band, i) => {
    const from = fig(band.fromCents);
    const next = schedule[i + 1];
    const to = next === undefined ? rest : least(rest, fig(next.fromCents));
    if (to > from) bands += (to - from) * atD(band.rate);
  });
  const credit = fig(joint ? j.exemptionCredit.marriedJointCents : j.exemptionCredit.singleCents) * D;
  const own = pos(bands - credit);
  // A separate tax on gains above its deduction.
  const gainsTax = j.gainsTax === null ? 0n : pos(r.gainsCents - fig(j.gainsTax.deductionCents)) * atD(j.gainsTax.rate);
  return [own + parentPart + gainsTax, D];
}
