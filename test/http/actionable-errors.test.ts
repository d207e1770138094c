// Problems a person can act on (docs/api.md#problems-a-person-can-act-on), over real HTTP: the
// detail of a 400 VALIDATION_ERROR names the first problem and how many more there are (it said
// only "1 problem in the request; see errors"), and an amount sent as a JSON number says that
// cents go as a string, with an example.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
  ],
};

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
