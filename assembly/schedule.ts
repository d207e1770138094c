// Contributions per step with the statutory limits (docs/model.md#contributions-and-the-statute;
// IRC 530A(c)(2) annual limit, 128 employer exclusion, 6434 pilot seed: docs/statute.md).
//
// For each step k (age a = start + k, calendar year Y) and each source in request order:
//   amount = nearest(amountCents * f[n]), n = floor((a - startAge) / 12), f[j+1] = f[j] * (1 + stepUp)
// then, first come first served within the calendar year:
//   dated before the first contribution date        -> dropped
//   growth period (Y <= last growth year): charity in full; family, relative, employer cut to the
//     annual room; employer also to the employer room
//   afterwards (traditional IRA): employer and charity dropped; family, relative cut to the IRA room
// Limits: base for Y <= base year, else floor(base * (1 + i)^(Y - base year) / step) * step, the
// power taken by repeated multiplication.
import { counts, deposits, outputs, params, sources, stepYears } from "./buffers";
import {
  COUNT_STRIDE, KIND_CHARITY, KIND_EMPLOYER, O_CAP_WARNINGS, O_CAPPED, O_CONTRIBUTED, O_CUT_ANNUAL,
  O_CUT_EMPLOYER, O_CUT_IRA, O_DROPPED_AFTER_GROWTH, O_DROPPED_EARLY, O_SEED, O_SEED_STEP,
  P_ANNUAL_BASE, P_ANNUAL_BASE_YEAR, P_ANNUAL_STEP, P_BIRTH_MONTH, P_EMPLOYER_BASE,
  P_EMPLOYER_BASE_YEAR, P_EMPLOYER_STEP, P_FIRST_STEP, P_GROWTH_LAST_YEAR, P_INFLATION, P_IRA_BASE,
  P_IRA_BASE_YEAR, P_IRA_STEP, P_MONTHS, P_SEED_CENTS, P_SOURCES, P_START_AGE, P_TARGET_AGE,
  S_AMOUNT, S_END, S_KIND, S_MONTH_OF_YEAR, S_START, S_STEP_UP, S_TYPE, SCHEDULE_ANNUAL,
  SCHEDULE_MONTHLY, SOURCE_STRIDE,
} from "./layout";

export const MAX_SAFE_CENTS: f64 = 9007199254740991.0; // 2^53 - 1

/** An indexed statutory limit, advanced year by year as the steps move forward in time. */
class IndexedLimit {
  factor: f64 = 1.0;
  factorYear: i32;
  constructor(public base: f64, public baseYear: i32, public step: f64, public growth: f64) {
    this.factorYear = baseYear;
  }

  forYear(year: i32): f64 {
    if (year <= this.baseYear) return this.base;
    // Years only increase from step to step, so the power is advanced, never recomputed.
    while (this.factorYear < year) {
      this.factor *= this.growth;
      this.factorYear++;
    }
    return Math.floor(this.base * this.factor / this.step) * this.step;
  }
}

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

