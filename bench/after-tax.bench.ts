// Part 5, after tax (docs/performance.md#after-tax): what `afterTax` costs, measured in one run.
//  - Ratios: a default projection with afterTax (the single withdrawal at 18, 2000 paths x 208
//    months; and a 4-year plan for college from 18, to 21), each also with a state, against the same
//    projection without it, in the same rounds, under both return models. The goal is at most 2,
//    and a state's ratio at most 10% above the same case's without one.
//  - The budget: a 20-year retirement plan from 65 at the longest horizon (119 years, mcPaths 5000)
//    against the request budget, the largest projection MC_BUDGET_PATH_MONTHS admits (5000 paths
//    asked at 119 years, without afterTax). The goal is at most 1.
//  - Where the time goes: the stages of each projection, each the fastest of many interleaved
//    samples (the least disturbed on a shared machine): reading the body, the engine's run (the
//    side account rides in the same pass), the percentiles, the side account's percentiles, the
//    afterTax block (each path's tax at the target and, with a plan, each path's plan) and the JSON.
//  - The tax work per path and year, against a simulated path-month: what the compute budget
//    charges (tax-work.bench.ts).
import { type DeterministicOutput, type Engine, EngineStatus } from '../core/engine/engine.js';
import { planFor, prepare } from '../core/pipeline.js';
import {
  finishProjection,
  type ProjectionPlan,
  type ProjectOutcome,
  runDeterministic,
  serialise,
} from '../core/projection/project.js';
import { BUDGET_PATH_MONTHS, type SiteOptions } from '../core/projection/project-scenario.js';
import { checkScenarioPlain } from '../core/validation/validate-plain.js';
import { projectScenario } from '../package/answer-json.js';
import { createNodeEngine } from '../package/load-node.js';
import { EIGHT_MONTHS_OLD } from './inputs.js';
import { type TaxWorkResults, taxWorkBench } from './tax-work.bench.js';
import { type PairTiming, round, timePair } from './timing.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };
type Model = 'lognormal' | 'historical';
const MODELS: Model[] = ['lognormal', 'historical'];

/** The cases: a name, the scenario without afterTax, and its afterTax. */
const SINGLE = { name: 'single withdrawal at 18', scenario: EIGHT_MONTHS_OLD, afterTax: { use: 'education' } };
const PLAN = {
  name: '4-year plan from 18 (education)',
  scenario: { ...EIGHT_MONTHS_OLD, targetAgeMonths: 252 },
  afterTax: { use: 'education', plan: { fromAgeMonths: 216, years: 4 } },
};
/** The same with a state (docs/after-tax.md#state-tax): its ratio against the same projection
 *  without afterTax may be at most 10% above the case's without a state. New York: graduated bands,
 *  the kiddie tax followed, the 529 deduction and its recapture; California: the Trump account's
 *  earnings taxed yearly. */
const SINGLE_NY = { ...SINGLE, name: 'single withdrawal at 18, New York', afterTax: { use: 'education', state: 'NY' } };
const PLAN_CA = {
  ...PLAN,
  name: '4-year plan from 18 (education), California',
  afterTax: { ...PLAN.afterTax, state: 'CA' },
};
const LONGEST = { ...EIGHT_MONTHS_OLD, targetAgeMonths: 1428, mcPaths: 5000 };
const RETIREMENT = { use: 'retirement', plan: { fromAgeMonths: 780, years: 20 } };

export interface AfterTaxModelResult extends PairTiming {
  case: string;
  returnModel: Model;
  paths: number;
  months: number;
}

export interface StageTimes {
  read: number;
  engine: number;
  percentiles: number;
  sidePercentiles: number;
  afterTaxBlock: number;
  json: number;
  total: number;
}

export interface BreakdownResult {
  case: string;
  returnModel: Model;
  /** Fastest sample of each stage, ms, without afterTax and with it. */
  without: StageTimes;
  with: StageTimes;
}

export interface BudgetResult {
  returnModel: Model;
  paths: number;
  months: number;
  /** The 20-year plan's projection, and the budget's largest projection, ms (median [fastest]). */
  planMs: number;
  planMinMs: number;
  budgetMs: number;
  budgetMinMs: number;
  /** plan / budget from the medians and from the fastest samples: at most 1 is inside the budget. */
  ratio: number;
  ratioFromMin: number;
}

export interface AfterTaxResults {
  /** base: without afterTax; other: with it. */
  models: AfterTaxModelResult[];
  budget: { budgetPathMonths: number; budgetPaths: number; plans: BudgetResult[] };
  breakdown: BreakdownResult[];
  /** The tax work per path and year against a simulated path-month (tax-work.bench.ts). */
  taxWork: TaxWorkResults;
}

