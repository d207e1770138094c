// `batch` (docs/api.md#batch), run as its bin runs: every line's answer is the status and the bytes
// POST /v1/project answers that line's body from a real server with the same SITE_URL, for seeded
// random scenarios and every kind of bad line, in the input's order; ids come back; --out and --csv
// write what they say; the exit status says whether every line was answered 200.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/json-body.js';
import { runCliProcess } from '../helpers/cli-process.js';
import { README_SCENARIO } from '../helpers/readme-scenario.js';
import { validScenario } from '../helpers/scenario-arbitraries.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const SEED = 530_4040;
const ENV = { SITE_URL, ENGINE_THREADS: '2' };

const DEFAULT_SCENARIO = README_SCENARIO;

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  dir = await mkdtemp(join(tmpdir(), 'batch-test-'));
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** What POST /v1/project answers these exact bytes. */
async function api(body: Buffer | string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}/v1/project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, text: await response.text() };
}

/** An input line, and the body the API is sent for it (an envelope's request) with the id. */
interface Case {
  line: Buffer;
  body: Buffer;
  id?: string | number;
}

const plain = (text: string): Case => ({ line: Buffer.from(text), body: Buffer.from(text) });
const wrapped = (id: string | number, request: unknown): Case => ({
  line: Buffer.from(JSON.stringify({ id, request })),
  body: Buffer.from(JSON.stringify(request)),
  id,
});

