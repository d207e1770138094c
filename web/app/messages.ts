// The page's words, chosen by code and parameters, never the API's sentences (which name its
// fields): field problems (core/schemas/field-problems.ts) in the units the form uses, the
// projection's notes (WARNING_CODES in core/schemas/projection.ts) from the engine's figures, and
// a plain fallback for a code this page does not know yet.
import { limitText } from '../../core/answer/plan-words.js';
import { percent, usd } from '../../core/common/format.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { FieldProblem } from '../../core/schemas/field-problems.js';
import type { ProjectionWarning } from '../../core/schemas/projection.js';
import { STATE_TAX } from '../../core/statute/states/index.js';
import type { Statute } from '../../core/statute/statute.js';
import { ageText, fractionToPercent, money, typedMoney } from './text.js';
import { words } from './words.js';
import type { NoteFacts } from './worker-protocol.js';

/** What a form field holds, which decides how its messages read. */
export type FieldKind = 'date' | 'age' | 'percent' | 'amount' | 'whole' | 'text' | 'choice' | 'flag' | 'list';

const number = (value: string | number | undefined) => Number(value);

/** "at most 20%", "at least 1 month", "at most 5,000": a bound in the field's units. */
function bound(kind: FieldKind, problem: FieldProblem): string {
  const p = words.problems;
  const comparison = String(problem.params?.comparison ?? '');
  const limit = number(problem.params?.limit);
  const value =
    kind === 'percent'
      ? `${fractionToPercent(limit)}%`
      : kind === 'age'
        ? ageText(limit)
        : limit.toLocaleString('en-US');
  return p.bound(comparison, value);
}

/** A field problem of the API's checks, in the page's words for a field of this kind. */
export function humanise(kind: FieldKind, problem: FieldProblem): string {
  const p = words.problems;
  const params = problem.params ?? {};
  const age = (name: string) => ageText(number(params[name]));
  switch (problem.code) {
    case 'REQUIRED':
      return kind === 'date' ? p.requiredDate : p.required;
    case 'TOO_SMALL':
    case 'TOO_LARGE':
      return bound(kind, problem);
    case 'WRONG_TYPE':
      return p.wrongType(String(params.expected));
    case 'NOT_ONE_OF':
      return p.notOneOf;
    case 'NOT_A_DATE':
      return p.notADate;
    case 'NOT_CENTS':
      return p.notCents;
    case 'TOO_SHORT':
      return p.tooShort;
    case 'TOO_LONG':
      return p.tooLong(number(params.limit));
    case 'TOO_MANY':
      return p.tooMany(number(params.limit));
    case 'DUPLICATE_ID':
      return p.duplicateId;
    case 'END_NOT_AFTER_START':
      return p.endNotAfterStart(age('start'));
    case 'TARGET_NOT_AFTER_START':
      return p.targetNotAfterStart(age('startAgeMonths'));
    case 'BIRTH_TOO_FAR_AHEAD':
      return p.birthTooFarAhead(number(params.months));
    case 'UNKNOWN_FIELD':
      return p.unknownField;
    case 'BASIS_ABOVE_BALANCE':
      return p.basisAboveBalance(typedMoney(String(params.balanceCents ?? '0')));
    case 'CHILD_NOT_BORN':
      return p.childNotBorn;
    case 'ABOVE_YEAR_LIMIT':
      return p.aboveYearLimit(String(params.year ?? ''), typedMoney(String(params.limitCents ?? '0')));
    case 'GOAL_AGE_OUTSIDE_HORIZON':
      return p.goalAgeOutsideHorizon(age('startAgeMonths'), age('targetAgeMonths'));
    case 'UNKNOWN_SOURCE':
      return p.unknownSource;
    case 'ONLY_FOR_EDUCATION':
      return p.onlyForEducation;
    case 'ONLY_FOR_LOGNORMAL':
      return p.onlyForSimulated;
    case 'ONLY_FOR_EMPLOYER':
      return p.onlyForEmployer;
    case 'STATE_NOT_MODELLED':
      return p.stateNotModelled;
    case 'STATE_REQUIRED':
      return p.stateRequired;
    case 'PLAN_NOT_A_BIRTHDAY':
    case 'CONVERSION_NOT_A_BIRTHDAY':
      return p.notABirthday;
    case 'PLAN_BEFORE_PAYOUT':
      return p.planBeforePayout(age('payoutAgeMonths'), age('startAgeMonths'));
    case 'PLAN_BEYOND_HORIZON':
      return p.planBeyondHorizon(age('lastAgeMonths'), age('targetAgeMonths'));
    case 'DEPOSITS_DURING_PLAN':
      return p.depositsDuringPlan(params.id === undefined ? null : String(params.id));
    case 'EXPENSES_REQUIRED':
      return p.expensesRequired;
    case 'CONVERSION_BEFORE_IRA':
      return p.conversionBeforeIra(age('iraAgeMonths'), age('startAgeMonths'));
    case 'CONVERSION_BEYOND_HORIZON':
      return p.conversionBeyondHorizon(age('lastAgeMonths'), age('targetAgeMonths'));
    case 'CONVERSION_AFTER_WITHDRAWALS':
      return p.conversionAfterWithdrawals(age('lastAgeMonths'), age('firstWithdrawalAgeMonths'));
    case 'DEPOSITS_DURING_CONVERSION':
      return p.depositsDuringConversion(params.id === undefined ? null : String(params.id));
    default:
      return p.unusable;
  }
}

