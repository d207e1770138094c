// Problems a person can act on (docs/api.md#problems-a-person-can-act-on), over real HTTP: the
// detail of a 400 VALIDATION_ERROR names the first problem and how many more there are (it said
// only "1 problem in the request; see errors"), and an amount sent as a JSON number says that
// cents go as a string, with an example; an unknown field close to a known one says "did you
// mean", on the projection, the solve and the MCP tool alike; a targetAgeMonths that looks like
// years typed as months gets a warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { README_SCENARIO } from '../helpers/readme-scenario.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const SCENARIO = README_SCENARIO;

interface Problem {
  detail: string;
  errors: { pointer: string; code: string; message: string }[];
}

async function refused(body: unknown): Promise<Problem> {
  const answer = await post(`${server.url}/v1/project`, body);
  expect(answer.status, answer.text).toBe(400);
  return JSON.parse(answer.text) as Problem;
}

describe('the detail of a validation problem', () => {
  it('names the one problem there is', async () => {
    const problem = await refused({ ...SCENARIO, asOf: '2026-02-30' });
    expect(problem.errors).toHaveLength(1);
    expect(problem.detail).toBe('1 problem in the request: /asOf must be a real calendar date, YYYY-MM-DD.');
  });

  it('names the first of several and how many more', async () => {
    const problem = await refused({ ...SCENARIO, asOf: '2026-02-30', targetAgeMonths: -1, hue: 'blue' });
    expect(problem.errors.length).toBe(3);
    const [first] = problem.errors;
    expect(problem.detail).toBe(`3 problems in the request: ${first?.pointer} ${first?.message}; 2 more in errors.`);
  });
});

describe('an amount sent as a number', () => {
  it('says cents go as a string, with an example; the code stays WRONG_TYPE', async () => {
    const source = SCENARIO.sources[0]!;
    const problem = await refused({
      ...SCENARIO,
      sources: [{ ...source, schedule: { ...source.schedule, amountCents: 20000 } }],
    });
    expect(problem.errors).toEqual([
      {
        pointer: '/sources/0/schedule/amountCents',
        code: 'WRONG_TYPE',
        message: 'must be a string of whole cents, e.g. "20000" for $200.00',
        params: { expected: 'string' },
      },
    ]);
  });
});

describe('an unknown field close to a known one', () => {
  it('says "did you mean" with the known name, in the problem and the detail', async () => {
    const problem = await refused({ ...SCENARIO, targetAgeMonth: 216 });
    expect(problem.errors).toEqual([
      {
        pointer: '/targetAgeMonth',
        code: 'UNKNOWN_FIELD',
        message: 'unknown field; did you mean "targetAgeMonths"?',
        params: { suggestion: 'targetAgeMonths' },
      },
    ]);
    expect(problem.detail).toBe(
      '1 problem in the request: /targetAgeMonth unknown field; did you mean "targetAgeMonths"?',
    );
  });

  it('is what the detail names, rather than the required field the misspelling leaves missing', async () => {
    const { targetAgeMonths: _, ...rest } = SCENARIO;
    const problem = await refused({ ...rest, targetAgeMonth: 216 });
    expect(problem.errors.map((error) => error.pointer)).toEqual(['/targetAgeMonths', '/targetAgeMonth']);
    expect(problem.detail).toBe(
      '2 problems in the request: /targetAgeMonth unknown field; did you mean "targetAgeMonths"?; 1 more in errors.',
    );
    const source = SCENARIO.sources[0]!;
    const { amountCents, ...schedule } = source.schedule;
    const nested = await refused({
      ...SCENARIO,
      sources: [{ ...source, schedule: { ...schedule, amountCent: amountCents } }],
    });
    expect(nested.detail).toBe(
      '2 problems in the request: /sources/0/schedule/amountCent unknown field; did you mean "amountCents"?; 1 more in errors.',
    );
  });

  it('inside a schedule, in a solve, and over MCP', async () => {
    const source = SCENARIO.sources[0]!;
    const { amountCents, ...schedule } = source.schedule;
    const typo = {
      ...SCENARIO,
      annualreturn: 0.05,
      sources: [{ ...source, schedule: { ...schedule, amountCent: amountCents } }],
    };
    const pointers = (problem: Problem) => problem.errors.map((error) => [error.pointer, error.message]);
    expect(pointers(await refused(typo))).toEqual([
      ['/annualreturn', 'unknown field; did you mean "annualReturn"?'],
      ['/sources/0/schedule/amountCents', 'required field is missing'],
      ['/sources/0/schedule/amountCent', 'unknown field; did you mean "amountCents"?'],
    ]);
    const solve = await post(`${server.url}/v1/solve`, { scenario: typo, sourceID: 'parents' });
    expect(solve.status).toBe(400);
    const solveErrors = (JSON.parse(solve.text) as Problem).errors;
    expect(solveErrors[0]).toEqual({
      pointer: '/sourceID',
      code: 'UNKNOWN_FIELD',
      message: 'unknown field; did you mean "sourceId"?',
      params: { suggestion: 'sourceId' },
    });
    expect(solveErrors.map((error) => error.pointer)).toContain('/scenario/annualreturn');
    const mcp = await post(
      `${server.url}/mcp`,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'project_530a', arguments: { ...SCENARIO, targetAgeMonth: 1 } },
      },
      { accept: 'application/json, text/event-stream' },
    );
    expect(mcp.text).toContain('did you mean \\"targetAgeMonths\\"?');
  });

  it('hostile unknown names (one very long, hundreds of near misses) get unknown-field problems, the first 200', async () => {
    const body: Record<string, unknown> = { ...SCENARIO, [`targetAgeMonths${'s'.repeat(20_000)}`]: 1 };
    for (let i = 0; i < 300; i++) body[`targetAgeMonth${i}`] = i;
    const problem = await refused(body);
    expect(problem.errors.length).toBe(200);
    expect(problem.errors.every((error) => error.code === 'UNKNOWN_FIELD')).toBe(true);
    expect(problem.errors[0]!.message).toBe('unknown field');
    // "targetAgeMonth1" is one edit from "targetAgeMonths"; "targetAgeMonth10" two.
    expect(problem.errors.find((error) => error.pointer === '/targetAgeMonth10')?.message).toBe(
      'unknown field; did you mean "targetAgeMonths"?',
    );
  });
});

