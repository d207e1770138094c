// `batch` against hostile input (docs/api.md#batch), run as its bin runs, with its peak memory read
// from /proc: a line of 100 MB is a 413 problem line and is never held in memory, a million empty
// lines are a million problem lines through a bounded window, and deep JSON is a problem line. Each
// runs with its JavaScript heap capped far below its input or output (V8 otherwise grows its heap
// lazily, so a peak alone would not tell growth from garbage not yet collected), and each peak is
// held to that of a small batch of real projections, under the same caps, plus a margin.
import { spawn } from 'node:child_process';
import { once as onceEvent } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type CliProcessRun, runCliProcess } from '../helpers/cli-process.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { README_SCENARIO } from '../helpers/readme-scenario.js';

const SITE_URL = 'https://530a.example';
/** A heap that holding the 100 MB line, or every answer of a million lines, would overflow: the
 *  old space capped, and the young one too, which Node 24 grows to over 100 MB under a stream of
 *  short-lived strings when let (garbage, not growth: its peak is the same for 1 and 3 million lines). */
const ENV = { SITE_URL, ENGINE_THREADS: '2', NODE_OPTIONS: '--max-old-space-size=64 --max-semi-space-size=2' };
const MB = 1024 * 1024;
/** Growth allowed over the small batch's peak: well under the 100 MB line, or the million lines'
 *  input (1 MB) and output (about 230 MB). */
const MARGIN_BYTES = 64 * MB;

const SCENARIO = JSON.stringify(README_SCENARIO);

const EMPTY_BODY = `{"type":"${SITE_URL}/problems/invalid-json","title":"The body is not valid JSON","status":400,"detail":"The body is empty.","code":"INVALID_JSON"}`;

async function* repeated(chunk: string, times: number): AsyncGenerator<string> {
  for (let i = 0; i < times; i++) yield chunk;
}

async function* concat(...parts: AsyncIterable<string>[]): AsyncGenerator<string> {
  for (const part of parts) yield* part;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

let baseline: CliProcessRun | undefined;
/** The peak of a small batch of real projections, measured once. */
async function baselinePeak(): Promise<number> {
  baseline ??= await runCliProcess(['batch', '--quiet', '-'], { env: ENV, stdin: `${SCENARIO}\n`.repeat(20) });
  expect(baseline.status).toBe(0);
  return baseline.peakRssBytes;
}

describe('batch against hostile input', () => {
  it('a 100 MB line is a 413 problem line, the next line is answered, and memory stays bounded', async () => {
    const hugeLine = concat(once('{"a":"'), repeated('x'.repeat(MB), 100), once('"}\n'));
    const deep = `${'['.repeat(30_000)}${']'.repeat(2_000)}\n`; // 30,000 levels, within 32 KiB
    const run = await runCliProcess(['batch', '--quiet', '-'], {
      env: ENV,
      stdin: concat(hugeLine, once(deep), once(`${SCENARIO}\n`)),
    });
    expect(run.status).toBe(1);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.line, line.status, line.body.code ?? 'projection'])).toEqual([
      [1, 413, 'PAYLOAD_TOO_LARGE'],
      [2, 400, 'INVALID_JSON'],
      [3, 200, 'projection'],
    ]);
    expect(lines[1].body.detail).toBe('The body nests deeper than 32 levels.');
    expect(run.peakRssBytes).toBeGreaterThan(0);
    expect(run.peakRssBytes).toBeLessThan((await baselinePeak()) + MARGIN_BYTES);
  });

  it('a million empty lines are a million problem lines, in order, with memory bounded', async () => {
    const count = 1_000_000;
    let seen = 0;
    let pending = '';
    let wrong: string | undefined;
    const run = await runCliProcess(['batch', '--quiet', '-'], {
      env: ENV,
      stdin: repeated('\n'.repeat(10_000), count / 10_000),
      onStdout: (chunk) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          seen++;
          if (wrong === undefined && line !== `{"line":${seen},"status":400,"body":${EMPTY_BODY}}`) wrong = line;
        }
      },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(wrong).toBeUndefined();
    expect(pending).toBe('');
    expect(seen).toBe(count);
    expect(run.peakRssBytes).toBeLessThan((await baselinePeak()) + MARGIN_BYTES);
  });

  it('a reader that stops reading (EPIPE) ends the run with a sentence and status 1, its threads stopped between lines', async () => {
    const child = spawn(process.execPath, [CLI_MAIN, 'batch', '--quiet', '-'], {
      env: { ...process.env, ...ENV },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy()); // as `| head -c 100` does
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${SCENARIO}\n`.repeat(400));
    const [status] = await onceEvent(child, 'exit');
    expect(stderr).toBe('projection-530a: the batch stopped: write EPIPE.\n');
    expect(status).toBe(1);
  });
});
