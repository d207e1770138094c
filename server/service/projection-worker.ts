// A worker of the engine pool: compiles the .wasm once, warms it, then runs tasks. A task is a
// whole projection (its JSON), a whole solve (its JSON), a slice of Monte-Carlo paths (their
// checkpoint balances, moved to the caller without a copy) or the merge of a split run's slices
// (moved in the same way) into its projection's JSON. Per-path random streams make a slice's paths
// identical to the same paths of a whole run. An engine that throws is replaced before the error
// goes back.
import { threadId } from 'node:worker_threads';
import { move } from 'piscina';
import { Engine, type EngineInput, EngineStatus } from '../../core/engine/engine.js';
import { type Computed, compute, computePlan, type Prepared } from '../../core/pipeline.js';
import { type ProjectionPlan, type ProjectResult, serialise } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import { mergeSlices } from '../../core/projection/split.js';
import { warmEngine } from '../../core/projection/warm.js';
import { loadEngineModule } from '../../package/load-node.js';

export type WorkerTask =
  | { kind: 'project'; plan: ProjectionPlan }
  | { kind: 'simulate'; input: EngineInput; pathCount: number; firstPath: number; endPath: number }
  | MergeTask
  | { kind: 'solve'; prepared: Prepared; site: SiteOptions }
  | WarmTask;

/** The slices of a split run (one per range; undefined when that slice was out of range), merged
 *  into the plan's projection (core/projection/split.ts). */
export interface MergeTask {
  kind: 'merge';
  plan: ProjectionPlan;
  ranges: [number, number][];
  slices: (Float64Array | undefined)[];
}

/** One per worker, all at once (WorkerPool.warm): each arrives once its engine is warm, then holds
 *  its worker until every task has arrived, so no worker takes two and every worker is warm. */
export interface WarmTask {
  kind: 'warm';
  /** arrived[0] counts the tasks that have arrived; on a SharedArrayBuffer. */
  arrived: Int32Array;
  workers: number;
  timeoutMs: number;
}

// Started when the worker loads; awaited by the first task. (No top-level await: piscina may
// load this module through require.)
let engine: Engine;
const ready = (async () => {
  engine = await Engine.create(await loadEngineModule());
  warmEngine(engine);
})();

function simulateSlice(task: Extract<WorkerTask, { kind: 'simulate' }>): Float64Array | undefined {
  const checkpoints = task.input.checkpointAges.length;
  const det = engine.deterministic(task.input, task.pathCount);
  if (det.status !== EngineStatus.Ok) return undefined;
  const status = engine.simulate(task.firstPath, task.endPath, task.pathCount);
  if (status === EngineStatus.ResultOutOfRange) return undefined;
  if (status !== EngineStatus.Ok) throw new Error(`engine status ${status}`);
  return engine.readPaths(task.firstPath, task.endPath, task.pathCount, checkpoints);
}

/** Returns this worker's thread id, so the caller can see that every worker took one task. */
function holdUntilAllArrive(task: WarmTask): number {
  Atomics.add(task.arrived, 0, 1);
  Atomics.notify(task.arrived, 0);
  const deadline = Date.now() + task.timeoutMs;
  for (let seen = Atomics.load(task.arrived, 0); seen < task.workers; seen = Atomics.load(task.arrived, 0)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`warm-up: ${seen} of ${task.workers} workers ready after ${task.timeoutMs} ms`);
    Atomics.wait(task.arrived, 0, seen, left);
  }
  return threadId;
}

/** Only the bytes go back: the answer's objects stay in this thread. */
function bytesOf(computed: Computed): ProjectResult {
  return computed.ok ? { ok: true, json: computed.json } : computed;
}

export default async function run(task: WorkerTask): Promise<unknown> {
  await ready;
  if (task.kind === 'warm') return holdUntilAllArrive(task);
  try {
    if (task.kind === 'project') return bytesOf(computePlan(engine, task.plan));
    if (task.kind === 'solve') return bytesOf(compute(engine, task.prepared, task.site));
    if (task.kind === 'merge') return serialise(mergeSlices(engine, task.plan, task.ranges, task.slices));
    const slice = simulateSlice(task);
    if (slice === undefined) return undefined;
    return move(slice); // transferred to the caller, not copied
  } catch (error) {
    await engine.reset(); // a trap may leave the instance's memory in any state
    throw error;
  }
}
