// The one way every face answers a request (docs/architecture.md#one-pipeline): prepare() reads a
// body once (validated, normalised, the share string made once and the cache key taken from it)
// and compute() runs it in an engine and gives the answer with its bytes. The service and its
// worker threads, the package, the page's worker and the command line all go through here, so the
// same body gives the same bytes in each.
import type { DeterministicOutput, Engine } from './engine/engine.js';
import type { HistoricalPaths, HistoricalRun } from './projection/history.js';
import {
  type ProjectionPlan,
  pathsOf,
  planProjection,
  projectPlan,
  type Refused,
  runsOf,
} from './projection/project.js';
import { projectionOptions, type SiteOptions, solution } from './projection/project-scenario.js';
import type { NormalisedScenario } from './scenario/scenario.js';
import { encodeShare } from './scenario/share.js';
import type { Timeline } from './scenario/timeline.js';
import type { FieldProblem } from './schemas/field-problems.js';
import type { Projection } from './schemas/projection.js';
import type { SolutionBody } from './schemas/solve.js';
import { STATUTE } from './statute/statute.js';
import { readScenarioBody } from './validation/scenario-body.js';
import type { CheckScenario } from './validation/scenario-checks.js';
import { checkSolveRequest } from './validation/solve-request.js';

/** What a body asks for: a projection (POST /v1/project), or a solve (POST /v1/solve). */
export type Operation = 'project' | 'solve';

/** A body read and checked, ready to be computed anywhere (it crosses to worker threads as is). */
export interface Prepared {
  ok: true;
  scenario: NormalisedScenario;
  timeline: Timeline;
  /** The share-link state: the normalised scenario's one serialisation (docs/api.md#share-links). */
  s: string;
  /** Names the answer in a cache: the share state, and for a solve the source solved for. The
   *  share state is the canonical JSON of the normalised scenario, so equal keys mean equal answers. */
  key: string;
  /** For a solve: the index of the source solved for. */
  solveFor?: number;
}

export type Preparation = Prepared | { ok: false; errors: FieldProblem[] };

/** Reads a body: a scenario or `{ s }` for a projection, `{ scenario | s, sourceId }` for a solve;
 *  `check` is the scenario check of the face (TypeBox on the server, the plain one elsewhere). */
export function prepare(body: unknown, operation: Operation, check: CheckScenario): Preparation {
  if (operation === 'solve') {
    const checked = checkSolveRequest(body, STATUTE, check);
    if (!checked.ok) return checked;
    const { scenario, timeline, sourceIndex } = checked;
    const s = encodeShare(scenario);
    return { ok: true, scenario, timeline, s, key: `solve ${sourceIndex} ${s}`, solveFor: sourceIndex };
  }
  const checked = readScenarioBody(body, STATUTE, check);
  if (!checked.ok) return checked;
  const s = encodeShare(checked.scenario);
  return { ok: true, scenario: checked.scenario, timeline: checked.timeline, s, key: s };
}

/** An answer with its bytes (the API's body). A projection keeps its deterministic run, whose
 *  figures the page's notes and the yearly table's paid-in column read. */
export type Computed = ComputedProjection | ComputedSolve;
export type ComputedProjection =
  | { ok: true; json: string; projection: Projection; deterministic: DeterministicOutput }
  | Refused;
export type ComputedSolve = { ok: true; json: string; solution: SolutionBody } | Refused;

/** The plan of a prepared projection with the options of a site (its address and budget). */
export function planFor(prepared: Prepared, site: SiteOptions): ProjectionPlan {
  return planProjection(prepared.scenario, prepared.timeline, projectionOptions(prepared.s, site));
}

/** Runs a plan: a projection and its bytes. */
export function computePlan(engine: Engine, plan: ProjectionPlan): ComputedProjection {
  const outcome = projectPlan(engine, plan);
  if (!outcome.ok) return outcome;
  const { projection, deterministic } = outcome;
  return { ok: true, json: JSON.stringify(projection), projection, deterministic };
}

/** A projection with, under history, every window's run and path (docs/api.md#every-run-of-history);
 *  `runs` and `paths` are null under simulated markets. */
export type ComputedRuns =
  | {
      ok: true;
      json: string;
      projection: Projection;
      deterministic: DeterministicOutput;
      runs: HistoricalRun[] | null;
      paths: HistoricalPaths | null;
    }
  | Refused;

/** Runs a plan, as computePlan does, and reads every window's run and path from the same engine. */
export function computePlanWithRuns(engine: Engine, plan: ProjectionPlan): ComputedRuns {
  const computed = computePlan(engine, plan);
  if (!computed.ok) return computed;
  const { deterministic } = computed;
  return { ...computed, runs: runsOf(engine, plan, deterministic), paths: pathsOf(engine, plan, deterministic) };
}

/** Runs a prepared body in `engine`: its projection, or its solve. */
export function compute(engine: Engine, prepared: Prepared, site: SiteOptions): Computed {
  return prepared.solveFor === undefined
    ? computePlan(engine, planFor(prepared, site))
    : computeSolve(engine, prepared, site);
}

/** Solves a body prepared for a solve (its solveFor set). */
export function computeSolve(engine: Engine, prepared: Prepared, site: SiteOptions): ComputedSolve {
  if (prepared.solveFor === undefined) throw new TypeError('not prepared for a solve: no source to solve for');
  return solution(engine, prepared.scenario, prepared.timeline, prepared.solveFor, site);
}
