// The page's words, chosen by code and parameters, never the API's sentences (which name its
// fields): field problems (core/schemas/field-problems.ts) in the units the form uses, the
// projection's notes (WARNING_CODES in core/schemas/projection.ts) from the engine's figures, and
// a plain fallback for a code this page does not know yet.
import { limitText } from '../../core/answer/plan-words.js';
import { longDate } from '../../core/common/dates.js';
import { percent, usd } from '../../core/common/format.js';
import type { NormalisedScenario } from '../../core/scenario/scenario.js';
import type { FieldProblem } from '../../core/schemas/field-problems.js';
import type { ProjectionWarning } from '../../core/schemas/projection.js';
import { STATE_TAX } from '../../core/statute/states/index.js';
import type { Statute } from '../../core/statute/statute.js';
import { ageText, fractionToPercent, money, typedMoney } from './text.js';
import type { NoteFacts } from './worker-protocol.js';

/** What a form field holds, which decides how its messages read. */
export type FieldKind = 'date' | 'age' | 'percent' | 'amount' | 'whole' | 'text' | 'choice' | 'flag' | 'list';

const COMPARISON_WORDS: Readonly<Record<string, string>> = {
  '<=': 'at most',
  '>=': 'at least',
  '<': 'less than',
  '>': 'more than',
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'enter a whole number',
  number: 'enter a number',
  boolean: 'choose yes or no',
  string: 'enter some text',
};

const number = (value: string | number | undefined) => Number(value);

/** "at most 20%", "at least 1 month", "at most 5,000": a bound in the field's units. */
function bound(kind: FieldKind, problem: FieldProblem): string {
  const comparison = String(problem.params?.comparison ?? '');
  const words = COMPARISON_WORDS[comparison] ?? 'within';
  const limit = number(problem.params?.limit);
  if (kind === 'percent') return `must be ${words} ${fractionToPercent(limit)}%`;
  if (kind === 'age') return `must be ${words} ${ageText(limit)}`;
  return `must be ${words} ${limit.toLocaleString('en-US')}`;
}

