// `projection-530a worker --queue URL` (docs/operations.md#batches-on-several-machines): takes the
// chunks of any batch run from the queue, answers their lines on this machine's engine threads
// with the producer's site options and format (so the bytes are the producer's), and stores each
// chunk's answer under its run before the job completes: a worker that dies mid-chunk has stored
// nothing, its lock lapses, and BullMQ's stalled-job check gives the chunk to another worker. It
// stops taking chunks on close() and returns once the chunks it holds are answered.

import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { answerLines, outputLine } from '../batch.js';
import type { BatchEngines } from '../batch-engines.js';
import type { JsonLine } from '../json-lines.js';
import {
  type ChunkJob,
  type ChunkLine,
  encodeAnswer,
  QUEUE_NAME,
  QUEUE_PREFIX,
  RUN_KEYS_TTL_MS,
  runKeys,
} from './chunks.js';

export interface QueueWorkerOptions {
  url: string;
  /** This process's release and engine (release.ts): a chunk of another is refused. */
  release: string;
  /** Started for CHUNKS_AT_ONCE streams of lines. */
  engines: BatchEngines;
  /** A chunk whose worker has not renewed its lock for this long is given to another worker. */
  stallMs: number;
  /** Told of what a worker does not answer itself: a run whose producer is gone, a Redis error. */
  log: (message: string) => void;
}

/** Chunks a worker holds at once: one answered while the next one's lines wait for a thread. */
export const CHUNKS_AT_ONCE = 2;

/** A queue error said again only after this long. */
const REPEAT_ERROR_MS = 60_000;
/** How long closing may wait for a Redis that never answered. */
const CLOSE_UNREADY_MS = 2_000;

function asLine({ line, bytes, text, size }: ChunkLine): JsonLine {
  return text === undefined ? { line, bytes, tooLarge: true, size: size ?? bytes } : { line, bytes, text };
}

async function* linesOf(chunk: ChunkJob): AsyncGenerator<JsonLine> {
  for (const line of chunk.lines) yield asLine(line);
}

/** A chunk's output text and its count of problem lines. */
async function answerChunk(chunk: ChunkJob, engines: BatchEngines, log: QueueWorkerOptions['log']) {
  let text = '';
  let problems = 0;
  const onEngineError = (line: number, error: unknown) =>
    log(`line ${line}: the engine failed: ${(error as Error).message}`);
  for await (const answer of answerLines(linesOf(chunk), engines, { site: chunk.site, onEngineError })) {
    text += outputLine(answer, chunk.format, engines.engine, chunk.site);
    if (answer.status !== 200) problems++;
  }
  return { text, problems };
}

export class QueueWorker {
  private readonly worker: Worker<ChunkJob, void>;
  private readonly redis: Redis;

  constructor(private readonly options: QueueWorkerOptions) {
    this.redis = new Redis(options.url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.redis.on('error', () => undefined); // reconnects by itself; the worker's errors are logged below
    this.worker = new Worker<ChunkJob, void>(QUEUE_NAME, (job) => this.process(job), {
      prefix: QUEUE_PREFIX,
      // Each job records the worker that holds it (processedBy): operators see who has which chunk.
      name: `${hostname()}:${process.pid}`,
      connection: { url: options.url, maxRetriesPerRequest: null },
      concurrency: CHUNKS_AT_ONCE,
      lockDuration: options.stallMs,
      stalledInterval: options.stallMs,
      // A chunk whose worker died is taken again twice more, then ends as problem lines.
      maxStalledCount: 2,
    });
    // A Redis that is away fails every reconnection alike: each error is said once, then again
    // only after a while.
    let said = '';
    let saidAt = 0;
    this.worker.on('error', (error) => {
      const now = Date.now();
      if (error.message === said && now - saidAt < REPEAT_ERROR_MS) return;
      said = error.message;
      saidAt = now;
      options.log(`queue: ${error.message}`);
    });
  }

  /** Resolves once the worker has its connection to Redis. */
  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
  }

  private async process(job: Job<ChunkJob, void>): Promise<void> {
    const chunk = job.data;
    if (chunk.release !== this.options.release) {
      // Answered here, its lines could differ from the producer's bytes: failed at once, not tried again.
      throw new UnrecoverableError(
        `a worker of release ${this.options.release} took it, the batch is of ${chunk.release}: run one release everywhere`,
      );
    }
    const keys = runKeys(chunk.run);
    if ((await this.redis.exists(keys.alive)) === 0) {
      this.options.log(`run ${chunk.run}: its producer is gone; chunk ${chunk.chunk} is dropped`);
      return;
    }
    const { text, problems } = await answerChunk(chunk, this.options.engines, this.options.log);
    // The answer, then the notice, in one transaction: the producer never finds one without the other.
    await this.redis
      .multi()
      .hset(keys.answers, String(chunk.chunk), encodeAnswer(problems, text))
      .rpush(keys.answered, String(chunk.chunk))
      .pexpire(keys.answers, RUN_KEYS_TTL_MS)
      .pexpire(keys.answered, RUN_KEYS_TTL_MS)
      .exec();
  }

  /** Takes no more chunks; resolves once those it holds are answered and stored. Before it had
   *  Redis (`ready` never came), there is nothing to finish, and it lets go at once. */
  async close(ready: boolean): Promise<void> {
    if (ready) await this.worker.close();
    else await Promise.race([this.worker.close(true), sleep(CLOSE_UNREADY_MS, undefined, { ref: false })]);
    await Promise.race([this.worker.disconnect(), sleep(CLOSE_UNREADY_MS, undefined, { ref: false })]);
    this.redis.disconnect();
  }
}
