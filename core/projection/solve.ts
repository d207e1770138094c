// Solving for a contribution (docs/model.md#solving-for-a-contribution): the smallest whole-cent
// amount of one source at which the goal is met (pathsReaching >= pathsNeeded), and not at one cent
// less. Browser-safe: the server and the page solve with this same code over the same .wasm.
//
// The paths are drawn once: the engine simulates them up to the goal's age and keeps every path's
// growth factors (history windows need none: the table of market history is fixed), and each
// amount tried replays those factors with its deposits (Engine.replay), so every trial sees the
// same markets and costs a multiply-add per path-month instead of a simulation. The search keeps a
// bracket [lo, hi] with the goal not met at lo and met at hi, starts it from a linear estimate of
// each path's crossing (two trials), walks out from the estimate until the bracket closes round it,
// then bisects; the answer's projection replays the same factors once more when they cover its
// horizon (projectAnswer). When met is monotone in the amount (it is unless a larger deposit moves
// room to an earlier month of a falling market), the answer is the one smallest amount; in every
// case it is met at the answer and not at one cent less.
//
// The answer is an amount of the source's own schedule, which the statute may cut in some years (a
// flat amount above the first years' limit): its projection counts only what the account takes, and
// the answer says what is cut and in which years (docs/model.md#what-the-statute-cuts-of-the-answer).
import * as L from '../../assembly/layout.js';
import { itemAt } from '../common/checked.js';
import { type DeterministicOutput, type Engine, type EngineInput, EngineStatus } from '../engine/engine.js';
import { type Goal, mcSamplerOf, type NormalisedScenario } from '../scenario/scenario.js';
import type { Timeline } from '../scenario/timeline.js';
import type { Projection } from '../schemas/projection.js';
import { MAX_AMOUNT_CENTS } from '../schemas/scenario-values.js';
import { largestGoalReached, pathsNeeded, pathsReaching } from './goal.js';
import { type LimitAmount, limitAmount } from './most-allowed.js';
import {
  finishProjection,
  outOfRange,
  type Projected,
  type ProjectionPlan,
  type ProjectOptions,
  pathsWithinBudget,
  planProjection,
  projectPlan,
  type Refused,
} from './project.js';

export type SolveOutcome =
  | {
      ok: true;
      reachable: boolean;
      /** The answer; MAX_AMOUNT_CENTS when not reachable. */
      amountCents: number;
      /** When not reachable: the most the limits allow, what it gives and the largest goal it reaches. */
      mostAllowed?: MostAllowed;
      /** When reachable: what the statute cuts of the plan at the answer (its projection's
       *  cappedCents) and the calendar years it cuts in (docs/model.md#what-the-statute-cuts-of-the-answer). */
      cut?: StatuteCut;
      evaluations: number;
      /** The scenario with the source at amountCents. */
      scenario: NormalisedScenario;
      projection: Projection;
    }
  | Refused;

/** What the most the statute's limits allow one source gives (docs/model.md#the-most-the-limits-allow). */
export interface MostAllowed extends LimitAmount {
  /** Paths reaching the goal with the largest plan, and their share. */
  pathsReaching: number;
  chance: number;
  /** The largest goal amount (in the goal's terms) that the chance asked reaches with the largest plan. */
  largestGoalCents: number;
}

/** What the statute cut of a plan, and when. */
interface StatuteCut {
  /** The projection's cappedCents. */
  cents: string;
  /** The calendar years with a deposit cut or dropped, in order. */
  years: number[];
}

/** What a search charges each Monte-Carlo path for each month up to the goal's age, in simulated
 *  path-months: its simulation, and the replays of its trials, each about a fifth of a simulated
 *  month, for about twenty trials (a default solve takes 5 or 6, a long one 10 to 20, at worst
 *  about 50): docs/model.md#solving-for-a-contribution. A default solve fits (2000 x 216 x 5). */
const SEARCH_PATH_MONTHS_PER_MONTH = 5;

/** The first probe when the scenario's own amount is 0: $100. */
const DEFAULT_PROBE_CENTS = 10_000;
/** The walk out from the estimate starts at this share of it, then grows fourfold per step. */
const FIRST_STEP_SHARE = 1e-4;
const STEP_GROWTH = 4;

/** The scenario with one source's amount replaced. */
function withAmount(scenario: NormalisedScenario, sourceIndex: number, amountCents: number): NormalisedScenario {
  return {
    ...scenario,
    sources: scenario.sources.map((source, index) =>
      index === sourceIndex
        ? { ...source, schedule: { ...source.schedule, amountCents: String(amountCents) } }
        : source,
    ),
  };
}

/** The engine's inputs up to the goal's age: the same first steps, one checkpoint at the goal. */
function inputToGoal(input: EngineInput, steps: number, goalAge: number): EngineInput {
  return {
    ...input,
    months: steps,
    targetAgeMonths: goalAge,
    stepYears: input.stepYears.subarray(0, steps),
    checkpointAges: [goalAge],
  };
}

/** Amounts tried on the paths already simulated: each path's balance and how many reach the goal,
 *  replayed once per amount. */
