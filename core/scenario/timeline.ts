// The time model (docs/model.md#time): the start age, the steps and their calendar years, the
// first step on or after the first contribution date, and the checkpoint ages.

import {
  addMonths,
  type CivilDate,
  compareDates,
  completedMonths,
  parseDate,
  yearAfterMonths,
} from '../common/dates.js';
import { type FieldProblem, fieldProblem } from '../schemas/field-problems.js';
import type { Statute } from '../statute/statute.js';
import type { NormalisedScenario } from './scenario.js';

/** The longest an expected child's birth date may lie after asOf. */
const MAX_MONTHS_BEFORE_BIRTH = 12;

export interface Timeline {
  startAgeMonths: number;
  months: number;
  /** The child is born after asOf (an expected child). */
  expected: boolean;
  /** Months from asOf to step 0: the wait for an expected child, else 0. */
  realOffsetMonths: number;
  birthYear: number;
  birthMonth: number;
  /** Calendar year of each step. */
  stepYears: Int32Array;
  /** First step dated on or after the first contribution date; `months` when none is. */
  firstContributionStep: number;
  /** Last calendar year of the growth period. */
  growthLastYear: number;
  seedEligible: boolean;
  /** Every birthday after the start up to the target, plus the target itself. */
  checkpointAges: number[];
}

function checkpointAgesBetween(startAgeMonths: number, targetAgeMonths: number): number[] {
  const ages: number[] = [];
  for (let age = (Math.floor(startAgeMonths / 12) + 1) * 12; age <= targetAgeMonths; age += 12) ages.push(age);
  if (targetAgeMonths % 12 !== 0) ages.push(targetAgeMonths);
  return ages;
}

export function buildTimeline(scenario: NormalisedScenario, statute: Statute): Timeline | FieldProblem {
  const asOf = parseDate(scenario.asOf) as CivilDate;
  const birth = parseDate(scenario.birthDate) as CivilDate;
  const expected = compareDates(birth, asOf) > 0;
  if (expected && compareDates(birth, addMonths(asOf, MAX_MONTHS_BEFORE_BIRTH)) > 0) {
    const message = `birthDate ${scenario.birthDate} is more than ${MAX_MONTHS_BEFORE_BIRTH} months after asOf ${scenario.asOf}`;
    return fieldProblem('/birthDate', 'BIRTH_TOO_FAR_AHEAD', message, { months: MAX_MONTHS_BEFORE_BIRTH });
  }
  const startAgeMonths = expected ? 0 : completedMonths(birth, asOf);
  const months = scenario.targetAgeMonths - startAgeMonths;
  if (months < 1) {
    const message = `targetAgeMonths ${scenario.targetAgeMonths} must be after the child's age on asOf, ${startAgeMonths} months`;
    return fieldProblem('/targetAgeMonths', 'TARGET_NOT_AFTER_START', message, { startAgeMonths });
  }

  const firstContribution = parseDate(statute.firstContributionDate) as CivilDate;
  const stepYears = new Int32Array(months);
  let firstContributionStep = months;
  for (let k = 0; k < months; k++) {
    if (firstContributionStep < months) {
      // Past the first contribution only the year is needed: no date made for each of the
      // steps (garbage on the event loop: docs/performance.md#the-cached-path).
      stepYears[k] = yearAfterMonths(birth, startAgeMonths + k);
      continue;
    }
    // A step is dated on the day the child reaches its age, but never before asOf.
    const date = k === 0 && !expected ? asOf : addMonths(birth, startAgeMonths + k);
    stepYears[k] = date.year;
    if (compareDates(date, firstContribution) >= 0) firstContributionStep = k;
  }

  const seedFrom = parseDate(statute.seedBirthFrom) as CivilDate;
  const seedTo = parseDate(statute.seedBirthTo) as CivilDate;
  return {
    startAgeMonths,
    months,
    expected,
    realOffsetMonths: expected ? completedMonths(asOf, birth) : 0,
    birthYear: birth.year,
    birthMonth: birth.month,
    stepYears,
    firstContributionStep,
    growthLastYear: birth.year + statute.growthPeriodLastAge,
    seedEligible: compareDates(birth, seedFrom) >= 0 && compareDates(birth, seedTo) <= 0,
    checkpointAges: checkpointAgesBetween(startAgeMonths, scenario.targetAgeMonths),
  };
}
