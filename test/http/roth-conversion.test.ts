// afterTax.conversion over real HTTP (docs/after-tax.md#a-roth-conversion): the conversion block in
// the answer under both return models, valid against the Projection schema, with its warning; the
// same bytes twice, from its share link and from worker threads (whole and split) as from the inline
// engine; every bad conversion a 400 problem at its pointer, hostile values included.
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Projection } from '../../core/schemas/projection.js';
import { sameBytesInlineAndPooled } from '../helpers/inline-and-pooled.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const checkProjection = Compile(Projection);

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 840,
  mcPaths: 400,
  currentBalanceCents: '250000',
  currentBasisCents: '100000',
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: {
    use: 'retirement',
    otherIncomeCents: '1000000',
    conversion: { fromAgeMonths: 216, years: 4 },
    plan: { fromAgeMonths: 780, years: 5 },
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

async function project(body: unknown): Promise<{ projection: Projection; text: string }> {
  const answer = await post(endpoint, body);
  expect(answer.status, answer.text).toBe(200);
  const projection = JSON.parse(answer.text) as Projection;
  expect(checkProjection.Check(projection)).toBe(true);
  return { projection, text: answer.text };
}

describe('afterTax.conversion over HTTP', () => {
  it('answers the block under both return models, with the default taxPaidFrom and the warning', async () => {
    for (const returnModel of ['lognormal', 'historical']) {
      const { projection } = await project({ ...SCENARIO, returnModel });
      const block = projection.afterTax?.conversion;
      expect(projection.afterTax?.input.conversion).toEqual({
        ...SCENARIO.afterTax.conversion,
        taxPaidFrom: 'outside',
      });
      expect(block?.conversionAges).toEqual([216, 228, 240, 252]);
      expect(block?.withdrawalAges).toEqual([780, 792, 804, 816, 828]);
      expect(block?.paths).toBe(projection.historical?.windows ?? projection.assumptions.mcPathsSimulated);
      expect(block?.unconverted).toEqual(projection.afterTax?.plan?.trumpAccount);
      const det = block?.roth.deterministic;
      // Paid from outside: nothing withheld, the whole amount converted; from 65 and five years on,
      // every withdrawal qualified and tax-free.
      for (const year of det?.conversions ?? []) {
        expect(year.withheldCents).toBe('0');
        expect(year.paidOutsideCents).toBe(year.incomeTaxCents);
      }
      for (const year of det?.withdrawals ?? [])
        expect([year.qualified, year.netCents]).toEqual([true, year.withdrawalCents]);
      const paidOutside = (det?.conversions ?? []).reduce((sum, y) => sum + BigInt(y.paidOutsideCents), 0n);
      const withdrawn = (det?.withdrawals ?? []).reduce((sum, y) => sum + BigInt(y.netCents), 0n);
      expect(det?.netCents).toBe(String(withdrawn - paidOutside));
      expect(projection.warnings.map((w) => w.code)).toContain('ROTH_CONVERSION_UNVERIFIED');
    }
  });

  it('without a plan the Roth is withdrawn whole at the target; withheld tax pays the 10% on its share', async () => {
    const body = {
      ...SCENARIO,
      targetAgeMonths: 300,
      afterTax: { use: 'any', conversion: { fromAgeMonths: 228, years: 3, taxPaidFrom: 'account' } },
    };
    const { projection } = await project(body);
    const block = projection.afterTax?.conversion;
    expect(block?.withdrawalAges).toEqual([300]);
    const target = projection.afterTax?.trumpAccount.deterministic.at(-1);
    expect(block?.unconverted.deterministic.netCents).toBe(target?.netCents);
    const taxed = block?.roth.deterministic.conversions.filter((y) => y.incomeTaxCents !== '0') ?? [];
    expect(taxed.length).toBeGreaterThan(0);
    for (const year of taxed) {
      expect(BigInt(year.withheldCents)).toBe(BigInt(year.incomeTaxCents) + BigInt(year.additionalTaxCents));
      expect(BigInt(year.additionalTaxCents)).toBeGreaterThan(0n);
      expect(year.paidOutsideCents).toBe('0');
    }
  });

  it('gives the same bytes twice, from its share link, and from worker threads whole and split', async () => {
    const first = await post(endpoint, SCENARIO);
    const again = await post(endpoint, SCENARIO);
    expect(again.text).toBe(first.text);
    const s = new URL((JSON.parse(first.text) as Projection).shareUrl ?? '').searchParams.get('s');
    const linked = await post(endpoint, { s });
    expect(linked.text).toBe(first.text);
    const many = { ...SCENARIO, mcPaths: 5000 };
    for (const text of await sameBytesInlineAndPooled(SITE_URL, [
      SCENARIO,
      many,
      { ...many, returnModel: 'historical' },
    ])) {
      expect((JSON.parse(text) as Projection).afterTax?.conversion).toBeDefined();
    }
  });

  it('is a 400 at each bad conversion field’s pointer', async () => {
    const withConversion = (conversion: unknown, more: Record<string, unknown> = {}) => ({
      ...SCENARIO,
      ...more,
      afterTax: { ...SCENARIO.afterTax, conversion, ...((more.afterTax as object) ?? {}) },
    });
    const FROM = '/afterTax/conversion/fromAgeMonths';
    const YEARS = '/afterTax/conversion/years';
    const cases: [unknown, string[]][] = [
      [
        withConversion({ fromAgeMonths: 204, years: 4 }),
        [`${FROM} CONVERSION_BEFORE_IRA`, `${FROM} DEPOSITS_DURING_CONVERSION`],
      ],
      [withConversion({ fromAgeMonths: 0, years: 1 }, { sources: [] }), [`${FROM} CONVERSION_BEFORE_IRA`]],
      [withConversion({ fromAgeMonths: 220, years: 4 }), [`${FROM} CONVERSION_NOT_A_BIRTHDAY`]],
      [withConversion({ fromAgeMonths: 216, years: 60 }), [`${YEARS} CONVERSION_BEYOND_HORIZON`]],
      [withConversion({ fromAgeMonths: 216, years: 48 }), [`${YEARS} CONVERSION_AFTER_WITHDRAWALS`]],
      [
        withConversion({ fromAgeMonths: 216, years: 8 }, { targetAgeMonths: 300, afterTax: { plan: undefined } }),
        [`${YEARS} CONVERSION_AFTER_WITHDRAWALS`],
      ],
      [
        withConversion(
          { fromAgeMonths: 216, years: 4 },
          { sources: [{ ...SCENARIO.sources[0], schedule: { type: 'once', amountCents: '100', atAgeMonths: 230 } }] },
        ),
        [`${FROM} DEPOSITS_DURING_CONVERSION`],
      ],
      [withConversion({ fromAgeMonths: 216, years: 0 }), [`${YEARS} TOO_SMALL`]],
      [withConversion({ fromAgeMonths: 216, years: 1e300 }), [`${YEARS} TOO_LARGE`]],
      [withConversion({ fromAgeMonths: 1e300, years: 4 }), [`${FROM} TOO_LARGE`]],
      [withConversion({ fromAgeMonths: -12, years: 4 }), [`${FROM} TOO_SMALL`]],
      [withConversion({ fromAgeMonths: 216, years: '4' }), [`${YEARS} WRONG_TYPE`]],
      [withConversion({ fromAgeMonths: 216.5, years: 4 }), [`${FROM} WRONG_TYPE`]],
      [
        withConversion({ fromAgeMonths: 216, years: 4, taxPaidFrom: 'parents' }),
        ['/afterTax/conversion/taxPaidFrom NOT_ONE_OF'],
      ],
      [
        withConversion({ fromAgeMonths: 216, years: 4, taxPaidFrom: true }),
        ['/afterTax/conversion/taxPaidFrom NOT_ONE_OF'],
      ],
      [withConversion({ fromAgeMonths: 216, years: 4, extra: 1 }), ['/afterTax/conversion/extra UNKNOWN_FIELD']],
      [withConversion({ years: 4 }), [`${FROM} REQUIRED`]],
      [withConversion('216'), ['/afterTax/conversion WRONG_TYPE']],
      [withConversion(null), ['/afterTax/conversion WRONG_TYPE']],
      [withConversion({ fromAgeMonths: { a: { b: { c: [1, [2, [3]]] } } }, years: 4 }), [`${FROM} WRONG_TYPE`]],
      [withConversion({ fromAgeMonths: 216, years: Array.from({ length: 10_000 }, () => 4) }), [`${YEARS} WRONG_TYPE`]],
    ];
    for (const [body, expected] of cases) {
      const answer = await post(endpoint, body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      const errors = (JSON.parse(answer.text) as { errors: { pointer: string; code: string }[] }).errors;
      expect(
        errors.map((e) => `${e.pointer} ${e.code}`),
        JSON.stringify(body).slice(0, 300),
      ).toEqual(expected);
    }
  });

  it('is a 400 COMPUTE_BUDGET_EXCEEDED, saying what to lower, past the exact returns the budget buys', async () => {
    // Incomes of $10 billion take every return to the exact forms; under history every window runs.
    const hostile = {
      ...SCENARIO,
      returnModel: 'historical',
      afterTax: {
        ...SCENARIO.afterTax,
        otherIncomeCents: '999999999999',
        conversion: { fromAgeMonths: 216, years: 20 },
      },
    };
    const answer = await post(endpoint, hostile);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    const problem = JSON.parse(answer.text) as { type: string; code: string; detail: string };
    expect(problem).toMatchObject({
      code: 'COMPUTE_BUDGET_EXCEEDED',
      type: `${SITE_URL}/problems/compute-budget-exceeded`,
    });
    expect(problem.detail).toMatch(/Lower the deposits or the other incomes.*or afterTax\.conversion\.years\.$/);
    expect((await post(endpoint, hostile)).text).toBe(answer.text);
    const page = await fetch(`${server.url}/problems/compute-budget-exceeded`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('exact integers');
  });
});
