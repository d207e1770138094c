// What a scenario's money already in the account, its goal and its after-tax comparison must
// satisfy beyond the schema, once the child's age on asOf is known
// (docs/api.md#money-already-in-the-account, docs/api.md#goals, docs/after-tax.md).
// Every problem at the pointer of its field.
import { addMonths, type CivilDate, parseDate } from '../common/dates.js';
import { centString, dollars } from '../common/format.js';
import { type NormalisedScenario, type NormalisedSource, startingCents } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import { type Statute, yearLimit } from '../statute/statute.js';

function accountProblems(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { balance, basis, contributedThisYear } = startingCents(scenario);
  const { expected } = timeline;
  if (expected) {
    const message = 'must be 0: a child born after asOf has no account yet';
    if (balance > 0) problems.push(fieldProblem('/currentBalanceCents', 'CHILD_NOT_BORN', message));
    if (contributedThisYear > 0) problems.push(fieldProblem('/contributedThisYearCents', 'CHILD_NOT_BORN', message));
  }
  if (basis > balance) {
    problems.push(
      fieldProblem(
        '/currentBasisCents',
        'BASIS_ABOVE_BALANCE',
        `currentBasisCents ${basis} may not exceed currentBalanceCents ${balance}: the basis is part of the balance`,
        { balanceCents: centString(balance) },
      ),
    );
  }
  const year = timeline.stepYears[0] ?? 0;
  const limit = yearLimit(statute, year, timeline.birthYear, scenario.annualInflation);
  if (!expected && contributedThisYear > limit) {
    problems.push(
      fieldProblem(
        '/contributedThisYearCents',
        'ABOVE_YEAR_LIMIT',
        `contributedThisYearCents ${contributedThisYear} is above ${year}'s limit of ${dollars(limit)}`,
        { limitCents: centString(limit), year },
      ),
    );
  }
  return problems;
}

function goalProblems(scenario: NormalisedScenario, timeline: Timeline): FieldProblem[] {
  const { goal } = scenario;
  if (goal === undefined) return [];
  const problems: FieldProblem[] = [];
  if (Number(goal.amountCents) === 0) {
    problems.push(
      fieldProblem('/goal/amountCents', 'TOO_SMALL', 'must be more than 0 cents', { limit: 1, comparison: '>=' }),
    );
  }
  const { startAgeMonths } = timeline;
  const { targetAgeMonths } = scenario;
  if (goal.atAgeMonths <= startAgeMonths || goal.atAgeMonths > targetAgeMonths) {
    problems.push(
      fieldProblem(
        '/goal/atAgeMonths',
        'GOAL_AGE_OUTSIDE_HORIZON',
        `goal.atAgeMonths ${goal.atAgeMonths} must be after the child's age on asOf (${startAgeMonths} months) and at most targetAgeMonths ${targetAgeMonths}`,
        { startAgeMonths, targetAgeMonths },
      ),
    );
  }
  return problems;
}

function afterTaxProblems(scenario: NormalisedScenario): FieldProblem[] {
  const { afterTax } = scenario;
  if (afterTax?.qualifiedExpensesCents === undefined || afterTax.use === 'education') return [];
  return [
    fieldProblem(
      '/afterTax/qualifiedExpensesCents',
      'ONLY_FOR_EDUCATION',
      `qualified higher-education expenses apply only to afterTax.use "education", not "${afterTax.use}"`,
    ),
  ];
}

/** Whether a source deposits at an age in [from, to) (docs/model.md#time: an annual deposit falls in
 *  the month of the year its schedule names). */
function depositsBetween(source: NormalisedSource, birth: CivilDate, from: number, to: number): boolean {
  const { schedule } = source;
  if (schedule.type === 'once') return schedule.atAgeMonths >= from && schedule.atAgeMonths < to;
  const first = Math.max(schedule.startAgeMonths, from);
  const end = Math.min(schedule.endAgeMonths, to);
  if (schedule.type === 'monthly') return first < end;
  for (let age = first; age < end; age++) if (addMonths(birth, age).month === schedule.monthOfYear) return true;
  return false;
}

