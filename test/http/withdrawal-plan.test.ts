// afterTax.plan over real HTTP (docs/after-tax.md#withdrawals-over-several-years): the plan block
// in the answer under both return models, its deterministic years equal to the cent to the test's own
// reference of the recursion (test/tax/plan-reference.ts, with the independent tax reference) fed
// with the answer's own deterministic balances, the same bytes from worker threads (whole and split)
// as from the inline engine, and every bad plan a 400 problem at its pointer.
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Projection } from '../../core/schemas/projection.js';
import { sameBytesInlineAndPooled } from '../helpers/inline-and-pooled.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import { type RefRule, refPlan } from '../tax/plan-reference.js';
import { type RefCase, ref529, refCustodial, refTrump } from '../tax/reference.js';

const SITE_URL = 'https://530a.example';
const checkProjection = Compile(Projection);

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 276,
  mcPaths: 400,
  currentBalanceCents: '250000',
  currentBasisCents: '100000',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 216 },
    },
    {
      id: 'work',
      kind: 'employer',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: {
    use: 'education',
    qualifiedExpensesCents: '2500000',
    plan: { fromAgeMonths: 216, years: 4, method: 'expenses' },
  },
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

type Body = Omit<typeof SCENARIO, 'afterTax'> & { returnModel?: string; afterTax: Record<string, unknown> };

async function project(body: unknown): Promise<Projection> {
  const answer = await post(endpoint, body);
  expect(answer.status, answer.text).toBe(200);
  const projection = JSON.parse(answer.text) as Projection;
  expect(checkProjection.Check(projection)).toBe(true);
  return projection;
}

/** The reference's cases for the plan's years: born 2026-03-10, so the birthday at a years is in 2026 + a. */
function refCases(body: Body, inflation: number, ages: number[]): RefCase[] {
  const afterTax = body.afterTax as { use: RefCase['use']; qualifiedExpensesCents?: string; otherIncomeCents?: string };
  return ages.map((ageMonths) => ({
    use: afterTax.use,
    other: BigInt(afterTax.otherIncomeCents ?? '0'),
    otherUnearned: 0n,
    parentOrdinary: { n: 22n, d: 100n },
    parentGains: { n: 15n, d: 100n },
    ordinary: undefined,
    gains: undefined,
    kiddieTax: undefined,
    expenses: afterTax.qualifiedExpensesCents === undefined ? undefined : BigInt(afterTax.qualifiedExpensesCents),
    ageMonths,
    year: 2026 + ageMonths / 12,
    birthYear: 2026,
    bornJanuaryFirst: false,
    inflation,
  }));
}

const ACCOUNTS: [key: 'trumpAccount' | 'plan529' | 'custodial', RefRule][] = [
  ['trumpAccount', refTrump],
  ['plan529', ref529],
  ['custodial', refCustodial],
];

function expectReferencePlan(body: Body, projection: Projection) {
  const afterTax = projection.afterTax;
  const plan = afterTax?.plan;
  expect(plan).toBeDefined();
  if (afterTax === undefined || plan === undefined) return;
  const spec = body.afterTax.plan as { fromAgeMonths: number; years: number; method?: 'equal' | 'expenses' };
  const ages = Array.from({ length: spec.years }, (_, k) => spec.fromAgeMonths + 12 * k);
  expect(plan.ages).toEqual(ages);
  const columns = ages.map((age) => afterTax.ages.indexOf(age));
  const cases = refCases(body, projection.assumptions.annualInflation, ages);
  for (const [key, rule] of ACCOUNTS) {
    const entries = columns.map((c) => afterTax[key].deterministic[c]);
    const whole = entries.map((entry) => BigInt(entry?.grossCents ?? '0'));
    const basis = BigInt(entries[0]?.basisCents ?? '0');
    const q = (body.afterTax as { qualifiedExpensesCents?: string }).qualifiedExpensesCents;
    const want = refPlan(rule, whole, basis, cases, spec.method ?? 'equal', q === undefined ? undefined : BigInt(q));
    const got = plan[key].deterministic.years.map((y) => ({
      drawn: BigInt(y.withdrawalCents),
      recovered: BigInt(y.basisCents),
      income: BigInt(y.incomeTaxCents),
      additional: BigInt(y.additionalTaxCents),
      net: BigInt(y.netCents),
      left: BigInt(y.leftCents),
    }));
    expect(got, key).toEqual(want);
    const total = got.reduce((sum, y) => sum + y.net, 0n);
    expect(plan[key].deterministic.netCents).toBe(String(total));
    const bands = plan[key].netCents.map(Number);
    expect([...bands].sort((a, b) => a - b)).toEqual(bands);
  }
  expect(plan.trumpAheadOf529).toBeLessThanOrEqual(plan.paths);
  expect(plan.trumpAheadOfCustodial).toBeLessThanOrEqual(plan.paths);
}

describe('a projection with a plan of withdrawals', () => {
  it('carries the plan block, its deterministic years equal to the reference (both methods, both models)', async () => {
    const bodies: Body[] = [
      SCENARIO,
      { ...SCENARIO, returnModel: 'historical' },
      { ...SCENARIO, afterTax: { use: 'any', plan: { fromAgeMonths: 228, years: 4 } } },
      {
        ...SCENARIO,
        targetAgeMonths: 1200,
        afterTax: { use: 'retirement', otherIncomeCents: '3000000', plan: { fromAgeMonths: 780, years: 20 } },
      },
    ];
    for (const body of bodies) {
      const projection = await project(body);
      expectReferencePlan(body, projection);
      // Historical: one path per complete window (1830 - the horizon's months).
      expect(projection.afterTax?.plan?.paths).toBe(projection.assumptions.mcPathsSimulated);
      expect(projection.afterTax?.plan?.paths).toBe(
        body.returnModel === 'historical' ? projection.historical?.completeWindows : 400,
      );
    }
  });

  it('keeps the plan in its share link: the link answers the same bytes', async () => {
    const first = await post(endpoint, SCENARIO);
    expect(first.status, first.text).toBe(200);
    const s = new URL((JSON.parse(first.text) as Projection).shareUrl ?? '').searchParams.get('s');
    const linked = await post(endpoint, { s });
    expect(linked.text).toBe(first.text);
    expect((JSON.parse(linked.text) as Projection).afterTax?.input.plan).toEqual(SCENARIO.afterTax.plan);
  });

  it('a plan of one year is the whole withdrawal at that age', async () => {
    const projection = await project({ ...SCENARIO, afterTax: { use: 'any', plan: { fromAgeMonths: 240, years: 1 } } });
    const c = projection.afterTax?.ages.indexOf(240) ?? -1;
    for (const key of ['trumpAccount', 'plan529', 'custodial'] as const) {
      const whole = projection.afterTax?.[key].deterministic[c];
      const year = projection.afterTax?.plan?.[key].deterministic.years[0];
      expect(year?.netCents).toBe(whole?.netCents);
      expect(year?.incomeTaxCents).toBe(whole?.incomeTaxCents);
      expect(projection.afterTax?.plan?.[key].deterministic.netRealCents).toBe(whole?.netRealCents);
    }
  });

  it('gives the inline engine’s bytes from worker threads, whole and split', async () => {
    const long = { ...SCENARIO, targetAgeMonths: 1200, mcPaths: 5000 };
    for (const text of await sameBytesInlineAndPooled(SITE_URL, [
      SCENARIO,
      long,
      { ...long, returnModel: 'historical' },
    ])) {
      expect((JSON.parse(text) as Projection).afterTax?.plan).toBeDefined();
    }
  });

  it('is a 400 at each bad plan field’s pointer', async () => {
    const withPlan = (plan: unknown, more: Record<string, unknown> = {}) => ({
      ...SCENARIO,
      ...more,
      afterTax: { ...SCENARIO.afterTax, plan, ...((more.afterTax as object) ?? {}) },
    });
    const cases: [unknown, string[]][] = [
      [withPlan({ fromAgeMonths: 216, years: 7 }), ['/afterTax/plan/years PLAN_BEYOND_HORIZON']],
      [
        withPlan({ fromAgeMonths: 204, years: 4 }),
        ['/afterTax/plan/fromAgeMonths PLAN_BEFORE_PAYOUT', '/afterTax/plan/fromAgeMonths DEPOSITS_DURING_PLAN'],
      ],
      [withPlan({ fromAgeMonths: 220, years: 4 }), ['/afterTax/plan/fromAgeMonths PLAN_NOT_A_BIRTHDAY']],
      [
        withPlan(
          { fromAgeMonths: 216, years: 4 },
          { sources: [{ ...SCENARIO.sources[0], schedule: { type: 'once', amountCents: '100', atAgeMonths: 230 } }] },
        ),
        ['/afterTax/plan/fromAgeMonths DEPOSITS_DURING_PLAN'],
      ],
      [
        withPlan(
          { fromAgeMonths: 216, years: 4, method: 'expenses' },
          { afterTax: { use: 'any', qualifiedExpensesCents: undefined } },
        ),
        ['/afterTax/plan/method ONLY_FOR_EDUCATION'],
      ],
      [
        withPlan(
          { fromAgeMonths: 216, years: 4, method: 'expenses' },
          { afterTax: { qualifiedExpensesCents: undefined } },
        ),
        ['/afterTax/plan/method EXPENSES_REQUIRED'],
      ],
      [
        withPlan({ fromAgeMonths: 216, years: 4 }, { afterTax: { qualifiedExpensesCents: '-100' } }),
        ['/afterTax/qualifiedExpensesCents NOT_CENTS'],
      ],
      [withPlan({ fromAgeMonths: 216, years: 0 }), ['/afterTax/plan/years TOO_SMALL']],
      [withPlan({ fromAgeMonths: 216, years: 1e9 }), ['/afterTax/plan/years TOO_LARGE']],
      [withPlan({ fromAgeMonths: 216, years: '4' }), ['/afterTax/plan/years WRONG_TYPE']],
      [withPlan({ fromAgeMonths: 216, years: 2.5 }), ['/afterTax/plan/years WRONG_TYPE']],
      [withPlan({ fromAgeMonths: 216, years: 4, method: 'all' }), ['/afterTax/plan/method NOT_ONE_OF']],
      [withPlan({ fromAgeMonths: 216, years: 4, extra: 1 }), ['/afterTax/plan/extra UNKNOWN_FIELD']],
      [withPlan({ years: 4 }), ['/afterTax/plan/fromAgeMonths REQUIRED']],
      [withPlan([216, 4]), ['/afterTax/plan WRONG_TYPE']],
      [
        withPlan({ fromAgeMonths: { a: { b: { c: [1, [2, [3]]] } } }, years: 4 }),
        ['/afterTax/plan/fromAgeMonths WRONG_TYPE'],
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await post(endpoint, body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      const errors = (JSON.parse(answer.text) as { errors: { pointer: string; code: string }[] }).errors;
      expect(
        errors.map((e) => `${e.pointer} ${e.code}`),
        JSON.stringify(body),
      ).toEqual(expected);
    }
  });
});
