// afterTax over real HTTP (docs/api.md#after-tax): the block in the answer, its share link (POST
// { s } and GET ?s= give the same bytes), the cache (a default spelled out shares the entry), the
// same bytes from worker threads, whole and split, as from the inline engine, bad values as 400
// problems at their pointers, and the statute's rules (the minimum tax, the age at the end of the
// year, 65 and over, the child's other income) in the answer, under both return models.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { sameBytesInlineAndPooled } from '../helpers/inline-and-pooled.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 276,
  mcPaths: 1000,
  currentBalanceCents: '250000',
  currentBasisCents: '100000',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 276 },
    },
    {
      id: 'work',
      kind: 'employer',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'education', qualifiedExpensesCents: '3000000' },
};

let server: RunningServer;
let endpoint: string;
beforeAll(async () => {
  server = await startServer({ SITE_URL, ENGINE_THREADS: '0', RATE_LIMIT_API_PER_MINUTE: '1000' });
  endpoint = `${server.url}/v1/project`;
});
afterAll(async () => {
  await server?.close();
});

const shareOf = (text: string) => new URL((JSON.parse(text) as Projection).shareUrl ?? '').searchParams.get('s') ?? '';

describe('a projection with afterTax', () => {
  it('carries the block, and its link, the cache and a repeat give the same bytes', async () => {
    const first = await post(endpoint, SCENARIO);
    expect(first.status, first.text).toBe(200);
    const projection = JSON.parse(first.text) as Projection;
    expect(projection.afterTax?.input).toEqual({
      use: 'education',
      otherIncomeCents: '0',
      parentOrdinaryRate: 0.22,
      parentCapitalGainsRate: 0.15,
      qualifiedExpensesCents: '3000000',
    });
    expect(projection.afterTax?.atTarget?.paths).toBe(1000);
    expect(Object.keys(projection).at(-1)).toBe('afterTax');
    const s = shareOf(first.text);
    const spelled = { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, otherIncomeCents: '000', use: 'education' } };
    const [shared, got, again] = await Promise.all([
      post(endpoint, { s }),
      fetch(`${endpoint}?s=${s}`).then(async (r) => ({ status: r.status, text: await r.text() })),
      post(endpoint, spelled),
    ]);
    expect(shared.text).toBe(first.text);
    expect(got.text).toBe(first.text);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('ratelimit-remaining')).toBeNull(); // answered from the cache
    const { afterTax, ...without } = SCENARIO;
    const plain = await post(endpoint, without);
    expect(plain.text).not.toContain('afterTax');
    expect(shareOf(plain.text)).not.toBe(s);
  });

  it('gives the inline engine’s bytes from worker threads, whole and split', async () => {
    const long = { ...SCENARIO, targetAgeMonths: 1200, mcPaths: 5000 };
    const historical = { ...long, returnModel: 'historical' };
    // The first runs whole, the long ones are split across the threads (1,829 historical windows).
    expect(SCENARIO.mcPaths * (SCENARIO.targetAgeMonths - 8) < SPLIT_PATH_MONTHS).toBe(true);
    expect(long.mcPaths * (long.targetAgeMonths - 8) >= SPLIT_PATH_MONTHS).toBe(true);
    expect(1829 * (long.targetAgeMonths - 8) >= SPLIT_PATH_MONTHS).toBe(true);
    for (const text of await sameBytesInlineAndPooled(SITE_URL, [SCENARIO, long, historical])) {
      expect((JSON.parse(text) as Projection).afterTax).toBeDefined();
    }
  });

  it('is a 400 at each bad field’s pointer, in the body and in a share link', async () => {
    const bad = await post(endpoint, {
      ...SCENARIO,
      afterTax: { use: 'firstHome', qualifiedExpensesCents: '1', parentOrdinaryRate: 0.6 },
    });
    expect(bad.status).toBe(400);
    const errors = (JSON.parse(bad.text) as { errors: { pointer: string; code: string }[] }).errors;
    expect(errors.map((e) => `${e.pointer} ${e.code}`)).toEqual(['/afterTax/parentOrdinaryRate TOO_LARGE']);
    const onlyEducation = await post(endpoint, { ...SCENARIO, afterTax: { use: 'any', qualifiedExpensesCents: '1' } });
    expect(onlyEducation.status).toBe(400);
    expect(JSON.parse(onlyEducation.text).errors).toMatchObject([
      { pointer: '/afterTax/qualifiedExpensesCents', code: 'ONLY_FOR_EDUCATION' },
    ]);
    const s = `1.${Buffer.from(JSON.stringify({ ...SCENARIO, afterTax: { use: 'college' } })).toString('base64url')}`;
    const linked = await post(endpoint, { s });
    expect(linked.status).toBe(400);
    expect(JSON.parse(linked.text).errors).toMatchObject([{ pointer: '/s/afterTax/use', code: 'NOT_ONE_OF' }]);
  });

  it('is a 400 at /afterTax/otherUnearnedIncomeCents for a bad amount, and normalises a good one', async () => {
    for (const value of ['-5', 'abc', '1234567890123', '', 12, null, ['1'], { a: 1 }]) {
      const bad = await post(endpoint, {
        ...SCENARIO,
        afterTax: { ...SCENARIO.afterTax, otherUnearnedIncomeCents: value },
      });
      expect(bad.status, JSON.stringify(value)).toBe(400);
      expect(bad.headers.get('content-type')).toContain('application/problem+json');
      const errors = (JSON.parse(bad.text) as { errors: { pointer: string }[] }).errors;
      expect(errors.map((e) => e.pointer)).toEqual(['/afterTax/otherUnearnedIncomeCents']);
    }
    const good = await post(endpoint, {
      ...SCENARIO,
      afterTax: { ...SCENARIO.afterTax, otherUnearnedIncomeCents: '0070000' },
    });
    expect(good.status, good.text).toBe(200);
    const input = (JSON.parse(good.text) as Projection).afterTax?.input;
    expect(Object.keys(input ?? {})).toEqual([
      'use',
      'otherIncomeCents',
      'otherUnearnedIncomeCents',
      'parentOrdinaryRate',
      'parentCapitalGainsRate',
      'qualifiedExpensesCents',
    ]);
    expect(input?.otherUnearnedIncomeCents).toBe('70000');
  });
});