class Trials {
  readonly reaching = new Map<number, number>();
  readonly needed: number;
  private readonly replayed = new Map<number, Float64Array>();

  constructor(
    private readonly engine: Engine,
    private readonly goal: Goal,
    private readonly sourceIndex: number,
    private readonly steps: number,
    private readonly paths: number,
    private readonly deflator: number,
  ) {
    this.needed = pathsNeeded(goal.probability, paths);
  }

  /** Each path's balance at the goal's age with the source at `amount`. */
  balances(amount: number): Float64Array {
    const known = this.replayed.get(amount);
    if (known !== undefined) return known;
    this.engine.setAmount(this.sourceIndex, amount);
    const replayed = this.engine.replay(this.steps, this.paths);
    if (replayed.status !== EngineStatus.Ok) throw new Error(`engine status ${replayed.status}`);
    this.replayed.set(amount, replayed.value);
    this.reaching.set(amount, pathsReaching(this.goal, replayed.value, this.deflator));
    return replayed.value;
  }

  met(amount: number): boolean {
    this.balances(amount);
    return (this.reaching.get(amount) ?? 0) >= this.needed;
  }
}

/** The amount at which the needed-th path would reach the goal if each path's balance were linear
 *  in the amount (it is, but for rounding and the limits): the bisection's first guess. */
function linearGuess(
  goal: Goal,
  deflator: number,
  needed: number,
  zero: Float64Array,
  probe: Float64Array,
  probeAmount: number,
): number {
  const wanted = goal.real ? Number(goal.amountCents) * deflator : Number(goal.amountCents);
  // A typed array sorts its numbers in place, without a comparator called per pair; the crossings
  // are never NaN (0, a positive quotient or +Infinity), so the order is the numeric one.
  const crossings = new Float64Array(zero.length);
  for (let p = 0; p < zero.length; p++) {
    const base = itemAt(zero, p);
    if (base >= wanted) continue;
    const slope = (itemAt(probe, p) - base) / probeAmount;
    crossings[p] = slope > 0 && Number.isFinite(slope) ? (wanted - base) / slope : Number.POSITIVE_INFINITY;
  }
  crossings.sort();
  return Math.ceil(itemAt(crossings, needed - 1));
}

