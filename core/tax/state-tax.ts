// One year's state income tax and the state tax a withdrawal adds (docs/after-tax.md#state-tax), from
// one jurisdiction's rules (core/statute/state-tax-types.ts). Exact to the cent: a state rate is a
// decimal string of at most six places, so every tax is a whole number of 1/scale cent (scale =
// 10^6, or the parent's state rate's finer power of ten), summed exactly and rounded once to the
// nearest cent, ties to even, as the federal module rounds. In doubles while every integer stays
// below 2^53; else in BigInt, counted against the projection's exact returns (exact-returns.ts), the
// same number either way. Pure and browser-safe.
import type { FilingStatus } from '../schemas/scenario-values.js';
import type { ByStatus, PhaseOut, StateBand, StateTaxJurisdiction } from '../statute/state-tax-types.js';
import { TAX_FIGURES_2026_JOINT } from '../statute/tax-figures.js';
import { decimalRate } from './decimal-rate.js';
import { takeExactReturn } from './exact-returns.js';
import { nearestQuotient, type Rate } from './income-tax.js';
import { nearestQuotientOfDoubles, nearestRatio } from './whole-cents.js';
import { indexedCents, indexFactor, taxFigures } from './year-figures.js';

/** The finest a state rate is written: six decimal places. */
const STATE_RATE_SCALE = 1_000_000;
const SAFE = Number.MAX_SAFE_INTEGER;

/** A state rate string ("0.0307") as millionths (30700); a RangeError when it is not a decimal of at
 *  most six places from 0 to 1. */
function stateRateMillionths(rate: string, what: string): number {
  const match = /^([01])(?:\.([0-9]{1,6}))?$/.exec(rate);
  const units =
    match === null ? Number.NaN : Number(match[1]) * STATE_RATE_SCALE + Number((match[2] ?? '').padEnd(6, '0'));
  if (!(units >= 0 && units <= STATE_RATE_SCALE)) throw new RangeError(`${what} is not a state rate: ${rate}`);
  return units;
}

/** One year's income as the federal return sees it, in cents; the state's treatment is applied here. */
export interface StateIncome {
  /** Wages (taxed only where the state taxes wages). */
  wagesCents: number;
  /** Interest and other ordinary unearned income. */
  interestCents: number;
  /** A Trump account's taxable distribution (a withdrawal's taxable part, a conversion): an IRA
   *  distribution federally; `trumpWithdrawal` 'excluded' takes it out. */
  trumpCents: number;
  /** Other IRA income (a Roth IRA's taxable earnings): the retirement exclusion only. */
  otherIraCents: number;
  /** A 529 plan's non-qualified earnings. */
  plan529EarningsCents: number;
  /** 529 deductions taken earlier, added back on a non-qualified withdrawal (plan529Recapture). */
  plan529RecaptureCents: number;
  /** Long-term capital gains. */
  gainsCents: number;
}

export const NO_STATE_INCOME: Readonly<StateIncome> = Object.freeze({
  wagesCents: 0,
  interestCents: 0,
  trumpCents: 0,
  otherIraCents: 0,
  plan529EarningsCents: 0,
  plan529RecaptureCents: 0,
  gainsCents: 0,
});

/** Who files the state return, and when. */
export interface StateReturnAt {
  year: number;
  /** The scenario's annualInflation: indexes the figures after 2026 where the state indexes. */
  annualInflation: number;
  /** The owner's status; a dependent's return is single whatever it says. */
  filingStatus: FilingStatus;
  /** The age on 31 December (on a joint return the spouse is taken as the same age). */
  ageAtEnd: number;
  /** The age on 31 December in whole months, for the retirement exclusion's `fromAgeMonths`. */
  ageMonthsAtEnd: number;
  /** A dependent child's return: the kiddie-tax years (the federal rule). */
  dependent: boolean;
  /** The parent's state marginal rate: needed on a dependent's return where the state follows the
   *  kiddie tax. */
  parentStateRate: Rate | null;
}

