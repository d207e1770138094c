// The page's engine, in a Web Worker of its own (docs/api.md#website), so typing never waits for a
// projection. It runs the one pipeline (core/pipeline.ts) over the module the page compiled, with
// the options the server uses, so its JSON is byte for byte what POST /v1/project answers; with a goal, it also
// solves for the chosen source as POST /v1/solve does. Only the newest job
// is run: jobs that arrive while one runs replace each other.
import { noteFacts } from '../../core/answer/note-facts.js';
import { Engine } from '../../core/engine/engine.js';
import { computePlanWithRuns, computeSolve, planFor } from '../../core/pipeline.js';
import { paidInFrom } from '../../core/projection/yearly-table.js';
import { todaysDollars } from './todays-dollars.js';
import type { EngineJob, FromWorker, JobOutcome, ToWorker } from './worker-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

let engine: Engine | undefined;
let waiting: EngineJob | undefined;
/** A message to itself: it queues behind the jobs already posted, so the newest of them runs. */
const nudge = new MessageChannel();

function run(job: EngineJob, on: Engine): JobOutcome {
  const { prepared, site, solveFor } = job;
  const plan = planFor(prepared, site);
  const outcome = computePlanWithRuns(on, plan);
  if (!outcome.ok) return { ok: false, code: outcome.code, detail: outcome.detail };
  const { projection, json, runs, paths } = outcome;
  // The projection's own deterministic run serves the notes' figures and the table's paid-in column.
  const d = outcome.deterministic;
  const facts = noteFacts(prepared.scenario, d);
  const paidInCents = paidInFrom(d, prepared.timeline);
  const today = todaysDollars(plan, d);
  const shown = { ok: true as const, projection, json, facts, paidInCents, today, runs, paths };
  if (solveFor === undefined) return shown;
  const solved = computeSolve(on, { ...prepared, solveFor }, site);
  const solution = solved.ok ? { solution: { body: solved.solution, json: solved.json } } : {};
  return { ...shown, ...solution };
}

nudge.port1.onmessage = () => {
  const job = waiting;
  waiting = undefined;
  if (job === undefined || engine === undefined) return;
  try {
    scope.postMessage({ kind: 'result', id: job.id, outcome: run(job, engine) });
  } catch (error) {
    // A trap (a bug, never the scenario): this instance is done for; the page says so.
    engine = undefined;
    scope.postMessage({ kind: 'failed', message: (error as Error).message });
  }
};

scope.onmessage = (event) => {
  const message = event.data;
  if (message.kind === 'module') {
    Engine.create(message.module).then(
      (created) => {
        engine = created;
        scope.postMessage({ kind: 'ready' });
        if (waiting) nudge.port2.postMessage(null);
      },
      (error: unknown) => scope.postMessage({ kind: 'failed', message: (error as Error).message }),
    );
    return;
  }
  waiting = message;
  nudge.port2.postMessage(null);
};
