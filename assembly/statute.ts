// The statute applied to one deposit at a time (docs/model.md#contributions-and-the-statute; IRC
// 530A(c)(2) annual limit, 128 employer exclusion: docs/statute.md), first come first served
// within each calendar year:
//   dated before the first contribution date        -> dropped
//   growth period (Y <= last growth year): charity in full; family, relative, employer cut to the
//     annual room; employer also to the employer room
//   afterwards (traditional IRA): employer and charity dropped; family, relative cut to the IRA room
// Limits: base for Y <= base year, else floor(base * (1 + i)^(Y - base year) / step) * step, the
// power taken by repeated multiplication.
//
// The state lives in objects made once, when the module is instantiated, and reset per run: a run
// allocates nothing.
import { KIND_CHARITY, KIND_EMPLOYER } from "./layout";

/** An indexed statutory limit, advanced year by year as the steps move forward in time. */
class IndexedLimit {
  base: f64 = 0;
  baseYear: i32 = 0;
  step: f64 = 1;
  growth: f64 = 1;
  factor: f64 = 1;
  factorYear: i32 = 0;

  reset(base: f64, baseYear: i32, step: f64, growth: f64): void {
    this.base = base;
    this.baseYear = baseYear;
    this.step = step;
    this.growth = growth;
    this.factor = 1.0;
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

/** What the statute did in a run: the rooms left in the current year and every cut, in cents. */
class StatuteRun {
  year: i32 = i32.MIN_VALUE;
  annualRoom: f64 = 0;
  employerRoom: f64 = 0;
  iraRoom: f64 = 0;
  yearCapped: bool = false;
  capYears: i32 = 0; // calendar years with any cut or drop
  cutAnnual: f64 = 0;
  cutEmployer: f64 = 0;
  cutIra: f64 = 0;
  droppedEarly: f64 = 0;
  droppedAfterGrowth: f64 = 0;
}

export const annualLimit = new IndexedLimit();
export const employerLimit = new IndexedLimit();
export const iraLimit = new IndexedLimit();
export const run = new StatuteRun();

/** Starts a run: no year yet, nothing cut. The limits are reset by the caller. */
export function startRun(): void {
  run.year = i32.MIN_VALUE;
  run.annualRoom = 0;
  run.employerRoom = 0;
  run.iraRoom = 0;
  run.yearCapped = false;
  run.capYears = 0;
  run.cutAnnual = 0;
  run.cutEmployer = 0;
  run.cutIra = 0;
  run.droppedEarly = 0;
  run.droppedAfterGrowth = 0;
}

/** Moves to the calendar year of the next step: a new year has its full rooms. */
export function enterYear(year: i32): void {
  if (year == run.year) return;
  run.year = year;
  run.annualRoom = annualLimit.forYear(year);
  run.employerRoom = employerLimit.forYear(year);
  run.iraRoom = iraLimit.forYear(year);
  run.yearCapped = false;
}

/** Deposits made before the projection starts, in the current year (contributedThisYearCents),
 *  use up that year's room first: the annual limit's in the growth period, else the IRA limit's.
 *  Validation keeps them within the year's limit; the room never goes below zero. */
export function useRoom(cents: f64, inGrowthPeriod: bool): void {
  if (inGrowthPeriod) run.annualRoom = Math.max(0.0, run.annualRoom - cents);
  else run.iraRoom = Math.max(0.0, run.iraRoom - cents);
}

/** The part of a deposit of `amount` cents by a source of `kind` that the statute accepts. */
export function applyStatute(kind: i32, amount: f64, beforeFirstDate: bool, inGrowthPeriod: bool): f64 {
  let accepted = amount;
  if (beforeFirstDate) {
    accepted = 0;
    run.droppedEarly += amount;
  } else if (inGrowthPeriod) {
    if (kind != KIND_CHARITY) {
      if (kind == KIND_EMPLOYER && run.employerRoom < accepted && run.employerRoom <= run.annualRoom) {
        accepted = run.employerRoom;
        run.cutEmployer += amount - accepted;
      } else if (run.annualRoom < accepted) {
        accepted = run.annualRoom;
        run.cutAnnual += amount - accepted;
      }
      run.annualRoom -= accepted;
      if (kind == KIND_EMPLOYER) run.employerRoom -= accepted;
    }
  } else if (kind == KIND_EMPLOYER || kind == KIND_CHARITY) {
    accepted = 0;
    run.droppedAfterGrowth += amount;
  } else {
    if (run.iraRoom < accepted) {
      accepted = run.iraRoom;
      run.cutIra += amount - accepted;
    }
    run.iraRoom -= accepted;
  }
  if (accepted < amount) {
    if (!run.yearCapped) {
      run.yearCapped = true;
      run.capYears++;
    }
  }
  return accepted;
}