/** A jurisdiction's figures for one return, indexed and ready: made once per column. */
export interface StateYear {
  code: string;
  /** 1/scale cent is the unit of every tax below: 10^6 or the parent rate's finer power of ten. */
  scale: number;
  /** Bands on taxable income: where each starts, its rate in 1/scale cent per cent, and the tax at
   *  its start in 1/scale cent where the law states it (null: the lower bands' sum). */
  bandStarts: number[];
  bandUnits: number[];
  bandBaseUnits: (number | null)[];
  /** Long-term gains' own bands, stacked on the ordinary taxable income, or null. */
  gainsBands: { starts: number[]; units: number[]; baseUnits: (number | null)[] } | null;
  /** The largest band rate and base, for the doubles' bound. */
  topUnits: number;
  topBaseUnits: number;
  /** What is subtracted from state AGI (the deduction, or the dependent's)... */
  deductionCents: number;
  /** ...but a dependent's where the state takes the federal one: max(K, wages + $450), at most the
   *  state's single deduction (it depends on the wages)... */
  federalDependent: { k: number; add: number; most: number } | null;
  /** ...plus the aged deductions... */
  agedCents: number;
  /** ...less the phase-out on state AGI: of all of it, or of at most `phasedCents` of the deduction. */
  deductionPhase: YearPhase | null;
  /** The exemption credit, its phase-out on state AGI, and the aged credits (not phased out). */
  creditCents: number;
  creditPhase: YearPhase | null;
  agedCreditCents: number;
  /** No income tax where state AGI is at most this (null: none such). */
  noTaxAtOrBelowCents: number | null;
  wagesTaxed: boolean;
  trumpExcluded: boolean;
  /** How much IRA income the retirement exclusion takes out this year (0: none; Infinity: all). */
  retirementExcludedCents: number;
  /** Its phase-out by the federal AGI of the return, or null. */
  retirementPhase: YearPhase | null;
  /** The share of gains excluded, in millionths, and the flat amount excluded where larger. */
  gainsExcludedMillionths: number;
  gainsExcludedFlatCents: number;
  gainsTax: { units: number; deductionCents: number } | null;
  /** The kiddie tax followed: net unearned income above `twoKCents` at the parent's state rate. */
  kiddie: { twoKCents: number; parentUnits: number } | null;
}

/** A phase-out at the year's figures for one filing status (docs/after-tax.md#state-tax). */
interface YearPhase {
  fromCents: number;
  /** The rate in millionths, or null where the amount falls linearly to zero at `toCents`. */
  rateMillionths: number | null;
  toCents: number;
  /** At most this much of the amount falls (Infinity: all of it). */
  phasedCents: number;
}

/** The bands of a schedule at the year's figures, in 1/scale cent per cent. */
function bandsOf(bands: readonly StateBand[], index: (x: number) => number, scale: number) {
  const perMillionth = scale / STATE_RATE_SCALE;
  return {
    starts: bands.map((band) => index(band.fromCents)),
    units: bands.map((band, i) => stateRateMillionths(band.rate, `band ${i}`) * perMillionth),
    baseUnits: bands.map((band) => (band.baseCents === undefined ? null : index(band.baseCents) * scale)),
  };
}

function phaseOf(
  phase: PhaseOut | undefined,
  key: keyof ByStatus,
  index: (x: number) => number,
  what: string,
): YearPhase | null {
  if (phase === undefined) return null;
  const rate = phase.rate?.[key === 'singleCents' ? 'single' : 'marriedJoint'];
  const to = phase.to?.[key];
  if ((rate === undefined) === (to === undefined)) throw new RangeError(`${what}: exactly one of rate and to`);
  if (to !== undefined && !(to > phase.from[key])) throw new RangeError(`${what}: to must lie above from`);
  // Indexing keeps to >= from (both floored alike); a cliff of one cent may close to to = from,
  // which still takes all of it above from.
  const fromCents = index(phase.from[key]);
  const toCents = to === undefined ? 0 : index(to);
  return {
    fromCents,
    rateMillionths: rate === undefined ? null : stateRateMillionths(rate, what),
    toCents,
    phasedCents: phase.phasedCents === undefined ? Number.POSITIVE_INFINITY : index(phase.phasedCents[key]),
  };
}

