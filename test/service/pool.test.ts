// The engine pool (docs/operations.md#worker-pool): results byte-identical to the engine run
// inline, whole or split across workers (after tax with plans and Roth conversions included, which
// a worker merges and finishes; the Sobol sampler's paths too); the pool survives a worker that dies; beyond the queue
// bound, 503 with Retry-After instead of an unbounded wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { WorkerPool } from '../../server/service/worker-pool.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const scenarios = [
  { name: 'default newborn', body: { asOf: '2026-11-21', birthDate: '2026-11-01', targetAgeMonths: 216 } },
  {
    name: 'largest: 5000 paths to 119 years (split across workers)',
    body: { asOf: '2026-11-21', birthDate: '2026-11-01', targetAgeMonths: 1428, mcPaths: 5000, annualVolatility: 0.3 },
  },
  {
    name: 'mcSampler sobol: 5000 paths to 119 years (split across workers)',
    body: {
      asOf: '2026-11-21',
      birthDate: '2026-11-01',
      targetAgeMonths: 1428,
      mcPaths: 5000,
      mcSampler: 'sobol',
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
    },
  },
  {
    name: 'mcSampler sobol with after tax and a plan, odd path count (split, merged on a worker)',
    body: {
      asOf: '2026-11-21',
      birthDate: '2026-11-01',
      targetAgeMonths: 1080,
      mcPaths: 1999,
      mcSeed: -3,
      mcSampler: 'sobol',
      afterTax: { use: 'retirement', plan: { fromAgeMonths: 960, years: 10 } },
    },
  },
  {
    name: 'sources, expected child, odd path count (split)',
    body: {
      asOf: '2026-11-21',
      birthDate: '2027-04-30',
      targetAgeMonths: 900,
      mcPaths: 4999,
      mcSeed: -77,
      annualReturn: 0.05,
      sources: [
        {
          id: 'parents',
          kind: 'family',
          stepUpRate: 0.03,
          schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 0, endAgeMonths: 400 },
        },
        {
          id: 'work',
          kind: 'employer',
          schedule: { type: 'annual', amountCents: '300000', monthOfYear: 6, startAgeMonths: 12, endAgeMonths: 300 },
        },
      ],
    },
  },
  {
    name: 'after tax with a Roth conversion and a 20-year plan, odd path count (split, merged on a worker)',
    body: {
      asOf: '2026-11-21',
      birthDate: '2026-11-01',
      targetAgeMonths: 1428,
      mcPaths: 2001,
      mcSeed: 44,
      afterTax: {
        use: 'any',
        conversion: { fromAgeMonths: 216, years: 10, taxPaidFrom: 'account' },
        plan: { fromAgeMonths: 1188, years: 20 },
      },
    },
  },
  {
    name: 'after tax for retirement, deposits, a conversion paid from outside and a plan (split)',
    body: {
      asOf: '2026-11-21',
      birthDate: '2025-02-14',
      targetAgeMonths: 900,
      mcPaths: 3333,
      mcSeed: -9,
      annualVolatility: 0.25,
      currentBalanceCents: '150000',
      currentBasisCents: '90000',
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 21, endAgeMonths: 216 },
        },
      ],
      afterTax: {
        use: 'retirement',
        otherIncomeCents: '4000000',
        conversion: { fromAgeMonths: 240, years: 5, taxPaidFrom: 'outside' },
        plan: { fromAgeMonths: 780, years: 10, method: 'equal' },
      },
    },
  },
  {
    name: 'out of range',
    body: {
      asOf: '2026-11-21',
      birthDate: '2026-11-01',
      targetAgeMonths: 1428,
      annualReturn: 0.2,
      returnIsReal: false,
      sources: [
        {
          id: 'huge',
          kind: 'charity',
          schedule: { type: 'monthly', amountCents: '999999999999', startAgeMonths: 0, endAgeMonths: 1428 },
        },
      ],
    },
  },
];

/** Large enough that no scenario above is clamped: each runs every path it asks for. */
const BUDGET = '100000000';

describe('engine pool', () => {
  let inline: RunningServer;
  let pooled: RunningServer;
  let single: RunningServer;
  beforeAll(async () => {
    [inline, pooled, single] = await Promise.all([
      startServer({ ENGINE_THREADS: '0', MC_BUDGET_PATH_MONTHS: BUDGET }),
      startServer({ ENGINE_THREADS: '2', MC_BUDGET_PATH_MONTHS: BUDGET }),
      startServer({ ENGINE_THREADS: '1', MC_BUDGET_PATH_MONTHS: BUDGET }),
    ]);
  });
  afterAll(() => Promise.all([inline.close(), pooled.close(), single.close()]));

  for (const { name, body } of scenarios) {
    it(`gives the inline engine's bytes: ${name}`, async () => {
      const ask = (server: RunningServer) => post(`${server.url}/v1/project`, body);
      const [a, b, c] = await Promise.all([ask(inline), ask(pooled), ask(single)]);
      expect(b.status).toBe(a.status);
      expect(c.status).toBe(a.status);
      expect(b.text).toBe(a.text);
      expect(c.text).toBe(a.text);
      if (a.status === 200) {
        const { assumptions } = JSON.parse(a.text) as { assumptions: Record<string, number> };
        expect(assumptions.mcPathsSimulated).toBe(assumptions.mcPathsRequested);
      }
    });
  }

  it('is warm before the server listens: warm() holds one task on each worker until all have arrived', async () => {
    const pool = (pooled.app as unknown as { enginePool: WorkerPool }).enginePool;
    // listen() already waited for this; again, every worker arrives once, each on its own thread.
    const ids = await pool.warm();
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // The barrier needs distinct workers: three arrivals cannot meet on two threads.
    await expect(pool.warm(300, 3)).rejects.toThrow(/warm-up: [12] of 3 workers ready after 300 ms/);
    expect((await fetch(`${pooled.url}/readyz`)).status).toBe(200);
  });

  it('survives a worker that dies: the next requests are answered', async () => {
    const pool = (pooled.app as unknown as { enginePool: { threads: { terminate(): Promise<number> }[] } }).enginePool;
    expect(pool.threads.length).toBe(2);
    await Promise.all(pool.threads.map((thread) => thread.terminate()));
    for (let seed = 1; seed <= 4; seed++) {
      const answer = await post(`${pooled.url}/v1/project`, { ...itemAt(scenarios, 0).body, mcSeed: 9000 + seed });
      expect(answer.status, answer.text).toBe(200);
    }
  });
});

describe('load shedding', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ENGINE_THREADS: '1', ENGINE_QUEUE_LIMIT: '1' });
  });
  afterAll(() => server.close());

  it('answers 503 OVERLOADED with Retry-After beyond the queue bound, and recovers', async () => {
    const burst = Array.from({ length: 12 }, (_, i) =>
      post(`${server.url}/v1/project`, {
        asOf: '2026-11-21',
        birthDate: '2026-11-01',
        targetAgeMonths: 1428,
        mcPaths: 2000,
        mcSeed: i,
      }),
    );
    const answers = await Promise.all(burst);
    const shed = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.text)).toMatchObject({ status: 503, code: 'OVERLOADED' });
    }
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    const after = await post(`${server.url}/v1/project`, {
      asOf: '2026-11-21',
      birthDate: '2026-11-01',
      targetAgeMonths: 24,
      mcPaths: 100,
    });
    expect(after.status).toBe(200);
  });
});