/** Why a share link could not be read, when it could not even be decoded. */
export const UNREADABLE_LINK = words.problems.unreadableLink;

/** What the notes are written from: the checked scenario, the engine's figures and the statute. */
export interface NoteContext {
  scenario: NormalisedScenario;
  startAgeMonths: number;
  facts: NoteFacts;
  statute: Statute;
}

/** The `count`-th note of a per-source code belongs to the `count`-th source that has any: the
 *  order in which the projection lists them (one per source, sources in order). */
function sourceOf(context: NoteContext, which: 'past' | 'beyond', nth: number): { name: string; count: number } {
  const sources = context.facts.outside
    .map((counts, index) => ({ name: context.scenario.sources[index]?.id ?? '', count: counts[which] }))
    .filter((source) => source.count > 0);
  return sources[nth] ?? { name: words.notes.aSource, count: 0 };
}

/** The page's sentence for each of the projection's notes, in order. */
export function noteTexts(warnings: readonly ProjectionWarning[], context: NoteContext): string[] {
  const n = words.notes;
  const seen = { past: 0, beyond: 0, salary: 0 };
  const { scenario, facts, statute } = context;
  const seed = usd(statute.seedCents);
  const firstDate = words.dates.long(statute.firstContributionDate);
  return warnings.map((warning) => {
    switch (warning.code) {
      case 'FEE_ABOVE_FUND_CEILING':
        return n.feeAboveCeiling(percent(scenario.annualFee), percent(statute.fundFeeCeiling));
      case 'SEED_NOT_ELIGIBLE':
        return n.seedNotEligible(seed, words.dates.long(statute.seedBirthFrom), words.dates.long(statute.seedBirthTo));
      case 'SEED_BEYOND_HORIZON':
        return n.seedBeyondHorizon(seed, firstDate);
      case 'DEPOSITS_IN_PAST': {
        const source = sourceOf(context, 'past', seen.past++);
        return n.depositsInPast(source.name, source.count, ageText(context.startAgeMonths));
      }
      case 'DEPOSITS_BEYOND_HORIZON': {
        const source = sourceOf(context, 'beyond', seen.beyond++);
        return n.depositsBeyondHorizon(source.name, source.count, ageText(scenario.targetAgeMonths));
      }
      case 'DEPOSITS_BEFORE_FIRST_CONTRIBUTION_DATE':
        return n.beforeFirstDate(money(facts.droppedBeforeFirstDateCents), firstDate);
      case 'ANNUAL_LIMIT':
        return n.annualLimit(money(facts.cutByAnnualLimitCents), limitText(statute.annualLimit, words));
      case 'EMPLOYER_LIMIT':
        return n.employerLimit(money(facts.cutByEmployerLimitCents), limitText(statute.employerLimit, words));
      case 'CONTRIBUTIONS_AFTER_GROWTH_PERIOD':
        return n.afterGrowthPeriod(money(facts.droppedAfterGrowthPeriodCents), statute.growthPeriodLastAge + 1);
      case 'IRA_LIMIT':
        return n.iraLimit(money(facts.cutByIraLimitCents), limitText(statute.iraLimit, words));
      case 'SEED_MAY_BE_IN_BALANCE':
        return n.seedMayBeInBalance(seed);
      case 'CUSTODIAL_DIVIDEND_TAX':
        return n.custodialDividendTax;
      case 'TARGET_AGE_LOOKS_LIKE_YEARS':
        return n.targetLooksLikeYears(ageText(scenario.targetAgeMonths), scenario.targetAgeMonths);
      case 'SALARY_REDUCTION': {
        const paid = scenario.sources.filter((source) => source.salaryReduction === true)[seen.salary++];
        return n.salaryReduction(paid?.id ?? n.aSource, usd(statute.employerLimit.baseCents));
      }
      case 'STATE_TAXED_YEARLY': {
        const state = scenario.afterTax?.state;
        return n.stateTaxedYearly(state === undefined ? null : STATE_TAX[state].name);
      }
      case 'ROTH_CONVERSION_UNVERIFIED':
        return n.rothUnverified;
      default:
        return n.oneMore;
    }
  });
}