/** The year's figures of a jurisdiction for one return (docs/after-tax.md#state-tax). */
export function stateYear(jurisdiction: StateTaxJurisdiction, at: StateReturnAt): StateYear {
  if (jurisdiction.status !== 'modelled') throw new RangeError(`${jurisdiction.code} is not modelled yet`);
  const status: FilingStatus = at.dependent ? 'single' : at.filingStatus;
  const statusKey = status === 'single' ? 'singleCents' : 'marriedJointCents';
  const late = at.year > 2026;
  const factor = late ? indexFactor(at.year, at.annualInflation) : 1;
  const index = (x: number) => (late && jurisdiction.indexed ? indexedCents(x, factor) : x);
  const federal = taxFigures(at.year, at.annualInflation);
  const parent = at.parentStateRate;
  const follows = at.dependent && jurisdiction.kiddieTax === 'follows';
  if (follows && parent === null) throw new RangeError(`${jurisdiction.code} follows the kiddie tax: a parent rate`);
  const scale =
    follows && parent !== null && parent.scale > BigInt(STATE_RATE_SCALE) ? Number(parent.scale) : STATE_RATE_SCALE;
  if (!Number.isSafeInteger(scale)) throw new RangeError('the parent state rate has too many decimals');
  const perMillionth = scale / STATE_RATE_SCALE;
  const bands = bandsOf(jurisdiction.brackets[status], index, scale);
  const gainsBands =
    jurisdiction.gainsBands === undefined ? null : bandsOf(jurisdiction.gainsBands[status], index, scale);
  const single = index(jurisdiction.deduction.singleCents);
  const dependentDeduction =
    jurisdiction.dependentDeduction === 'federal'
      ? null // depends on the wages: see stateReturnUnits
      : index(jurisdiction.dependentDeduction);
  // On a joint return the spouse is the owner's age (docs/after-tax.md#filing-status): two of each.
  const filers = status === 'single' ? 1 : 2;
  const agedEach =
    status === 'single'
      ? jurisdiction.agedDeductionCents
      : (jurisdiction.agedDeductionMarriedEachCents ?? jurisdiction.agedDeductionCents);
  const aged = !at.dependent && at.ageAtEnd >= 65 ? index(agedEach) * filers : 0;
  const agedCredit = jurisdiction.agedCredit;
  // Of the exclusion and its tiers, the one with the largest age the owner has reached.
  let exclusion = null;
  for (const tier of [jurisdiction.retirementExclusion, ...(jurisdiction.retirementExclusionTiers ?? [])]) {
    if (
      tier !== null &&
      at.ageMonthsAtEnd >= tier.fromAgeMonths &&
      (exclusion === null || tier.fromAgeMonths > exclusion.fromAgeMonths)
    )
      exclusion = tier;
  }
  const gainsTax = jurisdiction.gainsTax;
  return {
    code: jurisdiction.code,
    scale,
    bandStarts: bands.starts,
    bandUnits: bands.units,
    bandBaseUnits: bands.baseUnits,
    gainsBands,
    topUnits: Math.max(0, ...bands.units, ...(gainsBands?.units ?? [])),
    topBaseUnits: Math.max(0, ...[...bands.baseUnits, ...(gainsBands?.baseUnits ?? [])].map((base) => base ?? 0)),
    deductionCents: at.dependent ? (dependentDeduction ?? 0) : index(jurisdiction.deduction[statusKey]),
    federalDependent:
      at.dependent && dependentDeduction === null
        ? { k: federal.dependentDeductionCents, add: federal.dependentEarnedAddCents, most: single }
        : null,
    agedCents: aged,
    deductionPhase: phaseOf(jurisdiction.deductionPhaseOut, statusKey, index, 'deductionPhaseOut'),
    creditCents: index(jurisdiction.exemptionCredit[statusKey]),
    creditPhase: phaseOf(jurisdiction.creditPhaseOut, statusKey, index, 'creditPhaseOut'),
    agedCreditCents:
      agedCredit !== undefined && !at.dependent && at.ageMonthsAtEnd >= agedCredit.fromAgeMonths
        ? index(agedCredit.eachCents) * filers
        : 0,
    noTaxAtOrBelowCents:
      jurisdiction.noTaxAtOrBelow === undefined ? null : index(jurisdiction.noTaxAtOrBelow[statusKey]),
    wagesTaxed: jurisdiction.wagesTaxed,
    trumpExcluded: jurisdiction.trumpWithdrawal === 'excluded',
    retirementExcludedCents:
      exclusion === null ? 0 : exclusion.capCents === null ? Number.POSITIVE_INFINITY : index(exclusion.capCents),
    retirementPhase: phaseOf(exclusion?.agiPhaseOut, statusKey, index, 'retirementExclusion.agiPhaseOut'),
    gainsExcludedMillionths: stateRateMillionths(jurisdiction.capitalGainsExcludedShare, 'capitalGainsExcludedShare'),
    gainsExcludedFlatCents: index(jurisdiction.capitalGainsExcludedFlatCents ?? 0),
    gainsTax:
      gainsTax === null
        ? null
        : {
            units: stateRateMillionths(gainsTax.rate, 'gainsTax.rate') * perMillionth,
            deductionCents: index(gainsTax.deductionCents),
          },
    kiddie:
      follows && parent !== null
        ? {
            twoKCents: 2 * federal.dependentDeductionCents,
            parentUnits: Number((parent.units * BigInt(scale)) / parent.scale),
          }
        : null,
  };
}

/** The dependent's deduction where the state uses the federal one: max(K, wages + $450), at most
 *  the state's single deduction. */
function deductionOf(year: StateYear, wagesCents: number): number {
  const federal = year.federalDependent;
  if (federal === null) return year.deductionCents;
  return Math.min(Math.max(federal.k, wagesCents + federal.add), federal.most);
}

/** What is left of `amount` cents after a phase-out at state AGI `agi` (a safe integer): the
 *  phased part less rate x (agi - from), or times (to - agi) / (to - from); rounded to the nearest
 *  cent, ties to even; never below zero. */
