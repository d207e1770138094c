// The engine's memory layout: indices into the parameter and output blocks and the record
// strides. Valid as both AssemblyScript and TypeScript, so the engine and the wrapper share it.

// Parameter block (f64 each), written by the wrapper before `schedule()`.
export const P_MONTHS = 0; // steps to project: targetAgeMonths - startAgeMonths
export const P_START_AGE = 1; // months of age at step 0
export const P_TARGET_AGE = 2; // months of age at the horizon
export const P_BIRTH_MONTH = 3; // 1..12: month of year of the birth date (annual schedules)
export const P_REAL_OFFSET = 4; // months from asOf to step 0 (expected child), else 0
export const P_SOURCES = 5; // number of source records
export const P_CHECKPOINTS = 6; // number of checkpoint ages
export const P_FIRST_STEP = 7; // first step dated on or after the first contribution date
export const P_SEED_CENTS = 8; // seed amount, 0 when not asked for or not eligible
export const P_GROWTH_LAST_YEAR = 9; // last calendar year of the growth period
export const P_ANNUAL_RETURN = 10;
export const P_RETURN_IS_REAL = 11; // 1 or 0
export const P_INFLATION = 12;
export const P_FEE = 13;
export const P_VOLATILITY = 14;
export const P_MC_SEED = 15; // integer, |seed| <= 2^53 - 1
export const P_ANNUAL_BASE = 16; // annual limit: base cents, base year, step cents
export const P_ANNUAL_BASE_YEAR = 17;
export const P_ANNUAL_STEP = 18;
export const P_EMPLOYER_BASE = 19; // employer limit, likewise
export const P_EMPLOYER_BASE_YEAR = 20;
export const P_EMPLOYER_STEP = 21;
export const P_IRA_BASE = 22; // IRA limit after the growth period, likewise
export const P_IRA_BASE_YEAR = 23;
export const P_IRA_STEP = 24;
export const P_RETURN_MODEL = 25; // RETURN_MODEL_*
export const P_START_BALANCE = 26; // cents in the account on asOf: B[0] of every path
export const P_CONTRIBUTED_THIS_YEAR = 27; // cents already used of step 0's calendar-year room
export const P_RECORD_STEPS = 28; // Monte-Carlo: steps whose growth factors simulate() records, 0 = none
// The side account (docs/after-tax.md#the-comparison): 1 to carry, on every path and in the same
// pass, a second balance with only the family and relative deposits, from P_SIDE_START cents.
export const P_SIDE = 29;
export const P_SIDE_START = 30; // cents of the side account on asOf (the basis already in the account)
export const P_MC_SAMPLER = 31; // MC_SAMPLER_*: how the lognormal model draws its paths' normals
export const PARAM_COUNT = 32;

// Return models: the lognormal Monte-Carlo paths, or one path per start month of market history.
export const RETURN_MODEL_LOGNORMAL = 0;
export const RETURN_MODEL_HISTORICAL = 1;

// Samplers of the lognormal model (docs/model.md#the-sobol-sampler): each path its own pseudo-random
// stream (random.ts), or point p of a scrambled Sobol sequence through a Brownian bridge (sobol.ts).
export const MC_SAMPLER_PSEUDO = 0;
export const MC_SAMPLER_SOBOL = 1;

// The history the historical paths run through (docs/model.md#historical-markets): W monthly
// factors, the first in January 1871 (1829 of them: 1871-01 to 2023-05). A horizon of M months has
// W - M + 1 complete windows, one per start month from 1871-01; none runs past the data.
export const HISTORY_MONTHS = 1829;
export const HISTORY_FIRST_YEAR = 1871;
export const HISTORY_FIRST_MONTH = 1;

// Source records (f64 each field), in the order of the request.
export const S_KIND = 0; // KIND_*
export const S_TYPE = 1; // SCHEDULE_*
export const S_AMOUNT = 2; // cents
export const S_START = 3; // months of age (monthly, annual) or the age of a once deposit
export const S_END = 4; // months of age, exclusive (monthly, annual)
export const S_MONTH_OF_YEAR = 5; // 1..12 (annual)
export const S_STEP_UP = 6; // yearly growth of the amount
// 1 for an employer source paid from the employee's own pay (salary reduction, docs/after-tax.md#salary-reduction):
// its accepted cents are noted per step (salaryDeposits) for the side account, else 0.
export const S_SALARY_REDUCTION = 7;
export const SOURCE_STRIDE = 8;

export const KIND_FAMILY = 0;
export const KIND_RELATIVE = 1;
export const KIND_CHARITY = 2;
export const KIND_EMPLOYER = 3;

export const SCHEDULE_MONTHLY = 0;
export const SCHEDULE_ANNUAL = 1;
export const SCHEDULE_ONCE = 2;

// Output block of the deterministic run (f64 each).
export const O_FINAL_NOMINAL = 0;
export const O_FINAL_REAL = 1;
export const O_CONTRIBUTED = 2; // deposits accepted, seed excluded
export const O_SEED = 3; // seed cents that landed
export const O_SEED_STEP = 4; // step the seed landed at, -1 when none
export const O_CAP_WARNINGS = 5; // calendar years with any cut or drop
export const O_CUT_ANNUAL = 6; // cents cut by the annual limit
export const O_CUT_EMPLOYER = 7; // cents cut by the employer limit
export const O_CUT_IRA = 8; // cents cut by the IRA limit after the growth period
export const O_DROPPED_EARLY = 9; // cents dated before the first contribution date
export const O_DROPPED_AFTER_GROWTH = 10; // employer and charity cents after the growth period
export const O_GROWTH = 11; // monthly growth factor g
export const O_INFLATION_AND_FEE = 12; // monthly h that makes a real historical factor nominal, net of the fee
export const O_BASIS_DEPOSITS = 13; // family and relative cents accepted: after-tax money (basis)
// The scheduled cents offered to the statute, summed exactly (exact-sum.ts): OFFERED_LIMBS 32-bit
// limbs, least significant first. What the statute cut or dropped (cappedCents) is offered minus
// accepted (O_CONTRIBUTED), exact at any size.
export const O_OFFERED = 14;
export const OFFERED_LIMBS = 8;
export const OUTPUT_COUNT = 22;

// Per-source counts of scheduled deposits outside the horizon: [past, beyond] per source.
export const COUNT_STRIDE = 2;

// Per-step cuts (stepCuts): what the statute cut or dropped at each step, CUT_STRIDE per step, in
// the order of the totals O_CUT_ANNUAL .. O_DROPPED_AFTER_GROWTH; each total is its column's sum.
export const CUT_ANNUAL = 0;
export const CUT_EMPLOYER = 1;
export const CUT_IRA = 2;
export const CUT_DROPPED_EARLY = 3;
export const CUT_DROPPED_AFTER_GROWTH = 4;
export const CUT_STRIDE = 5;

// The growth factors a Monte-Carlo simulate() records for a solve's replays (P_RECORD_STEPS), in
// blocks of GROWTH_BLOCK paths: path p's factor at step k is at
//   ((p / GROWTH_BLOCK) * recordSteps + k) * GROWTH_BLOCK + p % GROWTH_BLOCK,
// so a block's factors, step after step, are one run of memory that the replay, which runs a
// block's paths together, reads in order (docs/performance.md#solving). The last block is padded.
export const GROWTH_BLOCK = 16;

// Percentile rows: 10th, 25th, 50th, 75th, 90th.
export const PERCENTILE_ROWS = 5;
export const ROW_P10 = 0;
export const ROW_P25 = 1;
export const ROW_P50 = 2; // the median
export const ROW_P75 = 3;
export const ROW_P90 = 4;
