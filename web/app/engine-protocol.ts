// What the page and its engine worker say to each other (engine-client.ts, engine-worker.ts): the
// compiled module once, then jobs, each a checked scenario with its share-link state; the worker
// answers each job with the API's JSON text and the facts the page words its notes from.
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import type { Scenario } from '../../core/scenario/scenario.js';
import type { Timeline } from '../../core/scenario/timeline.js';

/** The engine's figures behind the projection's warnings, which carry only a code and the API's
 *  sentence: the page writes its own words from these (messages.ts). */
export interface NoteFacts {
  /** Per source, in order: deposits scheduled before the child's age on asOf, and at or after the target. */
  outside: { past: number; beyond: number }[];
  cutByAnnualLimitCents: number;
  cutByEmployerLimitCents: number;
  cutByIraLimitCents: number;
  droppedBeforeFirstDateCents: number;
  droppedAfterGrowthPeriodCents: number;
}

export interface EngineJob {
  kind: 'job';
  id: number;
  scenario: Scenario;
  timeline: Timeline;
  s: string;
  site: SiteOptions;
  /** With a goal: the index of the source to solve for (docs/api.md#solve). */
  solveFor?: number;
}

export type ToWorker = { kind: 'module'; module: WebAssembly.Module } | EngineJob;

export type JobOutcome =
  | {
      ok: true;
      json: string;
      facts: NoteFacts;
      paidInCents: number[];
      /** The POST /v1/solve body of the job's solve, when it asked for one and it is in range. */
      solution?: string;
    }
  | { ok: false; outOfRange: true };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'result'; id: number; outcome: JobOutcome };