function afterPhase(amount: number, phase: YearPhase | null, agi: number): number {
  if (phase === null || agi <= phase.fromCents) return amount;
  const phased = Math.min(amount, phase.phasedCents);
  const left =
    phase.rateMillionths === null
      ? agi >= phase.toCents
        ? 0
        : nearestRatio(phased, phase.toCents - agi, phase.toCents - phase.fromCents)
      : Math.max(0, phased - nearestRatio(agi - phase.fromCents, phase.rateMillionths, STATE_RATE_SCALE));
  return amount - phased + left;
}

/** The same where state AGI may pass 2^53. */
function afterPhaseBig(amount: number, phase: YearPhase | null, agi: bigint): bigint {
  return afterPhaseBigOf(BigInt(amount), phase, agi);
}

/** The federal AGI of the return: every income before the state's own exclusions (a retirement
 *  exclusion's phase-out is keyed to it). */
function federalAgi(income: StateIncome): number {
  return (
    income.wagesCents +
    income.interestCents +
    income.trumpCents +
    income.otherIraCents +
    income.plan529EarningsCents +
    income.gainsCents
  );
}

function federalAgiBig(income: StateIncome): bigint {
  return (
    BigInt(income.wagesCents) +
    BigInt(income.interestCents) +
    BigInt(income.trumpCents) +
    BigInt(income.otherIraCents) +
    BigInt(income.plan529EarningsCents) +
    BigInt(income.gainsCents)
  );
}

/** afterPhaseBig for an amount already in BigInt (an exclusion that may pass 2^53). */
function afterPhaseBigOf(amount: bigint, phase: YearPhase | null, agi: bigint): bigint {
  if (phase === null || agi <= BigInt(phase.fromCents)) return amount;
  const part = bigMin(amount, phase.phasedCents === Number.POSITIVE_INFINITY ? amount : BigInt(phase.phasedCents));
  const from = BigInt(phase.fromCents);
  let left: bigint;
  if (phase.rateMillionths === null) {
    const to = BigInt(phase.toCents);
    left = agi >= to ? 0n : nearestQuotient(part * (to - agi), to - from);
  } else {
    left = bigMax(0n, part - nearestQuotient((agi - from) * BigInt(phase.rateMillionths), BigInt(STATE_RATE_SCALE)));
  }
  return amount - part + left;
}

/** The parts of a return in cents, as the state sees them. */
interface Parts {
  wages: number;
  unearned: number;
  /** The gains as received (for a separate gains tax) and after the state's exclusion. */
  gains: number;
  gainsTaxed: number;
}

/** The gains the state excludes: max(share x gains, min(gains, flat)). */
function gainsExcludedOf(year: StateYear, gains: number): number {
  const share =
    year.gainsExcludedMillionths === 0 ? 0 : nearestRatio(gains, year.gainsExcludedMillionths, STATE_RATE_SCALE);
  return Math.max(share, Math.min(gains, year.gainsExcludedFlatCents));
}

/** The state's treatment of the income: wages, unearned income (interest, IRA after exclusions,
 *  529 earnings and recapture, taxable gains) and the gains for a separate gains tax. */
function partsOf(year: StateYear, income: StateIncome): Parts {
  const trump = year.trumpExcluded ? 0 : income.trumpCents;
  const ira = trump + income.otherIraCents;
  const iraTaxed =
    ira - afterPhase(Math.min(ira, year.retirementExcludedCents), year.retirementPhase, federalAgi(income));
  const gains = income.gainsCents;
  const gainsTaxed = gains - gainsExcludedOf(year, gains);
  return {
    wages: year.wagesTaxed ? income.wagesCents : 0,
    unearned: income.interestCents + iraTaxed + income.plan529EarningsCents + income.plan529RecaptureCents + gainsTaxed,
    gains,
    gainsTaxed,
  };
}

/** A schedule's tax on `taxable` cents, in 1/scale cent: each band's rate on its slice, and where a
 *  band states the tax at its start, that in place of the lower bands' sum. */
function scheduleInDoubles(
  starts: readonly number[],
  units: readonly number[],
  bases: readonly (number | null)[] | null,
  taxable: number,
): number {
  let total = 0;
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i] as number;
    if (taxable <= from) break;
    const base = bases?.[i] ?? null;
    if (base !== null) total = base;
    const to = i + 1 < starts.length ? Math.min(taxable, starts[i + 1] as number) : taxable;
    total += (to - from) * (units[i] as number);
  }
  return total;
}

function scheduleInBigInt(
  starts: readonly number[],
  units: readonly number[],
  bases: readonly (number | null)[] | null,
  taxable: bigint,
): bigint {
  let total = 0n;
  for (let i = 0; i < starts.length; i++) {
    const from = BigInt(starts[i] as number);
    if (taxable <= from) break;
    const base = bases?.[i] ?? null;
    if (base !== null) total = BigInt(base);
    const next = i + 1 < starts.length ? BigInt(starts[i + 1] as number) : taxable;
    const to = next < taxable ? next : taxable;
    total += (to - from) * BigInt(units[i] as number);
  }
  return total;
}

