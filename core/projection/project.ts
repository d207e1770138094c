// Scenario -> engine inputs -> Projection (docs/api.md#projection). Browser-safe: the server and
// the web page run this same code over the same .wasm, so they produce the same bytes.

import * as L from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { centString, dollars, groupThousands, percent, usd } from '../common/format.js';
import { keptByCount } from '../common/kept-by-count.js';
import { type DeterministicOutput, type Engine, type EngineInput, EngineStatus } from '../engine/engine.js';
import {
  type Goal,
  mcSamplerOf,
  type NormalisedScenario,
  type NormalisedSource,
  returnModelOf,
  startingCents,
} from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import type { GoalResult, Projection, ProjectionWarning, WarningCode } from '../schemas/projection.js';
import type { Statute } from '../statute/statute.js';
import { ExactReturnsExhausted, withExactReturns } from '../tax/exact-returns.js';
import type { AfterTaxInput } from '../tax/federal-tax.js';
import { wageTaxInput } from '../tax/salary-reduction.js';
import { afterTaxBlock } from './after-tax.js';
import { goalCents, pathsNeeded, pathsReaching } from './goal.js';
import {
  completeWindows,
  type HistoricalPaths,
  type HistoricalRun,
  historicalBlock,
  historicalPaths,
  historicalRuns,
} from './history.js';

const SCHEMA_VERSION = 1;

export interface ProjectOptions {
  statute: Statute;
  /** Path-months one request may simulate (docs/model.md#the-compute-budget). */
  budgetPathMonths: number;
  /** At most this many Monte-Carlo paths, when the caller bounds them further (a solve's search,
   *  docs/model.md#solving-for-a-contribution). */
  maxPaths?: number;
  sourceUrl: string;
  disclaimer: string;
  rulesVerifiedAt: string;
  /** The share link of this scenario, when the caller has one. */
  shareUrl?: string;
}

/** Why there is no answer: an amount beyond exact cents, or more work than the compute budget allows
 *  (docs/model.md#the-compute-budget). */
export type OutOfRange = { ok: false; code: 'RESULT_OUT_OF_RANGE'; detail: string };
type OverBudget = { ok: false; code: 'COMPUTE_BUDGET_EXCEEDED'; detail: string };
export type Refused = OutOfRange | OverBudget;

export type ProjectOutcome = { ok: true; projection: Projection } | Refused;

/** project()'s answer, with the deterministic run it was made from (the page's notes and yearly
 *  table read it, so they need no second run). */
export type Projected = { ok: true; projection: Projection; deterministic: DeterministicOutput } | Refused;

/** A projection (or a solve) as it travels and is cached: its JSON text, or why there is none. */
export type ProjectResult = { ok: true; json: string } | Refused;

/** The one place a projection becomes its bytes. */
export function serialise(outcome: ProjectOutcome): ProjectResult {
  return outcome.ok ? { ok: true, json: JSON.stringify(outcome.projection) } : outcome;
}

const KIND_CODES = {
  family: L.KIND_FAMILY,
  relative: L.KIND_RELATIVE,
  charity: L.KIND_CHARITY,
  employer: L.KIND_EMPLOYER,
} as const;

/** mcPathsSimulated = min(mcPaths, max(100, floor(budget / what one path costs))), the cost in
 *  path-months (docs/model.md#the-compute-budget). */
const MIN_PATHS = 100;
export function pathsWithinBudget(mcPaths: number, pathMonthsPerPath: number, budgetPathMonths: number): number {
  return Math.min(mcPaths, Math.max(MIN_PATHS, Math.floor(budgetPathMonths / pathMonthsPerPath)));
}

/** What the compute budget charges one path for a year of tax work, in simulated path-months
 *  (docs/model.md#the-compute-budget; measured in docs/performance.md#the-tax-work-per-path-year):
 *  a year of a withdrawal plan (the three accounts' walks over every path), and a year of a Roth
 *  conversion or of the Roth's withdrawals after one (each path's taxed on its own, beside the
 *  unconverted account's). The withdrawal at the target is covered by the side account's run. */
