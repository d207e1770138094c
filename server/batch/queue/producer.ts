// `batch --queue URL` (docs/operations.md#batches-on-several-machines): the producer. It reads the
// lines, adds them to the queue in chunks, a window of chunks at a time, and gives back each chunk's
// output in the input's order once a worker has stored it, so its output is, byte for byte, the
// output of the same batch on one machine. It keeps every chunk in flight until its answer arrives:
// a chunk whose job vanished (Redis restarted empty) is added again; one whose job failed on every
// try is answered with problem lines that say why. It never writes a partial answer: while Redis
// does not answer it waits, and after `redisTimeoutMs` of silence it stops with an error. Its run's
// keys are deleted when it ends; the jobs delete themselves as they complete.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { SiteOptions } from '../../../core/projection/project-scenario.js';
import { problem } from '../../../core/schemas/problems.js';
import { type BatchFormat, outputLine } from '../batch.js';
import type { JsonLine } from '../json-lines.js';
import { readLineBody } from '../line-body.js';
import {
  type ChunkJob,
  type ChunkLine,
  decodeAnswer,
  HEARTBEAT_MS,
  HEARTBEAT_TTL_MS,
  jobId,
  QUEUE_NAME,
  QUEUE_PREFIX,
  RUN_KEYS_TTL_MS,
  runKeys,
} from './chunks.js';

export interface ProducerOptions {
  url: string;
  /** This process's release and engine (release.ts), which every chunk carries. */
  release: string;
  format: BatchFormat;
  site: SiteOptions;
  /** Lines in a chunk, one job. */
  chunkLines: number;
  /** Chunks in flight at once: more than the workers' threads can take, so none waits for work. */
  window: number;
  /** Tries of a chunk whose worker failed it (a stalled worker's chunk is retried by the workers'
   *  own count, QueueWorker's maxStalledCount). */
  attempts: number;
  /** Silence from Redis after which the run stops. */
  redisTimeoutMs: number;
  /** Told what the run meets: Redis silent and back, chunks added again. */
  log: (message: string) => void;
  /** Stops the run (within a second): its keys and its chunks still waiting are removed. */
  signal?: AbortSignal;
}

/** A chunk's output, in order. */
export interface ChunkOutput {
  text: string;
  lines: number;
  bytes: number;
  problems: number;
}

class QueueUnavailableError extends Error {}

/** How often the chunks in flight are looked up (a failed job, a lost one, a notice missed). */
const CHECK_MS = 2_000;
/** How long to wait for a chunk's notice at a time. */
const WAIT_SECONDS = 1;
/** A command Redis has not answered in this long is taken as unanswered (a stalled Redis). */
const COMMAND_TIMEOUT_MS = 5_000;

interface InFlight {
  job: ChunkJob;
  bytes: number;
  answer?: { problems: number; text: string };
}

async function* chunked(
  lines: AsyncIterable<JsonLine>,
  size: number,
): AsyncGenerator<{ lines: ChunkLine[]; bytes: number }> {
  let chunk: ChunkLine[] = [];
  let bytes = 0;
  for await (const line of lines) {
    chunk.push(
      'text' in line
        ? { line: line.line, bytes: line.bytes, text: line.text }
        : { line: line.line, bytes: line.bytes, size: line.size },
    );
    bytes += line.bytes;
    if (chunk.length === size) {
      yield { lines: chunk, bytes };
      chunk = [];
      bytes = 0;
    }
  }
  if (chunk.length > 0) yield { lines: chunk, bytes };
}

/** The problem lines of a chunk the workers failed on every try. */
function failedChunk(
  job: ChunkJob,
  reason: string,
  tries: number,
  site: SiteOptions,
): { problems: number; text: string } {
  const first = job.lines[0]?.line;
  const last = job.lines.at(-1)?.line;
  const detail = `The batch's workers failed on lines ${first} to ${last} ${tries} time${tries === 1 ? '' : 's'}; the last time: ${reason.replace(/\.$/, '')}.`;
  const failure = problem(site.siteUrl, 'INTERNAL_ERROR', detail);
  const body = JSON.stringify(failure);
  let text = '';
  for (const line of job.lines) {
    const read = readLineBody(
      line.text === undefined
        ? { line: line.line, bytes: line.bytes, tooLarge: true, size: line.size ?? line.bytes }
        : { line: line.line, bytes: line.bytes, text: line.text },
      site.siteUrl,
    );
    const id = read.id === undefined ? {} : { id: read.id };
    text += outputLine(
      { line: line.line, bytes: line.bytes, ...id, status: 500, body, code: failure.code },
      job.format,
      undefined,
      site,
    );
  }
  return { problems: job.lines.length, text };
}