/** The bands' tax on `rest` cents of which `gainsTaxed` are long-term gains, in 1/scale cent: with
 *  gains bands, the gains on top of the ordinary income at the gains bands (docs/after-tax.md#state-tax);
 *  NaN past 2^53. */
function bandsInDoubles(year: StateYear, rest: number, gainsTaxed: number): number {
  if (rest * year.topUnits + year.topBaseUnits > SAFE) return Number.NaN;
  const gains = year.gainsBands;
  if (gains === null) return scheduleInDoubles(year.bandStarts, year.bandUnits, year.bandBaseUnits, rest);
  const ordinary = rest - Math.min(gainsTaxed, rest);
  return (
    scheduleInDoubles(year.bandStarts, year.bandUnits, year.bandBaseUnits, ordinary) +
    scheduleInDoubles(gains.starts, gains.units, gains.baseUnits, rest) -
    scheduleInDoubles(gains.starts, gains.units, gains.baseUnits, ordinary)
  );
}

function bandsInBigInt(year: StateYear, rest: bigint, gainsTaxed: bigint): bigint {
  const gains = year.gainsBands;
  if (gains === null) return scheduleInBigInt(year.bandStarts, year.bandUnits, year.bandBaseUnits, rest);
  const ordinary = rest - bigMin(gainsTaxed, rest);
  return (
    scheduleInBigInt(year.bandStarts, year.bandUnits, year.bandBaseUnits, ordinary) +
    scheduleInBigInt(gains.starts, gains.units, gains.baseUnits, rest) -
    scheduleInBigInt(gains.starts, gains.units, gains.baseUnits, ordinary)
  );
}

/** The whole return in 1/scale cent, in doubles; NaN where an integer could pass 2^53. */
function returnInDoubles(year: StateYear, income: StateIncome): number {
  const parts = partsOf(year, income);
  const agi = parts.wages + parts.unearned;
  if (!(agi <= SAFE)) return Number.NaN;
  const gainsTax =
    year.gainsTax === null ? 0 : Math.max(0, parts.gains - year.gainsTax.deductionCents) * year.gainsTax.units;
  if (year.noTaxAtOrBelowCents !== null && agi <= year.noTaxAtOrBelowCents)
    return gainsTax <= SAFE ? gainsTax : Number.NaN;
  const deduction = afterPhase(deductionOf(year, income.wagesCents) + year.agedCents, year.deductionPhase, agi);
  const taxable = Math.max(0, agi - deduction);
  let parent = 0;
  let nui = 0;
  if (year.kiddie !== null) {
    nui = Math.min(Math.max(parts.unearned - year.kiddie.twoKCents, 0), taxable);
    parent = nui * year.kiddie.parentUnits;
  }
  const credit = afterPhase(year.creditCents, year.creditPhase, agi) + year.agedCreditCents;
  const own = Math.max(0, bandsInDoubles(year, taxable - nui, parts.gainsTaxed) - credit * year.scale);
  const total = own + parent + gainsTax;
  return total <= SAFE && parent <= SAFE && gainsTax <= SAFE ? total : Number.NaN;
}

const bigMax = (a: bigint, b: bigint) => (a > b ? a : b);
const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

/** The whole return in 1/scale cent, in BigInt. */
function returnInBigInt(year: StateYear, income: StateIncome): bigint {
  const trump = year.trumpExcluded ? 0n : BigInt(income.trumpCents);
  const ira = trump + BigInt(income.otherIraCents);
  const cap = year.retirementExcludedCents;
  const excluded = cap === Number.POSITIVE_INFINITY ? ira : bigMin(ira, BigInt(cap));
  const iraTaxed = ira - afterPhaseBigOf(excluded, year.retirementPhase, federalAgiBig(income));
  const gains = BigInt(income.gainsCents);
  const gainsTaxed = gains - BigInt(gainsExcludedOf(year, income.gainsCents));
  const unearned =
    BigInt(income.interestCents) +
    iraTaxed +
    BigInt(income.plan529EarningsCents) +
    BigInt(income.plan529RecaptureCents) +
    gainsTaxed;
  const agi = (year.wagesTaxed ? BigInt(income.wagesCents) : 0n) + unearned;
  const gainsTax =
    year.gainsTax === null
      ? 0n
      : bigMax(0n, gains - BigInt(year.gainsTax.deductionCents)) * BigInt(year.gainsTax.units);
  if (year.noTaxAtOrBelowCents !== null && agi <= BigInt(year.noTaxAtOrBelowCents)) return gainsTax;
  const deduction = afterPhaseBig(deductionOf(year, income.wagesCents) + year.agedCents, year.deductionPhase, agi);
  const taxable = bigMax(0n, agi - deduction);
  const scale = BigInt(year.scale);
  let parent = 0n;
  let nui = 0n;
  if (year.kiddie !== null) {
    nui = bigMin(bigMax(unearned - BigInt(year.kiddie.twoKCents), 0n), taxable);
    parent = nui * BigInt(year.kiddie.parentUnits);
  }
  const credit = afterPhaseBig(year.creditCents, year.creditPhase, agi) + BigInt(year.agedCreditCents);
  const own = bigMax(0n, bandsInBigInt(year, taxable - nui, gainsTaxed) - credit * scale);
  return own + parent + gainsTax;
}

