// What the batch's producer and workers share through Redis (docs/operations.md#batches-on-several-machines):
// the queue's name and prefix, the keys of a run, a chunk's job and its answer. A run is one
// `batch --queue` invocation; its lines travel in chunks, each one BullMQ job.
import type { SiteOptions } from '../../../core/projection/project-scenario.js';
import type { BatchFormat } from '../batch.js';

/** Every key of the batch's queue starts with this (BullMQ's prefix). */
export const QUEUE_PREFIX = 'projection-530a';
/** The one queue every producer adds to and every worker takes from. */
export const QUEUE_NAME = 'batch';

/** A line as it travels: its text, or undefined when it was over the limit (never read), and then
 *  its body's size, for the problem's words. */
export interface ChunkLine {
  line: number;
  bytes: number;
  text?: string;
  size?: number;
}

/** A chunk's job: its lines, and what their answers depend on, the producer's site options and
 *  output format, so every worker writes the bytes the producer's machine would. */
export interface ChunkJob {
  run: string;
  /** The producer's release and engine (release.ts): only a worker of the same answers. */
  release: string;
  chunk: number;
  format: BatchFormat;
  site: SiteOptions;
  lines: ChunkLine[];
}

/** The keys of one run: the producer's heartbeat (workers skip the chunks of a run whose producer
 *  is gone), the chunks' answers, and the list of chunks answered, which the producer waits on. */
export function runKeys(run: string) {
  const base = `${QUEUE_PREFIX}:run:${run}`;
  return { alive: `${base}:alive`, answers: `${base}:answers`, answered: `${base}:answered` };
}

export function jobId(run: string, chunk: number): string {
  return `${run}-${chunk}`;
}

/** A chunk's answer as stored: the count of problem lines, a newline, then the output text. */
export function encodeAnswer(problems: number, text: string): string {
  return `${problems}\n${text}`;
}

export function decodeAnswer(stored: string): { problems: number; text: string } {
  const end = stored.indexOf('\n');
  return { problems: Number(stored.slice(0, end)), text: stored.slice(end + 1) };
}

/** How long a run's keys outlive their last write, when the producer cannot delete them (it died). */
export const RUN_KEYS_TTL_MS = 60 * 60_000;
/** The producer's heartbeat: refreshed this often, and gone this long after the last refresh. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_TTL_MS = 60_000;

/** A queue URL as `--queue` takes it: redis:// or rediss://, a host, and a database number. */
export function checkQueueUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `--queue takes a redis://HOST:PORT/DB URL, not "${url}"`;
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    return `--queue takes a redis:// or rediss:// URL, not "${url}"`;
  if (parsed.hostname === '') return `--queue needs a host: redis://HOST:PORT/DB, not "${url}"`;
  if (!/^\/?(\d+)?$/.test(parsed.pathname)) return `--queue's database is a number: redis://HOST:PORT/DB, not "${url}"`;
  return undefined;
}
