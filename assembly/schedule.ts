// Contributions per step (docs/model.md#contributions-and-the-statute): for each step k (age
// a = start + k, calendar year Y) and each source in request order, the scheduled amount
//   amount = nearest(amountCents * f[n]), n = floor((a - startAge) / 12), f[j+1] = f[j] * (1 + stepUp)
// then what the statute accepts of it (statute.ts), and the seed at the first contribution step.
// The family and relative cents accepted at each step are also the side account's deposits
// (docs/after-tax.md#the-comparison); the salary-reduction employer cents accepted at each step are
// noted beside them, for the wrapper to add what they are worth after the parent's income tax
// (docs/after-tax.md#salary-reduction).
import { counts, deposits, outputs, params, salaryDeposits, sideDeposits, sources, stepCuts, stepYears } from "./buffers";
import {
  COUNT_STRIDE, CUT_ANNUAL, CUT_DROPPED_AFTER_GROWTH, CUT_DROPPED_EARLY, CUT_EMPLOYER, CUT_IRA, CUT_STRIDE, KIND_CHARITY, KIND_EMPLOYER, KIND_FAMILY, KIND_RELATIVE, O_BASIS_DEPOSITS, O_CAP_WARNINGS, O_CONTRIBUTED, O_CUT_ANNUAL,
  O_CUT_EMPLOYER, O_CUT_IRA, O_DROPPED_AFTER_GROWTH, O_DROPPED_EARLY, O_OFFERED, O_SEED, O_SEED_STEP, OFFERED_LIMBS,
  P_ANNUAL_BASE, P_ANNUAL_BASE_YEAR, P_ANNUAL_STEP, P_BIRTH_MONTH, P_CONTRIBUTED_THIS_YEAR, P_EMPLOYER_BASE,
  P_EMPLOYER_BASE_YEAR, P_EMPLOYER_STEP, P_FIRST_STEP, P_GROWTH_LAST_YEAR, P_INFLATION, P_IRA_BASE,
  P_IRA_BASE_YEAR, P_IRA_STEP, P_MONTHS, P_SEED_CENTS, P_SOURCES, P_START_AGE, P_TARGET_AGE,
  S_AMOUNT, S_END, S_KIND, S_MONTH_OF_YEAR, S_SALARY_REDUCTION, S_START, S_STEP_UP, S_TYPE, SCHEDULE_ANNUAL,
  SCHEDULE_MONTHLY, SOURCE_STRIDE,
} from "./layout";
import { ExactSum } from "./exact-sum";
import { annualLimit, applyStatute, employerLimit, enterYear, iraLimit, run, startRun, useRoom } from "./statute";

export const MAX_SAFE_CENTS: f64 = 9007199254740991.0; // 2^53 - 1

/** Every scheduled amount offered to the statute, summed exactly: less what it accepted, the cut. */
const offered = new ExactSum();

/** Month of year (1..12) of the day the child reaches `age` months. */
@inline function monthOfAge(birthMonth: i32, age: i32): i32 {
  return (birthMonth - 1 + age) % 12 + 1;
}

/** True when the source's schedule deposits at this age (before any step-up or limit). */
function depositsAt(base: i32, type: i32, age: i32, birthMonth: i32): bool {
  const start = <i32>sources[base + S_START];
  if (type == SCHEDULE_MONTHLY || type == SCHEDULE_ANNUAL) {
    const end = <i32>sources[base + S_END];
    if (age < start || age >= end) return false;
    return type == SCHEDULE_MONTHLY ||
      monthOfAge(birthMonth, age) == <i32>sources[base + S_MONTH_OF_YEAR];
  }
  return age == start; // once: S_START holds atAgeMonths
}

/** Counts each source's scheduled deposits before the start age and at or after the target. */
function countOutsideHorizon(sourceCount: i32, startAge: i32, targetAge: i32, birthMonth: i32): void {
  for (let s = 0; s < sourceCount; s++) {
    const base = s * SOURCE_STRIDE;
    const type = <i32>sources[base + S_TYPE];
    const first = <i32>sources[base + S_START];
    const last = type == SCHEDULE_MONTHLY || type == SCHEDULE_ANNUAL ? <i32>sources[base + S_END] : first + 1;
    let past = 0;
    let beyond = 0;
    for (let age = first; age < last; age++) {
      if (age >= startAge && age < targetAge) continue;
      if (!depositsAt(base, type, age, birthMonth)) continue;
      if (age < startAge) past++;
      else beyond++;
    }
    counts[s * COUNT_STRIDE] = <f64>past;
    counts[s * COUNT_STRIDE + 1] = <f64>beyond;
  }
}

