// The engines a batch runs on (docs/api.md#batch): the service's own pool of worker threads
// (server/service/worker-pool.ts), one per core unless ENGINE_THREADS says otherwise, which also
// merge split runs, and this thread's engine, which makes the CSV summary's deterministic runs and
// runs every line itself with no threads.
import type { Engine } from '../../core/engine/engine.js';
import { createNodeEngine } from '../../package/load-node.js';
import { type WorkerModule, WorkerPool } from '../service/worker-pool.js';

export interface BatchEngines {
  engine: Engine;
  /** Undefined with no threads: every line runs on this thread. */
  pool: WorkerPool | undefined;
  /** Lines worked on at once: enough to keep every thread busy while answers wait their turn. */
  window: number;
  close(): Promise<void>;
}

/** Lines in flight per engine thread: one running, the next ones handed over and waiting. */
const LINES_PER_THREAD = 4;
const MIN_WINDOW = 8;

/** Starts the engines and waits until every thread is warm; `streams` is how many answerLines
 *  iterations will run on them at once (a queue worker answers two chunks at a time). */
export async function startEngines(threads: number, worker?: WorkerModule, streams = 1): Promise<BatchEngines> {
  const engine = await createNodeEngine();
  const window = Math.max(MIN_WINDOW, threads * LINES_PER_THREAD);
  if (threads === 0) return { engine, pool: undefined, window, close: async () => undefined };
  // The queue is bounded by the windows: a batch never has more lines in flight, so it is never
  // shed. A line split across the threads is at most one task per thread at a time (its slices,
  // then its merge).
  const maxQueue = window * threads * streams;
  const pool = new WorkerPool({ threads, maxQueue, ...(worker ? { worker } : {}) });
  try {
    await pool.warm();
  } catch (error) {
    await pool.close();
    throw error;
  }
  return { engine, pool, window, close: () => pool.close() };
}
