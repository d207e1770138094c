// The engine pool (docs/operations.md#worker-pool): worker threads sized to the cores run the
// engine so the event loop stays free. A large request's paths are split across the workers, and a
// worker merges the slices and finishes the projection (percentiles, after tax, its JSON): per-path
// streams make the result byte-identical to one whole run, and this thread only hands buffers on.
// Beyond a queue bound a request is refused (shed) rather than left to wait without bound.
import { Piscina } from 'piscina';
import type { Prepared } from '../../core/pipeline.js';
import type { ProjectionPlan, ProjectResult } from '../../core/projection/project.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import { pathRanges } from '../../core/projection/split.js';
import type { WorkerTask } from './projection-worker.js';

/** Path-months from which a request's paths are split across the workers: below it, the cost of
 *  the hand-off outweighs the gain (docs/performance.md#path-budgets). */
export const SPLIT_PATH_MONTHS = 1_000_000;

/** Longest wait for every worker to be warm before the start fails. */
const WARM_TIMEOUT_MS = 120_000;

export interface PoolOptions {
  threads: number;
  /** Requests that may wait for a worker; more are refused with OverloadedError. */
  maxQueue: number;
  /** The worker module, when not the one beside this file (the tests give one bundle of it, made
   *  once per run: docs/operations.md#the-suites-time). */
  worker?: WorkerModule;
}

/** A worker module for piscina, with the Node options its thread needs. */
export interface WorkerModule {
  filename: string;
  execArgv: string[];
}

export class OverloadedError extends Error {}

/** The worker module beside this file: TypeScript when running from source (tests), else JS. */
function workerFile(): WorkerModule {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(fromSource ? './projection-worker.ts' : './projection-worker.js', import.meta.url).href;
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

export class WorkerPool {
  private readonly piscina: Piscina;

  constructor(readonly options: PoolOptions) {
    this.piscina = new Piscina({
      ...(options.worker ?? workerFile()),
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      // First in, first out: by default piscina puts a task it cannot hand out yet at the back of
      // the queue, which starved single requests for seconds under load (bench, one worker).
      stricterFIFO: true,
      idleTimeout: Number.POSITIVE_INFINITY, // workers keep their compiled, warmed engine
    });
  }

  /** Worker threads, for tests that stop one to see the pool recover. */
  get threads() {
    return this.piscina.threads;
  }

  /** Tasks waiting for a worker, and the share of capacity used (for metrics). */
  get queueSize(): number {
    return this.piscina.queueSize;
  }

  get utilization(): number {
    return this.piscina.utilization;
  }

  /** Runs a task on the next free worker; the buffers in `transfer` move to it, not copied. */
  private async run<T>(task: WorkerTask, transfer: ArrayBuffer[] = []): Promise<T> {
    try {
      return (await this.piscina.run(task, transfer.length > 0 ? { transferList: transfer } : {})) as T;
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit')
        throw new OverloadedError(error.message);
      throw error;
    }
  }

  /** A whole projection on one worker, or, from SPLIT_PATH_MONTHS, its paths split across every
   *  worker, then merged and finished on one of them (docs/operations.md#worker-pool): nothing of
   *  the projection is computed on this thread, whatever the request asks. */
  async project(plan: ProjectionPlan): Promise<ProjectResult> {
    const workers = this.options.threads;
    if (workers < 2 || plan.paths * plan.timeline.months < SPLIT_PATH_MONTHS) {
      return this.run<ProjectResult>({ kind: 'project', plan });
    }
    const ranges = pathRanges(plan.paths, workers);
    const slices = await Promise.all(
      ranges.map(([firstPath, endPath]) =>
        this.run<Float64Array | undefined>({
          kind: 'simulate',
          input: plan.input,
          pathCount: plan.paths,
          firstPath,
          endPath,
        }),
      ),
    );
    const moved = slices.flatMap((slice) => (slice === undefined ? [] : [slice.buffer as ArrayBuffer]));
    return this.run<ProjectResult>({ kind: 'merge', plan, ranges, slices }, moved);
  }

  /** A whole solve on one worker (its trials share one engine's recorded paths). */
  solve(prepared: Prepared, site: SiteOptions): Promise<ProjectResult> {
    return this.run<ProjectResult>({ kind: 'solve', prepared, site });
  }

  /** Resolves, with the workers' thread ids, once every worker has compiled the engine and run its
   *  warm-up (a cold worker's first projection takes about 20 times as long as the next). The app
   *  waits for it before it listens, so /readyz never says ready with a cold worker. */
  warm(timeoutMs = WARM_TIMEOUT_MS, workers = this.options.threads): Promise<number[]> {
    const arrived = new Int32Array(new SharedArrayBuffer(4));
    return Promise.all(
      Array.from({ length: workers }, () => this.run<number>({ kind: 'warm', arrived, workers, timeoutMs })),
    );
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