/** A monthly or annual source's step-up factor at `age`: its step-up once each full year of its
 *  schedule; 1 for a once deposit. */
function stepUpFactor(base: i32, type: i32, age: i32): f64 {
  if (type != SCHEDULE_MONTHLY && type != SCHEDULE_ANNUAL) return 1.0;
  const years = (age - <i32>sources[base + S_START]) / 12;
  const rise = 1.0 + sources[base + S_STEP_UP];
  let factor = 1.0;
  for (let j = 0; j < years; j++) factor *= rise;
  return factor;
}

/** A source's scheduled amount at `age`, before the statute: a once deposit is taken as given; a
 *  monthly or annual one grows by its step-up each full year of its schedule. */
function scheduledAmount(base: i32, type: i32, age: i32): f64 {
  const amount = sources[base + S_AMOUNT];
  if (type != SCHEDULE_MONTHLY && type != SCHEDULE_ANNUAL) return amount;
  return nearest(amount * stepUpFactor(base, type, age));
}

/** The deposits' timing without their amounts, for the Sobol sampler's rotation
 *  (docs/model.md#the-sobol-sampler): into weightsAt[k] (f64), for each step k < months, the
 *  deposits the schedules offer at it, each weighted by its step-up factor alone, less those the
 *  statute drops for their date or kind alone (before the first contribution date; an employer's
 *  or a charity's after the growth period), and 1 for the seed at its step. Limits, which cut by
 *  amount, are left out: nothing here reads an amount, so a solve's trials (one source's amount
 *  changed) and its answer draw the same paths. */
export function depositTiming(weightsAt: usize): void {
  const months = <i32>params[P_MONTHS];
  const startAge = <i32>params[P_START_AGE];
  const sourceCount = <i32>params[P_SOURCES];
  const birthMonth = <i32>params[P_BIRTH_MONTH];
  const firstStep = <i32>params[P_FIRST_STEP];
  const growthLastYear = <i32>params[P_GROWTH_LAST_YEAR];
  for (let k = 0; k < months; k++) {
    const age = startAge + k;
    const inGrowthPeriod = stepYears[k] <= growthLastYear;
    let weight = 0.0;
    if (k >= firstStep) {
      for (let s = 0; s < sourceCount; s++) {
        const base = s * SOURCE_STRIDE;
        const type = <i32>sources[base + S_TYPE];
        if (!depositsAt(base, type, age, birthMonth)) continue;
        const kind = <i32>sources[base + S_KIND];
        if (!inGrowthPeriod && (kind == KIND_EMPLOYER || kind == KIND_CHARITY)) continue;
        weight += stepUpFactor(base, type, age);
      }
      if (k == firstStep && params[P_SEED_CENTS] > 0) weight += 1.0;
    }
    store<f64>(weightsAt + (<usize>k << 3), weight);
  }
}

/** Fills deposits[0..months), the contribution outputs and, with `side`, sideDeposits[0..months) and
 *  salaryDeposits[0..months) (a solve's replay leaves the side account's alone). Returns false when
 *  the accepted deposits are not exact. */
