// What the heaviest requests cost the service, against a default request (docs/model.md#the-compute-budget):
// the CPU time of the whole server process, its event loop and every engine thread (/proc/<pid>/stat),
// per request, over requests that each compute (a new mcSeed each). The compute budget counts the
// tax work of plans, Roth conversions and solves beside the simulated months, so none may cost more
// than 20 times a default request. Before it did, the review's request (a 30-year conversion and a
// 70-year plan to 119 years) took 96 times, a solve at 119 years 63 times and a historical one with
// 47 trials 26 times. CPU time, not a clock: a loaded machine slows both sides alike.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { killServer, type ServerProcess, startListening } from '../helpers/server-process.js';
import { post } from '../helpers/start-server.js';

const LIMIT = 20;
/** Clock ticks per second of /proc (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU time of a process and all its threads so far, ms (utime + stime). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(itemAt(fields, 11)) + Number(itemAt(fields, 12))) * 1000) / TICKS_PER_SECOND;
}

const NEWBORN = { asOf: '2026-11-21', birthDate: '2026-11-01' };
const CONVERSION_AND_PLAN = {
  use: 'any',
  conversion: { fromAgeMonths: 216, years: 30, taxPaidFrom: 'account' },
  plan: { fromAgeMonths: 600, years: 70 },
};
/** Goals a search needs many trials for (19 to 47): the most a goal may be at 119 years on 99%,
 *  from a dollar a month; and from one gift before 18, beside the conversion and the plan. */
const FAR_GOAL = {
  sources: [
    {
      id: 'gift',
      kind: 'charity',
      schedule: { type: 'monthly', amountCents: '100', startAgeMonths: 0, endAgeMonths: 1428 },
    },
  ],
  goal: { amountCents: '999999999999', atAgeMonths: 1428, probability: 0.99 },
};
const FAR_GOAL_FROM_A_GIFT = {
  sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '1', atAgeMonths: 100 } }],
  goal: { amountCents: '999999999999', atAgeMonths: 1428, probability: 0.5 },
};

/** Each heavy request, with a new seed each time: the path, the body, how many to average. */
const HEAVY: { name: string; path: string; body: (seed: number) => object; count: number }[] = [
  {
    name: 'the review’s request: 5000 paths to 119 years, a 30-year conversion, a 70-year plan',
    path: '/v1/project',
    body: (mcSeed) => ({ ...NEWBORN, targetAgeMonths: 1428, mcPaths: 5000, mcSeed, afterTax: CONVERSION_AND_PLAN }),
    count: 8,
  },
  {
    name: 'the same on Sobol paths (a Sobol month charged as four path-months)',
    path: '/v1/project',
    body: (mcSeed) => ({
      ...NEWBORN,
      targetAgeMonths: 1428,
      mcPaths: 5000,
      mcSeed,
      mcSampler: 'sobol',
      afterTax: CONVERSION_AND_PLAN,
    }),
    count: 4,
  },
  {
    name: 'a Sobol solve of a goal at 2 years on a 119-year horizon (its search runs the whole horizon)',
    path: '/v1/solve',
    body: (mcSeed) => ({
      scenario: {
        ...NEWBORN,
        targetAgeMonths: 1428,
        mcPaths: 5000,
        mcSeed,
        mcSampler: 'sobol',
        sources: FAR_GOAL.sources,
        goal: { amountCents: '100000000', atAgeMonths: 24, probability: 0.99 },
      },
      sourceId: 'gift',
    }),
    count: 4,
  },
  {
    name: 'the same under history (402 windows)',
    path: '/v1/project',
    body: (mcSeed) => ({
      ...NEWBORN,
      targetAgeMonths: 1428,
      mcSeed,
      returnModel: 'historical',
      afterTax: CONVERSION_AND_PLAN,
    }),
    count: 2,
  },
  {
    name: 'a solve at 119 years with its conversion and plan',
    path: '/v1/solve',
    body: (mcSeed) => ({
      scenario: {
        ...NEWBORN,
        targetAgeMonths: 1428,
        mcPaths: 5000,
        mcSeed,
        ...FAR_GOAL_FROM_A_GIFT,
        afterTax: CONVERSION_AND_PLAN,
      },
      sourceId: 'gift',
    }),
    count: 4,
  },
  {
    name: 'a solve at 119 years, 5000 paths',
    path: '/v1/solve',
    body: (mcSeed) => ({
      scenario: { ...NEWBORN, targetAgeMonths: 1428, mcPaths: 5000, mcSeed, ...FAR_GOAL },
      sourceId: 'gift',
    }),
    count: 4,
  },
  {
    name: 'a solve of 47 trials over every history window of 915 months',
    path: '/v1/solve',
    body: (mcSeed) => ({
      scenario: {
        ...NEWBORN,
        targetAgeMonths: 915,
        returnModel: 'historical',
        mcSeed,
        sources: [{ id: 'gift', kind: 'charity', schedule: { type: 'once', amountCents: '1', atAgeMonths: 100 } }],
        goal: { amountCents: '999999999999', atAgeMonths: 915, probability: 0.01, real: true },
      },
      sourceId: 'gift',
    }),
    count: 3,
  },
];

describe('the CPU of the heaviest requests against a default request', () => {
  let server: ServerProcess;
  let url: string;
  let seed = 0;
  beforeAll(async () => {
    ({ server, url } = await startListening({
      // The defaults (budget, threads), without the per-address limit and the shedding, which
      // would refuse some of these requests instead of computing them.
      RATE_LIMIT_API_PER_MINUTE: '100000',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    }));
  });
  afterAll(() => killServer(server));

  /** The server's CPU per request of `count`, sent one after another after two at once (one for
   *  each engine thread's caches), each computed. */
  async function cpuPerRequest(path: string, body: (seed: number) => object, count: number): Promise<number> {
    const ask = async () => {
      const answer = await post(`${url}${path}`, body(++seed));
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    };
    await Promise.all([ask(), ask()]);
    const before = processCpuMs(server.child.pid as number);
    for (let i = 0; i < count; i++) await ask();
    return (processCpuMs(server.child.pid as number) - before) / count;
  }

  it(`costs each at most ${LIMIT} times a default request`, async () => {
    const perDefault = await cpuPerRequest(
      '/v1/project',
      (mcSeed) => ({ ...NEWBORN, targetAgeMonths: 216, mcSeed }),
      60,
    );
    const ratios: string[] = [];
    for (const heavy of HEAVY) {
      const perHeavy = await cpuPerRequest(heavy.path, heavy.body, heavy.count);
      ratios.push(`${heavy.name}: ${perHeavy.toFixed(1)} ms, ${(perHeavy / perDefault).toFixed(1)} times`);
    }
    const worst = Math.max(...ratios.map((line) => Number(/([\d.]+) times$/.exec(line)?.[1])));
    expect(worst, `a default request ${perDefault.toFixed(1)} ms; ${ratios.join('; ')}`).toBeLessThanOrEqual(LIMIT);
  });
});