/** The bracket closed round the answer: hi met, hi - 1 not (lo = 0 is known not met). */
function search(
  trials: Trials,
  probeAmount: number,
  guessFrom: (zero: Float64Array, probe: Float64Array) => number,
): number {
  let lo = 0;
  let hi = MAX_AMOUNT_CENTS;
  const zero = trials.balances(0);
  const probe = trials.balances(probeAmount);
  if (trials.met(probeAmount)) hi = probeAmount;
  else lo = probeAmount;
  const guess = guessFrom(zero, probe);
  if (guess > lo && guess < hi) {
    let step = Math.max(1, Math.ceil(guess * FIRST_STEP_SHARE));
    if (trials.met(guess)) {
      hi = guess;
      while (hi - step > lo) {
        if (!trials.met(hi - step)) {
          lo = hi - step;
          break;
        }
        hi -= step;
        step *= STEP_GROWTH;
      }
    } else {
      lo = guess;
      while (lo + step < hi) {
        if (trials.met(lo + step)) {
          hi = lo + step;
          break;
        }
        lo += step;
        step *= STEP_GROWTH;
      }
    }
  }
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (trials.met(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The calendar years in which the statute cut or dropped a deposit: those of the steps with a cut. */
function yearsCut(d: DeterministicOutput, timeline: Timeline): number[] {
  const years: number[] = [];
  for (let k = 0; k < timeline.months; k++) {
    const year = itemAt(timeline.stepYears, k);
    if (years.at(-1) === year) continue;
    for (let rule = 0; rule < L.CUT_STRIDE; rule++) {
      if (itemAt(d.stepCuts, k * L.CUT_STRIDE + rule) > 0) {
        years.push(year);
        break;
      }
    }
  }
  return years;
}

/** The projection at the answer. When the factors the search replayed cover the whole horizon (the
 *  table of history, or Monte-Carlo factors recorded up to a goal at the target age) and there is
 *  no side account, its paths are replayed once more with the answer's deposits, at every
 *  checkpoint, instead of simulated again: the same balances to the bit, for a fraction of a
 *  simulation (docs/performance.md#solving). Otherwise a projection as any other. */
function projectAnswer(engine: Engine, plan: ProjectionPlan, searchPaths: number, recordSteps: number): Projected {
  const historical = plan.input.returnModel === L.RETURN_MODEL_HISTORICAL;
  const replayable =
    plan.paths === searchPaths &&
    plan.input.sideStartCents === undefined &&
    (historical || recordSteps >= plan.input.months);
  if (!replayable) return projectPlan(engine, plan);
  const det = engine.deterministic(plan.input, plan.paths, recordSteps);
  if (det.status === EngineStatus.ResultOutOfRange) return outOfRange();
  if (det.status !== EngineStatus.Ok) throw new Error(`engine status ${det.status}`);
  const run = engine.replayAll(plan.paths);
  if (run === EngineStatus.ResultOutOfRange) return outOfRange();
  if (run !== EngineStatus.Ok) throw new Error(`engine status ${run}`);
  const outcome = finishProjection(engine, plan, det.value);
  return outcome.ok ? { ...outcome, deterministic: det.value } : outcome;
}

/**
 * Solves a validated scenario with a goal for the amount of sources[sourceIndex]. `optionsFor`
 * gives the options of the scenario at an amount (its share link; the solve's compute budget).
 */
export function solve(
  engine: Engine,
  scenario: NormalisedScenario,
  timeline: Timeline,
  sourceIndex: number,
  optionsFor: (scenario: NormalisedScenario) => ProjectOptions,
): SolveOutcome {
  const goal = scenario.goal;
  if (goal === undefined) throw new TypeError('solve: the scenario has no goal');
  const start = withAmount(scenario, sourceIndex, 0);
  const steps = goal.atAgeMonths - timeline.startAgeMonths;
  // A Sobol path's draws depend on the horizon and the checkpoint ages (its bridge,
  // docs/model.md#the-sobol-sampler): its search runs the projection's whole input, so that the
  // paths it counts are the answer's; pseudo-random and historical paths are the same to the goal.
  const whole = mcSamplerOf(scenario) === 'sobol';
  // The search's paths within the budget as well as the projection's: every projection of the
  // solve (here and at the answer) is capped alike, so both count the same paths.
  const budget = optionsFor(start).budgetPathMonths;
  const searchMonths = whole ? timeline.months : steps;
  const maxPaths = pathsWithinBudget(scenario.mcPaths, SEARCH_PATH_MONTHS_PER_MONTH * searchMonths, budget);
  const capped = (one: NormalisedScenario): ProjectOptions => ({ ...optionsFor(one), maxPaths });
  const plan = planProjection(start, timeline, capped(start));
  const historical = plan.input.returnModel === L.RETURN_MODEL_HISTORICAL;
  const det = engine.deterministic(
    whole ? plan.input : inputToGoal(plan.input, steps, goal.atAgeMonths),
    plan.paths,
    historical ? 0 : steps,
  );
  if (det.status === EngineStatus.ResultOutOfRange) return outOfRange();
  if (det.status !== EngineStatus.Ok) throw new Error(`engine status ${det.status}`);
  if (!historical) {
    const simulated = engine.simulate(0, plan.paths, plan.paths);
    if (simulated !== EngineStatus.Ok) throw new Error(`engine status ${simulated}`);
  }
  const deflator = itemAt(det.value.deflators, whole ? plan.input.checkpointAges.indexOf(goal.atAgeMonths) : 0);
  const trials = new Trials(engine, goal, sourceIndex, steps, plan.paths, deflator);

  const given = Number(itemAt(scenario.sources, sourceIndex).schedule.amountCents);
  const probeAmount = given > 0 && given < MAX_AMOUNT_CENTS ? given : DEFAULT_PROBE_CENTS;
  let amount = 0;
  let reachable = true;
  if (!trials.met(0)) {
    reachable = trials.met(MAX_AMOUNT_CENTS);
    amount = reachable
      ? search(trials, probeAmount, (zero, probe) =>
          linearGuess(goal, deflator, trials.needed, zero, probe, probeAmount),
        )
      : MAX_AMOUNT_CENTS;
  }

  // The largest plan is the answer's own scenario, 999999999999 a deposit: the limits take each
  // year's room from its first deposit of the year (docs/model.md#the-most-the-limits-allow).
  let mostAllowed: MostAllowed | undefined;
  if (!reachable) {
    const reaching = trials.reaching.get(MAX_AMOUNT_CENTS) ?? 0;
    mostAllowed = {
      ...limitAmount(scenario, timeline, sourceIndex, goal.atAgeMonths),
      pathsReaching: reaching,
      chance: reaching / plan.paths,
      largestGoalCents: largestGoalReached(goal, trials.balances(MAX_AMOUNT_CENTS), deflator, trials.needed),
    };
  }

  const solved = withAmount(scenario, sourceIndex, amount);
  const outcome = projectAnswer(
    engine,
    planProjection(solved, timeline, capped(solved)),
    plan.paths,
    historical ? 0 : steps,
  );
  if (!outcome.ok) return outcome;
  // The projection counts its paths itself: it must agree with the replay it was found by.
  const counted = outcome.projection.goal?.pathsReaching;
  if (counted !== trials.reaching.get(amount)) {
    throw new Error(
      `solve: the projection counts ${counted} paths reaching the goal, the replay ${trials.reaching.get(amount)}`,
    );
  }
  return {
    ok: true,
    reachable,
    amountCents: amount,
    ...(mostAllowed === undefined ? {} : { mostAllowed }),
    ...(reachable
      ? {
          cut: {
            cents: outcome.projection.deterministic.cappedCents,
            years: yearsCut(outcome.deterministic, timeline),
          },
        }
      : {}),
    evaluations: trials.reaching.size,
    scenario: solved,
    projection: outcome.projection,
  };
}