export function expandSchedule(side: bool): bool {
  const months = <i32>params[P_MONTHS];
  const startAge = <i32>params[P_START_AGE];
  const sourceCount = <i32>params[P_SOURCES];
  const birthMonth = <i32>params[P_BIRTH_MONTH];
  const firstStep = <i32>params[P_FIRST_STEP];
  const growthLastYear = <i32>params[P_GROWTH_LAST_YEAR];
  const seedCents = params[P_SEED_CENTS];
  const growth = 1.0 + params[P_INFLATION];

  annualLimit.reset(params[P_ANNUAL_BASE], <i32>params[P_ANNUAL_BASE_YEAR], params[P_ANNUAL_STEP], growth);
  employerLimit.reset(params[P_EMPLOYER_BASE], <i32>params[P_EMPLOYER_BASE_YEAR], params[P_EMPLOYER_STEP], growth);
  iraLimit.reset(params[P_IRA_BASE], <i32>params[P_IRA_BASE_YEAR], params[P_IRA_STEP], growth);
  startRun();
  offered.reset();

  countOutsideHorizon(sourceCount, startAge, <i32>params[P_TARGET_AGE], birthMonth);

  let contributed = 0.0;
  // The running totals before this step: a step's cut is the change of each (whole cents, exact).
  let cutAnnual = 0.0, cutEmployer = 0.0, cutIra = 0.0, droppedEarly = 0.0, droppedAfterGrowth = 0.0;
  let basis = 0.0; // family and relative money: after-tax (docs/model.md#basis-and-taxable-amount)
  for (let k = 0; k < months; k++) {
    const age = startAge + k;
    enterYear(stepYears[k]);
    const inGrowthPeriod = run.year <= growthLastYear;
    if (k == 0) useRoom(params[P_CONTRIBUTED_THIS_YEAR], inGrowthPeriod);
    let stepTotal = 0.0;
    let stepBasis = 0.0;
    let stepSalary = 0.0;
    for (let s = 0; s < sourceCount; s++) {
      const base = s * SOURCE_STRIDE;
      const type = <i32>sources[base + S_TYPE];
      if (!depositsAt(base, type, age, birthMonth)) continue;
      const amount = scheduledAmount(base, type, age);
      if (amount <= 0) continue;
      const kind = <i32>sources[base + S_KIND];
      offered.add(amount);
      const accepted = applyStatute(kind, amount, k < firstStep, inGrowthPeriod);
      if (kind == KIND_FAMILY || kind == KIND_RELATIVE) stepBasis += accepted;
      else if (kind == KIND_EMPLOYER && sources[base + S_SALARY_REDUCTION] != 0) stepSalary += accepted;
      stepTotal += accepted;
    }
    contributed += stepTotal;
    basis += stepBasis;
    const cuts = k * CUT_STRIDE;
    stepCuts[cuts + CUT_ANNUAL] = run.cutAnnual - cutAnnual;
    stepCuts[cuts + CUT_EMPLOYER] = run.cutEmployer - cutEmployer;
    stepCuts[cuts + CUT_IRA] = run.cutIra - cutIra;
    stepCuts[cuts + CUT_DROPPED_EARLY] = run.droppedEarly - droppedEarly;
    stepCuts[cuts + CUT_DROPPED_AFTER_GROWTH] = run.droppedAfterGrowth - droppedAfterGrowth;
    cutAnnual = run.cutAnnual;
    cutEmployer = run.cutEmployer;
    cutIra = run.cutIra;
    droppedEarly = run.droppedEarly;
    droppedAfterGrowth = run.droppedAfterGrowth;
    if (side) {
      sideDeposits[k] = stepBasis;
      salaryDeposits[k] = stepSalary;
    }
    if (k == firstStep && seedCents > 0) stepTotal += seedCents;
    deposits[k] = stepTotal;
  }

  const seedLands = seedCents > 0 && firstStep < months;
  outputs[O_CONTRIBUTED] = contributed;
  outputs[O_BASIS_DEPOSITS] = basis;
  outputs[O_SEED] = seedLands ? seedCents : 0.0;
  outputs[O_SEED_STEP] = seedLands ? <f64>firstStep : -1.0;
  outputs[O_CAP_WARNINGS] = <f64>run.capYears;
  outputs[O_CUT_ANNUAL] = run.cutAnnual;
  outputs[O_CUT_EMPLOYER] = run.cutEmployer;
  outputs[O_CUT_IRA] = run.cutIra;
  outputs[O_DROPPED_EARLY] = run.droppedEarly;
  outputs[O_DROPPED_AFTER_GROWTH] = run.droppedAfterGrowth;
  for (let i = 0; i < OFFERED_LIMBS; i++) outputs[O_OFFERED + i] = <f64>offered.limbs[i];
  // Only the balances must be exact f64 cents; the cut, however large, is exact in the limbs.
  return contributed <= MAX_SAFE_CENTS && !offered.overflow;
}
