// A plain reference for one year's state income tax (docs/after-tax.md#state-tax), written from the
// docs and the jurisdiction's data (core/statute/state-tax-types.ts), sharing no code with
// core/tax/state-tax.ts: every amount a BigInt, every rate an exact fraction, the tax summed in
// fractions of a cent and rounded once, half to even. Slow and obvious on purpose.
import type { PhaseOut, StateBand, StateTaxJurisdiction } from '../../../core/statute/state-tax-types.js';

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

/** What is left of `amount` once the phase-out has taken its part at state AGI `agi`: the part
 *  (`phasedCents` or all) less rate x (agi - from) rounded half to even, or the part x (to - agi) /
 *  (to - from) rounded half to even, never below 0. */
function phasedOut(
  amount: bigint,
  phase: PhaseOut | undefined,
  joint: boolean,
  agi: bigint,
  fig: (x: number) => bigint,
): bigint {
  if (phase === undefined) return amount;
  const from = fig(joint ? phase.from.marriedJointCents : phase.from.singleCents);
  if (agi <= from) return amount;
  const cap =
    phase.phasedCents === undefined
      ? amount
      : fig(joint ? phase.phasedCents.marriedJointCents : phase.phasedCents.singleCents);
  const part = least(amount, cap);
  let left: bigint;
  if (phase.rate !== undefined) {
    const rate = fraction(joint ? phase.rate.marriedJoint : phase.rate.single);
    left = pos(part - roundHalfEven((agi - from) * rate.n, rate.d));
  } else {
    const to = fig(
      joint
        ? (phase.to as { marriedJointCents: number }).marriedJointCents
        : (phase.to as { singleCents: number }).singleCents,
    );
    left = agi >= to ? 0n : roundHalfEven(part * (to - agi), to - from);
  }
  return amount - part + left;
}

/** A schedule's tax on `amount`, as a numerator over D: each band's slice at its rate; a band with
 *  `baseCents` starts from that instead of what the bands below it charged. */
function schedule(
  bands: readonly StateBand[],
  amount: bigint,
  fig: (x: number) => bigint,
  atD: (r: string) => bigint,
  D: bigint,
): bigint {
  let tax = 0n;
  bands.forEach((band, i) => {
    const from = fig(band.fromCents);
    if (amount <= from) return;
    if (band.baseCents !== undefined) tax = fig(band.baseCents) * D;
    const next = bands[i + 1];
    const to = next === undefined ? amount : least(amount, fig(next.fromCents));
    tax += (to - from) * atD(band.rate);
  });
  return tax;
}

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
  // The tier reached with the highest age.
  const reached = [j.retirementExclusion, ...(j.retirementExclusionTiers ?? [])]
    .filter((t) => t !== null && months >= t.fromAgeMonths)
    .sort((a, b) => (b?.fromAgeMonths ?? 0) - (a?.fromAgeMonths ?? 0));
  const exclusion = reached[0] ?? null;
  if (exclusion !== null) {
    excludedIra = exclusion.capCents === null ? ira : least(ira, fig(exclusion.capCents));
    // Its phase-out runs on the federal AGI: every income before the state's exclusions.
    const federalAgi =
      r.wagesCents + r.interestCents + r.trumpCents + (r.otherIraCents ?? 0n) + r.plan529EarningsCents + r.gainsCents;
    excludedIra = phasedOut(excludedIra, exclusion.agiPhaseOut, joint, federalAgi, fig);
  }
  const share = fraction(j.capitalGainsExcludedShare);
  const byShare = roundHalfEven(r.gainsCents * share.n, share.d);
  const flat = least(r.gainsCents, fig(j.capitalGainsExcludedFlatCents ?? 0));
  const gainsExcluded = byShare > flat ? byShare : flat;
  const gainsTaxed = r.gainsCents - gainsExcluded;
  const unearned =
    r.interestCents + (ira - excludedIra) + r.plan529EarningsCents + (r.plan529RecaptureCents ?? 0n) + gainsTaxed;
  const agi = wages + unearned;
  // A separate tax on gains above its deduction.
  const gainsTax = j.gainsTax === null ? 0n : pos(r.gainsCents - fig(j.gainsTax.deductionCents)) * atD(j.gainsTax.rate);
  // No income tax at or below the threshold.
  if (j.noTaxAtOrBelow !== undefined) {
    const floor = fig(joint ? j.noTaxAtOrBelow.marriedJointCents : j.noTaxAtOrBelow.singleCents);
    if (agi <= floor) return [gainsTax, D];
  }
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
    if (r.ageAtEnd >= 65) {
      // The spouse is the owner's age: two aged deductions on a joint return, each at the married figure.
      deduction += joint
        ? 2n * fig(j.agedDeductionMarriedEachCents ?? j.agedDeductionCents)
        : fig(j.agedDeductionCents);
    }
  }
  deduction = phasedOut(deduction, j.deductionPhaseOut, joint, agi, fig);
  const taxable = pos(agi - deduction);
  // The kiddie tax where the state follows it: the net unearned income at the parent's rate.
  let nui = 0n;
  if (r.dependent && j.kiddieTax === 'follows') {
    const twoK = 2n * big(indexed(K_2026, r.year, r.annualInflation));
    nui = least(pos(unearned - twoK), taxable);
  }
  const parentPart = nui * ((parent.n * D) / parent.d);
  // The schedule on the rest.
  const rest = taxable - nui;
  let bands: bigint;
  if (j.gainsBands === undefined) {
    bands = schedule(joint ? j.brackets.marriedJoint : j.brackets.single, rest, fig, atD, D);
  } else {
    // The gains sit on top: the ordinary part at the ordinary bands, the slice above it at the gains bands.
    const ordinary = rest - least(gainsTaxed, rest);
    const gainsBands = joint ? j.gainsBands.marriedJoint : j.gainsBands.single;
    bands =
      schedule(joint ? j.brackets.marriedJoint : j.brackets.single, ordinary, fig, atD, D) +
      schedule(gainsBands, rest, fig, atD, D) -
      schedule(gainsBands, ordinary, fig, atD, D);
  }
  let credit = phasedOut(
    fig(joint ? j.exemptionCredit.marriedJointCents : j.exemptionCredit.singleCents),
    j.creditPhaseOut,
    joint,
    agi,
    fig,
  );
  if (j.agedCredit !== undefined && !r.dependent && months >= j.agedCredit.fromAgeMonths) {
    credit += fig(j.agedCredit.eachCents) * (joint ? 2n : 1n);
  }
  const own = pos(bands - credit * D);
  return [own + parentPart + gainsTax, D];
}
