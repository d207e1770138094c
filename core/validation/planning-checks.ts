// What a scenario's money already in the account, its goal and its after-tax comparison must
// satisfy beyond the schema, once the child's age on asOf is known
// (docs/api.md#money-already-in-the-account, docs/api.md#goals, docs/after-tax.md).
// Every problem at the pointer of its field.
import { centString, dollars } from '../common/format.js';
import { type NormalisedScenario, startingCents } from '../scenario/scenario.js';
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

export function planningProblems(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): FieldProblem[] {
  return [
    ...accountProblems(scenario, timeline, statute),
    ...goalProblems(scenario, timeline),
    ...afterTaxProblems(scenario),
  ];
}