describe('a rate or a chance sent as a percentage', () => {
  it('says rates are fractions and what to send, in the problem, its params and the detail', async () => {
    const problem = await refused({ ...SCENARIO, annualReturn: 7 });
    expect(problem.errors).toEqual([
      {
        pointer: '/annualReturn',
        code: 'TOO_LARGE',
        message: 'must be <= 0.2; percentages are sent as fractions: for 7%, send 0.07',
        params: { limit: 0.2, comparison: '<=', fraction: 0.07 },
      },
    ]);
    expect(problem.detail).toBe(
      '1 problem in the request: /annualReturn must be <= 0.2; percentages are sent as fractions: for 7%, send 0.07.',
    );
  });

  it('at any depth and either bound: a step-up, a chance, a loss', async () => {
    const source = SCENARIO.sources[0]!;
    const problem = await refused({
      ...SCENARIO,
      annualReturn: -7.5,
      sources: [{ ...source, stepUpRate: 3 }],
      goal: { amountCents: '5000000', atAgeMonths: 216, probability: 75 },
    });
    expect(problem.errors.map((error) => [error.pointer, error.message])).toEqual([
      ['/annualReturn', 'must be >= -0.5; percentages are sent as fractions: for -7.5%, send -0.075'],
      ['/goal/probability', 'must be <= 0.99; percentages are sent as fractions: for 75%, send 0.75'],
      ['/sources/0/stepUpRate', 'must be <= 1; percentages are sent as fractions: for 3%, send 0.03'],
    ]);
  });

  it('is said in the detail when another problem is the one named', async () => {
    const { asOf: _, ...rest } = SCENARIO;
    const problem = await refused({ ...rest, annualInflation: 3 });
    expect(problem.detail).toBe(
      '2 problems in the request: /asOf required field is missing; 1 more in errors. ' +
        'Percentages are sent as fractions: for 3% at /annualInflation, send 0.03.',
    );
  });

  it('not for a value that is out of bounds as a fraction too, nor for a fraction over the bound', async () => {
    for (const body of [{ annualFee: 7 }, { annualReturn: 0.3 }, { annualReturn: 7000 }]) {
      const problem = await refused({ ...SCENARIO, ...body });
      expect(problem.detail, JSON.stringify(body)).not.toContain('fraction');
      expect(problem.errors[0]?.message).toMatch(/^must be <= [0-9.]+$/);
    }
  });
});

describe('a targetAgeMonths that looks like years', () => {
  const warningCodes = async (body: unknown) => {
    const answer = await post(`${server.url}/v1/project`, body);
    expect(answer.status, answer.text).toBe(200);
    return (JSON.parse(answer.text) as { warnings: { code: string; message: string }[] }).warnings;
  };
  const child = { asOf: '2026-11-21', birthDate: '2026-08-14' }; // 3 months old

  it('18 is answered as asked, with a warning that says what to send for years', async () => {
    const warnings = await warningCodes({ ...child, targetAgeMonths: 18 });
    expect(warnings[0]).toEqual({
      code: 'TARGET_AGE_LOOKS_LIKE_YEARS',
      message:
        'targetAgeMonths 18 ends the projection when the child is 18 months old; if 18 years was meant, send targetAgeMonths 216.',
    });
  });

  it('from 18 to 30 but 24; not 12, 17, 24, 31, 216 or 1428', async () => {
    for (const targetAgeMonths of [18, 19, 21, 23, 25, 29, 30]) {
      const codes = (await warningCodes({ ...child, targetAgeMonths })).map((warning) => warning.code);
      expect(codes, String(targetAgeMonths)).toContain('TARGET_AGE_LOOKS_LIKE_YEARS');
    }
    for (const targetAgeMonths of [12, 17, 24, 31, 216, 1428]) {
      const codes = (await warningCodes({ ...child, targetAgeMonths })).map((warning) => warning.code);
      expect(codes, String(targetAgeMonths)).not.toContain('TARGET_AGE_LOOKS_LIKE_YEARS');
    }
  });

  it('over MCP too, and a target the child has passed is still an error, not a warning', async () => {
    const mcp = await post(
      `${server.url}/mcp`,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'project_530a', arguments: { ...child, targetAgeMonths: 21 } },
      },
      { accept: 'application/json, text/event-stream' },
    );
    expect(mcp.text).toContain('TARGET_AGE_LOOKS_LIKE_YEARS');
    const passed = await refused({ asOf: '2026-11-21', birthDate: '2024-08-14', targetAgeMonths: 18 });
    expect(passed.errors.map((error) => error.pointer)).toEqual(['/targetAgeMonths']);
  });
});
