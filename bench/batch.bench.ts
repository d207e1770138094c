// Part 7, batches (docs/performance.md#batches): the default scenario (scenarioBody(216), 2000
// paths x 216 months) as JSON Lines through `projection-530a batch`, run as its bin runs (dist/):
// lines a second on one engine thread and on every thread, and through the queue (a real
// redis-server on loopback) with one and two local workers of one thread each; the queue's cost
// per line against the engine time of one projection; and a long batch end to end with its peak
// resident memory. Rates are marginal: (N - n) lines over the time between a batch of n and one of
// N, so the start (compiling the engine, warming the threads) is left out.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computePlan, planFor, prepare } from '../core/pipeline.js';
import { checkScenario } from '../core/validation/validate.js';
import { createNodeEngine } from '../package/load-node.js';
import { scenarioBody } from './inputs.js';
import { median, round } from './timing.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const SITE_URL = 'https://530a.example';
const LINE = `${JSON.stringify(scenarioBody(216))}\n`;

export interface BatchRate {
  name: string;
  threads: number;
  /** Lines a second, marginal. */
  linesPerSecond: number;
  msPerLine: number;
  /** CPU ms a line, marginal: the batch's process, and with the queue its workers too. */
  cpuMsPerLine: number;
}

export interface BatchResults {
  engineMsPerProjection: number;
  lines: { small: number; large: number };
  rates: BatchRate[];
  /** The queue's time per line beyond the local run's, one worker of one thread against one thread. */
  queueOverheadMsPerLine: number;
  queueOverheadOverEngine: number;
  /** The same in CPU time of every process of the run (the batch's, and the workers'). */
  queueCpuOverheadMsPerLine: number;
  queueCpuOverheadOverEngine: number;
  queueOutputEqualsLocal: boolean;
  long: { lines: number; threads: number; seconds: number; linesPerSecond: number; peakRssMb: number };
}

/** Engine time of one default projection on this thread: the mean of rounds, their median. */
async function engineMs(quick: boolean): Promise<number> {
  const engine = await createNodeEngine();
  const prepared = prepare(JSON.parse(LINE), 'project', checkScenario);
  if (!prepared.ok) throw new Error('the default scenario is refused');
  const plan = planFor(prepared, { siteUrl: SITE_URL });
  for (let i = 0; i < 20; i++) computePlan(engine, plan);
  const rounds: number[] = [];
  for (let round = 0; round < (quick ? 3 : 7); round++) {
    const count = quick ? 30 : 100;
    const started = performance.now();
    for (let i = 0; i < count; i++) computePlan(engine, plan);
    rounds.push((performance.now() - started) / count);
  }
  return median(rounds);
}

/** CPU seconds a process has used, all its threads (utime + stime in /proc/PID/stat); 0 once gone. */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Clock ticks a second of /proc/PID/stat (USER_HZ). */
const CLOCK_TICKS = 100;