/** A field problem of the API's checks, in the page's words for a field of this kind. */
export function humanise(kind: FieldKind, problem: FieldProblem): string {
  const params = problem.params ?? {};
  switch (problem.code) {
    case 'REQUIRED':
      return kind === 'date' ? 'enter a date' : 'enter a value';
    case 'TOO_SMALL':
    case 'TOO_LARGE':
      return bound(kind, problem);
    case 'WRONG_TYPE':
      return TYPE_WORDS[String(params.expected)] ?? 'enter a value of the right kind';
    case 'NOT_ONE_OF':
      return 'choose one of the options';
    case 'NOT_A_DATE':
      return 'enter a real date';
    case 'NOT_CENTS':
      return 'must be whole cents, at most $9,999,999,999.99';
    case 'TOO_SHORT':
      return 'enter a name';
    case 'TOO_LONG':
      return `use at most ${number(params.limit)} characters`;
    case 'TOO_MANY':
      return `at most ${number(params.limit)} sources`;
    case 'DUPLICATE_ID':
      return 'another source already has this name; names must differ';
    case 'END_NOT_AFTER_START':
      return `must be after the start age (${ageText(number(params.start))})`;
    case 'TARGET_NOT_AFTER_START':
      return `must be after the child's age when the projection starts (${ageText(number(params.startAgeMonths))})`;
    case 'BIRTH_TOO_FAR_AHEAD':
      return `an expected child must be due within ${number(params.months)} months of the projection's start`;
    case 'UNKNOWN_FIELD':
      return 'holds a setting this calculator does not know';
    case 'BASIS_ABOVE_BALANCE':
      return `cannot be more than the balance (${typedMoney(String(params.balanceCents ?? '0'))})`;
    case 'CHILD_NOT_BORN':
      return 'must be 0: a child not yet born has no account';
    case 'ABOVE_YEAR_LIMIT':
      return `is more than the ${String(params.year ?? '')} limit, ${typedMoney(String(params.limitCents ?? '0'))}`;
    case 'GOAL_AGE_OUTSIDE_HORIZON':
      return (
        `must be after the child's age when the projection starts (${ageText(number(params.startAgeMonths))}) ` +
        `and at most the age it ends (${ageText(number(params.targetAgeMonths))})`
      );
    case 'UNKNOWN_SOURCE':
      return 'choose one of the sources';
    case 'ONLY_FOR_EDUCATION':
      return 'only applies when the money is for college';
    case 'ONLY_FOR_EMPLOYER':
      return 'only applies to money from an employer';
    case 'STATE_NOT_MODELLED':
      return "this state's income tax is not in the calculator yet: leave the state out for federal tax only";
    case 'STATE_REQUIRED':
      return "needs the family's state";
    case 'PLAN_NOT_A_BIRTHDAY':
      return 'must be a birthday, in whole years';
    case 'PLAN_BEFORE_PAYOUT':
      return (
        `must be at least ${ageText(number(params.payoutAgeMonths))}, when a Trump account starts to pay out, ` +
        `and after the child's age when the projection starts (${ageText(number(params.startAgeMonths))})`
      );
    case 'PLAN_BEYOND_HORIZON':
      return (
        `the last withdrawal, at ${ageText(number(params.lastAgeMonths))}, comes after the age the projection ends ` +
        `(${ageText(number(params.targetAgeMonths))}): project to at least ${ageText(number(params.lastAgeMonths))}, ` +
        'or take the money out over fewer years'
      );
    case 'DEPOSITS_DURING_PLAN':
      return `${String(params.id ?? 'a source')} still deposits at or after this age: start after the last deposit`;
    case 'EXPENSES_REQUIRED':
      return 'needs the college costs it pays (above)';
    case 'CONVERSION_NOT_A_BIRTHDAY':
      return 'must be a birthday, in whole years';
    case 'CONVERSION_BEFORE_IRA':
      return (
        `must be at least ${ageText(number(params.iraAgeMonths))}, when the Trump account becomes a traditional IRA ` +
        `that may be converted, and after the child's age when the projection starts (${ageText(number(params.startAgeMonths))})`
      );
    case 'CONVERSION_BEYOND_HORIZON':
      return (
        `the last conversion, at ${ageText(number(params.lastAgeMonths))}, comes after the age the projection ends ` +
        `(${ageText(number(params.targetAgeMonths))}): convert over fewer years, or project to a later age`
      );
    case 'CONVERSION_AFTER_WITHDRAWALS':
      return (
        `the last conversion, at ${ageText(number(params.lastAgeMonths))}, must come before the money is taken out, ` +
        `at ${ageText(number(params.firstWithdrawalAgeMonths))}: convert over fewer years or earlier, or take the money out later`
      );
    case 'DEPOSITS_DURING_CONVERSION':
      return `${String(params.id ?? 'a source')} still deposits at or after this age: convert after the last deposit`;
    default:
      return 'this value cannot be used';
  }
}

/** Why a share link could not be read, when it could not even be decoded. */
export const UNREADABLE_LINK = 'it is damaged or incomplete, or was made by a newer version of this calculator';

/** What the notes are written from: the checked scenario, the engine's figures and the statute. */
export interface NoteContext {
  scenario: NormalisedScenario;
  startAgeMonths: number;
  facts: NoteFacts;
  statute: Statute;
}

function deposits(count: number): string {
  return `${count} ${count === 1 ? 'deposit' : 'deposits'}`;
}

/** The `count`-th note of a per-source code belongs to the `count`-th source that has any: the
 *  order in which the projection lists them (one per source, sources in order). */
function sourceOf(context: NoteContext, which: 'past' | 'beyond', nth: number): { name: string; count: number } {
  const sources = context.facts.outside
    .map((counts, index) => ({ name: context.scenario.sources[index]?.id ?? '', count: counts[which] }))
    .filter((source) => source.count > 0);
  return sources[nth] ?? { name: 'A source', count: 0 };
}

