// `batch --queue` and `worker` (docs/operations.md#batches-on-several-machines), as their bin runs,
// with a real redis-server on loopback and several worker processes: the output is the local run's,
// byte for byte, when the workers are well, when one is killed with SIGKILL holding a chunk and
// another is stopped with SIGTERM holding one, and when Redis stalls (SIGSTOP) or restarts empty
// mid-run; a chunk that kills every worker that takes it ends as problem lines that say why; a
// Redis silent past --queue-timeout stops the run with a message and no whole-looking file. After a
// run, nothing of it is left in Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli-process.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { README_SCENARIO } from '../helpers/readme-scenario.js';
import { RedisServer } from '../helpers/redis-server.js';
import { validScenario } from '../helpers/scenario-arbitraries.js';
import { waitUntil } from '../helpers/wait.js';

const SITE_URL = 'https://530a.example';
const SEED = 530_4041;
/** Short enough that a killed worker's chunk moves on within the test; the workers' event loops
 *  stay free (the engine runs on threads), so their locks are renewed on time however busy. */
const STALL_SECONDS = '3';

const DEFAULT_SCENARIO = README_SCENARIO;

/** Seeded random scenarios, some with an id, among bad lines of several kinds. */
function batchInput(count: number): string {
  const scenarios = fc.sample(validScenario, { seed: SEED, numRuns: count });
  const bad = ['not json', '', '{"__proto__": 1}', '{"s": "x"}', `{"x":"${'y'.repeat(40_000)}"}`];
  return scenarios
    .map((scenario, index) => {
      const line =
        index % 4 === 0 ? JSON.stringify({ id: `acct-${index}`, request: scenario }) : JSON.stringify(scenario);
      return index % 9 === 4 ? `${line}\n${bad[index % bad.length]}` : line;
    })
    .map((line) => `${line}\n`)
    .join('');
}

let redis: RedisServer;
let client: Redis;
let dir: string;
let local: string;
const INPUT = batchInput(120);
const workers = new Set<ChildProcess>();

beforeAll(async () => {
  redis = await RedisServer.start();
  client = new Redis(redis.url, { maxRetriesPerRequest: null });
  client.on('error', () => undefined);
  dir = await mkdtemp(join(tmpdir(), 'batch-queue-'));
  const run = await runCliProcess(['batch', '--quiet', '-'], { env: { SITE_URL, ENGINE_THREADS: '2' }, stdin: INPUT });
  expect(run.status).toBe(1); // the bad lines
  local = run.stdout;
});

afterEach(async () => {
  for (const worker of workers) {
    if (worker.exitCode === null && worker.signalCode === null) {
      worker.kill('SIGKILL');
      await once(worker, 'exit');
    }
  }
  workers.clear();
  await client.flushall();
});

afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