/** A balance that stays as it is (no growth, inflation, fee or seed), withdrawn whole at the target. */
const still = (asOf: string, birthDate: string, targetAgeMonths: number, balance: string, basis: string) => ({
  asOf,
  birthDate,
  targetAgeMonths,
  mcPaths: 200,
  includeSeed: false,
  annualReturn: 0,
  annualInflation: 0,
  annualFee: 0,
  annualVolatility: 0,
  currentBalanceCents: balance,
  currentBasisCents: basis,
});

describe('the statute in the answer (docs/after-tax.md#the-cases-behind-the-rules)', () => {
  const trumpAtTarget = async (body: unknown) => {
    const response = await post(endpoint, body);
    expect(response.status, response.text).toBe(200);
    return (JSON.parse(response.text) as Projection).afterTax?.trumpAccount.deterministic.at(-1);
  };

  it('the minimum tax of a kiddie-tax child, under both return models', async () => {
    // $100,000 of gain at 18: 26% x ($100,000 - $9,750) = $23,465 ($21,541 before the minimum tax).
    const body = { ...still('2026-01-02', '2008-05-01', 216, '12000000', '2000000'), afterTax: {} };
    for (const model of [{}, { returnModel: 'historical' }]) {
      const entry = await trumpAtTarget({ ...body, ...model });
      expect(entry?.incomeTaxCents).toBe('2346500');
      expect(entry?.additionalTaxCents).toBe('1000000');
    }
  });

  it('the age at the end of the year, and the child earned and unearned income', async () => {
    // Born 1 January 2008: 19 at the end of 2026, its own return: $2,620 on $40,000.
    const jan1 = { ...still('2026-01-01', '2008-01-01', 219, '5000000', '1000000'), afterTax: {} };
    expect((await trumpAtTarget(jan1))?.incomeTaxCents).toBe('262000');
    // Born 2 January: 18 at the end of 2026, the kiddie tax: 135 + 22% x 37,300 = $8,341.
    const jan2 = { ...jan1, birthDate: '2008-01-02', asOf: '2026-01-02' };
    expect((await trumpAtTarget(jan2))?.incomeTaxCents).toBe('834100');
    // Earned income of $20,000 at 18 with a 12% parent rate: the minimum tax, 26% x ($80,000 -
    // $29,750) = $13,065, less the $390 the wages owe alone (test/tax/statute-cases.test.ts).
    const wages = {
      ...still('2026-01-02', '2008-05-01', 216, '8000000', '2000000'),
      afterTax: { otherIncomeCents: '2000000', parentOrdinaryRate: 0.12 },
    };
    expect((await trumpAtTarget(wages))?.incomeTaxCents).toBe('1267500');
  });

  it('65 and over: 63(f) and the senior deduction', async () => {
    const body = {
      ...still('2026-01-02', '1961-03-01', 780, '30000000', '10000000'),
      afterTax: { use: 'retirement', otherIncomeCents: '2000000' },
    };
    expect(await trumpAtTarget(body)).toMatchObject({ incomeTaxCents: '4104800', additionalTaxCents: '0' });
  });
});