/** The return's tax in 1/scale cent: doubles when they hold it, else BigInt (an exact return). */
function returnUnits(year: StateYear, income: StateIncome): bigint | number {
  const inDoubles = returnInDoubles(year, income);
  if (!Number.isNaN(inDoubles)) return inDoubles;
  takeExactReturn();
  return returnInBigInt(year, income);
}

/** One year's state income tax (and separate gains tax), to the nearest cent, ties to even. */
export function stateReturnTax(year: StateYear, income: StateIncome): number {
  const units = returnUnits(year, income);
  return typeof units === 'number'
    ? nearestQuotientOfDoubles(units, year.scale)
    : Number(nearestQuotient(units, BigInt(year.scale)));
}

/** The state tax that `withIt` adds to `without` (the return with it less the return without it),
 *  rounded once to the nearest cent, ties to even, never below 0. */
export function stateAddedTax(year: StateYear, without: StateIncome, withIt: StateIncome): number {
  const a = returnUnits(year, withIt);
  const b = returnUnits(year, without);
  if (typeof a === 'number' && typeof b === 'number') return a > b ? nearestQuotientOfDoubles(a - b, year.scale) : 0;
  const more = BigInt(a) - BigInt(b);
  return more > 0n ? Number(nearestQuotient(more, BigInt(year.scale))) : 0;
}

/**
 * The default of afterTax.parentStateRate (docs/after-tax.md#state-tax): the state's marginal rate on
 * its 2026 joint schedule at the taxable income where the parents' federal `parentOrdinaryRate`
 * begins on the 2026 joint federal schedule (22% begins at $100,800). A rate that is not a federal
 * bracket rate takes the highest bracket rate below it (the lowest bracket below them all). 0 where
 * the state has no schedule.
 */
export function defaultParentStateRate(jurisdiction: StateTaxJurisdiction, parentOrdinaryRate: number): number {
  const rate = decimalRate(parentOrdinaryRate, 'parentOrdinaryRate');
  const federal = TAX_FIGURES_2026_JOINT.ordinaryBands;
  let income = federal[0]?.fromCents ?? 0;
  for (const band of federal) if (BigInt(band.ratePercent) * rate.scale <= rate.units * 100n) income = band.fromCents;
  let stateRate = '0';
  for (const band of jurisdiction.brackets.marriedJoint) if (band.fromCents <= income) stateRate = band.rate;
  return stateRateMillionths(stateRate, 'a state band') / STATE_RATE_SCALE;
}

/** Which income of the state return a withdrawal's taxable amount is. */
export type StateIncomeKind = 'trumpCents' | 'otherIraCents' | 'plan529EarningsCents' | 'gainsCents' | 'interestCents';

/**
 * The state tax an amount of one kind adds, as lines (docs/performance.md#after-tax): for a column's
 * return and one kind, the return's units with `x` cents more of it, less the units without, is a
 * piecewise linear function of `x` with integer slopes while every rule of the return is a sum, a
 * max, a min or a band of the income, at integer kinks. The kinks are found from the rules: the
 * retirement exclusion's cap and a flat exclusion of gains, the deduction (its aged additions
 * included), the kiddie tax's 2K, each band's start (and the cent after it where the band states
 * its base: a step), where the bands' tax passes the credits, the no-tax floor and the cent above it,
 * the gains tax's deduction; on each side of each kink the function is read off the return itself
 * (its value there and one cent on), so a line is the return's own numbers. A rounded rule is no
 * line: a share of gains excluded (no lines for gains), the gains' own bands beside other gains, and
 * a phase-out, whose rounded reduction starts above its threshold, so that the lines end where the
 * income first passes one (`end`) and larger amounts take the return. Held to the plain reference,
 * at amounts read off the lines, by test/tax/states/state-cases.test.ts.
 */
interface StateLines {
  /** Where each line starts, in cents of the amount, ascending, the first 0. */
  starts: number[];
  /** The added units at its start, and its slope in units per cent. */
  values: number[];
  slopes: number[];
  /** The first amount the lines do not cover (Infinity: none). */
  end: number;
}