export const TAX_YEAR_PATH_MONTHS = Object.freeze({ plan: 50, conversion: 150 });

/** The same with afterTax.state, whose return joins the federal one in every year: a plan year stays
 *  within 50 (a state's plan year measured at 12 to 26), a conversion or Roth withdrawal year costs up
 *  to 129 (docs/performance.md#the-tax-work-per-path-year), charged about twice as the federal. */
export const STATE_TAX_YEAR_PATH_MONTHS = Object.freeze({ plan: 50, conversion: 250 });

/** The tax work of one path, in path-months (nothing without a plan or a conversion). */
export function taxPathMonths(afterTax: AfterTaxInput | undefined): number {
  if (afterTax === undefined) return 0;
  const weights = afterTax.state === undefined ? TAX_YEAR_PATH_MONTHS : STATE_TAX_YEAR_PATH_MONTHS;
  const planYears = afterTax.plan?.years ?? 0;
  const conversionYears = afterTax.conversion === undefined ? 0 : afterTax.conversion.years + (planYears || 1);
  return weights.plan * planYears + weights.conversion * conversionYears;
}

/** What the compute budget charges a return computed by the exact forms in BigInt, in simulated
 *  path-months (core/tax/exact-returns.ts; measured in docs/performance.md#the-tax-work-per-path-year):
 *  a projection may compute as many as its budget buys at this price, besides its paths. */
export const EXACT_RETURN_PATH_MONTHS = 150;

/** What the compute budget charges a month's Sobol draws beyond the pseudo-random ones, in
 *  path-months (docs/model.md#the-compute-budget): a Sobol path-month measured at 1.5 to 1.6 times a
 *  pseudo-random one, its paths two at a time in SIMD lanes (docs/performance.md#path-budgets),
 *  charged at two, never under its cost; the side account shares the draws. */
const SOBOL_DRAW_PATH_MONTHS = 1;

/** What one path of a scenario costs, in path-months: its months, twice with afterTax (the side
 *  account's run counts as much as the account's, docs/after-tax.md#the-compute-budget), its Sobol draws and its tax work. */
export function pathMonthsPerPath(scenario: NormalisedScenario, months: number): number {
  const runs = scenario.afterTax === undefined ? 1 : 2;
  const draws = mcSamplerOf(scenario) === 'sobol' ? SOBOL_DRAW_PATH_MONTHS : 0;
  return (runs + draws) * months + taxPathMonths(scenario.afterTax);
}

/** The paths a scenario runs: under history one per complete window, W - months + 1, without the
 *  budget (docs/model.md#historical-markets); else as many as the budget allows, and no more than
 *  the options' cap (a solve's, docs/model.md#solving-for-a-contribution). */
function pathsFor(scenario: NormalisedScenario, months: number, options: ProjectOptions): number {
  if (returnModelOf(scenario) === 'historical') return completeWindows(months);
  const paths = pathsWithinBudget(scenario.mcPaths, pathMonthsPerPath(scenario, months), options.budgetPathMonths);
  return Math.min(paths, options.maxPaths ?? paths);
}

function engineSource(source: NormalisedSource): EngineInput['sources'][number] {
  const { schedule } = source;
  const common = {
    kind: KIND_CODES[source.kind],
    amountCents: Number(schedule.amountCents),
    stepUpRate: source.stepUpRate,
    ...(source.salaryReduction === true ? { salaryReduction: true } : {}),
  };
  switch (schedule.type) {
    case 'monthly':
      return {
        ...common,
        type: L.SCHEDULE_MONTHLY,
        start: schedule.startAgeMonths,
        end: schedule.endAgeMonths,
        monthOfYear: 0,
      };
    case 'annual':
      return {
        ...common,
        type: L.SCHEDULE_ANNUAL,
        start: schedule.startAgeMonths,
        end: schedule.endAgeMonths,
        monthOfYear: schedule.monthOfYear,
      };
    case 'once':
      return { ...common, type: L.SCHEDULE_ONCE, start: schedule.atAgeMonths, end: 0, monthOfYear: 0 };
  }
}

