// An employer source paid by salary reduction over real HTTP (docs/after-tax.md#salary-reduction):
// the Trump account's numbers are those of employer money (no basis), the 529 plan and the custodial
// account receive the pay less the parent's income tax, which is basis there; the answer says that
// FICA still applies and that the employer limit is per employee; `false` is the answer without the
// field to the byte; the same bytes from worker threads, whole and split; salaryReduction on a source
// that is not an employer's is a 400 at its pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { sameBytesInlineAndPooled } from '../helpers/inline-and-pooled.js';
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

/** No growth, inflation, fee or seed: $50 a month from the family and $100 a month from work, from
 *  8 months to the end of the growth period (206 deposits each), withdrawn whole at 20. */
const still = (work: Record<string, unknown>, afterTax: Record<string, unknown> | null = {}) => ({
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 240,
  mcPaths: 200,
  includeSeed: false,
  annualReturn: 0,
  annualInflation: 0,
  annualFee: 0,
  annualVolatility: 0,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 8, endAgeMonths: 214 },
    },
    {
      id: 'work',
      kind: 'employer',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 214 },
      ...work,
    },
  ],
  ...(afterTax === null ? {} : { afterTax }),
});

const projectionOf = (text: string) => JSON.parse(text) as Projection;
const atTarget = (p: Projection, account: 'trumpAccount' | 'plan529' | 'custodial') =>
  p.afterTax?.[account].deterministic.at(-1);