async function peakRss(pid: number): Promise<number> {
  try {
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface CliRun {
  seconds: number;
  peakRss: number;
  /** CPU seconds of the process, as last read before it ended (read every 50 ms). */
  cpu: number;
}

/** Runs the bin; resolves with its wall time, CPU time and peak RSS once it exits. */
async function cli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let peak = 0;
  let cpu = 0;
  const poll = setInterval(async () => {
    const pid = child.pid as number;
    const [rss, used] = await Promise.all([peakRss(pid), cpuSeconds(pid)]);
    peak = Math.max(peak, rss);
    cpu = Math.max(cpu, used);
  }, 50);
  const [code] = await once(child, 'exit');
  clearInterval(poll);
  if (code !== 0) throw new Error(`batch ${args.join(' ')} exited ${code}: ${stderr}`);
  return { seconds: (performance.now() - started) / 1000, peakRss: peak, cpu };
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let output = '';
  redis.stdout?.on('data', (chunk) => (output += chunk));
  while (!output.includes('Ready to accept connections')) {
    if (redis.exitCode !== null) throw new Error(`redis-server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return redis;
}

async function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CLI, 'worker', '--queue', url], {
    env: { ...process.env, ENGINE_THREADS: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  while (!stderr.includes('taking chunks')) {
    if (child.exitCode !== null) throw new Error(`a worker did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, 'exit');
}

export async function batchBench({
  quick,
  log,
}: {
  quick: boolean;
  log: (line: string) => void;
}): Promise<BatchResults> {
  const dir = await mkdtemp(join(tmpdir(), 'batch-bench-'));
  const cores = cpus().length;
  const small = quick ? 40 : 200;
  const large = quick ? 240 : 2_000;
  const longLines = quick ? 5_000 : 100_000;
  const files = { small: join(dir, 'small.jsonl'), large: join(dir, 'large.jsonl'), long: join(dir, 'long.jsonl') };
  await writeFile(files.small, LINE.repeat(small));
  await writeFile(files.large, LINE.repeat(large));
  await writeFile(files.long, LINE.repeat(longLines));
  const env = { SITE_URL };
  const out = (name: string) => ['--quiet', '--out', join(dir, `${name}.out`)];
  /** Marginal lines a second of a way of running a batch, and CPU ms a line of its processes and
   *  of `workers` (read before and after each run). */
  const rate = async (
    name: string,
    threads: number,
    args: string[],
    extra: Record<string, string> = {},
    workers: ChildProcess[] = [],
  ): Promise<BatchRate> => {
    log(`batch: ${name}`);
    const workersCpu = async () =>
      (await Promise.all(workers.map((worker) => cpuSeconds(worker.pid as number)))).reduce((a, b) => a + b, 0);
    const measured = async (file: string, label: string) => {
      const before = await workersCpu();
      const run = await cli([...args, ...out(label), file], { ...env, ...extra });
      return { seconds: run.seconds, cpu: run.cpu + (await workersCpu()) - before };
    };
    const runs = { small: [] as { seconds: number; cpu: number }[], large: [] as { seconds: number; cpu: number }[] };
    for (let round = 0; round < (quick ? 1 : 2); round++) {
      runs.small.push(await measured(files.small, `${name}-small`));
      runs.large.push(await measured(files.large, name));
    }
    const least = (list: { seconds: number; cpu: number }[], key: 'seconds' | 'cpu') =>
      Math.min(...list.map((r) => r[key]));
    const seconds = least(runs.large, 'seconds') - least(runs.small, 'seconds');
    const cpu = least(runs.large, 'cpu') - least(runs.small, 'cpu');
    const linesPerSecond = (large - small) / seconds;
    return {
      name,
      threads,
      linesPerSecond: round(linesPerSecond, 1),
      msPerLine: round(1000 / linesPerSecond, 3),
      cpuMsPerLine: round((cpu * 1000) / (large - small), 3),
    };
  };

  const rates: BatchRate[] = [];
  let queueOutputEqualsLocal = false;
  const engine = await engineMs(quick);
  rates.push(await rate('one thread', 1, ['batch'], { ENGINE_THREADS: '1' }));
  rates.push(await rate('every thread', cores, ['batch'], { ENGINE_THREADS: String(cores) }));
  const port = 20_000 + (process.pid % 20_000);
  const redis = await startRedis(port);
  const url = `redis://127.0.0.1:${port}/0`;
  const workers: ChildProcess[] = [];
  try {
    workers.push(await startWorker(url));
    rates.push(await rate('queue, 1 worker x 1 thread', 1, ['batch', '--queue', url], {}, workers));
    queueOutputEqualsLocal =
      (await readFile(join(dir, 'queue, 1 worker x 1 thread.out'), 'utf8')) ===
      (await readFile(join(dir, 'one thread.out'), 'utf8'));
    workers.push(await startWorker(url));
    rates.push(await rate('queue, 2 workers x 1 thread', 2, ['batch', '--queue', url], {}, workers));
  } finally {
    for (const worker of workers) await stop(worker);
    await stop(redis, 'SIGKILL');
  }
  log(`batch: ${longLines} lines end to end`);
  const long = await cli(['batch', ...out('long'), files.long], env);
  await rm(dir, { recursive: true, force: true });

  const [oneThread, , queueOne] = rates;
  const overhead = (queueOne?.msPerLine ?? 0) - (oneThread?.msPerLine ?? 0);
  const cpuOverhead = (queueOne?.cpuMsPerLine ?? 0) - (oneThread?.cpuMsPerLine ?? 0);
  return {
    engineMsPerProjection: round(engine, 3),
    lines: { small, large },
    rates,
    queueOverheadMsPerLine: round(overhead, 3),
    queueOverheadOverEngine: round(overhead / engine, 3),
    queueCpuOverheadMsPerLine: round(cpuOverhead, 3),
    queueCpuOverheadOverEngine: round(cpuOverhead / engine, 3),
    queueOutputEqualsLocal,
    long: {
      lines: longLines,
      threads: cores,
      seconds: round(long.seconds, 1),
      linesPerSecond: round(longLines / long.seconds, 1),
      peakRssMb: round(long.peakRss / 1024 / 1024, 1),
    },
  };
}
