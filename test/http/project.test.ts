// POST /v1/project over real HTTP (docs/api.md: scenario, projection, share links, errors, rate
// limits): the response shape field by field, byte-identical answers, share links, every validation
// bound as a 400 problem, the other error statuses, RESULT_OUT_OF_RANGE, the compute budget and the
// warnings.

import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_PROBLEM_CODES } from '../../core/schemas/field-problems.js';
import { Projection } from '../../core/schemas/projection.js';
import { rawRequest } from '../helpers/raw-http.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const CENT_STRING = /^-?[0-9]+$/;
const checkProjection = Compile(Projection);

let server: RunningServer;
let endpoint: string;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  endpoint = `${server.url}/v1/project`;
});

afterAll(async () => {
  await server?.close();
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Answer = Awaited<ReturnType<typeof post>>;

/** A scenario of several sources, one of each schedule type and each kind. asOf 2026-01-15,
 *  born 2025-06-10: 7 completed months on asOf (10 Jan 2026 <= 15 Jan 2026 < 10 Feb 2026). */
const REALISTIC = {
  asOf: '2026-01-15',
  birthDate: '2025-06-10',
  targetAgeMonths: 210, // not a birthday: the target is a milestone of its own
  sources: [
    {
      id: 'parents',
      kind: 'family',
      stepUpRate: 0.03,
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 7, endAgeMonths: 210 },
    },
    {
      id: 'grandma',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
    { id: 'employer', kind: 'employer', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 24 } },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 13 } },
  ],
} as const;
const REALISTIC_START_AGE = 7;

/** A cheap valid scenario the bound cases mutate: sources 0 monthly, 1 annual, 2 once. */
function base(): Record<string, any> {
  return {
    asOf: '2026-01-15',
    birthDate: '2025-06-10',
    targetAgeMonths: 60,
    mcPaths: 100,
    sources: [
      {
        id: 'a',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 7, endAgeMonths: 60 },
      },
      {
        id: 'b',
        kind: 'relative',
        schedule: { type: 'annual', amountCents: '20000', monthOfYear: 6, startAgeMonths: 0, endAgeMonths: 60 },
      },
      { id: 'c', kind: 'charity', schedule: { type: 'once', amountCents: '100000', atAgeMonths: 12 } },
    ],
  };
}

function scenario(change: (s: Record<string, any>) => void): Record<string, any> {
  const s = base();
  change(s);
  return s;
}

/** The same value with the keys of every object in reverse order. */
function reversedKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value).reverse()) out[key] = reversedKeys(item);
  return out;
}

async function send(method: string, path: string, body?: string, contentType = 'application/json'): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': contentType } }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expectNoStackTrace(text: string): void {
  expect(text).not.toMatch(/^\s*at\s/m); // a stack frame line
  expect(text).not.toMatch(/\bat\s+\S.*:\d+:\d+/); // "at fn (file:line:col)"
  expect(text).not.toMatch(/[\w.-]+\.(?:ts|js|mjs|cjs)(?::\d+)?\b/); // a source file
  expect(text).not.toMatch(/node_modules|file:\/\/|\/work\/|\/home\/|\/usr\//);
  expect(text).not.toMatch(/\bstack\b/i);
}

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { pointer: string; code: string; message: string; params?: Record<string, unknown> }[];
}

/** Checks an RFC 9457 problem answer (docs/api.md#errors) and returns its body. */
function expectProblem(answer: Answer, status: number, code?: string): ProblemBody {
  const context = `${answer.status} ${answer.text}`;
  expect(answer.status, context).toBe(status);
  expect(answer.headers.get('content-type'), context).toMatch(/^application\/problem\+json(;|$)/);
  expectNoStackTrace(answer.text);
  const body = JSON.parse(answer.text) as ProblemBody;
  expect(typeof body.type, context).toBe('string');
  expect(() => new URL(body.type), context).not.toThrow();
  expect(typeof body.title, context).toBe('string');
  expect(body.title.length, context).toBeGreaterThan(0);
  expect(body.status, context).toBe(status);
  expect(typeof body.detail, context).toBe('string');
  expect(typeof body.code, context).toBe('string');
  if (code !== undefined) expect(body.code, context).toBe(code);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors), context).toBe(true);
    for (const error of body.errors) {
      const keys = Object.keys(error).sort();
      expect(keys, context).toEqual(
        error.params === undefined ? ['code', 'message', 'pointer'] : ['code', 'message', 'params', 'pointer'],
      );
      expect(FIELD_PROBLEM_CODES, context).toContain(error.code);
      expect(error.pointer, context).toMatch(/^(\/([^~/]|~[01])*)*$/); // RFC 6901
      expect(typeof error.message, context).toBe('string');
      expect(error.message.length, context).toBeGreaterThan(0);
    }
  }
  return body;
}

/** A 400 VALIDATION_ERROR whose errors name every expected pointer. */
function expectValidation(
  answer: Answer,
  ...pointers: (string | ((e: { pointer: string; message: string }) => boolean))[]
): ProblemBody {
  const body = expectProblem(answer, 400, 'VALIDATION_ERROR');
  expect(body.errors, answer.text).toBeDefined();
  expect(body.errors!.length, answer.text).toBeGreaterThan(0);
  for (const pointer of pointers) {
    const found = body.errors!.some((e) => (typeof pointer === 'string' ? e.pointer === pointer : pointer(e)));
    expect(found, `expected ${String(pointer)} in ${answer.text}`).toBe(true);
  }
  return body;
}