/** Every kind of line the HTTP layer refuses, each as the API sees it. */
const BAD_LINES: Case[] = [
  plain('not json'),
  plain(''),
  plain('   \t'),
  plain('{"asOf": "2026-11-21",'),
  plain('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)),
  plain(`{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`),
  plain('{"__proto__": {"x": 1}}'),
  plain('{"constructor": {"prototype": {}}}'),
  plain('{"\\u005f_proto__": 1}'),
  plain('null'),
  plain('42'),
  plain('"a string"'),
  plain('[]'),
  plain('{}'),
  plain('{"s": "not a share link"}'),
  plain(JSON.stringify({ ...DEFAULT_SCENARIO, targetAgeMonths: 0, extra: true })),
  plain(`\uFEFF${JSON.stringify(DEFAULT_SCENARIO)}`), // a byte-order mark, which the API skips
  plain(`\uFEFF{"__proto__": 1}`),
  plain(`{"x": "${'y'.repeat(40_000)}"}`), // over the 32 KiB body limit: 413
  {
    line: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  // mcSampler (docs/model.md#the-sobol-sampler): Sobol paths, clamped by the budget at the longest
  // horizon; a case variant; Sobol under market history.
  plain(JSON.stringify({ ...DEFAULT_SCENARIO, mcPaths: 256, mcSampler: 'sobol' })),
  plain(JSON.stringify({ ...DEFAULT_SCENARIO, targetAgeMonths: 1428, mcPaths: 5000, mcSampler: 'sobol' })),
  plain(JSON.stringify({ ...DEFAULT_SCENARIO, mcSampler: 'Sobol' })),
  plain(JSON.stringify({ ...DEFAULT_SCENARIO, returnModel: 'historical', mcSampler: 'sobol' })),
  plain(
    JSON.stringify({
      ...DEFAULT_SCENARIO,
      sources: [{ id: 'x', kind: 'family', schedule: { type: 'once', amountCents: '999999999999', atAgeMonths: 12 } }],
      annualReturn: 0.2,
      targetAgeMonths: 1427,
    }),
  ),
];

/** The batch's line for a case: the API's answer with the line number and id. */
async function expectedLine(n: number, c: Case): Promise<string> {
  const answer = await api(c.body);
  const id = c.id === undefined ? '' : `"id":${JSON.stringify(c.id)},`;
  return `{"line":${n},${id}"status":${answer.status},"body":${answer.text}}\n`;
}

async function expectedOutput(cases: Case[]): Promise<string> {
  const lines: string[] = [];
  for (const [index, c] of cases.entries()) lines.push(await expectedLine(index + 1, c));
  return lines.join('');
}

function input(cases: Case[], end = '\n'): Buffer {
  return Buffer.concat(cases.flatMap((c) => [c.line, Buffer.from(end)]));
}

describe('batch', () => {
  it(`answers seeded random scenarios and every kind of bad line with the API's bytes, in order (seed ${SEED})`, async () => {
    const scenarios = fc.sample(validScenario, { seed: SEED, numRuns: 30 });
    const cases: Case[] = [];
    scenarios.forEach((scenario, index) => {
      cases.push(index % 3 === 0 ? wrapped(`account-${index}`, scenario) : plain(JSON.stringify(scenario)));
      const bad = BAD_LINES[index % BAD_LINES.length] as Case;
      cases.push(bad);
    });
    cases.push(...BAD_LINES.slice(scenarios.length % BAD_LINES.length));
    const expected = await expectedOutput(cases);
    expect(new Set(expected.split('\n').map((line) => /"status":(\d+)/.exec(line)?.[1]))).toEqual(
      new Set(['200', '400', '413', undefined]),
    );
    const run = await runCliProcess(['batch', '-'], { env: ENV, stdin: [input(cases)] });
    expect(run.stdout).toBe(expected);
    expect(run.status).toBe(1);
    // Progress off a terminal: JSON lines on standard error, the last one the summary.
    const said = run.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(said.at(-1)).toEqual({
      done: { lines: cases.length, problems: expect.any(Number), seconds: expect.any(Number) },
    });
  });

  it('carries ids, refuses a bad envelope as a problem line, and takes CRLF line ends and a last line without one', async () => {
    const cases: Case[] = [
      wrapped(7, DEFAULT_SCENARIO),
      wrapped('x,"y"', DEFAULT_SCENARIO),
      wrapped(2 ** 53 - 1, { s: 'x' }),
    ];
    const expected = await expectedOutput(cases);
    const crlf = input(cases, '\r\n');
    const run = await runCliProcess(['batch', '--quiet', '-'], { env: ENV, stdin: [crlf.subarray(0, -2)] });
    expect(run.stdout).toBe(expected);
    expect(run.stderr).toBe('');

    const envelopes = [
      { id: { nested: 1 }, request: DEFAULT_SCENARIO },
      { id: 2 ** 53, request: DEFAULT_SCENARIO },
      { id: '', request: DEFAULT_SCENARIO },
      { id: 'x'.repeat(257), request: DEFAULT_SCENARIO },
      { id: 'ok', request: DEFAULT_SCENARIO, more: 1 },
    ];
    const refused = await runCliProcess(['batch', '--quiet', '-'], {
      env: ENV,
      stdin: envelopes.map((line) => `${JSON.stringify(line)}\n`).join(''),
    });
    expect(refused.status).toBe(1);
    const lines = refused.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.line, line.id, line.status, line.body.code])).toEqual([
      [1, undefined, 400, 'VALIDATION_ERROR'],
      [2, undefined, 400, 'VALIDATION_ERROR'],
      [3, undefined, 400, 'VALIDATION_ERROR'],
      [4, undefined, 400, 'VALIDATION_ERROR'],
      [5, 'ok', 400, 'VALIDATION_ERROR'],
    ]);
    expect(
      lines.map((line) => line.body.errors.map((e: { pointer: string; code: string }) => `${e.pointer} ${e.code}`)),
    ).toEqual([['/id WRONG_TYPE'], ['/id INVALID'], ['/id TOO_SHORT'], ['/id TOO_LONG'], ['/more UNKNOWN_FIELD']]);
  });

  it('exits 0 when every line is answered 200, and --out writes the same bytes through a partial file', async () => {
    const cases = [
      plain(JSON.stringify(DEFAULT_SCENARIO)),
      wrapped('b', { ...DEFAULT_SCENARIO, targetAgeMonths: 300 }),
    ];
    const expected = await expectedOutput(cases);
    const source = join(dir, 'in.jsonl');
    const target = join(dir, 'out.jsonl');
    await writeFile(source, input(cases));
    const run = await runCliProcess(['batch', '--out', target, source], { env: ENV });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(await readFile(target, 'utf8')).toBe(expected);
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const said = run.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(said.at(-1)).toEqual({ done: { lines: 2, problems: 0, seconds: expect.any(Number) } });
  });

  it("--csv: one row per line, whose figures are the projection's at the target and the yearly table's last row", async () => {
    const scenario = {
      ...DEFAULT_SCENARIO,
      targetAgeMonths: 222,
      sources: [
        ...DEFAULT_SCENARIO.sources,
        {
          id: 'emp',
          kind: 'employer',
          schedule: { type: 'annual', amountCents: '600000', monthOfYear: 6, startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
    };
    const lines = [
      JSON.stringify({ id: '=cmd|x', request: scenario }),
      'oops',
      JSON.stringify({ id: 12, request: DEFAULT_SCENARIO }),
    ];
    const run = await runCliProcess(['batch', '--csv', '--quiet', '-'], { env: ENV, stdin: `${lines.join('\n')}\n` });
    expect(run.status).toBe(1);
    const rows = run.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe(
      'line,id,status,problem,target_age_months,p10,p50,p90,expected,paid_in,cut,p10_today,p50_today,p90_today,expected_today,paid_in_today,cut_today',
    );
    expect(rows[2]).toBe(`2,,400,INVALID_JSON${',,'.repeat(6)},`);
    const [first, , third] = rows.slice(1).map((row) => row.split(','));
    expect(first?.slice(0, 5)).toEqual(['1', "'=cmd|x", '200', '', '222']); // a formula is never an id a spreadsheet runs
    expect(third?.slice(0, 5)).toEqual(['3', '12', '200', '', '216']);
    // The same figures from the projection and from `project --csv`'s last row (deposits: paid in).
    const projection = JSON.parse((await api(JSON.stringify(scenario))).text);
    const column = projection.percentiles.ages.indexOf(222);
    const dollars = (cents: string) => (Number(cents) / 100).toFixed(2);
    const nominal = projection.percentiles.nominalCents.map((row: string[]) => dollars(row[column] as string));
    const real = projection.percentiles.realCents.map((row: string[]) => dollars(row[column] as string));
    expect(first?.slice(5, 9)).toEqual([
      nominal[0],
      nominal[2],
      nominal[4],
      dollars(projection.deterministic.finalNominalCents),
    ]);
    expect(first?.slice(11, 15)).toEqual([real[0], real[2], real[4], dollars(projection.deterministic.finalRealCents)]);
    const yearly = await runCliProcess(['project', '--csv', '-'], { env: ENV, stdin: JSON.stringify(scenario) });
    const last = yearly.stdout.trimEnd().split('\n').at(-1)?.split(',');
    expect(first?.[9]).toBe(last?.[2]);
    // The employer's 6,000 dollars a year are above the employer limit: some was cut, and a cut in
    // today's dollars is smaller than the same cut as paid.
    expect(Number(first?.[10])).toBeGreaterThan(0);
    expect(Number(first?.[16])).toBeGreaterThan(0);
    expect(Number(first?.[16])).toBeLessThan(Number(first?.[10]));
    expect(dollars(projection.deterministic.cappedCents)).toBe(first?.[10]);

    // A step-up that doubles an amount every year offers far past 2^53 cents: the cut is the
    // answer's exact cappedCents; in today's dollars no cent is known, and the cell is empty.
    const doubling = {
      ...DEFAULT_SCENARIO,
      targetAgeMonths: 1200,
      sources: [
        {
          id: 'x',
          kind: 'family',
          stepUpRate: 1,
          schedule: {
            type: 'annual',
            amountCents: '100000000',
            monthOfYear: 1,
            startAgeMonths: 12,
            endAgeMonths: 1200,
          },
        },
      ],
    };
    const huge = JSON.parse((await api(JSON.stringify(doubling))).text);
    expect(BigInt(huge.deterministic.cappedCents)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const row = (
      await runCliProcess(['batch', '--csv', '--quiet', '-'], { env: ENV, stdin: JSON.stringify(doubling) })
    ).stdout
      .trimEnd()
      .split('\n')[1]
      ?.split(',');
    const cents = huge.deterministic.cappedCents as string;
    expect(row?.[10]).toBe(`${cents.slice(0, -2)}.${cents.slice(-2)}`);
    expect(row?.[16]).toBe('');
    expect(row?.[15]).toMatch(/^\d+\.\d\d$/);
  });

  it('usage errors exit 2 (batch and worker); an input that cannot be read exits 1 with a sentence', async () => {
    const usage = [
      ['batch'],
      ['batch', 'a', 'b'],
      ['batch', '--nope', '-'],
      ['batch', '--out'],
      ['batch', '--chunk-lines', '10', '-'],
      ['batch', '--queue', 'redis://127.0.0.1:6379/0', '--chunk-lines', '0', '-'],
      ['batch', '--queue', 'redis://127.0.0.1:6379/0', '--chunk-lines', '1001', '-'],
      ['batch', '--queue', 'http://127.0.0.1:6379/0', '-'],
      ['batch', '--queue', 'redis://127.0.0.1:6379/x', '-'],
      ['worker'],
      ['worker', '--queue', 'not a url'],
      ['worker', '--queue', 'redis://127.0.0.1:6379/0', 'extra'],
      ['worker', '--queue', 'redis://127.0.0.1:6379/0', '--stall-seconds', '0'],
    ];
    for (const args of usage) {
      const run = await runCliProcess(args, { env: ENV });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(new RegExp(`Run "projection-530a ${args[0]} --help"`));
    }
    // Inline, a worker's lines would hold the event loop that renews its chunks' locks.
    const inline = await runCliProcess(['worker', '--queue', 'redis://127.0.0.1:1/0'], {
      env: { ENGINE_THREADS: '0' },
    });
    expect(inline.status).toBe(1);
    expect(inline.stderr).toBe('Invalid setting: ENGINE_THREADS must be at least 1 for a worker, got 0\n');
    const missing = await runCliProcess(['batch', join(dir, 'missing.jsonl')], { env: ENV });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot be read: there is no such file/);
  });
});
