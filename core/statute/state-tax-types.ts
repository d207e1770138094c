// The shape of one jurisdiction's income-tax rules for the after-tax comparison
// (docs/after-tax.md#state-tax): the 50 states and the District of Columbia, 2026 figures. One file
// per jurisdiction in `states/` beside this file holds the figures and, in a second export, the words
// (note, what is not modelled, primary sources); `states/index.ts` lists them. The tax module (core/tax/state-tax.ts) applies them and GET
// /v1/rules states them (`stateTax`). A jurisdiction whose file is still `status: 'notYet'` is
// listed but refused as `afterTax.state` with a problem that says so: never a silent zero.
import { US_STATE_CODES, type UsState } from '../common/us-states.js';

/** The two-letter codes of the 50 states and DC, in alphabetical order of the code: the list of
 *  core/common/us-states.ts (the one home of the codes and names), sorted as `stateTax` lists them. */
export const STATE_CODES: readonly UsState[] = Object.freeze([...US_STATE_CODES].sort());
export type StateCode = UsState;

/**
 * A rate as a decimal string with at most six places ("0.0307" is 3.07%), so that a tax at it is an
 * exact number of millionths of a cent. `fromCents` is where the band starts in state taxable
 * income; it runs to the next band's `fromCents`.
 */
export interface StateBand {
  fromCents: number;
  rate: string;
  /** The tax at the band's start, in cents, where the law states it ("$332 plus 2.75% of the excess
   *  over $26,050"): it replaces the lower bands' sum. Absent: the lower bands' sum. */
  baseCents?: number;
}

/** How an amount falls as state AGI rises: by `rate` x (state AGI - `from`), or linearly from the
 *  whole at `from` to zero at `to` (exactly one of `rate` and `to`); never below zero. A cliff (the
 *  whole lost above `from`) is `to` = `from` + 1 cent. The reduction is rounded to the nearest cent,
 *  ties to even. */
export interface PhaseOut {
  from: ByStatus;
  rate?: { single: string; marriedJoint: string };
  to?: ByStatus;
  /** The part of the amount that falls, where not all of it does (Wisconsin's standard deduction
   *  but not its exemptions). Absent: all of it (for the deduction: with the aged additions). */
  phasedCents?: ByStatus;
  words: string;
}

/** A primary source: the statute, the state's 2026 form or its instructions, a revenue department
 *  page. Secondary sources (a CPA's article, a news report) may be added with `secondary: true`. */
export interface StateSource {
  title: string;
  url: string;
  secondary?: true;
}

/** Amounts that differ by filing status. */
export interface ByStatus {
  singleCents: number;
  marriedJointCents: number;
}

/** An exclusion of retirement income (IRA distributions) that a state gives, from an age. */
export interface RetirementExclusion {
  /** The age in whole months from which it applies on the filer's return (59 1/2 is 714; 65 is
   *  780). 0 where it applies at every age. */
  fromAgeMonths: number;
  /** How much of the year's IRA distributions is excluded, per person 65 or older / eligible (on a
   *  joint return the service counts only the owner, the Trump account's beneficiary); null: all. */
  capCents: number | null;
  /** Where the exclusion shrinks as income rises: a phase-out on the amount excluded, keyed to the
   *  federal AGI of the return (every income before the state's own exclusions, the withdrawal
   *  included), as Connecticut's and Rhode Island's are. */
  agiPhaseOut?: PhaseOut;
  /** Words for readers: what the state's law says, its conditions. */
  words: string;
}

/** The state's deduction (or credit) for contributions to a 529 plan. */
export interface Plan529Deduction {
  kind: 'deduction' | 'credit';
  /** The yearly cap. For a credit: the cap on the contributions that earn it. null: no cap (the
   *  whole contribution, up to the state's taxable income). */
  cap: ByStatus | null;
  /** true when the cap is per beneficiary (per child); false when per return or contributor. */
  perBeneficiary: boolean;
  /** For a credit: its rate on the contributions (a decimal string); absent for a deduction. */
  creditRate?: string;
  /** Only contributions to the state's own plan count. */
  ownPlanOnly: boolean;
  /** Contributions above the cap carry forward to later years. */
  carryforward: boolean;
  words: string;
}