/** A missing member is reported at its own pointer. */
const missing = (parent: string, field: string) => (e: { pointer: string; message: string }) =>
  e.pointer === `${parent}/${field}` && /missing/.test(e.message);

async function projection(body: unknown): Promise<{ answer: Answer; json: any }> {
  const answer = await post(endpoint, body);
  expect(answer.status, answer.text).toBe(200);
  return { answer, json: JSON.parse(answer.text) };
}

const PERCENTILE_ROWS = 5;

describe('POST /v1/project: the Projection (docs/api.md#projection)', () => {
  let answer: Answer;
  let body: any;

  beforeAll(async () => {
    answer = await post(endpoint, REALISTIC);
    body = answer.status === 200 ? JSON.parse(answer.text) : undefined;
  });

  it('answers 200 application/json', () => {
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
  });

  it('validates against the TypeBox Projection schema', () => {
    const errors = [...checkProjection.Errors(body)];
    expect(errors).toEqual([]);
    expect(checkProjection.Check(body)).toBe(true);
  });

  it('has every required top-level field with the right JSON type', () => {
    expect(body.schemaVersion).toBe(1);
    expect(typeof body.sourceUrl).toBe('string');
    expect(body.sourceUrl).toBe(SITE_URL);
    expect(() => new URL(body.sourceUrl)).not.toThrow();
    expect(typeof body.disclaimer).toBe('string');
    expect(body.disclaimer.length).toBeGreaterThan(0);
    expect(typeof body.shareUrl).toBe('string');
    expect(() => new URL(body.shareUrl)).not.toThrow();
    expect(body.rulesVerifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const key of ['assumptions', 'deterministic', 'percentiles']) {
      expect(typeof body[key], key).toBe('object');
      expect(body[key], key).not.toBeNull();
      expect(Array.isArray(body[key]), key).toBe(false);
    }
  });

  it('echoes the default assumptions when they are omitted', () => {
    expect(body.assumptions).toEqual({
      annualReturn: 0.07,
      returnIsReal: true,
      annualInflation: 0.025,
      annualFee: 0.0003,
      annualVolatility: 0.15,
      mcSeed: 530,
      mcPathsRequested: 2000,
      mcPathsSimulated: 2000, // 203 months x 2000 paths is well inside the default budget
    });
  });

  it('has the deterministic fields with CentStrings', () => {
    const d = body.deterministic;
    expect(Number.isInteger(d.months)).toBe(true);
    expect(Number.isInteger(d.startAgeMonths)).toBe(true);
    expect(d.startAgeMonths).toBe(REALISTIC_START_AGE);
    expect(d.months).toBe(REALISTIC.targetAgeMonths - REALISTIC_START_AGE);
    for (const key of ['finalNominalCents', 'finalRealCents', 'contributedCents', 'seedCents', 'growthCents']) {
      expect(typeof d[key], key).toBe('string');
      expect(d[key], key).toMatch(CENT_STRING);
    }
    expect(Number.isInteger(d.capWarnings)).toBe(true);
    expect(d.capWarnings).toBeGreaterThanOrEqual(0);
    expect(d.seedCents).toBe('100000'); // born 2025-06-10: the $1,000 pilot seed
    expect(BigInt(d.contributedCents)).toBeGreaterThan(0n);
  });

  it('growthCents = final - contributed - seed, exactly', () => {
    const d = body.deterministic;
    expect(BigInt(d.growthCents)).toBe(BigInt(d.finalNominalCents) - BigInt(d.contributedCents) - BigInt(d.seedCents));
  });

  it('has milestones at each birthday after the start up to the target, plus the target', () => {
    const expected: number[] = [];
    for (let age = 12; age <= REALISTIC.targetAgeMonths; age += 12) if (age > REALISTIC_START_AGE) expected.push(age);
    expected.push(REALISTIC.targetAgeMonths); // 210 is not a birthday
    const milestones = body.deterministic.milestones;
    expect(Array.isArray(milestones)).toBe(true);
    expect(milestones.map((m: any) => m.ageMonths)).toEqual(expected);
    for (const m of milestones) {
      expect(Object.keys(m).sort()).toEqual(['ageMonths', 'nominalCents', 'realCents']);
      expect(Number.isInteger(m.ageMonths)).toBe(true);
      expect(m.nominalCents).toMatch(CENT_STRING);
      expect(m.realCents).toMatch(CENT_STRING);
    }
    const last = milestones[milestones.length - 1];
    expect(last.nominalCents).toBe(body.deterministic.finalNominalCents);
    expect(last.realCents).toBe(body.deterministic.finalRealCents);
  });

  it('has 5 percentile rows, one column per age, ages = milestone ages', () => {
    const p = body.percentiles;
    expect(p.ages).toEqual(body.deterministic.milestones.map((m: any) => m.ageMonths));
    for (const table of ['nominalCents', 'realCents']) {
      expect(p[table], table).toHaveLength(PERCENTILE_ROWS);
      for (const row of p[table]) {
        expect(row).toHaveLength(p.ages.length);
        for (const cell of row) {
          expect(typeof cell).toBe('string');
          expect(cell).toMatch(CENT_STRING);
        }
      }
    }
  });

  it('percentile rows are non-decreasing (10th <= 25th <= 50th <= 75th <= 90th) at each age', () => {
    const p = body.percentiles;
    for (const table of ['nominalCents', 'realCents']) {
      for (let column = 0; column < p.ages.length; column++) {
        for (let row = 1; row < PERCENTILE_ROWS; row++) {
          const below = BigInt(p[table][row - 1][column]);
          const above = BigInt(p[table][row][column]);
          expect(below <= above, `${table} age ${p.ages[column]} rows ${row - 1}/${row}: ${below} > ${above}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('has warnings as [{ code, message }]', () => {
    expect(Array.isArray(body.warnings)).toBe(true);
    for (const w of body.warnings) {
      expect(Object.keys(w).sort()).toEqual(['code', 'message']);
      expect(w.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(typeof w.message).toBe('string');
    }
  });

  it('with annualVolatility 0 every percentile row equals the deterministic milestones (docs/model.md#monte-carlo)', async () => {
    const { json } = await projection({ ...REALISTIC, annualVolatility: 0, mcPaths: 100 });
    const nominal = json.deterministic.milestones.map((m: any) => m.nominalCents);
    const real = json.deterministic.milestones.map((m: any) => m.realCents);
    for (let row = 0; row < PERCENTILE_ROWS; row++) {
      expect(json.percentiles.nominalCents[row]).toEqual(nominal);
      expect(json.percentiles.realCents[row]).toEqual(real);
    }
  });
});

describe('POST /v1/project: identical requests, identical bytes (docs/model.md#determinism)', () => {
  it('repeats the same bytes for the same request', async () => {
    const first = await post(endpoint, REALISTIC);
    const second = await post(endpoint, REALISTIC);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
  });

  it('gives the same bytes with keys in another order, top level and inside sources and schedules', async () => {
    const reordered = reversedKeys(REALISTIC as unknown as Json);
    const text = JSON.stringify(reordered);
    expect(text).not.toBe(JSON.stringify(REALISTIC));
    expect(text.startsWith('{"sources":[{"schedule":{"endAgeMonths"')).toBe(true); // really reordered
    const first = await post(endpoint, REALISTIC);
    const second = await post(endpoint, text);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
  });

  it('gives the same bytes when the defaults are spelled out', async () => {
    const explicit = {
      ...REALISTIC,
      includeSeed: true,
      annualReturn: 0.07,
      returnIsReal: true,
      annualInflation: 0.025,
      annualFee: 0.0003,
      annualVolatility: 0.15,
      mcSeed: 530,
      mcPaths: 2000,
      sources: REALISTIC.sources.map((s) => ({ stepUpRate: 0, ...s })),
    };
    const first = await post(endpoint, REALISTIC);
    const second = await post(endpoint, explicit);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
  });
});

describe('POST /v1/project: share links (docs/api.md#share-links)', () => {
  let original: Answer;
  let s: string;
  const encode = (value: unknown) =>
    `1.${Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url')}`;

  beforeAll(async () => {
    original = await post(endpoint, REALISTIC);
    const shareUrl = JSON.parse(original.text).shareUrl as string;
    s = new URL(shareUrl).searchParams.get('s') ?? '';
  });

  it('shareUrl is SITE_URL/?s=1.<base64url>', () => {
    const shareUrl = JSON.parse(original.text).shareUrl as string;
    expect(shareUrl.startsWith(`${SITE_URL}/?s=1.`)).toBe(true);
    expect(s).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(shareUrl).toBe(`${SITE_URL}/?s=${s}`);
  });

  it('s holds the normalised scenario: every field, defaults filled in', () => {
    const decoded = JSON.parse(Buffer.from(s.slice(2), 'base64url').toString('utf8'));
    expect(decoded).toMatchObject({ ...REALISTIC, includeSeed: true, annualReturn: 0.07, mcPaths: 2000, mcSeed: 530 });
    for (const source of decoded.sources) expect(typeof source.stepUpRate).toBe('number');
  });

  it('POST { s } gives a byte-identical body', async () => {
    const answer = await post(endpoint, { s });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toBe(original.text);
  });

  it('s together with another field is a 400', async () => {
    expectValidation(await post(endpoint, { s, asOf: '2026-01-15' }), '/asOf');
  });

  it.each([
    ['an unknown version', '2.eyJ9'],
    ['an unknown version 2.xxx', '2.xxx'],
    ['no version', 'eyJhIjoxfQ'],
    ['an empty s', ''],
    ['bad base64', '1.@@@not*base64'],
    ['base64 of impossible length', '1.AAAAA'],
    ['valid base64 of non-JSON', encode('this is not JSON at all')],
    ['valid base64 of bytes that are not UTF-8', `1.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}`],
    ['s longer than 8192 characters', `1.${'A'.repeat(8191)}`],
  ])('%s is a 400 at /s', async (_name, value) => {
    expectValidation(await post(endpoint, { s: value }), '/s');
  });

  it('s that is not a string is a 400 at /s', async () => {
    expectValidation(await post(endpoint, { s: 12 }), '/s');
  });

  it('s of an invalid scenario is a 400 with pointers prefixed /s', async () => {
    const bad = {
      ...REALISTIC,
      targetAgeMonths: 0,
      annualReturn: 0.5,
      sources: [{ ...REALISTIC.sources[0], kind: 'friend' }],
    };
    const body = expectValidation(
      await post(endpoint, { s: encode(bad) }),
      '/s/targetAgeMonths',
      '/s/annualReturn',
      '/s/sources/0/kind',
    );
    for (const error of body.errors!) expect(error.pointer.startsWith('/s/')).toBe(true);
  });

  it('s of a JSON value that is not an object is a 400 at /s', async () => {
    expectValidation(
      await post(endpoint, { s: encode([1, 2]) }),
      (e) => e.pointer === '/s' || e.pointer.startsWith('/s/'),
    );
  });
});

type Case = [name: string, body: unknown, pointer: string | ((e: { pointer: string; message: string }) => boolean)];

const BOUND_CASES: Case[] = [
  [
    'targetAgeMonths 0',
    scenario((s) => {
      s.targetAgeMonths = 0;
    }),
    '/targetAgeMonths',
  ],
  [
    'targetAgeMonths 1429',
    scenario((s) => {
      s.targetAgeMonths = 1429;
    }),
    '/targetAgeMonths',
  ],
  [
    'targetAgeMonths 12.5',
    scenario((s) => {
      s.targetAgeMonths = 12.5;
    }),
    '/targetAgeMonths',
  ],
  [
    'targetAgeMonths "12"',
    scenario((s) => {
      s.targetAgeMonths = '12';
    }),
    '/targetAgeMonths',
  ],
  [
    'annualReturn -0.51',
    scenario((s) => {
      s.annualReturn = -0.51;
    }),
    '/annualReturn',
  ],
  [
    'annualReturn 0.21',
    scenario((s) => {
      s.annualReturn = 0.21;
    }),
    '/annualReturn',
  ],
  [
    'annualInflation -0.01',
    scenario((s) => {
      s.annualInflation = -0.01;
    }),
    '/annualInflation',
  ],
  [
    'annualInflation 0.21',
    scenario((s) => {
      s.annualInflation = 0.21;
    }),
    '/annualInflation',
  ],
  [
    'annualFee -0.01',
    scenario((s) => {
      s.annualFee = -0.01;
    }),
    '/annualFee',
  ],
  [
    'annualFee 0.051',
    scenario((s) => {
      s.annualFee = 0.051;
    }),
    '/annualFee',
  ],
  [
    'annualVolatility -0.01',
    scenario((s) => {
      s.annualVolatility = -0.01;
    }),
    '/annualVolatility',
  ],
  [
    'annualVolatility 0.61',
    scenario((s) => {
      s.annualVolatility = 0.61;
    }),
    '/annualVolatility',
  ],
  [
    'mcPaths 99',
    scenario((s) => {
      s.mcPaths = 99;
    }),
    '/mcPaths',
  ],
  [
    'mcPaths 5001',
    scenario((s) => {
      s.mcPaths = 5001;
    }),
    '/mcPaths',
  ],
  [
    'mcSeed 2^53',
    scenario((s) => {
      s.mcSeed = 2 ** 53;
    }),
    '/mcSeed',
  ],
  [
    'mcSeed -(2^53)',
    scenario((s) => {
      s.mcSeed = -(2 ** 53);
    }),
    '/mcSeed',
  ],
  [
    'mcSeed 1.5',
    scenario((s) => {
      s.mcSeed = 1.5;
    }),
    '/mcSeed',
  ],
  [
    'sources with 9 items',
    scenario((s) => {
      s.sources = Array.from({ length: 9 }, (_, i) => ({
        id: `s${i}`,
        kind: 'family',
        schedule: { type: 'once', amountCents: '100', atAgeMonths: 12 },
      }));
    }),
    '/sources',
  ],
  [
    'source id ""',
    scenario((s) => {
      s.sources[0].id = '';
    }),
    '/sources/0/id',
  ],
  [
    'source id of 65 characters',
    scenario((s) => {
      s.sources[1].id = 'x'.repeat(65);
    }),
    '/sources/1/id',
  ],
  [
    'duplicate source id',
    scenario((s) => {
      s.sources[2].id = s.sources[0].id;
    }),
    '/sources/2/id',
  ],
  [
    'kind "friend"',
    scenario((s) => {
      s.sources[0].kind = 'friend';
    }),
    '/sources/0/kind',
  ],
  [
    'stepUpRate -0.1',
    scenario((s) => {
      s.sources[0].stepUpRate = -0.1;
    }),
    '/sources/0/stepUpRate',
  ],
  [
    'stepUpRate 1.1',
    scenario((s) => {
      s.sources[1].stepUpRate = 1.1;
    }),
    '/sources/1/stepUpRate',
  ],
  [
    'schedule type "weekly"',
    scenario((s) => {
      s.sources[0].schedule.type = 'weekly';
    }),
    '/sources/0/schedule/type',
  ],
  [
    'amountCents ""',
    scenario((s) => {
      s.sources[2].schedule.amountCents = '';
    }),
    '/sources/2/schedule/amountCents',
  ],
  [
    'amountCents of 13 digits',
    scenario((s) => {
      s.sources[2].schedule.amountCents = '1234567890123';
    }),
    '/sources/2/schedule/amountCents',
  ],
  [
    'amountCents "-5"',
    scenario((s) => {
      s.sources[0].schedule.amountCents = '-5';
    }),
    '/sources/0/schedule/amountCents',
  ],
  [
    'amountCents "1.5"',
    scenario((s) => {
      s.sources[1].schedule.amountCents = '1.5';
    }),
    '/sources/1/schedule/amountCents',
  ],
  [
    'amountCents 100 (a number)',
    scenario((s) => {
      s.sources[2].schedule.amountCents = 100;
    }),
    '/sources/2/schedule/amountCents',
  ],
  [
    'monthOfYear 0',
    scenario((s) => {
      s.sources[1].schedule.monthOfYear = 0;
    }),
    '/sources/1/schedule/monthOfYear',
  ],
  [
    'monthOfYear 13',
    scenario((s) => {
      s.sources[1].schedule.monthOfYear = 13;
    }),
    '/sources/1/schedule/monthOfYear',
  ],
  [
    'startAgeMonths -1',
    scenario((s) => {
      s.sources[0].schedule.startAgeMonths = -1;
    }),
    '/sources/0/schedule/startAgeMonths',
  ],
  [
    'startAgeMonths 1429',
    scenario((s) => {
      s.sources[1].schedule.startAgeMonths = 1429;
    }),
    '/sources/1/schedule/startAgeMonths',
  ],
  [
    'endAgeMonths 1429',
    scenario((s) => {
      s.sources[0].schedule.endAgeMonths = 1429;
    }),
    '/sources/0/schedule/endAgeMonths',
  ],
  [
    'start = end (monthly)',
    scenario((s) => {
      s.sources[0].schedule.startAgeMonths = 30;
      s.sources[0].schedule.endAgeMonths = 30;
    }),
    (e) => e.pointer === '/sources/0/schedule/endAgeMonths' || e.pointer === '/sources/0/schedule/startAgeMonths',
  ],
  [
    'start > end (annual)',
    scenario((s) => {
      s.sources[1].schedule.startAgeMonths = 40;
      s.sources[1].schedule.endAgeMonths = 20;
    }),
    (e) => e.pointer === '/sources/1/schedule/endAgeMonths' || e.pointer === '/sources/1/schedule/startAgeMonths',
  ],
  [
    'atAgeMonths 1429',
    scenario((s) => {
      s.sources[2].schedule.atAgeMonths = 1429;
    }),
    '/sources/2/schedule/atAgeMonths',
  ],
  [
    'asOf "2026-02-30"',
    scenario((s) => {
      s.asOf = '2026-02-30';
    }),
    '/asOf',
  ],
  [
    'asOf "2026-1-1"',
    scenario((s) => {
      s.asOf = '2026-1-1';
    }),
    '/asOf',
  ],
  [
    'asOf 20260101 (a number)',
    scenario((s) => {
      s.asOf = 20260101;
    }),
    '/asOf',
  ],
  [
    'birthDate "2025-13-01"',
    scenario((s) => {
      s.birthDate = '2025-13-01';
    }),
    '/birthDate',
  ],
  [
    'birthDate more than 12 months after asOf',
    scenario((s) => {
      s.asOf = '2026-01-15';
      s.birthDate = '2027-01-16';
    }),
    '/birthDate',
  ],
  [
    'targetAgeMonths at the current age',
    scenario((s) => {
      s.targetAgeMonths = 7;
    }),
    '/targetAgeMonths',
  ],
  [
    'targetAgeMonths before the current age',
    scenario((s) => {
      s.targetAgeMonths = 3;
    }),
    '/targetAgeMonths',
  ],
  [
    'an unknown top-level field',
    scenario((s) => {
      s.nickname = 'Sam';
    }),
    '/nickname',
  ],
  [
    'an unknown field in a source',
    scenario((s) => {
      s.sources[1].note = 'x';
    }),
    '/sources/1/note',
  ],
  [
    'an unknown field in a schedule',
    scenario((s) => {
      s.sources[2].schedule.note = 'x';
    }),
    '/sources/2/schedule/note',
  ],
  [
    'a source without schedule',
    scenario((s) => {
      delete s.sources[0].schedule;
    }),
    missing('/sources/0', 'schedule'),
  ],
  [
    'a schedule without amountCents',
    scenario((s) => {
      delete s.sources[1].schedule.amountCents;
    }),
    missing('/sources/1/schedule', 'amountCents'),
  ],
  [
    'includeSeed "yes"',
    scenario((s) => {
      s.includeSeed = 'yes';
    }),
    '/includeSeed',
  ],
  [
    'sources not an array',
    scenario((s) => {
      s.sources = {};
    }),
    '/sources',
  ],
  [
    'missing asOf',
    scenario((s) => {
      delete s.asOf;
    }),
    missing('', 'asOf'),
  ],
  [
    'missing birthDate',
    scenario((s) => {
      delete s.birthDate;
    }),
    missing('', 'birthDate'),
  ],
  [
    'missing targetAgeMonths',
    scenario((s) => {
      delete s.targetAgeMonths;
    }),
    missing('', 'targetAgeMonths'),
  ],
];

describe('POST /v1/project: every bound is a 400 problem (docs/api.md#scenario)', () => {
  it('the base scenario of the table is valid', async () => {
    const answer = await post(endpoint, base());
    expect(answer.status, answer.text).toBe(200);
  });

  it('the edges inside the bounds are valid', async () => {
    const edges = scenario((s) => {
      s.annualReturn = -0.5;
      s.annualInflation = 0.2;
      s.annualFee = 0.05;
      s.annualVolatility = 0.6;
      s.mcSeed = -(2 ** 53 - 1);
      s.mcPaths = 100;
      s.targetAgeMonths = 8;
      s.sources[0].id = 'y'.repeat(64);
      s.sources[0].stepUpRate = 1;
      s.sources[1].stepUpRate = 0;
      s.sources[0].schedule.amountCents = '999999999999';
      s.sources[1].schedule.monthOfYear = 12;
      s.sources[2].schedule.atAgeMonths = 1428;
      s.sources[1].schedule.endAgeMonths = 1428;
    });
    const answer = await post(endpoint, edges);
    expect(answer.status, answer.text).toBe(200);
  });

  it.each(BOUND_CASES)('%s', async (_name, body, pointer) => {
    expectValidation(await post(endpoint, body), pointer);
  });

  // The code and parameters of each kind of problem, so a client can choose its own words.
  const CODE_CASES: [name: string, body: unknown, pointer: string, code: string, params?: Record<string, unknown>][] = [
    [
      'too small',
      scenario((s) => {
        s.targetAgeMonths = 0;
      }),
      '/targetAgeMonths',
      'TOO_SMALL',
      { limit: 1, comparison: '>=' },
    ],
    [
      'too large',
      scenario((s) => {
        s.annualReturn = 0.21;
      }),
      '/annualReturn',
      'TOO_LARGE',
      { limit: 0.2, comparison: '<=' },
    ],
    [
      'not an integer',
      scenario((s) => {
        s.targetAgeMonths = 12.5;
      }),
      '/targetAgeMonths',
      'WRONG_TYPE',
      { expected: 'integer' },
    ],
    [
      'not one of',
      scenario((s) => {
        s.sources[0].kind = 'friend';
      }),
      '/sources/0/kind',
      'NOT_ONE_OF',
      { allowed: 'family, relative, charity, employer' },
    ],
    [
      'not a date',
      scenario((s) => {
        s.asOf = '2026-02-30';
      }),
      '/asOf',
      'NOT_A_DATE',
    ],
    [
      'not cents',
      scenario((s) => {
        s.sources[1].schedule.amountCents = '1.5';
      }),
      '/sources/1/schedule/amountCents',
      'NOT_CENTS',
    ],
    [
      'too short',
      scenario((s) => {
        s.sources[0].id = '';
      }),
      '/sources/0/id',
      'TOO_SHORT',
      { limit: 1 },
    ],
    [
      'too long',
      scenario((s) => {
        s.sources[1].id = 'x'.repeat(65);
      }),
      '/sources/1/id',
      'TOO_LONG',
      { limit: 64 },
    ],
    [
      'too many',
      scenario((s) => {
        s.sources = Array.from({ length: 9 }, (_, i) => ({
          id: `s${i}`,
          kind: 'family',
          schedule: { type: 'once', amountCents: '100', atAgeMonths: 12 },
        }));
      }),
      '/sources',
      'TOO_MANY',
      { limit: 8 },
    ],
    [
      'duplicate id',
      scenario((s) => {
        s.sources[2].id = s.sources[0].id;
      }),
      '/sources/2/id',
      'DUPLICATE_ID',
      { id: 'a', other: '/sources/0' },
    ],
    [
      'end not after start',
      scenario((s) => {
        s.sources[0].schedule.startAgeMonths = 30;
        s.sources[0].schedule.endAgeMonths = 30;
      }),
      '/sources/0/schedule/endAgeMonths',
      'END_NOT_AFTER_START',
      { start: 30, end: 30 },
    ],
    [
      'birth too far ahead',
      scenario((s) => {
        s.asOf = '2026-01-15';
        s.birthDate = '2027-01-16';
      }),
      '/birthDate',
      'BIRTH_TOO_FAR_AHEAD',
      { months: 12 },
    ],
    [
      'target not after the start',
      scenario((s) => {
        s.targetAgeMonths = 7;
      }),
      '/targetAgeMonths',
      'TARGET_NOT_AFTER_START',
      { startAgeMonths: 7 },
    ],
    [
      'unknown field',
      scenario((s) => {
        s.nickname = 'Sam';
      }),
      '/nickname',
      'UNKNOWN_FIELD',
    ],
    [
      'required',
      scenario((s) => {
        delete s.asOf;
      }),
      '/asOf',
      'REQUIRED',
    ],
    ['not an object', [1, 2], '', 'NOT_AN_OBJECT'],
    ['beside s', { s: '1.abc', asOf: '2026-01-15' }, '/asOf', 'NOT_WITH_S'],
    ['a broken share link', { s: 'not-a-share-link' }, '/s', 'BAD_SHARE_LINK'],
  ];

  it.each(CODE_CASES)('code: %s', async (_name, body, pointer, code, params) => {
    const problemBody = expectValidation(await post(endpoint, body), pointer);
    const found = problemBody.errors!.find((error) => error.pointer === pointer);
    expect(found?.code).toBe(code);
    expect(found?.params).toEqual(params);
  });

  it('one request with several independent problems lists all of them', async () => {
    const body = scenario((s) => {
      s.targetAgeMonths = 0;
      s.annualReturn = 1;
      s.mcPaths = 5001;
      s.nickname = 'Sam';
      s.sources[0].kind = 'friend';
      s.sources[1].schedule.monthOfYear = 13;
      s.sources[2].schedule.amountCents = '1.5';
      s.sources[2].schedule.note = 'x';
    });
    const problem = expectValidation(
      await post(endpoint, body),
      '/targetAgeMonths',
      '/annualReturn',
      '/mcPaths',
      '/nickname',
      '/sources/0/kind',
      '/sources/1/schedule/monthOfYear',
      '/sources/2/schedule/amountCents',
      '/sources/2/schedule/note',
    );
    expect(problem.errors!.length).toBeGreaterThanOrEqual(8);
  });
});

describe('POST /v1/project: error statuses (docs/api.md#errors)', () => {
  it('malformed JSON is 400 INVALID_JSON', async () => {
    expectProblem(await post(endpoint, '{"asOf": "2026-01-15",'), 400, 'INVALID_JSON');
  });

  it('an empty JSON body is 400 INVALID_JSON', async () => {
    expectProblem(await send('POST', '/v1/project', ''), 400, 'INVALID_JSON');
  });

  it.each([
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('%s as body is 400', async (_name, text) => {
    expectProblem(await post(endpoint, text), 400);
  });

  it('a body over 32 KiB is 413 PAYLOAD_TOO_LARGE, whose detail says its size and the limit', async () => {
    const big = JSON.stringify({ ...base(), padding: 'x'.repeat(33 * 1024) });
    const problem = expectProblem(await post(endpoint, big), 413, 'PAYLOAD_TOO_LARGE');
    expect(problem.detail).toBe(
      `The body is ${Buffer.byteLength(big).toLocaleString('en-US')} bytes, over the limit of 32,768 bytes (32 KiB); ` +
        'a full scenario is about 2 KiB.',
    );
  });

  it('a body over 32 KiB sent in chunks, with no length said, is 413 with the limit', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    const problem = expectProblem(
      { status: response.status, headers: response.headers, text: await response.text() },
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(problem.detail).toBe('The body is over the limit of 32,768 bytes (32 KiB); a full scenario is about 2 KiB.');
  });

  it('content-type text/plain is 415, whose detail names the type received', async () => {
    const problem = expectProblem(
      await send('POST', '/v1/project', JSON.stringify(base()), 'text/plain'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(problem.detail).toBe('The body was sent as "text/plain"; send it as application/json.');
  });

  it('content-type application/x-www-form-urlencoded is 415', async () => {
    const problem = expectProblem(
      await send('POST', '/v1/project', 'asOf=2026-01-15', 'application/x-www-form-urlencoded'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(problem.detail).toBe(
      'The body was sent as "application/x-www-form-urlencoded"; send it as application/json.',
    );
  });

  it('a hostile content type is repeated only in part, in printable characters', async () => {
    // Bytes above 0x7f are what a header may carry besides text (node:http sends them as latin1).
    for (const [type, shown] of [
      [`text/${'x'.repeat(5000)}`, `text/${'x'.repeat(95)}...`],
      ['text/\u00e9t\u00e9', 'text/t'],
    ]) {
      const raw = await rawRequest(server.url, false, {
        method: 'POST',
        path: '/v1/project',
        headers: { 'content-type': type as string },
        body: '{}',
      });
      const problem = expectProblem(
        { status: raw.status, headers: new Headers(raw.headers as Record<string, string>), text: raw.text },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(problem.detail).toBe(`The body was sent as "${shown}"; send it as application/json.`);
    }
  });

  it('an unknown path is 404 NOT_FOUND', async () => {
    expectProblem(await send('GET', '/v1/nothing-here'), 404, 'NOT_FOUND');
    expectProblem(await send('POST', '/v1/projects', JSON.stringify(base())), 404, 'NOT_FOUND');
  });

  it('GET /v1/project without ?s= is a 400 naming /s', async () => {
    const body = expectProblem(await send('GET', '/v1/project'), 400, 'VALIDATION_ERROR');
    expect(body.errors!.map((e) => e.pointer)).toEqual(['/s']);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('%s /v1/project is 405 with an Allow header', async (method) => {
    const answer = await send(method, '/v1/project', method === 'PUT' ? JSON.stringify(base()) : undefined);
    expectProblem(answer, 405, 'METHOD_NOT_ALLOWED');
    const allow = answer.headers.get('allow') ?? '';
    expect(allow.split(/,\s*/)).toContain('POST');
    expect(allow.split(/,\s*/)).toContain('GET');
    expect(allow.split(/,\s*/)).not.toContain(method);
  });

  it.each([
    ['__proto__', '{"__proto__": {"x": 1}}'],
    ['constructor', '{"constructor": {"prototype": {"x": 1}}}'],
    ['__proto__ inside a source', JSON.stringify(base()).replace('"id":"a"', '"id":"a","__proto__":{"polluted":true}')],
  ])('a %s key is a 400 and the server still answers afterwards', async (_name, text) => {
    expectProblem(await post(endpoint, text), 400);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const after = await post(endpoint, base());
    expect(after.status, after.text).toBe(200);
    expect(JSON.parse(after.text).schemaVersion).toBe(1);
  });
});

describe('POST /v1/project: RESULT_OUT_OF_RANGE (docs/model.md#exact-cents)', () => {
  it('a result beyond 2^53 - 1 cents is a 400, never a wrong number', async () => {
    const huge = {
      asOf: '2026-01-01',
      birthDate: '2026-01-01',
      targetAgeMonths: 1428,
      annualReturn: 0.2,
      returnIsReal: false,
      mcPaths: 100,
      sources: [
        {
          id: 'charity',
          kind: 'charity',
          schedule: { type: 'monthly', amountCents: '999999999999', startAgeMonths: 0, endAgeMonths: 1428 },
        },
      ],
    };
    const body = expectProblem(await post(endpoint, huge), 400, 'RESULT_OUT_OF_RANGE');
    expect(body.detail.length).toBeGreaterThan(0);
  });

  it('a cut past 2^53 - 1 cents with every balance exact is answered, cappedCents to the cent', async () => {
    // docs/model.md#the-total-cut-exact-at-any-size: $1,000.01 every January, doubled each year
    // for 40 years; the account takes only the year's room, the rest is cut.
    const doubling = {
      asOf: '2027-01-01',
      birthDate: '2027-01-01',
      targetAgeMonths: 480,
      includeSeed: false,
      mcPaths: 100,
      sources: [
        {
          id: 'doubling',
          kind: 'family',
          stepUpRate: 1,
          schedule: { type: 'annual', amountCents: '100001', monthOfYear: 1, startAgeMonths: 0, endAgeMonths: 480 },
        },
      ],
    };
    const response = await post(endpoint, doubling);
    expect(response.status).toBe(200);
    const { deterministic } = JSON.parse(response.text) as { deterministic: Record<string, string> };
    const contributed = BigInt(deterministic.contributedCents ?? '');
    expect(BigInt(deterministic.cappedCents ?? '')).toBe(100001n * (2n ** 40n - 1n) - contributed);
    expect(BigInt(deterministic.cappedCents ?? '')).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
  });
});

describe('POST /v1/project: the compute budget (docs/model.md#the-compute-budget)', () => {
  const BUDGET = 100_000;
  let small: RunningServer;

  beforeAll(async () => {
    small = await startServer({ SITE_URL, MC_BUDGET_PATH_MONTHS: String(BUDGET) });
  });
  afterAll(async () => {
    await small?.close();
  });

  const newborn = (targetAgeMonths: number, mcPaths: number) => ({
    asOf: '2026-01-01',
    birthDate: '2026-01-01',
    targetAgeMonths,
    mcPaths,
    annualVolatility: 0.2,
    sources: [
      {
        id: 'p',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 0, endAgeMonths: 120 },
      },
    ],
  });
  const expected = (mcPaths: number, months: number) => Math.min(mcPaths, Math.max(100, Math.floor(BUDGET / months)));

  it.each([
    [1428, 5000],
    [600, 5000],
    [12, 2000],
  ])('%i months, mcPaths %i', async (months, mcPaths) => {
    const answer = await post(`${small.url}/v1/project`, newborn(months, mcPaths));
    expect(answer.status, answer.text).toBe(200);
    const { assumptions, deterministic, percentiles } = JSON.parse(answer.text);
    expect(deterministic.months).toBe(months);
    expect(assumptions.mcPathsRequested).toBe(mcPaths);
    expect(assumptions.mcPathsSimulated).toBe(expected(mcPaths, months));
    expect(percentiles.nominalCents).toHaveLength(PERCENTILE_ROWS);
  });

  it('a 12-month scenario with mcPaths 2000 keeps 2000', async () => {
    const answer = await post(`${small.url}/v1/project`, newborn(12, 2000));
    expect(JSON.parse(answer.text).assumptions.mcPathsSimulated).toBe(2000);
  });

  it('a 1428-month scenario is clamped to the floor of 100 paths', async () => {
    const answer = await post(`${small.url}/v1/project`, newborn(1428, 5000));
    expect(JSON.parse(answer.text).assumptions.mcPathsSimulated).toBe(100); // floor(100000/1428) = 70 < 100
  });
});

describe('POST /v1/project: warnings (docs/model.md#warnings)', () => {
  const codes = (text: string) => (JSON.parse(text).warnings as { code: string }[]).map((w) => w.code);

  it('FEE_ABOVE_FUND_CEILING for annualFee 0.002, not for the default fee', async () => {
    const high = await post(endpoint, { ...base(), annualFee: 0.002 });
    expect(high.status, high.text).toBe(200);
    expect(codes(high.text)).toContain('FEE_ABOVE_FUND_CEILING');
    const normal = await post(endpoint, base());
    expect(codes(normal.text)).not.toContain('FEE_ABOVE_FUND_CEILING');
  });

  it('EMPLOYER_LIMIT for an employer deposit of $3,000 at age 12 (2027, limit $2,500)', async () => {
    const answer = await post(endpoint, {
      asOf: '2026-01-01',
      birthDate: '2026-01-01',
      targetAgeMonths: 24,
      mcPaths: 100,
      sources: [{ id: 'job', kind: 'employer', schedule: { type: 'once', amountCents: '300000', atAgeMonths: 12 } }],
    });
    expect(answer.status, answer.text).toBe(200);
    const body = JSON.parse(answer.text);
    expect(codes(answer.text)).toContain('EMPLOYER_LIMIT');
    expect(body.deterministic.capWarnings).toBe(1);
    expect(body.deterministic.contributedCents).toBe('250000');
    expect(body.deterministic.cappedCents).toBe('50000');
  });

  it('SEED_NOT_ELIGIBLE for a birth date outside the pilot', async () => {
    const answer = await post(endpoint, {
      asOf: '2026-01-15',
      birthDate: '2020-03-01',
      targetAgeMonths: 100,
      mcPaths: 100,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(codes(answer.text)).toContain('SEED_NOT_ELIGIBLE');
    expect(JSON.parse(answer.text).deterministic.seedCents).toBe('0');
  });
});