/** The page's sentence for each of the projection's notes, in order. */
export function noteTexts(warnings: readonly ProjectionWarning[], context: NoteContext): string[] {
  const seen = { past: 0, beyond: 0, salary: 0 };
  const { scenario, facts, statute } = context;
  const seed = usd(statute.seedCents);
  const firstDate = longDate(statute.firstContributionDate);
  return warnings.map((warning) => {
    switch (warning.code) {
      case 'FEE_ABOVE_FUND_CEILING':
        return (
          `The fund fee, ${percent(scenario.annualFee)} a year, is above ${percent(statute.fundFeeCeiling)}, the most ` +
          'an eligible fund may charge until the year the child turns 18; the projection uses your fee all the same.'
        );
      case 'SEED_NOT_ELIGIBLE':
        return (
          `The ${seed} pilot contribution is only for children born from ${longDate(statute.seedBirthFrom)} to ` +
          `${longDate(statute.seedBirthTo)}; it is left out.`
        );
      case 'SEED_BEYOND_HORIZON':
        return `The ${seed} pilot contribution cannot be paid before ${firstDate}, after the projection ends; it is left out.`;
      case 'DEPOSITS_IN_PAST': {
        const source = sourceOf(context, 'past', seen.past++);
        return (
          `${source.name}: ${deposits(source.count)} would fall before the projection starts, when the child is ` +
          `${ageText(context.startAgeMonths)} old; ${source.count === 1 ? 'it is' : 'they are'} left out.`
        );
      }
      case 'DEPOSITS_BEYOND_HORIZON': {
        const source = sourceOf(context, 'beyond', seen.beyond++);
        return (
          `${source.name}: ${deposits(source.count)} would fall at or after age ${ageText(scenario.targetAgeMonths)}, ` +
          `when the projection ends; ${source.count === 1 ? 'it is' : 'they are'} left out.`
        );
      }
      case 'DEPOSITS_BEFORE_FIRST_CONTRIBUTION_DATE':
        return `${money(facts.droppedBeforeFirstDateCents)} planned before ${firstDate}, the first day the account takes deposits, is left out.`;
      case 'ANNUAL_LIMIT':
        return (
          `${money(facts.cutByAnnualLimitCents)} of family, relative and employer deposits is over the yearly ` +
          `limit (${limitText(statute.annualLimit, 'after')}) and is cut.`
        );
      case 'EMPLOYER_LIMIT':
        return (
          `${money(facts.cutByEmployerLimitCents)} of employer deposits is over the employer limit ` +
          `(${limitText(statute.employerLimit, 'after')}) and is cut.`
        );
      case 'CONTRIBUTIONS_AFTER_GROWTH_PERIOD':
        return (
          `${money(facts.droppedAfterGrowthPeriodCents)} of employer and charity deposits from January 1 of ` +
          `the year the child turns ${statute.growthPeriodLastAge + 1} is left out: the account is then a ` +
          'traditional IRA, which takes neither.'
        );
      case 'IRA_LIMIT':
        return (
          `${money(facts.cutByIraLimitCents)} of family and relative deposits after the account becomes a ` +
          `traditional IRA is over the IRA limit (${limitText(statute.iraLimit, 'after')}) and is cut.`
        );
      case 'SEED_MAY_BE_IN_BALANCE':
        return (
          `The ${seed} pilot contribution is counted as arriving after the projection starts, on top of the money ` +
          'already in the account; if that money already holds it, untick the pilot contribution so it is not counted twice.'
        );
      case 'CUSTODIAL_DIVIDEND_TAX':
        return (
          'In a custodial account the dividends would be taxed every year while the child is young, a cost the ' +
          'after-tax comparison leaves out; it would leave the custodial account a little less than shown.'
        );
      case 'TARGET_AGE_LOOKS_LIKE_YEARS':
        return (
          `The projection ends when the child is ${ageText(scenario.targetAgeMonths)} old. If you meant ` +
          `${scenario.targetAgeMonths} years, set the age to project to in years.`
        );
      case 'SALARY_REDUCTION': {
        const paid = scenario.sources.filter((source) => source.salaryReduction === true)[seen.salary++];
        return (
          `${paid?.id ?? 'A source'}: paid from your own pay before income tax, it still owes Social Security and ` +
          `Medicare, and the employer's ${usd(statute.employerLimit.baseCents)} a year is per employee, shared by all ` +
          'your children. In a 529 plan or a custodial account the same pay would arrive after income tax.'
        );
      }
      case 'STATE_TAXED_YEARLY': {
        const state = scenario.afterTax?.state;
        const name = state === undefined ? 'Your state' : STATE_TAX[state].name;
        return (
          `${name} taxes a Trump account's earnings every year as they grow, not only when the money comes out. ` +
          'The state tax shown is that yearly tax on the steady-return line, paid from other money, plus what is ' +
          "left to tax at the withdrawal; the ranges scale it to each market's growth, an estimate."
        );
      }
      case 'ROTH_CONVERSION_UNVERIFIED':
        return (
          'Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation: whether and how ' +
          'it may be done is not settled, so treat the conversion figures as a what-if.'
        );
      default:
        return 'One more note applies to this plan; the JSON at the end of the results has it in full.';
    }
  });
}
