// afterTax.state and afterTax.parentStateRate over real HTTP (docs/after-tax.md#state-tax): a state
// whose income tax is not modelled yet is a 400 at /afterTax/state that says so (never a silent
// zero), an unknown code is the enum's problem with the code it was most likely meant to be, and a
// parent's state rate without a state is a 400 at its pointer; in the body and in a share link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_TAX } from '../../core/statute/states/index.js';
import { stateProblems } from '../../core/validation/state-checks.js';
import { SPLIT_PATH_MONTHS } from '../../server/service/worker-pool.js';
import { sameBytesInlineAndPooled } from '../helpers/inline-and-pooled.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

let server: RunningServer;
let endpoint: string;
beforeAll(async () => {
  server = await startServer({ ENGINE_THREADS: '0' });
  endpoint = `${server.url}/v1/project`;
});
afterAll(async () => {
  await server?.close();
});

const SCENARIO = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 360,
  mcPaths: 100,
  afterTax: { use: 'any' },
};
const withAfterTax = (fields: Record<string, unknown>) => ({
  ...SCENARIO,
  afterTax: { ...SCENARIO.afterTax, ...fields },
});
const errorsOf = (text: string) => JSON.parse(text).errors as { pointer: string; code: string; params?: object }[];

describe('afterTax.state', () => {
  it('a state not modelled yet is STATE_NOT_MODELLED at /afterTax/state', () => {
    // Every jurisdiction is modelled now; Wyoming stands in for one that is not yet (the check takes
    // the table, as this folder's files share their modules and cannot mock it).
    const table = { ...STATE_TAX, WY: { ...STATE_TAX.WY, status: 'notYet' as const } };
    const [problem] = stateProblems({ use: 'any', state: 'WY' }, table);
    expect(problem).toMatchObject({ pointer: '/afterTax/state', code: 'STATE_NOT_MODELLED', params: { state: 'WY' } });
    expect(problem?.message).toContain("Wyoming's income tax is not modelled yet");
    expect(stateProblems({ use: 'any', state: 'WY' })).toEqual([]);
  });

  it('an unknown code is NOT_ONE_OF, with the code meant when it is close', async () => {
    const lower = await post(endpoint, withAfterTax({ state: 'ny' }));
    expect(lower.status).toBe(400);
    expect(errorsOf(lower.text)).toMatchObject([
      { pointer: '/afterTax/state', code: 'NOT_ONE_OF', params: { suggestion: 'NY' } },
    ]);
    expect(lower.text).toContain('did you mean \\"NY\\"?');
    const far = await post(endpoint, withAfterTax({ state: 'Narnia' }));
    expect(errorsOf(far.text)).toEqual([
      expect.objectContaining({
        pointer: '/afterTax/state',
        code: 'NOT_ONE_OF',
        params: expect.not.objectContaining({ suggestion: expect.anything() }),
      }),
    ]);
    for (const hostile of [12, null, ['NY'], 'NY '.repeat(1000), 'N\u0000Y']) {
      const response = await post(endpoint, withAfterTax({ state: hostile }));
      expect(response.status, String(hostile)).toBe(400);
      expect(errorsOf(response.text)[0]?.pointer).toBe('/afterTax/state');
    }
  });

  it('parentStateRate needs a state and is a rate like parentOrdinaryRate', async () => {
    const alone = await post(endpoint, withAfterTax({ parentStateRate: 0.05 }));
    expect(alone.status).toBe(400);
    expect(errorsOf(alone.text)).toMatchObject([{ pointer: '/afterTax/parentStateRate', code: 'STATE_REQUIRED' }]);
    const percent = await post(endpoint, withAfterTax({ state: 'NY', parentStateRate: 6 }));
    expect(errorsOf(percent.text)).toMatchObject([
      { pointer: '/afterTax/parentStateRate', code: 'TOO_LARGE', params: { fraction: 0.06 } },
    ]);
  });

  it('the same problems in a share link', async () => {
    const s = `1.${Buffer.from(JSON.stringify(withAfterTax({ state: 'ny' }))).toString('base64url')}`;
    const response = await post(endpoint, { s });
    expect(response.status).toBe(400);
    expect(errorsOf(response.text)[0]).toMatchObject({ pointer: '/s/afterTax/state', code: 'NOT_ONE_OF' });
  });
});

describe('answers with a state', () => {
  it('are the same bytes inline and in worker threads, whole and split (California, New York, Ohio)', async () => {
    const body = (state: string, mcPaths: number) => ({
      asOf: '2026-11-24',
      birthDate: '2026-03-10',
      targetAgeMonths: 480,
      mcPaths,
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '40000', startAgeMonths: 8, endAgeMonths: 216 },
        },
        {
          id: 'work',
          kind: 'employer',
          salaryReduction: true,
          schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 8, endAgeMonths: 216 },
        },
      ],
      afterTax: { use: 'any', otherIncomeCents: '4000000', state },
    });
    // New York's run is long enough to be split across the workers; California's is whole.
    expect(4000 * (480 - 8)).toBeGreaterThanOrEqual(SPLIT_PATH_MONTHS);
    expect(2000 * (480 - 8)).toBeLessThan(SPLIT_PATH_MONTHS);
    const texts = await sameBytesInlineAndPooled('https://530a.example', [
      body('CA', 2000),
      body('NY', 4000),
      body('OH', 300),
    ]);
    const [california, york] = texts.map((text) => JSON.parse(text));
    expect(california.warnings.map((w: { code: string }) => w.code)).toContain('STATE_TAXED_YEARLY');
    expect(Number(york.afterTax.plan529.deterministic.at(-1).stateDeductionSavedCents)).toBeGreaterThan(0);
  });
});
