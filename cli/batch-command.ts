// `batch [--out FILE] [--csv] FILE | -` (docs/api.md#batch): JSON Lines in, one answer per line out
// in the input's order, each the status and bytes POST /v1/project answers that line's body for the
// same SITE_URL and MC_BUDGET_PATH_MONTHS, on every core (server/batch/). A bad line is a problem
// line; the run goes on. Progress goes to standard error. With --out the answers go to FILE.partial,
// renamed FILE once every line is answered, so a run that stops half way leaves no FILE that looks
// whole. With --queue this process only produces: workers on any machines answer the lines
// (server/batch/queue/), and the output is the same bytes.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import type { SiteOptions } from '../core/projection/project-scenario.js';
import { answerLines, type BatchFormat, outputHeader, outputLine } from '../server/batch/batch.js';
import { type BatchEngines, startEngines } from '../server/batch/batch-engines.js';
import { type JsonLine, jsonLines } from '../server/batch/json-lines.js';
import { Progress } from '../server/batch/progress.js';
import { BODY_LIMIT_BYTES } from '../server/http/json-body.js';
import { siteOptions } from '../server/service/projections.js';
import { PROGRAM } from './help.js';
import { type CommandIo, EXIT, write } from './io.js';
import { commandConfig } from './settings.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export interface BatchArguments {
  /** A file's path, or - for standard input. */
  input: string;
  /** Where the answers go; standard output when undefined. */
  out: string | undefined;
  format: BatchFormat;
  siteUrl: string | undefined;
  /** No progress on standard error. */
  quiet: boolean;
  /** With a queue (redis://HOST:PORT/DB): this process produces, workers answer. */
  queue?: { url: string; chunkLines: number; window: number; attempts: number; redisTimeoutMs: number } | undefined;
}

/** Answers as they are written: the text of some lines, how many, their input bytes and problems. */
interface Written {
  text: string;
  lines: number;
  bytes: number;
  problems: number;
}

/** The answers of this machine's engine threads, one line at a time. */
async function* answeredHere(
  lines: AsyncIterable<JsonLine>,
  args: BatchArguments,
  site: SiteOptions,
  engines: BatchEngines,
  io: CommandIo,
): AsyncGenerator<Written> {
  const onEngineError = (line: number, error: unknown) =>
    void io.stderr.write(`${PROGRAM}: line ${line}: the engine failed: ${(error as Error).message ?? error}\n`);
  for await (const answer of answerLines(lines, engines, { site, onEngineError })) {
    const text = outputLine(answer, args.format, engines.engine, site);
    yield { text, lines: 1, bytes: answer.bytes, problems: answer.status === 200 ? 0 : 1 };
  }
}

const UNREADABLE: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** The input stream and its size when known, or the sentence saying why it cannot be read. */
async function openInput(path: string, stdin: Readable): Promise<{ stream: Readable; size?: number } | string> {
  if (path === '-') return { stream: stdin };
  try {
    const info = await stat(path);
    if (info.isDirectory()) return `the input ${JSON.stringify(path)} cannot be read: ${UNREADABLE.EISDIR}`;
    const stream = createReadStream(path);
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
    return info.isFile() ? { stream, size: info.size } : { stream };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return `the input ${JSON.stringify(path)} cannot be read: ${UNREADABLE[code] ?? (error as Error).message}`;
  }
}

/** Writes `text`, waiting while the stream's buffer is full (backpressure). */
async function put(stream: Writable, text: string): Promise<void> {
  if (stream.write(text)) return;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    stream.once('drain', onDrain).once('error', onError);
  });
}

function end(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

interface Output {
  stream: Writable;
  /** Makes the output whole: closes the file and gives it its name. */
  complete(): Promise<void>;
  /** Closes a file left partial; says where it is. */
  abandon(): Promise<string | undefined>;
}

async function openOutput(out: string | undefined, stdout: Writable): Promise<Output> {
  if (out === undefined) return { stream: stdout, complete: async () => undefined, abandon: async () => undefined };
  const partial = `${out}.partial`;
  const stream = createWriteStream(partial);
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  return {
    stream,
    complete: async () => {
      await end(stream);
      await rename(partial, out);
    },
    abandon: async () => {
      await end(stream).catch(() => undefined);
      return partial;
    },
  };
}

export async function batchCommand(args: BatchArguments, io: CommandIo): Promise<number> {
  const config = commandConfig(io, args.siteUrl);
  const site = siteOptions(config);
  const input = await openInput(args.input, io.stdin);
  if (typeof input === 'string') {
    await write(io.stderr, `${PROGRAM}: ${input}.\n`);
    return EXIT.problem;
  }
  let output: Output;
  try {
    output = await openOutput(args.out, io.stdout);
  } catch (error) {
    input.stream.destroy();
    await write(
      io.stderr,
      `${PROGRAM}: the output ${JSON.stringify(args.out)} cannot be written: ${(error as Error).message}.\n`,
    );
    return EXIT.problem;
  }
  const { queue } = args;
  const progress = args.quiet ? undefined : new Progress(io.stderr, { totalBytes: input.size });
  const say = (message: string) =>
    progress ? progress.say(`${PROGRAM}: ${message}`) : void io.stderr.write(`${PROGRAM}: ${message}\n`);
  const lines = jsonLines(input.stream, BODY_LIMIT_BYTES);
  // With a queue, SIGINT and SIGTERM stop the run cleanly: its keys and waiting chunks are removed.
  const stopping = new AbortController();
  const stop = (signal: NodeJS.Signals) => stopping.abort(new Error(`stopped by ${signal}`));
  let engines: BatchEngines | undefined;
  let answers: AsyncIterable<Written>;
  if (queue === undefined) {
    engines = await startEngines(config.engineThreads);
    answers = answeredHere(lines, args, site, engines, io);
  } else {
    for (const signal of STOP_SIGNALS) process.once(signal, stop);
    // BullMQ is loaded only when a queue is used.
    const { produce } = await import('../server/batch/queue/producer.js');
    const { batchRelease } = await import('../server/batch/queue/release.js');
    const release = await batchRelease();
    answers = produce(lines, { ...queue, release, format: args.format, site, log: say, signal: stopping.signal });
  }
  let problems = 0;
  try {
    await put(output.stream, outputHeader(args.format));
    for await (const written of answers) {
      await put(output.stream, written.text);
      problems += written.problems;
      progress?.done(written.lines, written.bytes, written.problems);
    }
    await output.complete();
    progress?.finish();
  } catch (error) {
    progress?.stop();
    input.stream.destroy();
    const partial = await output.abandon();
    const kept = partial === undefined ? '' : ` The lines answered so far are in ${partial}.`;
    await write(io.stderr, `${PROGRAM}: the batch stopped: ${(error as Error).message}.${kept}\n`);
    return EXIT.problem;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, stop);
    await engines?.close();
  }
  return problems === 0 ? EXIT.done : EXIT.problem;
}
