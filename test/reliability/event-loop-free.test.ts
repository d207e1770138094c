// Nothing a request asks for is computed on the event loop (docs/operations.md#worker-pool): a run
// split across the workers is merged and finished (percentiles, after tax with a plan and a Roth
// conversion, the JSON) on a worker, so while such runs are computed the loop stays free for
// everyone else. When the merge ran on the loop, each of these requests held it for the whole
// after-tax block (850 ms of CPU for 2000 paths when this was written; about 340 ms for 5000 since
// the Roth conversion's walk was made cheaper). Two measures, both bounded by what this run measured before
// (docs/operations.md#tests-on-a-busy-machine), neither a race against the clock:
//  - the loop's longest delay (monitorEventLoopDelay: this process is the server's) while split runs
//    are computed and another address asks /healthz all along, against the delay while both workers
//    compute the same kind of request whole, which the loop only hands on;
//  - the event-loop thread's CPU per split request (from /proc), against its CPU per default request.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { requestFrom } from '../helpers/from-address.js';
import { scaledBound } from '../helpers/paced.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const MONTHS = 1428;
/** The heaviest tax work: a 30-year Roth conversion from 18, then a 70-year plan from 50. */
const AFTER_TAX = {
  use: 'any',
  conversion: { fromAgeMonths: 216, years: 30, taxPaidFrom: 'account' },
  plan: { fromAgeMonths: 600, years: 70 },
};
/** Split: 5000 paths x 1428 months. Whole, on one worker: 600 paths, below the split. */
const SPLIT_PATHS = 5000;
const WHOLE_PATHS = 600;
/** The loop's longest delay during split runs: at most this many ms, or this many times the longest
 *  during whole runs, whichever is larger. */
const DELAY_FLOOR_MS = 200;
const DELAY_TIMES_BASELINE = 5;
/** The loop thread's CPU per split request: at most this many ms, or this many times its CPU per
 *  default request (the server's and this client's work on the loop: a few ms each here). */
const CPU_FLOOR_MS = 60;
const CPU_TIMES_DEFAULT = 10;

const DEFAULT = { asOf: '2026-11-21', birthDate: '2026-11-01', targetAgeMonths: 216 };
const heavy = (mcPaths: number, mcSeed: number) => ({
  ...DEFAULT,
  targetAgeMonths: MONTHS,
  mcPaths,
  mcSeed,
  afterTax: AFTER_TAX,
});

/** CPU time of this process's main thread (the event loop's) so far, in ms: utime + stime in
 *  clock ticks of 10 ms (/proc/<pid>/task/<pid>/stat, fields 14 and 15). */
function loopThreadCpuMs(): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The event loop's longest delay, in ms, while `work` runs, and how /healthz answered another
 *  address that asked it all along. */
async function loopDelayDuring(url: string, work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let running = true;
  const statuses: number[] = [];
  const poll = (async () => {
    while (running) statuses.push((await requestFrom('127.0.0.7', `${url}/healthz`)).status);
  })();
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
    running = false;
    await poll;
  }
  return { maxMs: histogram.max / 1e6, statuses };
}

describe('the event loop while split runs with the heaviest tax work are computed', () => {
  let server: RunningServer;
  let seed = 0;
  beforeAll(async () => {
    // A budget that clamps nothing here, so the large request is split (SPLIT_PATH_MONTHS).
    server = await startServer({ ENGINE_THREADS: '2', MC_BUDGET_PATH_MONTHS: '1000000000' });
  });
  afterAll(() => server.close());

  const ask = async (body: object) => {
    const answer = await post(`${server.url}/v1/project`, body);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  };
  /** The loop thread's CPU per request of `count`, made one after another, in ms. */
  const loopCpuPer = async (count: number, body: () => object) => {
    const before = loopThreadCpuMs();
    for (let i = 0; i < count; i++) await ask(body());
    return (loopThreadCpuMs() - before) / count;
  };

  it('is this process’s main thread, whose CPU /proc reports', () => {
    expect(isMainThread).toBe(true);
  });

  it('spends about a default request’s CPU on the loop per split request', async () => {
    expect(SPLIT_PATHS * MONTHS).toBeGreaterThanOrEqual(SPLIT_PATH_MONTHS);
    await ask(heavy(SPLIT_PATHS, ++seed)); // the workers' tax years made once
    const perDefault = await loopCpuPer(40, () => ({ ...DEFAULT, mcSeed: ++seed }));
    const perSplit = await loopCpuPer(2, () => heavy(SPLIT_PATHS, ++seed));
    expect(
      perSplit,
      `${perSplit.toFixed(0)} ms of the loop's CPU per split request, ${perDefault.toFixed(1)} per default request`,
    ).toBeLessThanOrEqual(scaledBound(CPU_FLOOR_MS, perDefault, CPU_TIMES_DEFAULT));
  });

  it('keeps the loop’s delay within a bound scaled to the delay while the same work runs whole', async () => {
    expect(WHOLE_PATHS * MONTHS).toBeLessThan(SPLIT_PATH_MONTHS);
    // Baseline: both workers busy with whole runs, three each, two at a time.
    const whole = await loopDelayDuring(server.url, async () => {
      for (let round = 0; round < 3; round++)
        await Promise.all([ask(heavy(WHOLE_PATHS, ++seed)), ask(heavy(WHOLE_PATHS, ++seed))]);
    });
    // Split runs, one after another: each is simulated on both workers and merged on one.
    const split = await loopDelayDuring(server.url, async () => {
      for (let round = 0; round < 3; round++) await ask(heavy(SPLIT_PATHS, ++seed));
    });
    expect(
      split.maxMs,
      `longest loop delay ${split.maxMs.toFixed(0)} ms during split runs, ${whole.maxMs.toFixed(0)} ms during whole runs`,
    ).toBeLessThanOrEqual(scaledBound(DELAY_FLOOR_MS, whole.maxMs, DELAY_TIMES_BASELINE));
    expect(split.statuses.length).toBeGreaterThan(0);
    expect(new Set([...whole.statuses, ...split.statuses])).toEqual(new Set([200]));
  });
});
