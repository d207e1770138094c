// The command line as its bin runs (the compiled dist/cli/main.js) in a process of its own, fed from
// a stream of input, with its peak memory read from /proc while it runs: for the batch's tests of
// order, bytes and bounded memory (test/batch).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CLI_MAIN } from './compiled-service.js';

export interface CliProcessRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  /** All of standard output, unless `onStdout` took it. */
  stdout: string;
  stderr: string;
  /** The process's peak resident set (VmHWM), the last read before it ended, in bytes. */
  peakRssBytes: number;
}

export interface CliProcessOptions {
  env?: Record<string, string>;
  /** Fed to standard input, with backpressure; closed at its end. */
  stdin?: AsyncIterable<Buffer | string> | Iterable<Buffer> | string;
  /** Takes standard output as it comes instead of keeping it. */
  onStdout?: (chunk: Buffer) => void;
  /** Told of standard error as it comes (it is kept too). */
  onStderr?: (chunk: Buffer) => void;
}

async function peakRss(pid: number): Promise<number | undefined> {
  try {
    const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined; // it has ended
  }
}

async function feed(stdin: NodeJS.WritableStream & { destroyed?: boolean }, input: CliProcessOptions['stdin']) {
  if (input === undefined) return stdin.end();
  const chunks = typeof input === 'string' ? [input] : input;
  try {
    for await (const chunk of chunks) {
      if (!stdin.write(chunk)) await once(stdin as unknown as Readable, 'drain');
    }
  } catch {
    return; // the process stopped reading (it ended)
  }
  stdin.end();
}

export async function runCliProcess(args: string[], options: CliProcessOptions = {}): Promise<CliProcessRun> {
  const child = spawn(process.execPath, [CLI_MAIN, ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => (options.onStdout ? options.onStdout(chunk) : out.push(chunk)));
  child.stderr.on('data', (chunk: Buffer) => {
    err.push(chunk);
    options.onStderr?.(chunk);
  });
  child.stdin.on('error', () => undefined); // EPIPE once it has ended
  let peak = 0;
  const poll = setInterval(async () => {
    peak = Math.max(peak, (await peakRss(child.pid as number)) ?? 0);
  }, 20);
  const ended = once(child, 'close');
  await feed(child.stdin, options.stdin);
  const [status, signal] = (await ended) as [number | null, NodeJS.Signals | null];
  clearInterval(poll);
  return {
    status,
    signal,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString('utf8'),
    peakRssBytes: peak,
  };
}