/** The cents of taxable state income at which the bands' tax first reaches `units` (Infinity when
 *  it never does); a band's stated base counts from its start, as the schedule does. */
function bandsReach(year: StateYear, units: number): number {
  const { bandStarts, bandUnits, bandBaseUnits } = year;
  let total = 0;
  for (let i = 0; i < bandStarts.length; i++) {
    const from = bandStarts[i] as number;
    const rate = bandUnits[i] as number;
    const to = i + 1 < bandStarts.length ? (bandStarts[i + 1] as number) : Number.POSITIVE_INFINITY;
    const atStart = bandBaseUnits[i] ?? total;
    if (atStart >= units) return from; // a step at the band's start (its turns are there already)
    if (rate > 0 && atStart + (to - from) * rate >= units) return from + (units - atStart) / rate;
    total = atStart + (to - from) * rate;
  }
  return Number.POSITIVE_INFINITY;
}

/** The lines of `kind` at a column whose other income is `without` (null: none, see above). */
function linesOf(
  year: StateYear,
  without: StateIncome,
  withoutUnits: number,
  kind: StateIncomeKind,
  unitsWith: (x: number) => number,
): StateLines | null {
  if (Number.isNaN(withoutUnits)) return null;
  const parts = partsOf(year, without);
  if (kind === 'gainsCents' && (year.gainsExcludedMillionths !== 0 || year.gainsBands !== null)) return null;
  if (year.gainsBands !== null && parts.gainsTaxed !== 0) return null;
  // From the amount to the unearned income: IRA money is taxed only past the retirement exclusion,
  // gains only past a flat exclusion; every other kind cent for cent.
  let untaxed = 0;
  let none = false; // the kind adds nothing to the state's income
  if (kind === 'trumpCents' || kind === 'otherIraCents') {
    const ira = (year.trumpExcluded ? 0 : without.trumpCents) + without.otherIraCents;
    const cap = year.retirementExcludedCents;
    none = (kind === 'trumpCents' && year.trumpExcluded) || cap === Number.POSITIVE_INFINITY;
    untaxed = Math.max(0, cap - ira);
  } else if (kind === 'gainsCents') {
    untaxed = Math.max(0, year.gainsExcludedFlatCents - without.gainsCents);
  }
  const amountAt = (unearned: number) => unearned - parts.unearned + untaxed;
  // Where a phase-out starts, the lines end: at state AGI (the deduction's and the credit's) or at
  // federal AGI, which every kind raises cent for cent (the retirement exclusion's).
  let end = Number.POSITIVE_INFINITY;
  for (const phase of [year.deductionPhase, year.creditPhase]) {
    if (phase !== null && !none) end = Math.min(end, amountAt(phase.fromCents - parts.wages) + 1);
  }
  if (year.retirementPhase !== null) end = Math.min(end, year.retirementPhase.fromCents - federalAgi(without) + 1);
  if (!(end > 0)) return null;
  if (none) return { starts: [0], values: [0], slopes: [0], end };
  const deduction = deductionOf(year, without.wagesCents) + year.agedCents;
  // Where the unearned income turns a rule: the deduction, the 2K, each band and the credit.
  const base = deduction - parts.wages; // the unearned income at which the taxable income leaves 0
  const turns = [base];
  if (year.kiddie !== null) turns.push(year.kiddie.twoKCents);
  year.bandStarts.forEach((start, i) => {
    turns.push(start + base);
    if (year.bandBaseUnits[i] !== null) turns.push(start + 1 + base); // the stated base: a step
  });
  const credit = bandsReach(year, (year.creditCents + year.agedCreditCents) * year.scale);
  if (Number.isFinite(credit)) turns.push(Math.floor(credit) + base, Math.floor(credit) + 1 + base);
  const floor = year.noTaxAtOrBelowCents;
  if (floor !== null) turns.push(floor - parts.wages, floor + 1 - parts.wages);
  const candidates = new Set<number>([0, untaxed]);
  for (const turn of turns) {
    const x = amountAt(turn);
    if (x > 0) candidates.add(x);
  }
  if (kind === 'gainsCents' && year.gainsTax !== null)
    candidates.add(year.gainsTax.deductionCents - without.gainsCents); // on the gains as received
  const starts = [...candidates].filter((x) => x >= 0 && x < end && Number.isSafeInteger(x)).sort((a, b) => a - b);
  const values: number[] = [];
  const slopes: number[] = [];
  const kept: number[] = [];
  for (const start of starts) {
    const at = unitsWith(start);
    const next = unitsWith(start + 1);
    if (Number.isNaN(at) || Number.isNaN(next)) return null;
    const value = at - withoutUnits;
    const slope = next - at;
    // A line that goes on the last one (the same slope, and its value there) is not kept: the last
    // one gives the same numbers, and a column's lookups take fewer steps.
    const i = kept.length - 1;
    if (i >= 0 && slopes[i] === slope && (values[i] as number) + slope * (start - (kept[i] as number)) === value)
      continue;
    kept.push(start);
    values.push(value);
    slopes.push(slope);
  }
  return { starts: kept, values, slopes, end };
}