export async function* produce(lines: AsyncIterable<JsonLine>, options: ProducerOptions): AsyncGenerator<ChunkOutput> {
  const run = randomBytes(8).toString('hex');
  const keys = runKeys(run);
  const connection = { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS };
  const redis = new Redis(options.url, connection);
  const waiting = new Redis(options.url, { ...connection, commandTimeout: COMMAND_TIMEOUT_MS + WAIT_SECONDS * 1000 });
  for (const client of [redis, waiting]) client.on('error', () => undefined); // each command's error is handled where it is sent
  const queue = new Queue<ChunkJob>(QUEUE_NAME, {
    prefix: QUEUE_PREFIX,
    connection: { url: options.url, ...connection },
    // The events stream carries no answer (they are under the run's keys); keep it short.
    streams: { events: { maxLen: 1_000 } },
  });
  queue.on('error', () => undefined);

  /** `operation`, again and again while Redis does not answer, up to redisTimeoutMs of silence;
   *  an outage is told once when it starts and once when it ends. */
  let outageSince: number | undefined;
  async function retrying<T>(operation: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        const result = await operation();
        if (outageSince !== undefined) {
          options.log(`the queue's Redis answers again, after ${Math.round((Date.now() - outageSince) / 1000)} s`);
          outageSince = undefined;
        }
        return result;
      } catch (error) {
        const message = (error as Error).message;
        if (outageSince === undefined) {
          outageSince = Date.now();
          options.log(`waiting for the queue's Redis: ${message}`);
        }
        const silent = Date.now() - outageSince;
        if (silent > options.redisTimeoutMs) {
          throw new QueueUnavailableError(
            `the queue's Redis has not answered for ${Math.round(silent / 1000)} s (${message})`,
          );
        }
        await sleep(WAIT_SECONDS * 1000);
      }
    }
  }

  const inFlight = new Map<number, InFlight>();
  const add = (entry: InFlight) =>
    retrying(() =>
      queue.add('chunk', entry.job, {
        jobId: jobId(run, entry.job.chunk),
        attempts: options.attempts,
        backoff: { type: 'fixed', delay: 1_000 },
        removeOnComplete: true,
        // Read by the producer, which then removes it; if the producer is gone, evicted after a while.
        removeOnFail: { age: RUN_KEYS_TTL_MS / 1000 },
      }),
    );
  const beat = () => redis.set(keys.alive, '1', 'PX', HEARTBEAT_TTL_MS);

  /** Takes chunk `chunk`'s stored answer, if it is there. */
  async function take(chunk: number): Promise<void> {
    const entry = inFlight.get(chunk);
    if (entry === undefined || entry.answer !== undefined) return; // a chunk answered twice: the first answer stands
    const stored = await retrying(() => redis.hget(keys.answers, String(chunk)));
    if (stored === null) return;
    entry.answer = decodeAnswer(stored);
    await retrying(() => redis.hdel(keys.answers, String(chunk)));
  }

  /** Each chunk in flight still has its job, or its answer; a failed one is answered as such. */
  async function check(): Promise<void> {
    await retrying(beat); // before adding again: a Redis that restarted empty lost the heartbeat too
    for (const [chunk, entry] of inFlight) {
      if (entry.answer !== undefined) continue;
      const job = await retrying(() => queue.getJob(jobId(run, chunk)));
      if (job === undefined) {
        await take(chunk);
        if (inFlight.get(chunk)?.answer !== undefined) continue;
        options.log(
          `chunk ${chunk} (lines ${entry.job.lines[0]?.line} to ${entry.job.lines.at(-1)?.line}) is no longer on the queue; added again`,
        );
        await add(entry);
        continue;
      }
      if ((await retrying(() => job.getState())) === 'failed') {
        entry.answer = failedChunk(entry.job, job.failedReason ?? 'no reason given', job.attemptsMade, options.site);
        await retrying(() => job.remove());
      }
    }
  }

  let heartbeat: NodeJS.Timeout | undefined;
  try {
    await retrying(beat);
    heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    const chunks = chunked(lines, options.chunkLines);
    let exhausted = false;
    let nextChunk = 0;
    let nextOut = 0;
    let checked = Date.now();
    for (;;) {
      while (!exhausted && inFlight.size < options.window) {
        const next = await chunks.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const job: ChunkJob = {
          run,
          release: options.release,
          chunk: nextChunk++,
          format: options.format,
          site: options.site,
          lines: next.value.lines,
        };
        const entry = { job, bytes: next.value.bytes };
        inFlight.set(job.chunk, entry);
        await add(entry);
      }
      const ready = inFlight.get(nextOut);
      if (ready?.answer !== undefined) {
        inFlight.delete(nextOut++);
        yield { ...ready.answer, lines: ready.job.lines.length, bytes: ready.bytes };
        continue;
      }
      if (exhausted && inFlight.size === 0) return;
      options.signal?.throwIfAborted();
      const notice = await retrying(() => waiting.blpop(keys.answered, WAIT_SECONDS));
      if (notice !== null) await take(Number(notice[1]));
      if (Date.now() - checked >= CHECK_MS) {
        await check();
        checked = Date.now();
      }
    }
  } finally {
    clearInterval(heartbeat);
    // Best effort, briefly: the keys expire anyway (RUN_KEYS_TTL_MS), and a stopped producer's
    // chunks still waiting are dropped by the workers once its heartbeat lapses.
    const cleanup = (async () => {
      await redis.del(keys.alive, keys.answers, keys.answered);
      for (const chunk of inFlight.keys()) await queue.remove(jobId(run, chunk));
    })().catch(() => undefined);
    const bound = () => sleep(COMMAND_TIMEOUT_MS, undefined, { ref: false }); // never holds the process
    await Promise.race([cleanup, bound()]);
    await Promise.race([queue.close(), bound()]).catch(() => undefined);
    redis.disconnect();
    waiting.disconnect();
  }
}
