// afterTax.filingStatus over real HTTP (docs/after-tax.md#filing-status): "single" is today's answer
// to the byte (and the same cache entry and share link as no field at all); "marriedJoint" taxes the
// owner's own returns with a joint return's figures, in the projection's columns and in a plan of
// withdrawals, and leaves the kiddie-tax years alone; an unknown status is a 400 at its pointer, in
// the body and in a share link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';

let server: RunningServer;
let endpoint: string;
beforeAll(async () => {
  server = await startServer({ SITE_URL, ENGINE_THREADS: '0', RATE_LIMIT_API_PER_MINUTE: '1000' });
  endpoint = `${server.url}/v1/project`;
});
afterAll(async () => {
  await server?.close();
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

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 780,
  mcPaths: 300,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'retirement', otherIncomeCents: '6000000' },
};

const projectionOf = (text: string) => JSON.parse(text) as Projection;
const shareOf = (text: string) => new URL(projectionOf(text).shareUrl ?? '').searchParams.get('s') ?? '';

describe('afterTax.filingStatus', () => {
  it('"single" is the answer without the field, to the byte, with its cache entry and share link', async () => {
    const without = await post(endpoint, SCENARIO);
    expect(without.status, without.text).toBe(200);
    expect(without.text).not.toContain('filingStatus');
    const single = await post(endpoint, { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, filingStatus: 'single' } });
    expect(single.text).toBe(without.text);
    expect(single.headers.get('ratelimit-remaining')).toBeNull(); // the same cache entry
  });

  it('"marriedJoint" is in the input, the link and every later column, never in the kiddie-tax years', async () => {
    const [single, joint] = await Promise.all([
      post(endpoint, SCENARIO),
      post(endpoint, { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, filingStatus: 'marriedJoint' } }),
    ]);
    expect(joint.status, joint.text).toBe(200);
    const [a, b] = [projectionOf(single.text), projectionOf(joint.text)];
    expect(b.afterTax?.input.filingStatus).toBe('marriedJoint');
    const s = shareOf(joint.text);
    expect(s).not.toBe(shareOf(single.text));
    expect((await post(endpoint, { s })).text).toBe(joint.text);
    // The balances are the same; only the taxes differ, and only out of the kiddie tax.
    expect(b.percentiles).toEqual(a.percentiles);
    const ages = a.afterTax?.ages ?? [];
    const taxes = (p: Projection) => p.afterTax?.trumpAccount.deterministic.map((e) => e.incomeTaxCents) ?? [];
    const [taxSingle, taxJoint] = [taxes(a), taxes(b)];
    let lower = 0;
    ages.forEach((age, c) => {
      // Born 10 March 2026: the kiddie tax reaches the years to 18 (2044), use retirement.
      if (age < 19 * 12) expect(taxJoint[c], `age ${age}`).toBe(taxSingle[c]);
      else if (Number(taxJoint[c]) < Number(taxSingle[c])) lower++;
      if (age >= 19 * 12) expect(Number(taxJoint[c]), `age ${age}`).toBeLessThanOrEqual(Number(taxSingle[c]));
    });
    expect(lower).toBeGreaterThan(30);
  });

  it('the hand-worked joint cases in the answer (test/tax/statute-cases.test.ts)', async () => {
    const trumpAtTarget = async (body: unknown) => {
      const response = await post(endpoint, body);
      expect(response.status, response.text).toBe(200);
      return projectionOf(response.text).afterTax?.trumpAccount.deterministic.at(-1);
    };
    // At 30, $100,000 of IRA money on $60,000 of wages: $14,700 (single: $22,114).
    const thirty = still('2026-01-02', '1996-06-15', 360, '12000000', '2000000');
    const wages = { otherIncomeCents: '6000000' };
    expect((await trumpAtTarget({ ...thirty, afterTax: wages }))?.incomeTaxCents).toBe('2211400');
    const joint = { ...wages, filingStatus: 'marriedJoint' };
    expect(await trumpAtTarget({ ...thirty, afterTax: joint })).toMatchObject({
      incomeTaxCents: '1470000',
      additionalTaxCents: '1000000',
    });
    // Both 65: two additional amounts and two senior deductions: $29,222 (single: $41,048).
    const seniors = {
      ...still('2026-01-02', '1961-03-01', 780, '30000000', '10000000'),
      afterTax: { use: 'retirement', otherIncomeCents: '2000000', filingStatus: 'marriedJoint' },
    };
    expect((await trumpAtTarget(seniors))?.incomeTaxCents).toBe('2922200');
  });

  it('reaches a plan of withdrawals, year by year', async () => {
    const plan = { fromAgeMonths: 720, years: 5 };
    const body = (filingStatus?: string) => ({
      ...SCENARIO,
      afterTax: { ...SCENARIO.afterTax, plan, ...(filingStatus === undefined ? {} : { filingStatus }) },
    });
    const [single, joint] = await Promise.all([post(endpoint, body()), post(endpoint, body('marriedJoint'))]);
    expect(joint.status, joint.text).toBe(200);
    const years = (text: string) => projectionOf(text).afterTax?.plan?.trumpAccount.deterministic.years ?? [];
    const [a, b] = [years(single.text), years(joint.text)];
    expect(b.map((y) => y.withdrawalCents)).toEqual(a.map((y) => y.withdrawalCents));
    b.forEach((y, k) => expect(Number(y.incomeTaxCents)).toBeLessThan(Number(a[k]?.incomeTaxCents)));
  });

  it('is a 400 at /afterTax/filingStatus for an unknown status, in the body and in a share link', async () => {
    for (const value of [
      'married',
      'MarriedJoint',
      'marriedSeparate',
      'headOfHousehold',
      '',
      1,
      true,
      null,
      ['single'],
    ]) {
      const bad = await post(endpoint, { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, filingStatus: value } });
      expect(bad.status, JSON.stringify(value)).toBe(400);
      expect(bad.headers.get('content-type')).toContain('application/problem+json');
      const errors = (JSON.parse(bad.text) as { errors: { pointer: string; code: string }[] }).errors;
      expect(errors.map((e) => e.pointer)).toEqual(['/afterTax/filingStatus']);
    }
    const linked = { ...SCENARIO, afterTax: { ...SCENARIO.afterTax, filingStatus: 'joint' } };
    const s = `1.${Buffer.from(JSON.stringify(linked)).toString('base64url')}`;
    const response = await post(endpoint, { s });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).errors).toMatchObject([
      { pointer: '/s/afterTax/filingStatus', code: 'NOT_ONE_OF', params: { allowed: 'single, marriedJoint' } },
    ]);
  });
});