/** The first source that deposits at or after an age and before the target: a plan of withdrawals
 *  and a conversion both start after the last deposit. */
export function sourceDepositingFrom(
  scenario: NormalisedScenario,
  fromAgeMonths: number,
): NormalisedSource | undefined {
  const birth = parseDate(scenario.birthDate) as CivilDate;
  // A sparse sources array (a hole the checks let through) has no deposit there.
  return scenario.sources.find(
    (source) => source !== undefined && depositsBetween(source, birth, fromAgeMonths, scenario.targetAgeMonths),
  );
}

/** A plan of withdrawals (docs/after-tax.md#withdrawals-over-several-years): on birthdays, from the
 *  year the Trump account pays out, inside the horizon, after the last deposit; "expenses" needs
 *  education and its expenses. */
function planProblems(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): FieldProblem[] {
  const afterTax = scenario.afterTax;
  const plan = afterTax?.plan;
  if (afterTax === undefined || plan === undefined) return [];
  const problems: FieldProblem[] = [];
  const { fromAgeMonths, years, method } = plan;
  const { startAgeMonths } = timeline;
  const { targetAgeMonths } = scenario;
  const payoutAgeMonths = (statute.growthPeriodLastAge + 1) * 12;
  if (fromAgeMonths % 12 !== 0) {
    problems.push(
      fieldProblem(
        '/afterTax/plan/fromAgeMonths',
        'PLAN_NOT_A_BIRTHDAY',
        `afterTax.plan.fromAgeMonths ${fromAgeMonths} must be a birthday, a multiple of 12 months`,
      ),
    );
  }
  if (fromAgeMonths < payoutAgeMonths || fromAgeMonths <= startAgeMonths) {
    problems.push(
      fieldProblem(
        '/afterTax/plan/fromAgeMonths',
        'PLAN_BEFORE_PAYOUT',
        `afterTax.plan.fromAgeMonths ${fromAgeMonths} must be at least ${payoutAgeMonths} (age ${statute.growthPeriodLastAge + 1}: a Trump account pays out from the year the child turns ${statute.growthPeriodLastAge + 1}) and after the child's age on asOf (${startAgeMonths} months)`,
        { fromAgeMonths, startAgeMonths, payoutAgeMonths },
      ),
    );
  }
  const lastAgeMonths = fromAgeMonths + 12 * (years - 1);
  if (lastAgeMonths > targetAgeMonths) {
    problems.push(
      fieldProblem(
        '/afterTax/plan/years',
        'PLAN_BEYOND_HORIZON',
        `afterTax.plan.years ${years} puts the last withdrawal at ${lastAgeMonths} months, after targetAgeMonths ${targetAgeMonths}`,
        { lastAgeMonths, targetAgeMonths },
      ),
    );
  }
  const depositing = sourceDepositingFrom(scenario, fromAgeMonths);
  if (depositing !== undefined) {
    problems.push(
      fieldProblem(
        '/afterTax/plan/fromAgeMonths',
        'DEPOSITS_DURING_PLAN',
        `source "${depositing.id}" deposits at or after afterTax.plan.fromAgeMonths ${fromAgeMonths}; a plan starts after the last deposit`,
        { id: depositing.id },
      ),
    );
  }
  if (method === 'expenses' && afterTax.use !== 'education') {
    problems.push(
      fieldProblem(
        '/afterTax/plan/method',
        'ONLY_FOR_EDUCATION',
        `afterTax.plan.method "expenses" applies only to afterTax.use "education", not "${afterTax.use}"`,
      ),
    );
  } else if (method === 'expenses' && afterTax.qualifiedExpensesCents === undefined) {
    problems.push(
      fieldProblem(
        '/afterTax/plan/method',
        'EXPENSES_REQUIRED',
        'afterTax.plan.method "expenses" needs afterTax.qualifiedExpensesCents, each year\'s qualified expenses',
      ),
    );
  }
  return problems;
}

export function planningProblems(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): FieldProblem[] {
  return [
    ...accountProblems(scenario, timeline, statute),
    ...goalProblems(scenario, timeline),
    ...afterTaxProblems(scenario),
    ...planProblems(scenario, timeline, statute),
  ];
}
