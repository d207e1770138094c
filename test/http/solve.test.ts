// POST /v1/solve over real HTTP (docs/api.md#solve): the answer and its threshold checked with
// POST /v1/project at A and A - 1, identical bytes on repeat (from the cache, uncharged), the same
// bytes from a worker thread as inline, the share form, problem details at their pointers, the rate
// limit, and hostile bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 216,
  mcPaths: 400,
  currentBalanceCents: '100000',
  includeSeed: false,
  goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.75 },
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'grandparents',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
};

let inline: RunningServer;
let pooled: RunningServer;
beforeAll(async () => {
  [inline, pooled] = await Promise.all([
    startServer({ SITE_URL, ENGINE_THREADS: '0' }),
    startServer({ SITE_URL, ENGINE_THREADS: '2' }),
  ]);
});
afterAll(async () => {
  await Promise.all([inline?.close(), pooled?.close()]);
});

const solve = (server: RunningServer, body: unknown) => post(`${server.url}/v1/solve`, body);

describe('POST /v1/solve', () => {
  it('answers the smallest amount that meets the goal, which POST /v1/project confirms at A and A - 1', async () => {
    const answer = await solve(inline, { scenario: SCENARIO, sourceId: 'parents' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const solution = JSON.parse(answer.text) as SolutionBody;
    expect(solution.reachable).toBe(true);
    const amount = Number(solution.amountCents);
    const at = async (cents: number) => {
      const scenario = structuredClone(SCENARIO);
      scenario.sources[0]!.schedule.amountCents = String(cents);
      const projected = await post(`${inline.url}/v1/project`, scenario);
      expect(projected.status).toBe(200);
      return (JSON.parse(projected.text) as Projection).goal!;
    };
    const met = await at(amount);
    const missed = await at(amount - 1);
    expect(met.pathsReaching).toBeGreaterThanOrEqual(met.pathsNeeded);
    expect(missed.pathsReaching).toBeLessThan(missed.pathsNeeded);
    expect(solution.projection.goal).toEqual(met);
    // Its share link opens the solved scenario.
    const shared = await post(`${inline.url}/v1/project`, { s: solution.s });
    expect(JSON.parse(shared.text)).toEqual(solution.projection);
    expect(solution.shareUrl).toBe(`${SITE_URL}/?s=${solution.s}`);
  });

  it('gives the same bytes again, from a worker thread, and from the share form', async () => {
    const body = { scenario: SCENARIO, sourceId: 'grandparents' };
    const [first, again, worker] = await Promise.all([solve(inline, body), solve(inline, body), solve(pooled, body)]);
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(worker.text).toBe(first.text);
    const link = `1.${Buffer.from(JSON.stringify(SCENARIO)).toString('base64url')}`;
    const shared = await solve(pooled, { s: link, sourceId: 'grandparents' });
    expect(shared.text).toBe(first.text);
    expect(first.headers.get('etag')).toBeTruthy();
  });

  it('says when the limits bind: reachable false, what the most they allow gives, and the largest goal it reaches', async () => {
    const goal = { amountCents: '900000000', atAgeMonths: 216, probability: 0.75 };
    const answer = await solve(pooled, { scenario: { ...SCENARIO, goal }, sourceId: 'parents' });
    expect(answer.status).toBe(200);
    const solution = JSON.parse(answer.text) as SolutionBody;
    expect(solution).toMatchObject({ reachable: false, amountCents: null });
    expect(solution.projection.warnings.map((w) => w.code)).toContain('ANNUAL_LIMIT');
    // The law's figures, not the service's: $5,000 a year in 2026 and 2027 (the parents' first
    // deposit is in November 2026), then indexed in $100 steps up to 2044, the year of the goal's
    // age; twelve deposits of $416.66 fit in 2026's limit, and the largest plan fills each year's
    // limit with its first deposit.
    const most = solution.mostAllowed!;
    expect(most).toMatchObject({
      amountCents: String(Math.floor(500_000 / 12)),
      limitCents: '500000',
      limitYear: 2026,
    });
    expect(most.years.map((entry) => entry.year)).toEqual(Array.from({ length: 19 }, (_, i) => 2026 + i));
    expect(most.years.slice(0, 3).map((entry) => entry.limitCents)).toEqual(['500000', '500000', '510000']);
    expect(solution).toMatchObject({ cutCents: null, cutYears: null });
    // Checked by projections of its own: the largest plan (the parents at 999999999999, which the
    // limits cut to each year's room), the answer's own scenario...
    const projectedGoal = async (goalCents: string) => {
      const scenario = structuredClone({ ...SCENARIO, goal: { ...goal, amountCents: goalCents } });
      scenario.sources[0]!.schedule.amountCents = '999999999999';
      const projected = await post(`${pooled.url}/v1/project`, scenario);
      expect(projected.status).toBe(200);
      return JSON.parse(projected.text) as Projection;
    };
    const limited = await projectedGoal(goal.amountCents);
    expect(limited).toEqual(solution.projection);
    expect(limited.goal?.pathsReaching).toBe(most.pathsReaching);
    expect(limited.goal?.chance).toBe(most.chance);
    expect(most.chance).toBeLessThan(goal.probability);
    // ...meets the largest goal with the chance asked, and not a cent more...
    const largest = Number(most.largestGoalCents);
    const atLargest = (await projectedGoal(String(largest))).goal!;
    const beyond = (await projectedGoal(String(largest + 1))).goal!;
    expect(atLargest.pathsReaching).toBeGreaterThanOrEqual(atLargest.pathsNeeded);
    expect(beyond.pathsReaching).toBeLessThan(beyond.pathsNeeded);
    // ...which is the 25th percentile of that projection at 18 (a 75% chance), up to the gap between
    // the two order statistics the percentile interpolates.
    const p25 = Number(limited.percentiles.nominalCents[1]!.at(-1));
    expect(limited.percentiles.ages.at(-1)).toBe(216);
    expect(largest).toBeGreaterThanOrEqual(p25 - 1);
    expect(Math.abs(largest - p25) / p25).toBeLessThan(0.01);
  });

  it('says what the statute cuts of an amount above the limit, and in which years', async () => {
    // $50,000 by 18 with a 90% chance needs more than $416.66 a month from the parents: the answer's
    // own projection cuts it, and the answer says how much and when.
    const goal = { amountCents: '13000000', atAgeMonths: 216, probability: 0.9 };
    const answer = await solve(pooled, { scenario: { ...SCENARIO, goal }, sourceId: 'parents' });
    expect(answer.status).toBe(200);
    const solution = JSON.parse(answer.text) as SolutionBody;
    expect(solution.reachable).toBe(true);
    const { cappedCents, capWarnings } = solution.projection.deterministic;
    expect(Number(cappedCents)).toBeGreaterThan(0);
    expect(solution.cutCents).toBe(cappedCents);
    expect(solution.cutYears).toHaveLength(capWarnings);
    expect(solution.cutYears?.[0]).toBe(2027);
  });

  it.each([
    ['no goal', { scenario: { ...SCENARIO, goal: undefined }, sourceId: 'parents' }, ['/scenario/goal']],
    ['an unknown source', { scenario: SCENARIO, sourceId: 'aunt' }, ['/sourceId']],
    ['a 10,000-character source id', { scenario: SCENARIO, sourceId: 'x'.repeat(10_000) }, ['/sourceId']],
    [
      'a goal past the target',
      { scenario: { ...SCENARIO, goal: { amountCents: '1', atAgeMonths: 300 } }, sourceId: 'parents' },
      ['/scenario/goal/atAgeMonths'],
    ],
    [
      'a basis above the balance',
      { scenario: { ...SCENARIO, currentBasisCents: '100001' }, sourceId: 'parents' },
      ['/scenario/currentBasisCents'],
    ],
    ['nothing', {}, ['/scenario', '/sourceId']],
  ])('is a 400 problem for %s, at its pointer', async (_label, body, pointers) => {
    const answer = await solve(inline, JSON.parse(JSON.stringify(body)));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    const problem = JSON.parse(answer.text) as { code: string; errors: { pointer: string }[] };
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.errors.map((e) => e.pointer).sort()).toEqual(pointers);
  });

  it('refuses what is not a JSON object, and bodies over the limit', async () => {
    expect((await solve(inline, '[1]')).status).toBe(400);
    expect((await solve(inline, '{"scenario":')).status).toBe(400);
    const huge = JSON.stringify({ scenario: SCENARIO, sourceId: 'parents', pad: 'x'.repeat(40_000) });
    expect((await solve(inline, huge)).status).toBe(413);
  });
});

describe('the rate limit', () => {
  it('charges an uncached solve as one request, and not the cached one', async () => {
    const limited = await startServer({ SITE_URL, ENGINE_THREADS: '0', RATE_LIMIT_API_PER_MINUTE: '2' });
    try {
      const body = (probability: number) => ({
        scenario: { ...SCENARIO, mcPaths: 100, goal: { ...SCENARIO.goal, probability } },
        sourceId: 'parents',
      });
      expect((await solve(limited, body(0.5))).status).toBe(200);
      expect((await solve(limited, body(0.5))).status).toBe(200); // cached: not charged
      expect((await solve(limited, body(0.6))).status).toBe(200);
      const refused = await solve(limited, body(0.7));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
