// mcSampler over real HTTP (docs/api.md#scenario, docs/model.md#the-sobol-sampler): "sobol" answers
// with its own bytes, the same again from its share link (POST { s } and GET ?s=), from the cache
// and from split worker threads; "pseudo" spelled out is the request without it; "sobol" with
// history, or a bad value, is a 400 problem at /mcSampler (at /s/mcSampler inside a link); a solve
// takes it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const NEWBORN = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  mcPaths: 1024,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
  ],
};

const shareOf = (text: string) => new URL((JSON.parse(text) as Projection).shareUrl ?? '').searchParams.get('s') ?? '';
const decode = (s: string) =>
  JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => `1.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
const problemsOf = (text: string) =>
  (JSON.parse(text) as { errors: { pointer: string; code: string; params?: unknown }[] }).errors;

let server: RunningServer;
let endpoint: string;
beforeAll(async () => {
  server = await startServer({ ENGINE_THREADS: '0', RATE_LIMIT_API_PER_MINUTE: '1000' });
  endpoint = `${server.url}/v1/project`;
});
afterAll(() => server.close());

describe('mcSampler "sobol"', () => {
  it('answers its own bytes; its link holds it and gives them again by POST { s } and GET ?s=', async () => {
    const [sobol, pseudo, spelled] = await Promise.all([
      post(endpoint, { ...NEWBORN, mcSampler: 'sobol' }),
      post(endpoint, NEWBORN),
      post(endpoint, { ...NEWBORN, mcSampler: 'pseudo' }),
    ]);
    expect(sobol.status, sobol.text).toBe(200);
    expect(sobol.text).not.toBe(pseudo.text);
    expect(spelled.text).toBe(pseudo.text);
    expect(decode(shareOf(pseudo.text))).not.toHaveProperty('mcSampler');
    const s = shareOf(sobol.text);
    const state = decode(s);
    expect(state.mcSampler).toBe('sobol');
    // Written after mcPaths, the one place a link grows.
    expect(Object.keys(state).indexOf('mcSampler')).toBe(Object.keys(state).indexOf('mcPaths') + 1);
    const [shared, got] = await Promise.all([post(endpoint, { s }), fetch(`${endpoint}?s=${s}`)]);
    expect(shared.text).toBe(sobol.text);
    expect(await got.text()).toBe(sobol.text);
    const p = JSON.parse(sobol.text) as Projection;
    expect(p.deterministic).toEqual((JSON.parse(pseudo.text) as Projection).deterministic);
  });

  it('is answered from the cache the second time, the same bytes', async () => {
    const body = { ...NEWBORN, mcSampler: 'sobol', mcSeed: 9191 };
    const first = await post(endpoint, body);
    const again = await post(endpoint, { ...body, mcPaths: 1024 });
    expect(first.headers.get('ratelimit-remaining')).not.toBeNull();
    expect(again.headers.get('ratelimit-remaining')).toBeNull(); // cached answers are not counted
    expect(again.text).toBe(first.text);
  });

  it('gives the same bytes split across worker threads as inline', async () => {
    // A budget that takes 5000 Sobol paths x 1428 months: past the split threshold.
    const budget = { MC_BUDGET_PATH_MONTHS: String(3 * 1428 * 5000) };
    const [pooled, inline] = await Promise.all([
      startServer({ ENGINE_THREADS: '2', ...budget }),
      startServer({ ENGINE_THREADS: '0', ...budget }),
    ]);
    try {
      const body = { ...NEWBORN, targetAgeMonths: 1428, mcPaths: 4999, mcSampler: 'sobol', mcSeed: 77 };
      const [a, b] = await Promise.all([
        post(`${pooled.url}/v1/project`, body),
        post(`${inline.url}/v1/project`, body),
      ]);
      expect(a.status, a.text).toBe(200);
      expect((JSON.parse(a.text) as Projection).assumptions.mcPathsSimulated * 1428).toBeGreaterThan(SPLIT_PATH_MONTHS);
      expect(a.text).toBe(b.text);
    } finally {
      await Promise.all([pooled.close(), inline.close()]);
    }
  });

  it('solves a goal on its paths; the answer and its projection carry the sampler', async () => {
    const answer = await post(`${server.url}/v1/solve`, {
      scenario: {
        ...NEWBORN,
        mcSampler: 'sobol',
        goal: { amountCents: '10000000', atAgeMonths: 216, probability: 0.75 },
      },
      sourceId: 'parents',
    });
    expect(answer.status, answer.text).toBe(200);
    const solved = JSON.parse(answer.text) as { scenario: { mcSampler?: string }; projection: Projection };
    expect(solved.scenario.mcSampler).toBe('sobol');
    expect(decode(shareOf(JSON.stringify(solved.projection))).mcSampler).toBe('sobol');
  });

  it('solves a goal before the target: the search runs the whole horizon, the bridge of the answer', async () => {
    // A Sobol path's draws depend on the horizon and the checkpoints: a search to the goal's age
    // alone would count other paths than the answer's (a 500 before the search ran the whole input).
    for (const [targetAgeMonths, atAgeMonths] of [
      [400, 216],
      [1428, 1000],
    ] as const) {
      const answer = await post(`${server.url}/v1/solve`, {
        scenario: {
          ...NEWBORN,
          targetAgeMonths,
          mcSampler: 'sobol',
          goal: { amountCents: '10000000', atAgeMonths, probability: 0.75 },
        },
        sourceId: 'parents',
      });
      expect(answer.status, answer.text).toBe(200);
      const solved = JSON.parse(answer.text) as { reachable: boolean; projection: Projection };
      expect(solved.reachable).toBe(true);
      const goal = solved.projection.goal;
      expect(goal?.pathsReaching).toBeGreaterThanOrEqual(0.75 * solved.projection.assumptions.mcPathsSimulated);
    }
  });
});

describe('mcSampler problems', () => {
  it('"sobol" with returnModel historical: 400 ONLY_FOR_LOGNORMAL at /mcSampler, and at /s/mcSampler in a link', async () => {
    const body = { ...NEWBORN, returnModel: 'historical', mcSampler: 'sobol' };
    const [direct, linked] = await Promise.all([post(endpoint, body), post(endpoint, { s: encode(body) })]);
    expect(direct.status).toBe(400);
    expect(problemsOf(direct.text)).toEqual([
      expect.objectContaining({
        pointer: '/mcSampler',
        code: 'ONLY_FOR_LOGNORMAL',
        params: { returnModel: 'historical' },
      }),
    ]);
    expect(linked.status).toBe(400);
    expect(problemsOf(linked.text).map((e) => e.pointer)).toEqual(['/s/mcSampler']);
    // "pseudo" with history means what it always meant: the historical answer.
    const historical = await post(endpoint, { ...NEWBORN, returnModel: 'historical', mcSampler: 'pseudo' });
    expect(historical.status).toBe(200);
    expect(historical.text).toBe((await post(endpoint, { ...NEWBORN, returnModel: 'historical' })).text);
  });

  it('a bad value: 400 NOT_ONE_OF at /mcSampler, beside any other problem', async () => {
    for (const bad of ['Sobol', 'halton', '', 0, null, ['sobol'], { sobol: true }]) {
      const answer = await post(endpoint, { ...NEWBORN, mcSampler: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(problemsOf(answer.text).map((e) => e.pointer)).toContain('/mcSampler');
    }
    const both = await post(endpoint, { ...NEWBORN, mcSampler: 'quasi', mcPaths: 1 });
    expect(
      problemsOf(both.text)
        .map((e) => e.pointer)
        .sort(),
    ).toEqual(['/mcPaths', '/mcSampler']);
  });
});
