// What a Roth conversion of the Trump account must satisfy beyond the schema
// (docs/after-tax.md#a-roth-conversion): on birthdays, from the year the account is an IRA, after the
// child's age on asOf, over before the first withdrawal, and after the last deposit. Every problem at
// the pointer of its field.
import type { NormalisedScenario } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import type { Statute } from '../statute/statute.js';
import { sourceDepositingFrom } from './planning-checks.js';

const FROM = '/afterTax/conversion/fromAgeMonths';
const YEARS = '/afterTax/conversion/years';

export function conversionProblems(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): FieldProblem[] {
  const conversion = scenario.afterTax?.conversion;
  if (conversion === undefined) return [];
  const problems: FieldProblem[] = [];
  const { fromAgeMonths, years } = conversion;
  const { startAgeMonths } = timeline;
  const { targetAgeMonths } = scenario;
  const iraAgeMonths = (statute.growthPeriodLastAge + 1) * 12;
  if (fromAgeMonths % 12 !== 0) {
    problems.push(
      fieldProblem(
        FROM,
        'CONVERSION_NOT_A_BIRTHDAY',
        `afterTax.conversion.fromAgeMonths ${fromAgeMonths} must be a birthday, a multiple of 12 months`,
      ),
    );
  }
  if (fromAgeMonths < iraAgeMonths || fromAgeMonths <= startAgeMonths) {
    problems.push(
      fieldProblem(
        FROM,
        'CONVERSION_BEFORE_IRA',
        `afterTax.conversion.fromAgeMonths ${fromAgeMonths} must be at least ${iraAgeMonths} (age ${statute.growthPeriodLastAge + 1}: a Trump account is a traditional IRA, which may be converted, from the year the child turns ${statute.growthPeriodLastAge + 1}) and after the child's age on asOf (${startAgeMonths} months)`,
        { fromAgeMonths, startAgeMonths, iraAgeMonths },
      ),
    );
  }
  const lastAgeMonths = fromAgeMonths + 12 * (years - 1);
  const plan = scenario.afterTax?.plan;
  const firstWithdrawalAgeMonths = plan?.fromAgeMonths ?? targetAgeMonths;
  if (lastAgeMonths > targetAgeMonths) {
    problems.push(
      fieldProblem(
        YEARS,
        'CONVERSION_BEYOND_HORIZON',
        `afterTax.conversion.years ${years} puts the last conversion at ${lastAgeMonths} months, after targetAgeMonths ${targetAgeMonths}`,
        { lastAgeMonths, targetAgeMonths },
      ),
    );
  } else if (lastAgeMonths >= firstWithdrawalAgeMonths) {
    const first =
      plan === undefined
        ? `the Roth IRA's withdrawal at targetAgeMonths ${targetAgeMonths}`
        : `the first withdrawal of afterTax.plan at ${plan.fromAgeMonths} months`;
    problems.push(
      fieldProblem(
        YEARS,
        'CONVERSION_AFTER_WITHDRAWALS',
        `afterTax.conversion.years ${years} puts the last conversion at ${lastAgeMonths} months; it must come before ${first}`,
        { lastAgeMonths, firstWithdrawalAgeMonths },
      ),
    );
  }
  const depositing = sourceDepositingFrom(scenario, fromAgeMonths);
  if (depositing !== undefined) {
    problems.push(
      fieldProblem(
        FROM,
        'DEPOSITS_DURING_CONVERSION',
        `source "${depositing.id}" deposits at or after afterTax.conversion.fromAgeMonths ${fromAgeMonths}; a conversion starts after the last deposit`,
        { id: depositing.id },
      ),
    );
  }
  return problems;
}