export interface StateTaxJurisdiction {
  code: StateCode;
  name: string;
  /** 'modelled': the figures below are filled and sourced. 'notYet': listed but refused as
   *  afterTax.state (the problem says so), and every figure below is zero. */
  status: 'modelled' | 'notYet';
  /** The year of the figures. */
  year: 2026;
  /** 'none': no tax on wages, interest, dividends or gains (a separate gains tax is `gainsTax`). */
  incomeTax: 'none' | 'flat' | 'graduated';
  /** The rate schedule on state taxable income, lowest band first ([] where `incomeTax` is 'none').
   *  A flat tax is one band from 0. */
  brackets: { single: StateBand[]; marriedJoint: StateBand[] };
  /** Subtracted from state adjusted gross income before the brackets: the standard deduction plus
   *  the filers' personal exemptions (no dependents). */
  deduction: ByStatus;
  /** A dependent child's own return (the kiddie years): the deduction it gets, in cents, or
   *  'federal' where the state uses the federal dependent standard deduction (the larger of $1,350
   *  or earned income plus $450, at most the single deduction above). */
  dependentDeduction: number | 'federal';
  /** Credits subtracted from the tax (exemption credits, as California's), never below zero. */
  exemptionCredit: ByStatus;
  /** Extra deduction per filer 65 or older at the end of the year. */
  agedDeductionCents: number;
  /** On a joint return, the extra deduction for each spouse 65 or older where it differs from the
   *  single filer's `agedDeductionCents` (the federal $1,650 against $2,050). Absent: the same. */
  agedDeductionMarriedEachCents?: number;
  /** The deduction (with the aged additions, or `phasedCents` of it) falls as state AGI rises. */
  deductionPhaseOut?: PhaseOut;
  /** `exemptionCredit` falls as state AGI rises (Utah's taxpayer credit). */
  creditPhaseOut?: PhaseOut;
  /** A credit per filer of that age at the end of the year (two on a joint return: the spouse is
   *  the owner's age), subtracted with `exemptionCredit` (after its phase-out). */
  agedCredit?: { fromAgeMonths: number; eachCents: number; words: string };
  /** No income tax at all where state AGI is at most this (New Jersey's $10,000 / $20,000); the
   *  separate `gainsTax` is not affected. */
  noTaxAtOrBelow?: ByStatus;
  /** true where the state indexes its brackets and deduction for inflation after 2026; the service
   *  then indexes them as it indexes the federal figures (every amount in cents of this file:
   *  bands, bases, deductions, credits, thresholds, exclusions). */
  indexed: boolean;
  /** A child's unearned income in the kiddie years: 'follows' where the state taxes it at the
   *  parent's rate as the federal kiddie tax does; 'own' where the child's own state return and
   *  rates apply. */
  kiddieTax: 'follows' | 'own';
  /** How the state treats a withdrawal from a Trump account after the growth period (federally an
   *  IRA distribution): 'ira' as any IRA distribution (with `retirementExclusion`); 'excluded' where
   *  the state subtracts 530A distributions (Arizona from 2026). */
  trumpWithdrawal: 'ira' | 'excluded';
  /** 'deferred': the state follows the federal deferral (the default where its law is silent:
   *  conformity); 'taxedYearly': the state does not, and taxes the account's earnings as they
   *  arise (California). */
  trumpEarnings: 'deferred' | 'taxedYearly';
  /** IRA distributions excluded from an age, or null. */
  retirementExclusion: RetirementExclusion | null;
  /** Further tiers of the exclusion (Georgia's $35,000 from 62 and $65,000 from 65): of these and
   *  `retirementExclusion`, the one with the largest `fromAgeMonths` the owner has reached applies. */
  retirementExclusionTiers?: RetirementExclusion[];
  /** Long-term capital gains: the share the state excludes ("0" where taxed as ordinary income). */
  capitalGainsExcludedShare: string;
  /** A flat amount of long-term gains excluded where larger than the share: the gains excluded are
   *  max(share x gains, min(gains, this)) (Vermont's $5,000, New Mexico's $2,500). */
  capitalGainsExcludedFlatCents?: number;
  /** Long-term gains (after the exclusions) taxed at these bands instead of `brackets`, stacked on
   *  top of the ordinary taxable income (Montana's 3% / 4.1%). */
  gainsBands?: { single: StateBand[]; marriedJoint: StateBand[] };
  /** A separate tax on long-term gains outside the income tax (Washington's), or null. */
  gainsTax: { rate: string; deductionCents: number; words: string } | null;
  /** The state's 529 deduction or credit, or null where it gives none. */
  plan529Deduction: Plan529Deduction | null;
  /** A non-qualified 529 withdrawal adds back the deductions taken (recapture). */
  plan529Recapture: boolean;
  /** Wages are taxed (false in the states without an income tax on wages). */
  wagesTaxed: boolean;
  /** Local income taxes exist in the state (not modelled: listed in `notModelled`). */
  localIncomeTax: boolean;
  /** The treatment of Trump accounts is not settled by the state's law or its revenue department:
   *  the service then applies conformity with the federal treatment, and says so in `note`. */
  unverified: boolean;
}

/** What GET /v1/rules says of a jurisdiction beside its figures, kept in a second export of its file
 *  (`XX_WORDS`), so that the page's bundles, which import the figures alone, carry none of it. */
export interface StateTaxWords {
  /** Words for readers: what the state does with Trump accounts, and why unverified. */
  note: string;
  /** What of this state's income tax the service does not model (never left out silently). */
  notModelled: string[];
  sources: StateSource[];
}
