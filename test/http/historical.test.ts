// returnModel over real HTTP (docs/api.md#scenario, docs/model.md#historical-markets): the
// historical block and one path per complete window (1830 - months) whatever the budget; bad values
// as 400 problems at /returnModel; the same bytes on repeat, from the share link, from the cache and
// from a worker thread; and the contract kept for every request that existed before: lognormal answers,
// share links and cache entries are byte for byte what they were (golden values computed by the
// code before returnModel existed).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
/** Months of market history: a horizon of M months has HISTORY - M + 1 complete windows. */
const HISTORY = 1829;

const monthly = (amountCents: string, startAgeMonths: number, endAgeMonths: number) => ({
  type: 'monthly',
  amountCents,
  startAgeMonths,
  endAgeMonths,
});

const NEWBORN = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [{ id: 'parents', kind: 'family', schedule: monthly('20000', 3, 204) }],
};
const MIXED = {
  asOf: '2026-01-15',
  birthDate: '2025-06-10',
  targetAgeMonths: 210,
  annualVolatility: 0.2,
  mcSeed: -12,
  mcPaths: 777,
  sources: [
    { id: 'parents', kind: 'family', stepUpRate: 0.03, schedule: monthly('10000', 7, 210) },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 13 } },
  ],
};
/** Charity money in the first year, then decades of history: the best windows pass 2^53 cents. */
const HUGE_GIFT = [{ id: 'gift', kind: 'charity', schedule: monthly('999999999999', 0, 12) }];

/** What the code before returnModel (commit b8091ee) answered, with SITE_URL above: the sha256 of
 *  each body, and the share link it gave. */