interface Worker {
  child: ChildProcess;
  pid: number;
  stderr: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

/** A worker process (one engine thread), once it takes chunks. */
async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(
    process.execPath,
    [CLI_MAIN, 'worker', '--queue', `${redis.url}/0`, '--stall-seconds', STALL_SECONDS],
    {
      env: { ...process.env, ENGINE_THREADS: '1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  workers.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await waitUntil(() => stderr.includes('taking chunks') || child.exitCode !== null, 'a worker takes chunks');
  expect(stderr).toContain('taking chunks');
  return { child, pid: child.pid as number, stderr: () => stderr, exited };
}

/** The id of a chunk `worker` holds now (an active job whose processedBy names its process), if any. */
async function heldChunk(worker: Worker): Promise<string | undefined> {
  const active = await client.lrange('projection-530a:batch:active', 0, -1);
  for (const id of active) {
    const by = await client.hget(`projection-530a:batch:${id}`, 'pb');
    if (by?.endsWith(`:${worker.pid}`)) return id;
  }
  return undefined;
}

async function holdsChunk(worker: Worker): Promise<boolean> {
  return (await heldChunk(worker)) !== undefined;
}

/** Every key in Redis with its value, as text. */
async function everything(): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const key of await client.keys('*')) {
    const type = await client.type(key);
    if (type === 'string') values.set(key, (await client.get(key)) ?? '');
    else if (type === 'hash') values.set(key, JSON.stringify(await client.hgetall(key)));
    else if (type === 'list') values.set(key, JSON.stringify(await client.lrange(key, 0, -1)));
    else if (type === 'zset') values.set(key, JSON.stringify(await client.zrange(key, '0', '-1')));
    else if (type === 'stream') values.set(key, JSON.stringify(await client.xrange(key, '-', '+')));
    else values.set(key, type);
  }
  return values;
}

function produce(args: string[] = [], stdin: string = INPUT, onStderr?: (chunk: Buffer) => void) {
  return runCliProcess(['batch', '--queue', `${redis.url}/0`, '--chunk-lines', '8', ...args, '-'], {
    env: { SITE_URL },
    stdin,
    ...(onStderr ? { onStderr } : {}),
  });
}

describe('batch through the queue', () => {
  it("with two workers writes the local run's bytes, JSON Lines and CSV, and leaves nothing of the run in Redis", async () => {
    await Promise.all([startWorker(), startWorker()]);
    const run = await produce(['--quiet']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(local);
    const csv = await produce(['--quiet', '--csv']);
    const localCsv = await runCliProcess(['batch', '--quiet', '--csv', '-'], { env: { SITE_URL }, stdin: INPUT });
    expect(csv.stdout).toBe(localCsv.stdout);
    expect(csv.stdout.split('\n').length).toBeGreaterThan(100);
    const left = await everything();
    expect([...left.keys()].filter((key) => key.includes(':run:'))).toEqual([]);
    for (const [key, value] of left) {
      expect(value, key).not.toContain('asOf');
      expect(value, key).not.toContain('schemaVersion');
    }
  });

  it('loses and duplicates no line when a worker is killed holding a chunk and another stopped with SIGTERM holding one', async () => {
    const [killed, stopped] = [await startWorker(), await startWorker()];
    const run = produce(['--quiet']);
    await waitUntil(() => holdsChunk(killed), 'the first worker holds a chunk', undefined, 10);
    killed.child.kill('SIGKILL');
    await waitUntil(() => holdsChunk(stopped), 'the second worker holds a chunk', undefined, 10);
    stopped.child.kill('SIGTERM');
    const [code] = await stopped.exited;
    expect(code).toBe(0);
    expect(stopped.stderr()).toMatch(/SIGTERM: finishing the chunks in hand\n.*stopped\n$/);
    await startWorker(); // takes the rest, and the killed worker's chunk once its lock lapses
    const done = await run;
    expect(done.stdout).toBe(local);
    expect(done.status).toBe(1);
  });

  it('a worker stalled (SIGSTOP) holding a chunk: another answers it, and the stalled one, woken, answers it again; written once', async () => {
    const [stalled, other] = [await startWorker(), await startWorker()];
    const run = produce(['--quiet']);
    let held: string | undefined;
    await waitUntil(
      async () => (held = await heldChunk(stalled)) !== undefined,
      'a worker holds a chunk',
      undefined,
      10,
    );
    stalled.child.kill('SIGSTOP');
    // Its lock lapses; the other worker's check gives the chunk back, and the other worker takes it.
    await waitUntil(
      async () => (await heldChunk(other)) === held || (await client.exists(`projection-530a:batch:${held}`)) === 0,
      'the chunk moves on',
      undefined,
      10,
    );
    stalled.child.kill('SIGCONT');
    const done = await run;
    expect(done.stdout).toBe(local);
    expect(done.status).toBe(1);
  });

  it('a chunk that kills every worker that takes it ends as problem lines that say why, and the run ends', async () => {
    const input = `${JSON.stringify({ id: 'a', request: DEFAULT_SCENARIO })}\n`.repeat(40);
    const run = produce(['--quiet', '--chunk-lines', '40'], input);
    for (let taken = 0; taken < 3; taken++) {
      const worker = await startWorker();
      await waitUntil(() => holdsChunk(worker), 'a worker holds the chunk', undefined, 10);
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await startWorker(); // finds the chunk stalled a third time: failed
    const done = await run;
    expect(done.status).toBe(1);
    const lines = done.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(40);
    expect(lines.map((line) => [line.line, line.id, line.status, line.body.code])).toEqual(
      lines.map((_, index) => [index + 1, 'a', 500, 'INTERNAL_ERROR']),
    );
    expect(lines[0].body.detail).toMatch(
      /^The batch's workers failed on lines 1 to 40 .*stalled more than allowable limit\.$/,
    );
  });

  it("waits through a Redis stalled by SIGSTOP and one restarted empty, and writes the local run's bytes", async () => {
    const worker = await startWorker();
    let said = '';
    const run = produce(['--queue-timeout', '600'], INPUT, (chunk) => (said += chunk));
    await waitUntil(() => holdsChunk(worker), 'the worker holds a chunk', undefined, 10);
    await redis.suspend();
    // Woken once the producer has found it silent (a command unanswered past its timeout).
    await waitUntil(
      () => said.includes("waiting for the queue's Redis"),
      'the producer waits for Redis',
      undefined,
      50,
    );
    redis.wake();
    await waitUntil(() => holdsChunk(worker), 'the worker holds a chunk again', undefined, 10);
    // The worker paused across the restart, so the chunk it holds has neither job nor answer when
    // the producer next looks: it must be added again.
    worker.child.kill('SIGSTOP');
    await redis.stop();
    await redis.resume(); // empty: the jobs, the run's keys and the answers not yet taken are gone
    await waitUntil(() => said.includes('added again'), 'the producer adds the lost chunks again', undefined, 50);
    worker.child.kill('SIGCONT');
    const done = await run;
    expect(done.stdout).toBe(local);
    expect(done.status).toBe(1);
    // Said as it happened: the silence and its end, and the chunks the empty Redis lost, added again.
    expect(done.stderr).toMatch(/projection-530a: waiting for the queue's Redis: .*\n/);
    expect(done.stderr).toMatch(/projection-530a: the queue's Redis answers again, after \d+ s\n/);
    expect(done.stderr).toMatch(
      /projection-530a: chunk \d+ \(lines \d+ to \d+\) is no longer on the queue; added again\n/,
    );
  });

  it('stops with a message once Redis has been silent past --queue-timeout, leaving only whole lines in FILE.partial', async () => {
    await startWorker();
    const out = join(dir, 'stalled.jsonl');
    const run = runCliProcess(
      [
        'batch',
        '--queue',
        `${redis.url}/0`,
        '--chunk-lines',
        '8',
        '--queue-timeout',
        '3',
        '--quiet',
        '--out',
        out,
        '-',
      ],
      {
        env: { SITE_URL },
        stdin: INPUT,
      },
    );
    await waitUntil(
      async () => (await client.exists('projection-530a:batch:meta')) === 1,
      'the queue is used',
      undefined,
      10,
    );
    await redis.suspend();
    let done: Awaited<typeof run>;
    try {
      done = await run;
    } finally {
      redis.wake();
    }
    expect(done.status).toBe(1);
    expect(done.stderr).toMatch(
      /the batch stopped: the queue's Redis has not answered for \d+ s .*The lines answered so far are in .*stalled\.jsonl\.partial\.\n$/,
    );
    expect(await readdir(dir)).toContain('stalled.jsonl.partial');
    expect(await readdir(dir)).not.toContain('stalled.jsonl');
    const partial = await readFile(`${out}.partial`, 'utf8');
    expect(local.startsWith(partial)).toBe(true);
    expect(partial === '' || partial.endsWith('\n')).toBe(true);
  });

  it('a producer stopped with SIGTERM removes its run: its keys and its chunks still waiting', async () => {
    const child = spawn(
      process.execPath,
      [CLI_MAIN, 'batch', '--queue', `${redis.url}/0`, '--chunk-lines', '8', '--quiet', '-'],
      {
        env: { ...process.env, SITE_URL },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end(INPUT);
    const exited = once(child, 'exit');
    // No worker: the chunks wait on the queue.
    await waitUntil(async () => (await client.llen('projection-530a:batch:wait')) > 0, 'chunks wait', undefined, 10);
    expect((await client.keys('projection-530a:run:*')).length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    const [status] = await exited;
    expect(status).toBe(1);
    expect(stderr).toBe('projection-530a: the batch stopped: stopped by SIGTERM.\n');
    const left = await everything();
    expect([...left.keys()].filter((key) => key.includes(':run:'))).toEqual([]);
    expect(await client.llen('projection-530a:batch:wait')).toBe(0);
    for (const [key, value] of left) expect(value, key).not.toContain('asOf');
  });

  it('a worker of another engine build refuses every chunk: problem lines that say so, never other bytes', async () => {
    // The producer runs the tests' debug build (vitest.config.ts); this worker the release build.
    await startWorker({ ENGINE_BUILD: 'release' });
    const input = `${JSON.stringify({ id: 'a', request: DEFAULT_SCENARIO })}\n${JSON.stringify(DEFAULT_SCENARIO)}\n`;
    const done = await produce(['--quiet'], input);
    expect(done.status).toBe(1);
    const lines = done.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.line, line.id, line.status])).toEqual([
      [1, 'a', 500],
      [2, undefined, 500],
    ]);
    expect(lines[0].body.detail).toMatch(
      /^The batch's workers failed on lines 1 to 2 1 time; the last time: a worker of release 1\.0\.0 engine [0-9a-f]{16} took it, the batch is of 1\.0\.0 engine [0-9a-f]{16}: run one release everywhere\.$/,
    );
  });

  it('a worker whose Redis is not there says so once, waits, and stops at once on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI_MAIN, 'worker', '--queue', 'redis://127.0.0.1:1/0'], {
      env: { ...process.env, ENGINE_THREADS: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    workers.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = once(child, 'exit');
    await waitUntil(() => stderr.includes('ECONNREFUSED'), 'the worker tries its Redis');
    await waitUntil(() => stderr.includes("waiting for the queue's Redis at 127.0.0.1:1"), 'the worker says it waits');
    child.kill('SIGTERM');
    const [status] = await exited;
    expect(status).toBe(0);
    expect(stderr.match(/ECONNREFUSED/g)).toHaveLength(1); // every retry fails alike: said once
    expect(stderr).toMatch(/stopped\n$/);
  });
});