describe('salaryReduction on an employer source', () => {
  it("with a state that taxes wages, the side accounts receive the pay less the state's tax too", async () => {
    const [york, texas] = await Promise.all([
      post(endpoint, still({ salaryReduction: true }, { state: 'NY', parentStateRate: 0.0685 })),
      post(endpoint, still({ salaryReduction: true }, { state: 'TX' })),
    ]);
    expect(york.status, york.text).toBe(200);
    // $100 of pay: $22 federal and $6.85 to New York; $71.15 reaches the 529 plan, as basis.
    for (const account of ['plan529', 'custodial'] as const) {
      // No growth: no gain to tax (the 529 plan's state tax is New York's recapture of its deduction).
      expect(atTarget(projectionOf(york.text), account)).toMatchObject({
        grossCents: String(1_030_000 + 206 * 7_115),
        basisCents: String(1_030_000 + 206 * 7_115),
        incomeTaxCents: '0',
      });
      // Texas taxes no wages: the federal tax only.
      expect(atTarget(projectionOf(texas.text), account)).toMatchObject({
        grossCents: String(1_030_000 + 206 * 7_800),
      });
    }
  });

  it('puts the pay less the parent tax into the 529 plan and the custodial account, as basis', async () => {
    const [employer, salary] = await Promise.all([
      post(endpoint, still({})),
      post(endpoint, still({ salaryReduction: true })),
    ]);
    expect(salary.status, salary.text).toBe(200);
    const [a, b] = [projectionOf(employer.text), projectionOf(salary.text)];
    // The Trump account: the same numbers, employer money without basis.
    expect(b.deterministic).toEqual(a.deterministic);
    expect(b.percentiles).toEqual(a.percentiles);
    expect(b.afterTax?.trumpAccount).toEqual(a.afterTax?.trumpAccount);
    expect(atTarget(b, 'trumpAccount')).toMatchObject({ grossCents: '3090000', basisCents: '1030000' });
    // 206 months of $100 at 22%: $78 each reach the side accounts, basis there: no gain, no tax.
    for (const account of ['plan529', 'custodial'] as const) {
      expect(atTarget(a, account)).toMatchObject({ grossCents: '1030000', basisCents: '1030000' });
      expect(atTarget(b, account)).toMatchObject({
        grossCents: String(1_030_000 + 206 * 7_800),
        basisCents: String(1_030_000 + 206 * 7_800),
        incomeTaxCents: '0',
        netCents: String(1_030_000 + 206 * 7_800),
      });
    }
    // Another rate: $12.30 of tax on each $100.
    const rate = projectionOf(
      (await post(endpoint, still({ salaryReduction: true }, { parentOrdinaryRate: 0.123 }))).text,
    );
    expect(atTarget(rate, 'plan529')?.grossCents).toBe(String(1_030_000 + 206 * 8_770));
  });

  it('says that FICA still applies and that the employer limit is per employee, with or without afterTax', async () => {
    for (const afterTax of [{}, null]) {
      const response = await post(endpoint, still({ salaryReduction: true }, afterTax));
      expect(response.status, response.text).toBe(200);
      const warnings = projectionOf(response.text).warnings.filter((w) => w.code === 'SALARY_REDUCTION');
      expect(warnings).toHaveLength(1);
      const message = warnings[0]?.message ?? '';
      expect(message).toContain('Source "work"');
      expect(message).toContain('Social Security and Medicare taxes (FICA) still apply');
      expect(message).toContain('no basis in the Trump account');
      expect(message).toContain('$2,500 a year (indexed after 2027)');
      expect(message).toContain("per employee, shared by all of the employee's children");
      if (afterTax === null) expect(message).not.toContain('529');
      else expect(message).toContain('less 22% (afterTax.parentOrdinaryRate)');
    }
    const plain = projectionOf((await post(endpoint, still({}))).text);
    expect(plain.warnings.map((w) => w.code)).not.toContain('SALARY_REDUCTION');
  });

  it('false is the answer without the field, to the byte; true is in the share link', async () => {
    const [without, no, yes] = await Promise.all([
      post(endpoint, still({})),
      post(endpoint, still({ salaryReduction: false })),
      post(endpoint, still({ salaryReduction: true })),
    ]);
    expect(no.text).toBe(without.text);
    expect(without.text).not.toContain('salaryReduction');
    const s = new URL(projectionOf(yes.text).shareUrl ?? '').searchParams.get('s') ?? '';
    expect(JSON.parse(Buffer.from(s.slice(2), 'base64url').toString()).sources[1]).toMatchObject({
      id: 'work',
      salaryReduction: true,
    });
    expect((await post(endpoint, { s })).text).toBe(yes.text);
  });

  it('gives the inline engine’s bytes from worker threads, whole and split', async () => {
    const growing = {
      ...still({ salaryReduction: true }, { use: 'education', parentOrdinaryRate: 0.24 }),
      annualReturn: 0.06,
      annualInflation: 0.025,
      annualVolatility: 0.18,
      mcPaths: 1000,
    };
    const long = { ...growing, targetAgeMonths: 1200, mcPaths: 5000 };
    const historical = { ...long, returnModel: 'historical' };
    expect(growing.mcPaths * (growing.targetAgeMonths - 8) < SPLIT_PATH_MONTHS).toBe(true);
    expect(long.mcPaths * (long.targetAgeMonths - 8) >= SPLIT_PATH_MONTHS).toBe(true);
    const texts = await sameBytesInlineAndPooled(SITE_URL, [growing, long, historical]);
    for (const text of texts) {
      const p = projectionOf(text);
      // The side accounts hold more basis than the Trump account at the target.
      expect(Number(atTarget(p, 'plan529')?.basisCents)).toBeGreaterThan(
        Number(atTarget(p, 'trumpAccount')?.basisCents),
      );
    }
  });

  it('is a 400 at /sources/<i>/salaryReduction on a source that is not an employer', async () => {
    for (const kind of ['family', 'relative', 'charity']) {
      const body = still({});
      const sources = [{ ...body.sources[0], kind, salaryReduction: true }, body.sources[1]];
      const bad = await post(endpoint, { ...body, sources });
      expect(bad.status, kind).toBe(400);
      expect(JSON.parse(bad.text).errors).toMatchObject([
        { pointer: '/sources/0/salaryReduction', code: 'ONLY_FOR_EMPLOYER', params: { kind } },
      ]);
    }
    for (const value of ['true', 1, null, {}]) {
      const bad = await post(endpoint, still({ salaryReduction: value }));
      expect(bad.status, JSON.stringify(value)).toBe(400);
      const errors = (JSON.parse(bad.text) as { errors: { pointer: string }[] }).errors;
      expect(errors.map((e) => e.pointer)).toEqual(['/sources/1/salaryReduction']);
    }
    // An unknown kind is reported once, by the schema.
    const body = still({});
    const unknown = await post(endpoint, {
      ...body,
      sources: [{ ...body.sources[0], kind: 'friend', salaryReduction: true }, body.sources[1]],
    });
    expect(JSON.parse(unknown.text).errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/sources/0/kind']);
    // In a share link too.
    const sources = [{ ...body.sources[0], salaryReduction: true }, body.sources[1]];
    const s = `1.${Buffer.from(JSON.stringify({ ...body, sources })).toString('base64url')}`;
    const linked = await post(endpoint, { s });
    expect(linked.status).toBe(400);
    expect(JSON.parse(linked.text).errors).toMatchObject([
      { pointer: '/s/sources/0/salaryReduction', code: 'ONLY_FOR_EMPLOYER' },
    ]);
  });
});