const BEFORE = {
  NEWBORN: {
    sha256: 'dd65ab2cfb22cca9114fd16a26545093e166c8ba93163bc6b683b81b8c18852f',
    s: [
      '1.eyJhc09mIjoiMjAyNi0xMS0yMSIsImJpcnRoRGF0ZSI6IjIwMjYtMDgtMTQiLCJ0YXJnZXRBZ2VNb250aHMiOjIxNiwiaW5jbHVkZVNl',
      'ZWQiOnRydWUsImFubnVhbFJldHVybiI6MC4wNywicmV0dXJuSXNSZWFsIjp0cnVlLCJhbm51YWxJbmZsYXRpb24iOjAuMDI1LCJhbm51',
      'YWxGZWUiOjAuMDAwMywiYW5udWFsVm9sYXRpbGl0eSI6MC4xNSwibWNTZWVkIjo1MzAsIm1jUGF0aHMiOjIwMDAsInNvdXJjZXMiOlt7',
      'ImlkIjoicGFyZW50cyIsImtpbmQiOiJmYW1pbHkiLCJzdGVwVXBSYXRlIjowLCJzY2hlZHVsZSI6eyJ0eXBlIjoibW9udGhseSIsImFt',
      'b3VudENlbnRzIjoiMjAwMDAiLCJzdGFydEFnZU1vbnRocyI6MywiZW5kQWdlTW9udGhzIjoyMDR9fV19',
    ].join(''),
  },
  MIXED: { sha256: 'e910ae6b71c1ab4c5718589edcf175da267b9375fe98a0fc32b4cef716e3ea06' },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The body as the code before the planning fields wrote it: without the additive basisCents and
 *  taxableCents (docs/api.md#projection), every other byte in its place. */
const beforePlanning = (text: string) => {
  const body = JSON.parse(text) as { deterministic: Record<string, unknown> };
  delete body.deterministic.basisCents;
  delete body.deterministic.taxableCents;
  return JSON.stringify(body);
};
const shareOf = (text: string) => new URL((JSON.parse(text) as Projection).shareUrl ?? '').searchParams.get('s') ?? '';
const decode = (s: string) =>
  JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => `1.${Buffer.from(JSON.stringify(value)).toString('base64url')}`;

let server: RunningServer;
let endpoint: string;
beforeAll(async () => {
  // A small budget: the lognormal model is clamped by it, the historical one is not.
  server = await startServer({ SITE_URL, ENGINE_THREADS: '0', MC_BUDGET_PATH_MONTHS: '100000' });
  endpoint = `${server.url}/v1/project`;
});
afterAll(() => server.close());

describe('a historical projection', () => {
  it('has the historical block, bands from the 1,617 complete windows and the lognormal deterministic path', async () => {
    const [historical, lognormal] = await Promise.all([
      post(endpoint, { ...NEWBORN, returnModel: 'historical' }),
      post(endpoint, NEWBORN),
    ]);
    expect(historical.status, historical.text).toBe(200);
    const h = JSON.parse(historical.text) as Projection;
    const l = JSON.parse(lognormal.text) as Projection;
    // 213 months from 3 months of age: windows start from January 1871 to September 2005, the last
    // ending in May 2023, where the data ends.
    expect(h.assumptions.mcPathsSimulated).toBe(HISTORY - 213 + 1);
    expect(l.assumptions.mcPathsSimulated).toBe(Math.floor(100000 / 213)); // the budget binds the lognormal model only
    expect(h.historical).toMatchObject({
      firstMonth: '1871-01',
      lastMonth: '2023-05',
      windows: HISTORY - 213 + 1,
      completeWindows: HISTORY - 213 + 1,
      firstStartMonth: '1871-01',
      lastStartMonth: '2005-09',
    });
    expect(h.historical?.worst.startMonth).toMatch(/^(18|19|20)\d\d-(0[1-9]|1[0-2])$/);
    expect(BigInt(h.historical!.worst.finalNominalCents)).toBeLessThan(BigInt(h.historical!.best.finalNominalCents));
    // The bands lie between the worst and the best windows at the target.
    const lastColumn = h.percentiles.nominalCents.map((row) => BigInt(row.at(-1)!));
    expect(lastColumn[0]).toBeGreaterThanOrEqual(BigInt(h.historical!.worst.finalNominalCents));
    expect(lastColumn[4]).toBeLessThanOrEqual(BigInt(h.historical!.best.finalNominalCents));
    expect(h.deterministic).toEqual(l.deterministic);
    expect(l.historical).toBeUndefined();
    expect(Object.keys(h).at(-1)).toBe('historical');
  });

  it('its share link holds returnModel, and gives the same bytes by POST { s } and GET ?s=', async () => {
    const first = await post(endpoint, { ...MIXED, returnModel: 'historical' });
    expect(first.status).toBe(200);
    const s = shareOf(first.text);
    expect(decode(s)).toMatchObject({ mcPaths: 777, returnModel: 'historical' });
    expect(Object.keys(decode(s)).slice(-2)).toEqual(['returnModel', 'sources']);
    const [again, shared, got] = await Promise.all([
      post(endpoint, { ...MIXED, returnModel: 'historical' }),
      post(endpoint, { s }),
      fetch(`${endpoint}?s=${s}`).then(async (r) => ({ status: r.status, text: await r.text() })),
    ]);
    expect(again.text).toBe(first.text);
    expect(shared.text).toBe(first.text);
    expect(got.status).toBe(200);
    expect(got.text).toBe(first.text);
  });

  it('does not depend on mcSeed, mcPaths or annualVolatility, which it does not use', async () => {
    const a = await post(endpoint, { ...NEWBORN, returnModel: 'historical' });
    const unused = { mcSeed: 99, mcPaths: 100, annualVolatility: 0.6 };
    const b = await post(endpoint, { ...NEWBORN, returnModel: 'historical', ...unused });
    const strip = (text: string) => {
      const { assumptions, shareUrl: _shareUrl, ...rest } = JSON.parse(text) as Projection;
      return { ...rest, mcPathsSimulated: assumptions.mcPathsSimulated };
    };
    expect(strip(b.text)).toEqual(strip(a.text));
  });

  it('is a 400 RESULT_OUT_OF_RANGE when a window passes 2^53 - 1 cents', async () => {
    const answer = await post(endpoint, {
      asOf: '2026-07-04',
      birthDate: '2026-07-04',
      targetAgeMonths: 1000,
      includeSeed: false,
      annualReturn: 0,
      returnModel: 'historical',
      sources: HUGE_GIFT,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'RESULT_OUT_OF_RANGE' });
  });
});

describe('bad returnModel values', () => {
  const BAD: unknown[] = [
    'Historical',
    'HISTORICAL',
    ' historical',
    'lognormal ',
    '',
    'history',
    'normal',
    1,
    0,
    true,
    null,
    [],
    ['historical'],
    {},
  ];
  for (const value of BAD) {
    it(`${JSON.stringify(value)} is a 400 at /returnModel`, async () => {
      const answer = await post(endpoint, { ...NEWBORN, returnModel: value });
      expect(answer.status).toBe(400);
      const problem = JSON.parse(answer.text) as { code: string; errors: { pointer: string; message: string }[] };
      expect(problem.code).toBe('VALIDATION_ERROR');
      expect(problem.errors).toEqual([
        {
          pointer: '/returnModel',
          code: 'NOT_ONE_OF',
          message: 'must be one of: lognormal, historical',
          params: { allowed: 'lognormal, historical' },
        },
      ]);
    });
  }

  it('inside a share link, at /s/returnModel', async () => {
    const answer = await post(endpoint, { s: encode({ ...NEWBORN, returnModel: 'Historical' }) });
    expect(answer.status).toBe(400);
    const problem = JSON.parse(answer.text) as { errors: { pointer: string }[] };
    expect(problem.errors.map((e) => e.pointer)).toEqual(['/s/returnModel']);
  });

  it('beside other problems: every one is listed', async () => {
    const answer = await post(endpoint, { ...NEWBORN, returnModel: 'x', mcPaths: 1 });
    const problem = JSON.parse(answer.text) as { errors: { pointer: string }[] };
    expect(problem.errors.map((e) => e.pointer).sort()).toEqual(['/mcPaths', '/returnModel']);
  });
});

describe('every request that existed before returnModel keeps its answer', () => {
  it('lognormal answers are byte for byte those of the code before', async () => {
    // The small budget of the file's server would clamp them: a server at the default budget.
    const plain = await startServer({ SITE_URL, ENGINE_THREADS: '0' });
    try {
      const url = `${plain.url}/v1/project`;
      const [a, b] = await Promise.all([post(url, NEWBORN), post(url, MIXED)]);
      expect(sha256(beforePlanning(a.text))).toBe(BEFORE.NEWBORN.sha256);
      expect(sha256(beforePlanning(b.text))).toBe(BEFORE.MIXED.sha256);
      expect(shareOf(a.text)).toBe(BEFORE.NEWBORN.s);
      // An old link still decodes to the same bytes, by POST { s } and by GET ?s=.
      const shared = await post(url, { s: BEFORE.NEWBORN.s });
      expect(sha256(beforePlanning(shared.text))).toBe(BEFORE.NEWBORN.sha256);
      const got = await fetch(`${url}?s=${BEFORE.NEWBORN.s}`);
      expect(sha256(beforePlanning(await got.text()))).toBe(BEFORE.NEWBORN.sha256);
      // Spelling the default out changes nothing, not even the link.
      const explicit = await post(url, { ...MIXED, returnModel: 'lognormal' });
      expect(explicit.text).toBe(b.text);
    } finally {
      await plain.close();
    }
  });

  it('lognormal spelled out, or in a link that has it, shares the cache entry; historical does not', async () => {
    const limited = await startServer({ SITE_URL, ENGINE_THREADS: '0', RATE_LIMIT_API_PER_MINUTE: '1000' });
    try {
      const url = `${limited.url}/v1/project`;
      const counted = (answer: { headers: Headers }) => answer.headers.get('ratelimit-remaining') !== null;
      const body = { ...NEWBORN, mcSeed: 4242 };
      const first = await post(url, body);
      expect(counted(first)).toBe(true);
      const spelled = await post(url, { ...body, returnModel: 'lognormal' });
      expect(counted(spelled)).toBe(false); // answered from the cache
      expect(spelled.text).toBe(first.text);
      const linked = await post(url, { s: encode({ ...decode(shareOf(first.text)), returnModel: 'lognormal' }) });
      expect(counted(linked)).toBe(false);
      expect(linked.text).toBe(first.text);
      const historical = await post(url, { ...body, returnModel: 'historical' });
      expect(counted(historical)).toBe(true); // its own entry
      expect(historical.text).not.toBe(first.text);
      const reordered = Object.fromEntries(Object.entries({ ...body, returnModel: 'historical' }).reverse());
      const again = await post(url, reordered);
      expect(counted(again)).toBe(false);
      expect(again.text).toBe(historical.text);
    } finally {
      await limited.close();
    }
  });
});

describe('in worker threads', () => {
  const LONG = {
    asOf: '2026-11-21',
    birthDate: '2027-04-30',
    targetAgeMonths: 1428,
    returnModel: 'historical',
    annualFee: 0.001,
    sources: [
      { id: 'parents', kind: 'family', stepUpRate: 0.03, schedule: monthly('30000', 0, 700) },
      {
        id: 'work',
        kind: 'employer',
        schedule: { type: 'annual', amountCents: '300000', monthOfYear: 6, startAgeMonths: 12, endAgeMonths: 300 },
      },
    ],
  };

  it("gives the inline engine's bytes from a worker thread, at the longest horizon and the default", async () => {
    // Complete windows only: (HISTORY - M + 1) x M path-months, at most 837,225 (at 915 months),
    // stay below the split threshold, so a historical projection runs whole on one worker.
    const pathMonths = (months: number) => (HISTORY - months + 1) * months;
    expect(pathMonths(915)).toBe(837_225);
    for (const months of [914, 916, 1428, 216]) expect(pathMonths(months)).toBeLessThan(pathMonths(915));
    expect(pathMonths(915)).toBeLessThan(SPLIT_PATH_MONTHS);
    const pooled = await startServer({ SITE_URL, ENGINE_THREADS: '2' });
    try {
      for (const body of [LONG, { ...NEWBORN, returnModel: 'historical' }]) {
        const [inline, split] = await Promise.all([post(endpoint, body), post(`${pooled.url}/v1/project`, body)]);
        expect(inline.status, inline.text).toBe(200);
        expect(split.text).toBe(inline.text);
      }
      const refused = await post(`${pooled.url}/v1/project`, { ...LONG, sources: HUGE_GIFT });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'RESULT_OUT_OF_RANGE' });
    } finally {
      await pooled.close();
    }
  });
});