function projectOk(engine: Engine, body: unknown) {
  const answer = projectScenario(engine, body, SITE);
  if (!answer.ok) throw new Error(`projection refused: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer.projection;
}

/** Each stage of one projection, timed; each stage's fastest sample so far is kept in `into`. The
 *  percentiles are taken once more before the projection's own finish (which takes them again);
 *  `afterTaxBlock` keeps the fastest finish, from which breakdown() takes the fastest percentiles
 *  (fastest less fastest: steadier than one sample less another); the whole is the projection's own
 *  stages (read, engine, finish, JSON). */
function timeStages(engine: Engine, body: unknown, into: StageTimes): void {
  const sample = (f: () => void) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  let plan: ProjectionPlan | undefined;
  let d: DeterministicOutput | undefined;
  let outcome: ProjectOutcome | undefined;
  const read = sample(() => {
    const prepared = prepare(body, 'project', checkScenarioPlain);
    if (!prepared.ok) throw new Error('refused');
    plan = planFor(prepared, SITE);
  });
  if (plan === undefined) throw new Error('no plan');
  const p = plan;
  const engineMs = sample(() => {
    d = runDeterministic(engine, p);
    if (engine.simulate(0, p.paths, p.paths) !== EngineStatus.Ok) throw new Error('engine');
  });
  if (d === undefined) throw new Error('out of range');
  const det = d;
  const percentiles = sample(() => engine.percentiles(p.paths, p.checkpoints));
  const sidePercentiles =
    p.scenario.afterTax === undefined ? 0 : sample(() => engine.sidePercentiles(p.paths, p.checkpoints));
  const finish = sample(() => {
    outcome = finishProjection(engine, p, det);
  });
  const json = sample(() => serialise(outcome as ProjectOutcome));
  const keep = (stage: keyof StageTimes, ms: number) => {
    into[stage] = Math.min(into[stage], ms);
  };
  keep('read', read);
  keep('engine', engineMs);
  keep('percentiles', percentiles);
  keep('sidePercentiles', sidePercentiles);
  keep('afterTaxBlock', finish);
  keep('json', json);
  keep('total', read + engineMs + finish + json);
}

const emptyStages = (): StageTimes => ({
  read: Infinity,
  engine: Infinity,
  percentiles: Infinity,
  sidePercentiles: Infinity,
  afterTaxBlock: Infinity,
  json: Infinity,
  total: Infinity,
});

function breakdown(engine: Engine, without: unknown, withIt: unknown, samples: number) {
  const a = emptyStages();
  const b = emptyStages();
  for (let i = 0; i < samples; i++) {
    timeStages(engine, without, a);
    timeStages(engine, withIt, b);
  }
  const finished = (s: StageTimes, afterTax: boolean): StageTimes => {
    const block = afterTax ? Math.max(s.afterTaxBlock - s.percentiles - s.sidePercentiles, 0) : 0;
    return Object.fromEntries(
      Object.entries({ ...s, afterTaxBlock: block }).map(([k, v]) => [k, round(v, 3)]),
    ) as unknown as StageTimes;
  };
  return { without: finished(a, false), with: finished(b, true) };
}

export async function afterTaxBench({
  quick,
  log,
}: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<AfterTaxResults> {
  // The tax work first, in a process that has run nothing else yet: measured after the cases below
  // (their 5000-path projections at 119 years, their kept tax years and rows in the heap), its
  // simulated path-month came out at about 21 ns against 7.2 to 7.5 alone, which the rows' costs in
  // path-months would take as three times cheaper than they are.
  const taxWork = await taxWorkBench({ quick, log });
  const engine = await createNodeEngine();
  const models: AfterTaxModelResult[] = [];
  const stages: BreakdownResult[] = [];
  for (const one of [SINGLE, SINGLE_NY, PLAN, PLAN_CA]) {
    for (const returnModel of MODELS) {
      log(`afterTax: ${one.name}, ${returnModel}`);
      const without = { ...one.scenario, returnModel };
      const withIt = { ...without, afterTax: one.afterTax };
      const projection = projectOk(engine, withIt);
      projectOk(engine, without);
      const pair = await timePair(
        () => projectScenario(engine, without, SITE),
        () => projectScenario(engine, withIt, SITE),
        quick,
      );
      models.push({
        case: one.name,
        returnModel,
        paths: projection.assumptions.mcPathsSimulated,
        months: projection.deterministic.months,
        ...pair,
      });
      stages.push({ case: one.name, returnModel, ...breakdown(engine, without, withIt, quick ? 10 : 60) });
    }
  }

  // The budget's largest request: 5000 paths asked at 119 years, without afterTax (lognormal; a
  // historical projection has no budget and costs far less).
  const budgetBody = { ...LONGEST, returnModel: 'lognormal' };
  const budgetProjection = projectOk(engine, budgetBody);
  const plans: BudgetResult[] = [];
  for (const returnModel of MODELS) {
    log(`afterTax: 20-year retirement plan at 119 years, ${returnModel}`);
    const body = { ...LONGEST, returnModel, afterTax: RETIREMENT };
    const projection = projectOk(engine, body);
    const pair = await timePair(
      () => projectScenario(engine, budgetBody, SITE),
      () => projectScenario(engine, body, SITE),
      quick,
    );
    plans.push({
      returnModel,
      paths: projection.assumptions.mcPathsSimulated,
      months: projection.deterministic.months,
      planMs: pair.otherMs,
      planMinMs: round(Math.min(...pair.roundMediansMs.other), 3),
      budgetMs: pair.baseMs,
      budgetMinMs: round(Math.min(...pair.roundMediansMs.base), 3),
      ratio: pair.ratio,
      ratioFromMin: pair.ratioFromMin,
    });
    stages.push({
      case: '20-year plan from 65, 119 years',
      returnModel,
      ...breakdown(engine, { ...LONGEST, returnModel }, body, quick ? 3 : 15),
    });
  }
  return {
    models,
    budget: {
      budgetPathMonths: BUDGET_PATH_MONTHS.default,
      budgetPaths: budgetProjection.assumptions.mcPathsSimulated,
      plans,
    },
    breakdown: stages,
    taxWork,
  };
}

/** The stages' names, in order, for the table. */
export const STAGES: [keyof StageTimes, string][] = [
  ['read', 'read the body'],
  ['engine', 'engine run (with the side account)'],
  ['percentiles', 'percentiles'],
  ['sidePercentiles', 'side account percentiles'],
  ['afterTaxBlock', 'afterTax block (per-path tax, plan)'],
  ['json', 'JSON'],
  ['total', 'whole projection'],
];
