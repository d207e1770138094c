// What the page and its engine worker say to each other (worker-client.ts, projection-worker.ts): the
// compiled module once, then jobs, each a scenario prepared by the pipeline (core/pipeline.ts); the
// worker answers each job with the API's answer, its JSON text, and the facts the page words its
// notes from.
import type { NoteFacts } from '../../core/answer/note-facts.js';
import type { Prepared } from '../../core/pipeline.js';
import type { HistoricalPaths, HistoricalRun } from '../../core/projection/history.js';
import type { Refused } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import type { TodaysDollars } from './todays-dollars.js';

export type { NoteFacts } from '../../core/answer/note-facts.js';

export interface EngineJob {
  kind: 'job';
  id: number;
  prepared: Prepared;
  site: SiteOptions;
  /** With a goal: the index of the source to solve for (docs/api.md#solve). */
  solveFor?: number;
}

export type ToWorker = { kind: 'module'; module: WebAssembly.Module } | EngineJob;

export type JobOutcome =
  | {
      ok: true;
      projection: Projection;
      json: string;
      facts: NoteFacts;
      paidInCents: number[];
      /** The paid-in column, the pilot contribution and the deflators, for today's dollars. */
      today: TodaysDollars;
      /** Under history, every window's run (docs/api.md#every-run-of-history); null otherwise. */
      runs: HistoricalRun[] | null;
      /** Under history, every window's balance at each age; null otherwise. */
      paths: HistoricalPaths | null;
      /** The POST /v1/solve answer of the job's solve, when it asked for one and it is in range. */
      solution?: { body: SolutionBody; json: string };
    }
  /** Refused: an amount beyond exact cents, or more work than the budget allows (the detail says what to lower). */
  | { ok: false; code: Refused['code']; detail: string };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; id: number; outcome: JobOutcome };