/** The ages the engine keeps each path's balance at: the reported checkpoints and, when it is not
 *  one of them, the goal's age (docs/api.md#goals). */
function engineCheckpointAges(scenario: NormalisedScenario, timeline: Timeline): number[] {
  const ages = timeline.checkpointAges;
  const goalAge = scenario.goal?.atAgeMonths;
  if (goalAge === undefined || ages.includes(goalAge)) return ages;
  return [...ages, goalAge].sort((a, b) => a - b);
}

export function engineInput(scenario: NormalisedScenario, timeline: Timeline, statute: Statute): EngineInput {
  const start = startingCents(scenario);
  const limit = (rule: Statute['annualLimit']): [number, number, number] => [
    rule.baseCents,
    rule.baseYear,
    rule.stepCents,
  ];
  return {
    months: timeline.months,
    startAgeMonths: timeline.startAgeMonths,
    targetAgeMonths: scenario.targetAgeMonths,
    birthMonth: timeline.birthMonth,
    realOffsetMonths: timeline.realOffsetMonths,
    firstContributionStep: timeline.firstContributionStep,
    seedCents: scenario.includeSeed && timeline.seedEligible ? statute.seedCents : 0,
    growthLastYear: timeline.growthLastYear,
    annualReturn: scenario.annualReturn,
    returnIsReal: scenario.returnIsReal,
    annualInflation: scenario.annualInflation,
    annualFee: scenario.annualFee,
    annualVolatility: scenario.annualVolatility,
    mcSeed: scenario.mcSeed,
    returnModel: returnModelOf(scenario) === 'historical' ? L.RETURN_MODEL_HISTORICAL : L.RETURN_MODEL_LOGNORMAL,
    ...(mcSamplerOf(scenario) === 'sobol' ? { mcSampler: L.MC_SAMPLER_SOBOL } : {}),
    startBalanceCents: start.balance,
    contributedThisYearCents: start.contributedThisYear,
    annualLimit: limit(statute.annualLimit),
    employerLimit: limit(statute.employerLimit),
    iraLimit: limit(statute.iraLimit),
    stepYears: timeline.stepYears,
    sources: scenario.sources.map(engineSource),
    checkpointAges: engineCheckpointAges(scenario, timeline),
    ...(scenario.afterTax === undefined ? {} : { sideStartCents: start.basis }),
    ...(scenario.afterTax === undefined || !scenario.sources.some((source) => source.salaryReduction === true)
      ? {}
      : { sideSalaryTax: wageTaxInput(scenario.afterTax) }),
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A targetAgeMonths in this range, not a whole number of years, reads as years typed as months
 *  (docs/model.md#warnings): as years, an age the money is typically meant for (18 to 30); as
 *  months, a projection that ends before the child turns 3, long before the account pays out. */
const YEARS_LIKE_TARGET = { from: 18, to: 30 } as const;

function targetLooksLikeYears(targetAgeMonths: number): boolean {
  const { from, to } = YEARS_LIKE_TARGET;
  return targetAgeMonths >= from && targetAgeMonths <= to && targetAgeMonths % 12 !== 0;
}

/** Notes that change no number silently (docs/model.md#warnings). */
function projectionWarnings(
  scenario: NormalisedScenario,
  timeline: Timeline,
  det: DeterministicOutput,
  statute: Statute,
): ProjectionWarning[] {
  const warnings: ProjectionWarning[] = [];
  const add = (code: WarningCode, message: string) => warnings.push({ code, message });
  const target = scenario.targetAgeMonths;
  if (targetLooksLikeYears(target)) {
    add(
      'TARGET_AGE_LOOKS_LIKE_YEARS',
      `targetAgeMonths ${target} ends the projection when the child is ${target} months old; if ${target} years was meant, send targetAgeMonths ${target * 12}.`,
    );
  }
  if (scenario.annualFee > statute.fundFeeCeiling) {
    add(
      'FEE_ABOVE_FUND_CEILING',
      `annualFee ${scenario.annualFee} is above ${statute.fundFeeCeiling}, the most an eligible fund may charge during the growth period.`,
    );
  }
  if (scenario.includeSeed && !timeline.seedEligible) {
    add(
      'SEED_NOT_ELIGIBLE',
      `The ${dollars(statute.seedCents)} pilot seed needs a birth date from ${statute.seedBirthFrom} to ${statute.seedBirthTo}; none is included.`,
    );
  } else if (scenario.includeSeed && det.seedStep < 0) {
    add(
      'SEED_BEYOND_HORIZON',
      `The ${dollars(statute.seedCents)} pilot seed cannot be paid before ${statute.firstContributionDate}, after the horizon; none is included.`,
    );
  }
  scenario.sources.forEach((source, index) => {
    const past = itemAt(det.outsideHorizon, index * L.COUNT_STRIDE);
    const beyond = itemAt(det.outsideHorizon, index * L.COUNT_STRIDE + 1);
    if (past > 0)
      add(
        'DEPOSITS_IN_PAST',
        `Source "${source.id}": ${plural(past, 'deposit falls', 'deposits fall')} before the child's age on asOf and ${past === 1 ? 'is' : 'are'} not projected.`,
      );
    if (beyond > 0)
      add(
        'DEPOSITS_BEYOND_HORIZON',
        `Source "${source.id}": ${plural(beyond, 'deposit falls', 'deposits fall')} at or after targetAgeMonths and ${beyond === 1 ? 'is' : 'are'} not projected.`,
      );
  });
  if (det.droppedBeforeFirstDateCents > 0) {
    add(
      'DEPOSITS_BEFORE_FIRST_CONTRIBUTION_DATE',
      `${dollars(det.droppedBeforeFirstDateCents)} scheduled before ${statute.firstContributionDate}, the first day the account accepts contributions, was dropped.`,
    );
  }
  if (scenario.includeSeed && det.seedStep >= 0 && startingCents(scenario).balance > 0) {
    add(
      'SEED_MAY_BE_IN_BALANCE',
      `The ${dollars(statute.seedCents)} pilot seed is projected to arrive on or after asOf, on top of currentBalanceCents; if the balance already holds it, set includeSeed to false so it is not counted twice.`,
    );
  }
  if (det.cutByAnnualLimitCents > 0) {
    add(
      'ANNUAL_LIMIT',
      `${dollars(det.cutByAnnualLimitCents)} of family, relative and employer deposits was cut to the annual limit (${dollars(statute.annualLimit.baseCents)}, indexed after ${statute.annualLimit.baseYear}).`,
    );
  }
  if (det.cutByEmployerLimitCents > 0) {
    add(
      'EMPLOYER_LIMIT',
      `${dollars(det.cutByEmployerLimitCents)} of employer deposits was cut to the employer limit (${dollars(statute.employerLimit.baseCents)}, indexed after ${statute.employerLimit.baseYear}).`,
    );
  }
  if (det.droppedAfterGrowthPeriodCents > 0) {
    add(
      'CONTRIBUTIONS_AFTER_GROWTH_PERIOD',
      `${dollars(det.droppedAfterGrowthPeriodCents)} of employer and charity deposits after the growth period (from 1 January of the year the child turns ${statute.growthPeriodLastAge + 1}) was dropped: the account is then a traditional IRA.`,
    );
  }
  for (const source of scenario.sources) {
    if (source.salaryReduction === true) add('SALARY_REDUCTION', salaryReductionMessage(source.id, scenario, statute));
  }
  if (det.cutByIraLimitCents > 0) {
    add(
      'IRA_LIMIT',
      `${dollars(det.cutByIraLimitCents)} of family and relative deposits after the growth period was cut to the IRA limit (${dollars(statute.iraLimit.baseCents)} for ${statute.iraLimit.baseYear}, indexed).`,
    );
  }
  return warnings;
}

/** SALARY_REDUCTION: what the API and the tool server say of pay put in by salary reduction
 *  (docs/after-tax.md#salary-reduction). */
function salaryReductionMessage(id: string, scenario: NormalisedScenario, statute: Statute): string {
  const limit = `${usd(statute.employerLimit.baseCents)} a year (indexed after ${statute.employerLimit.baseYear})`;
  const afterTax = scenario.afterTax;
  const comparison =
    afterTax === undefined
      ? ''
      : ` A 529 plan or a custodial account would get the same pay only after income tax: the comparison puts ` +
        `it there less ${percent(afterTax.parentOrdinaryRate)} (afterTax.parentOrdinaryRate).`;
  return (
    `Source "${id}" is the employee's own pay, put in before income tax through a cafeteria plan under the ` +
    `employer's Trump account program (sections 125 and 128): Social Security and Medicare taxes (FICA) still ` +
    `apply to it, it has no basis in the Trump account, and the employer limit of ${limit} is per employee, ` +
    `shared by all of the employee's children, so what other children receive leaves less for this one.${comparison}`
  );
}

/** The refusal of a projection whose after-tax figures need more exact returns than its budget
 *  allows: what to change, in the request's own terms. */
function overBudget(scenario: NormalisedScenario, allowance: number): OverBudget {
  const fewer = [
    ...(scenario.afterTax?.plan === undefined ? [] : ['afterTax.plan.years']),
    ...(scenario.afterTax?.conversion === undefined ? [] : ['afterTax.conversion.years']),
    ...(returnModelOf(scenario) === 'historical' ? [] : ['mcPaths']), // every window of history runs
  ];
  const list = fewer.length < 2 ? fewer.join('') : `${fewer.slice(0, -1).join(', ')} or ${fewer.at(-1)}`;
  const ask = fewer.length === 0 ? '' : `, or ask for fewer ${list}`;
  return {
    ok: false,
    code: 'COMPUTE_BUDGET_EXCEEDED',
    detail:
      `The after-tax figures need more than ${groupThousands(String(allowance))} returns at incomes of about ` +
      '$300 million a year or more (or with rates of many decimals), each computed in exact integers: more than ' +
      `one request may compute. Lower the deposits or the other incomes, give rates of fewer decimals${ask}.`,
  };
}

export function outOfRange(): OutOfRange {
  return {
    ok: false,
    code: 'RESULT_OUT_OF_RANGE',
    detail:
      'An amount in this projection exceeds 2^53 - 1 cents and cannot be stated exactly; lower the amounts, the return or the horizon.',
  };
}

/** What one projection needs: the engine's inputs and the path count after the budget. */
export interface ProjectionPlan {
  scenario: NormalisedScenario;
  timeline: Timeline;
  options: ProjectOptions;
  input: EngineInput;
  paths: number;
  /** The engine's checkpoints: the reported ones, and the goal's age when it is not one. */
  checkpoints: number;
  /** The engine's column of each reported checkpoint age. */
  reported: number[];
}

export function planProjection(
  scenario: NormalisedScenario,
  timeline: Timeline,
  options: ProjectOptions,
): ProjectionPlan {
  const input = engineInput(scenario, timeline, options.statute);
  return {
    scenario,
    timeline,
    options,
    input,
    paths: pathsFor(scenario, timeline.months, options),
    checkpoints: input.checkpointAges.length,
    reported: timeline.checkpointAges.map((age) => input.checkpointAges.indexOf(age)),
  };
}

/** The goal block (docs/api.md#goals), from the engine's column at the goal's age. */
function goalBlock(engine: Engine, plan: ProjectionPlan, d: DeterministicOutput, goal: Goal): GoalResult {
  const column = plan.input.checkpointAges.indexOf(goal.atAgeMonths);
  const deflator = itemAt(d.deflators, column);
  const reached = pathsReaching(goal, engine.balancesAt(column, plan.paths), deflator);
  const deterministic = goalCents(goal, itemAt(d.milestonesNominal, column), deflator);
  return {
    ...goal,
    deterministicReaches: deterministic >= Number(goal.amountCents),
    paths: plan.paths,
    pathsReaching: reached,
    pathsNeeded: pathsNeeded(goal.probability, plan.paths),
    chance: reached / plan.paths,
  };
}

/** The percentiles and the Projection, once deterministic() has run and every path is simulated
 *  (or loaded) in this engine. */
export function finishProjection(engine: Engine, plan: ProjectionPlan, d: DeterministicOutput): ProjectOutcome {
  const { scenario, timeline, options, paths, checkpoints, reported } = plan;
  const bands = engine.percentiles(paths, checkpoints);
  if (bands.status === EngineStatus.ResultOutOfRange) return outOfRange();
  if (bands.status !== EngineStatus.Ok) throw new Error(`engine status ${bands.status}`);

  const rows = (table: Float64Array) =>
    reportedRows(table, checkpoints, reported).map((row) => row.map((cents) => centString(cents)));
  const start = startingCents(scenario);
  const basis = start.basis + d.basisDepositsCents;
  let afterTax: ReturnType<typeof afterTaxPart> | undefined;
  if (scenario.afterTax !== undefined) {
    const allowance = Math.floor(options.budgetPathMonths / EXACT_RETURN_PATH_MONTHS);
    try {
      afterTax = withExactReturns(allowance, () => afterTaxPart(engine, plan, d, bands.value.nominal));
    } catch (error) {
      if (error instanceof ExactReturnsExhausted) return overBudget(scenario, allowance);
      throw error;
    }
  }
  if (afterTax === null) return outOfRange();

  const projection: Projection = {
    schemaVersion: SCHEMA_VERSION,
    sourceUrl: options.sourceUrl,
    ...(options.shareUrl === undefined ? {} : { shareUrl: options.shareUrl }),
    disclaimer: options.disclaimer,
    rulesVerifiedAt: options.rulesVerifiedAt,
    assumptions: {
      annualReturn: scenario.annualReturn,
      returnIsReal: scenario.returnIsReal,
      annualInflation: scenario.annualInflation,
      annualFee: scenario.annualFee,
      annualVolatility: scenario.annualVolatility,
      mcSeed: scenario.mcSeed,
      mcPathsRequested: scenario.mcPaths,
      mcPathsSimulated: paths,
      // Named only when not the default, so pseudo-random answers keep their bytes
      // (docs/model.md#the-sobol-sampler).
      ...(mcSamplerOf(scenario) === 'sobol' ? { mcSampler: 'sobol' as const } : {}),
    },
    deterministic: {
      months: timeline.months,
      startAgeMonths: timeline.startAgeMonths,
      finalNominalCents: centString(d.finalNominalCents),
      finalRealCents: centString(d.finalRealCents),
      contributedCents: centString(d.contributedCents),
      seedCents: centString(d.seedCents),
      growthCents: centString(d.finalNominalCents - d.contributedCents - d.seedCents - start.balance),
      basisCents: centString(basis),
      taxableCents: centString(d.finalNominalCents - basis),
      milestones: timeline.checkpointAges.map((ageMonths, c) => ({
        ageMonths,
        nominalCents: centString(itemAt(d.milestonesNominal, itemAt(reported, c))),
        realCents: centString(itemAt(d.milestonesReal, itemAt(reported, c))),
      })),
      capWarnings: d.capWarnings,
      cappedCents: String(d.cappedCents),
    },
    percentiles: {
      ages: timeline.checkpointAges,
      nominalCents: rows(bands.value.nominal),
      realCents: rows(bands.value.real),
    },
    warnings: [...projectionWarnings(scenario, timeline, d, options.statute), ...(afterTax?.warnings ?? [])],
    ...(returnModelOf(scenario) === 'historical'
      ? { historical: historicalBlock(engine.balancesAt(checkpoints - 1, paths)) }
      : {}),
    ...(scenario.goal === undefined ? {} : { goal: goalBlock(engine, plan, d, scenario.goal) }),
    ...(afterTax === undefined ? {} : { afterTax: afterTax.block }),
  };
  return { ok: true, projection };
}

/** The afterTax block from the side account's run beside the account's (docs/after-tax.md#the-block);
 *  null when an amount is beyond exact cents. */
function afterTaxPart(engine: Engine, plan: ProjectionPlan, d: DeterministicOutput, trumpBands: Float64Array) {
  const { scenario, timeline, paths, checkpoints, reported } = plan;
  if (scenario.afterTax === undefined || d.side === undefined) throw new Error('afterTax: no side account run');
  const sideBands = engine.sidePercentiles(paths, checkpoints);
  if (sideBands.status === EngineStatus.ResultOutOfRange) return null;
  if (sideBands.status !== EngineStatus.Ok) throw new Error(`engine status ${sideBands.status}`);
  // The side account's basis is everything deposited in it; the Trump account's leaves out the
  // salary-reduction pay, which is employer money there (docs/after-tax.md#salary-reduction).
  const start = startingCents(scenario).basis;
  const { deposits, salaryDeposits } = d.side;
  const basisCents: number[] = [];
  const sideBasisCents: number[] = [];
  let deposited = start;
  let salary = 0;
  let step = 0;
  for (const age of timeline.checkpointAges) {
    for (; step < age - timeline.startAgeMonths; step++) {
      deposited += itemAt(deposits, step);
      if (salaryDeposits !== undefined) salary += itemAt(salaryDeposits, step);
    }
    basisCents.push(deposited - salary);
    sideBasisCents.push(deposited);
  }
  const at = (values: Float64Array) => reported.map((c) => itemAt(values, c));
  const rows = keptRows(engine, paths);
  const result = afterTaxBlock(scenario.afterTax, scenario, timeline, {
    trumpCents: at(d.milestonesNominal),
    sideCents: at(d.side.milestonesNominal),
    basisCents,
    sideBasisCents,
    deflators: at(d.deflators),
    trumpBands: reportedRows(trumpBands, checkpoints, reported),
    sideBands: reportedRows(sideBands.value.nominal, checkpoints, reported),
    trumpAtTarget: rows.next(false, checkpoints - 1),
    sideAtTarget: rows.next(true, checkpoints - 1),
    ...planPaths(plan, rows),
    ...conversionPaths(plan, rows),
    ...(scenario.afterTax.state === undefined
      ? {}
      : { sideDeposits: deposits, trumpPath: { balances: d.balances, deposits: d.deposits } }),
  });
  return result ?? null;
}

/** The engine's balances the afterTax block reads, each path's at one checkpoint, copied into
 *  arrays kept for the next request with as many paths: the block reads them only before it
 *  returns, and a typed array's memory costs more to get and to collect than the copy
 *  (docs/performance.md#after-tax). Each request takes them from the first again. */
interface KeptRows {
  /** The balances at a checkpoint, the same array each time it is asked (nothing writes them). */
  next(side: boolean, checkpoint: number): Float64Array;
}

const keptRowArrays = keptByCount((): Float64Array[] => []);

function keptRows(engine: Engine, paths: number): KeptRows {
  const arrays = keptRowArrays(paths);
  const copied = new Map<number, Float64Array>();
  return {
    next(side, checkpoint) {
      const key = side ? -1 - checkpoint : checkpoint;
      const known = copied.get(key);
      if (known !== undefined) return known;
      if (copied.size === arrays.length) arrays.push(new Float64Array(paths));
      const row = engine.balancesInto(side, checkpoint, paths, arrays[copied.size] as Float64Array);
      copied.set(key, row);
      return row;
    },
  };
}

/** With a plan, every path's balance at each withdrawal's age in both runs (copies of the engine's,
 *  kept), docs/after-tax.md#withdrawals-over-several-years. */
function planPaths(plan: ProjectionPlan, rows: KeptRows) {
  const withdrawals = plan.scenario.afterTax?.plan;
  if (withdrawals === undefined) return {};
  const columns = Array.from({ length: withdrawals.years }, (_, k) =>
    plan.input.checkpointAges.indexOf(withdrawals.fromAgeMonths + 12 * k),
  );
  return {
    planPaths: {
      trump: columns.map((c) => rows.next(false, c)),
      side: columns.map((c) => rows.next(true, c)),
    },
  };
}

/** With a conversion, every path's Trump balance at each conversion's age (copies, kept),
 *  docs/after-tax.md#a-roth-conversion. */
function conversionPaths(plan: ProjectionPlan, rows: KeptRows) {
  const conversion = plan.scenario.afterTax?.conversion;
  if (conversion === undefined) return {};
  return {
    conversionPaths: Array.from({ length: conversion.years }, (_, j) =>
      rows.next(false, plan.input.checkpointAges.indexOf(conversion.fromAgeMonths + 12 * j)),
    ),
  };
}

/** The engine's percentile table (row-major over the engine's columns) at the reported columns. */
function reportedRows(table: Float64Array, checkpoints: number, reported: readonly number[]): number[][] {
  return Array.from({ length: L.PERCENTILE_ROWS }, (_, r) => reported.map((c) => itemAt(table, r * checkpoints + c)));
}

/** Runs the schedule and the deterministic path of a plan; undefined when out of range. */
export function runDeterministic(engine: Engine, plan: ProjectionPlan): DeterministicOutput | undefined {
  const det = engine.deterministic(plan.input, plan.paths);
  if (det.status === EngineStatus.ResultOutOfRange) return undefined;
  if (det.status !== EngineStatus.Ok) throw new Error(`engine status ${det.status}`);
  return det.value;
}

/** Runs one whole projection of a validated, normalised scenario in this engine. */
export function project(
  engine: Engine,
  scenario: NormalisedScenario,
  timeline: Timeline,
  options: ProjectOptions,
): Projected {
  return projectPlan(engine, planProjection(scenario, timeline, options));
}

/** Runs one whole projection of a plan already made (a worker gets the plan its pool made). */
export function projectPlan(engine: Engine, plan: ProjectionPlan): Projected {
  const det = runDeterministic(engine, plan);
  if (det === undefined) return outOfRange();
  const simulated = engine.simulate(0, plan.paths, plan.paths);
  if (simulated === EngineStatus.ResultOutOfRange) return outOfRange();
  if (simulated !== EngineStatus.Ok) throw new Error(`engine status ${simulated}`);
  const outcome = finishProjection(engine, plan, det);
  return outcome.ok ? { ...outcome, deterministic: det } : outcome;
}

/** Under history, every window's run (docs/api.md#every-run-of-history), read from the engine that
 *  has just run the plan (projectPlan), so nothing is simulated twice; null under simulated markets,
 *  whose paths have no start month. The target age is the engine's last checkpoint. */
export function runsOf(engine: Engine, plan: ProjectionPlan, d: DeterministicOutput): HistoricalRun[] | null {
  if (plan.input.returnModel !== L.RETURN_MODEL_HISTORICAL) return null;
  const target = plan.checkpoints - 1;
  return historicalRuns(engine.balancesAt(target, plan.paths), itemAt(d.deflators, target));
}

/** Under history, every window's path at every reported checkpoint age (every birthday and the
 *  target), read from the engine that has just run the plan, as runsOf reads the target's column;
 *  null under simulated markets (docs/api.md#every-run-of-history). */
export function pathsOf(engine: Engine, plan: ProjectionPlan, d: DeterministicOutput): HistoricalPaths | null {
  if (plan.input.returnModel !== L.RETURN_MODEL_HISTORICAL) return null;
  return historicalPaths(
    plan.timeline.checkpointAges,
    plan.reported.map((c) => engine.balancesAt(c, plan.paths)),
    plan.reported.map((c) => itemAt(d.deflators, c)),
  );
}