/** How many times a column's kind is asked before its lines are made: making them reads the return
 *  at about sixty amounts, which a column asked a few times (its bands, a year's yearly tax) does
 *  not repay. The columns are kept (federal-tax.ts), so the count runs across requests: a column
 *  every request asks a few times gets its lines after a few requests. */
const LINES_AFTER = 64;

/** The added units at `x` off the lines; NaN past 2^53. */
function unitsOffLines(lines: StateLines, x: number): number {
  const { starts } = lines;
  // The last line starting at or below x (the first starts at 0), by halves.
  let i = 0;
  let past = starts.length;
  while (past - i > 1) {
    const middle = (i + past) >> 1;
    if ((starts[middle] as number) <= x) i = middle;
    else past = middle;
  }
  const value = (lines.values[i] as number) + (lines.slopes[i] as number) * (x - (starts[i] as number));
  return value <= SAFE && x < lines.end ? value : Number.NaN;
}

/** The state return of one column but the withdrawal: its year and the income without it, and its
 *  tax without it, made once for every account, percentile and path at the column. */
export interface StateColumn {
  year: StateYear;
  without: StateIncome;
  /** The state tax `amountCents` of one kind adds to the column's return. */
  added(kind: StateIncomeKind, amountCents: number): number;
  /** The same for one kind, as a function taken once before a loop over the paths. */
  adder(kind: StateIncomeKind): (amountCents: number) => number;
}

/** The state return of a column whose other income is `without`. */
export function stateColumn(year: StateYear, without: StateIncome): StateColumn {
  const withoutUnits = returnInDoubles(year, without);
  const withIt = { ...without };
  /** The return's units with `x` cents more of `kind`, in doubles (NaN past them). One object
   *  reused for every call: set for this kind, then set back. */
  const unitsWith = (kind: StateIncomeKind, x: number): number => {
    withIt[kind] = without[kind] + x;
    const units = returnInDoubles(year, withIt);
    withIt[kind] = without[kind];
    return units;
  };
  /** The state tax `amountCents` of `kind` adds, off the return itself: in doubles, else in BigInt
   *  where the doubles cannot hold it. */
  const direct = (kind: StateIncomeKind, amountCents: number): number => {
    const units = Number.isNaN(withoutUnits) ? Number.NaN : unitsWith(kind, amountCents);
    if (!Number.isNaN(units))
      return units > withoutUnits ? nearestQuotientOfDoubles(units - withoutUnits, year.scale) : 0;
    withIt[kind] = without[kind] + amountCents;
    const added = stateAddedTax(year, without, withIt);
    withIt[kind] = without[kind];
    return added;
  };
  const { scale } = year;
  /** The adder once a kind's lines are laid: a lookup, and the return only past the lines. */
  const offLines =
    (kind: StateIncomeKind, lines: StateLines) =>
    (amountCents: number): number => {
      if (amountCents <= 0) return 0;
      const units = unitsOffLines(lines, amountCents);
      if (Number.isNaN(units)) return direct(kind, amountCents); // past the lines or the doubles
      return units > 0 ? nearestQuotientOfDoubles(units, scale) : 0;
    };
  const adders = new Map<StateIncomeKind, (amountCents: number) => number>();
  /** The adder of one kind: its lines made once it has been asked LINES_AFTER times (a column's few
   *  bands need none; its paths' do); from then on the next loop takes offLines. */
  const adderOf = (kind: StateIncomeKind) => {
    let lines: StateLines | null | undefined;
    let calls = 0;
    return (amountCents: number): number => {
      if (amountCents <= 0) return 0;
      if (lines === undefined && ++calls >= LINES_AFTER) {
        lines = linesOf(year, without, withoutUnits, kind, (x) => unitsWith(kind, x));
        if (lines !== null) adders.set(kind, offLines(kind, lines));
      }
      const units = lines == null ? Number.NaN : unitsOffLines(lines, amountCents);
      if (!Number.isNaN(units)) return units > 0 ? nearestQuotientOfDoubles(units, scale) : 0;
      return direct(kind, amountCents);
    };
  };
  const adder = (kind: StateIncomeKind) => {
    let made = adders.get(kind);
    if (made === undefined) {
      made = adderOf(kind);
      adders.set(kind, made);
    }
    return made;
  };
  return {
    year,
    without,
    added: (kind, amountCents) => adder(kind)(amountCents),
    adder,
  };
}