/** Fills deposits[0..months) and the contribution outputs. Returns false when a sum is not exact. */
export function expandSchedule(): bool {
  const months = <i32>params[P_MONTHS];
  const startAge = <i32>params[P_START_AGE];
  const sourceCount = <i32>params[P_SOURCES];
  const birthMonth = <i32>params[P_BIRTH_MONTH];
  const firstStep = <i32>params[P_FIRST_STEP];
  const growthLastYear = <i32>params[P_GROWTH_LAST_YEAR];
  const seedCents = params[P_SEED_CENTS];
  const growth = 1.0 + params[P_INFLATION];

  const annual = new IndexedLimit(params[P_ANNUAL_BASE], <i32>params[P_ANNUAL_BASE_YEAR], params[P_ANNUAL_STEP], growth);
  const employer = new IndexedLimit(params[P_EMPLOYER_BASE], <i32>params[P_EMPLOYER_BASE_YEAR], params[P_EMPLOYER_STEP], growth);
  const ira = new IndexedLimit(params[P_IRA_BASE], <i32>params[P_IRA_BASE_YEAR], params[P_IRA_STEP], growth);

  countOutsideHorizon(sourceCount, startAge, <i32>params[P_TARGET_AGE], birthMonth);

  let year = i32.MIN_VALUE;
  let annualRoom = 0.0;
  let employerRoom = 0.0;
  let iraRoom = 0.0;
  let yearCapped = false;
  let contributed = 0.0;
  let capped = 0.0;
  let capYears = 0;
  let cutAnnual = 0.0;
  let cutEmployer = 0.0;
  let cutIra = 0.0;
  let droppedEarly = 0.0;
  let droppedAfterGrowth = 0.0;

  for (let k = 0; k < months; k++) {
    const age = startAge + k;
    const stepYear = stepYears[k];
    if (stepYear != year) {
      year = stepYear;
      annualRoom = annual.forYear(year);
      employerRoom = employer.forYear(year);
      iraRoom = ira.forYear(year);
      yearCapped = false;
    }
    const inGrowthPeriod = year <= growthLastYear;
    let stepTotal = 0.0;
    for (let s = 0; s < sourceCount; s++) {
      const base = s * SOURCE_STRIDE;
      const type = <i32>sources[base + S_TYPE];
      if (!depositsAt(base, type, age, birthMonth)) continue;
      let amount = sources[base + S_AMOUNT]; // a once deposit is taken as given
      if (type == SCHEDULE_MONTHLY || type == SCHEDULE_ANNUAL) {
        const years = (age - <i32>sources[base + S_START]) / 12;
        const rise = 1.0 + sources[base + S_STEP_UP];
        let factor = 1.0;
        for (let j = 0; j < years; j++) factor *= rise;
        amount = nearest(amount * factor);
      }
      if (amount <= 0) continue;

      const kind = <i32>sources[base + S_KIND];
      let accepted = amount;
      if (k < firstStep) {
        accepted = 0;
        droppedEarly += amount;
      } else if (inGrowthPeriod) {
        if (kind != KIND_CHARITY) {
          if (kind == KIND_EMPLOYER && employerRoom < accepted && employerRoom <= annualRoom) {
            accepted = employerRoom;
            cutEmployer += amount - accepted;
          } else if (annualRoom < accepted) {
            accepted = annualRoom;
            cutAnnual += amount - accepted;
          }
          annualRoom -= accepted;
          if (kind == KIND_EMPLOYER) employerRoom -= accepted;
        }
      } else if (kind == KIND_EMPLOYER || kind == KIND_CHARITY) {
        accepted = 0;
        droppedAfterGrowth += amount;
      } else {
        if (iraRoom < accepted) {
          accepted = iraRoom;
          cutIra += amount - accepted;
        }
        iraRoom -= accepted;
      }
      if (accepted < amount) {
        capped += amount - accepted;
        if (!yearCapped) {
          yearCapped = true;
          capYears++;
        }
      }
      stepTotal += accepted;
    }
    contributed += stepTotal;
    if (k == firstStep && seedCents > 0) stepTotal += seedCents;
    deposits[k] = stepTotal;
  }

  const seedLands = seedCents > 0 && firstStep < months;
  outputs[O_CONTRIBUTED] = contributed;
  outputs[O_SEED] = seedLands ? seedCents : 0.0;
  outputs[O_SEED_STEP] = seedLands ? <f64>firstStep : -1.0;
  outputs[O_CAPPED] = capped;
  outputs[O_CAP_WARNINGS] = <f64>capYears;
  outputs[O_CUT_ANNUAL] = cutAnnual;
  outputs[O_CUT_EMPLOYER] = cutEmployer;
  outputs[O_CUT_IRA] = cutIra;
  outputs[O_DROPPED_EARLY] = droppedEarly;
  outputs[O_DROPPED_AFTER_GROWTH] = droppedAfterGrowth;
  return contributed <= MAX_SAFE_CENTS && capped <= MAX_SAFE_CENTS;
}
