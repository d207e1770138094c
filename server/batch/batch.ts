// Many projections at once (docs/api.md#batch): bodies in, the answers of POST /v1/project out, in
// their order, on every core. The command line's `batch` and the queue's workers run answerLines;
// the package exports projectBatch (package.json "exports" "./batch") for programs.
import type { Engine } from '../../core/engine/engine.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import { BODY_LIMIT_BYTES } from '../http/json-body.js';
import { siteOptions } from '../service/projections.js';
import type { WorkerModule } from '../service/worker-pool.js';
import { parseConfig } from '../settings/config.js';
import { type BatchEngines, startEngines } from './batch-engines.js';
import type { JsonLine } from './json-lines.js';
import { type AnswerOptions, answerJsonLine, answerLine, type LineAnswer } from './line-answers.js';
import { ordered } from './ordered.js';
import { SUMMARY_CSV_HEADER, summaryCsvRow } from './summary-csv.js';

export type { LineAnswer } from './line-answers.js';
export type { LineId } from './line-id.js';

/** Every line's answer, in the lines' order, at most the engines' window of lines at once. */
export function answerLines(
  lines: AsyncIterable<JsonLine>,
  engines: BatchEngines,
  options: AnswerOptions,
): AsyncGenerator<LineAnswer> {
  return ordered(lines, (line) => answerLine(line, engines, options), engines.window);
}

/** The output a batch writes: JSON Lines, or the CSV summary. */
export type BatchFormat = 'json' | 'csv';

/** What a batch writes before its first answer. */
export function outputHeader(format: BatchFormat): string {
  return format === 'csv' ? SUMMARY_CSV_HEADER : '';
}

/** An answer as the batch writes it: its JSON line, or its CSV row (whose paid in and cut are run
 *  in `engine`; a problem needs none). */
export function outputLine(
  answer: LineAnswer,
  format: BatchFormat,
  engine: Engine | undefined,
  site: SiteOptions,
): string {
  return format === 'csv' ? summaryCsvRow(answer, engine, site) : answerJsonLine(answer);
}

export interface BatchOptions {
  /** The address answers cite, as the service's SITE_URL: only the same one gives the same bytes. */
  siteUrl: string;
  /** The compute budget of one projection, as MC_BUDGET_PATH_MONTHS (default 2,500,000). */
  budgetPathMonths?: number;
  /** Engine worker threads, as ENGINE_THREADS: one per core by default; 0 runs on this thread. */
  threads?: number;
  /** The worker module of the engine's threads, when not the package's own (tests). */
  worker?: WorkerModule;
}

/** An answer of projectBatch: `line` counts the bodies from 1; `body` is the API's bytes. */
export interface BatchAnswer {
  line: number;
  id?: string | number;
  status: number;
  body: string;
}

/** A body given to projectBatch as the line of a batch: text as it is, any other value as its JSON. */
function asLine(body: unknown, line: number): JsonLine {
  let text: string | undefined;
  try {
    text = typeof body === 'string' ? body : JSON.stringify(body);
  } catch {
    text = '\u0000'; // a cycle or a BigInt: not JSON, answered as text that is not JSON
  }
  text ??= ''; // undefined, a function: no body at all
  const bytes = Buffer.byteLength(text);
  return bytes > BODY_LIMIT_BYTES ? { line, bytes, tooLarge: true, size: bytes } : { line, bytes, text };
}

async function* numbered(bodies: AsyncIterable<unknown> | Iterable<unknown>): AsyncGenerator<JsonLine> {
  let line = 0;
  for await (const body of bodies) yield asLine(body, ++line);
}

/**
 * The answer of POST /v1/project to each body, in order (docs/api.md#batch): a string is a body's
 * JSON text, any other value a body itself; either may be `{ id, request }` to carry the caller's
 * id. Runs on every core and holds only a window of bodies and answers at once, so the bodies may
 * come from a stream of any length; the threads stop when the iteration ends or is left.
 */
export async function* projectBatch(
  bodies: AsyncIterable<unknown> | Iterable<unknown>,
  options: BatchOptions,
): AsyncGenerator<BatchAnswer> {
  const config = parseConfig({
    SITE_URL: options.siteUrl,
    ...(options.budgetPathMonths === undefined ? {} : { MC_BUDGET_PATH_MONTHS: String(options.budgetPathMonths) }),
    ...(options.threads === undefined ? {} : { ENGINE_THREADS: String(options.threads) }),
  });
  const engines = await startEngines(config.engineThreads, options.worker);
  try {
    for await (const answer of answerLines(numbered(bodies), engines, { site: siteOptions(config) })) {
      const { line, id, status, body } = answer;
      yield id === undefined ? { line, status, body } : { line, id, status, body };
    }
  } finally {
    await engines.close();
  }
}
