// The command line from the sources (cli/, docs/api.md#command-line): `project` writes the
// bytes POST /v1/project answers (from a file, from standard input, from a share link), its yearly
// table agrees with the projection and with the independent reference's deposits on generated
// scenarios, every input problem is said on standard error with status 1 (sentences; with --json the
// API's problem), usage errors are a sentence and status 2, every command has its --help, and
// `serve` started by npm's shell stops once npm is gone. test/package/packed.test.ts runs the installed bin.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runCli } from '../../cli/cli.js';
import { HELP } from '../../cli/help.js';
import { decimalDollars } from '../../core/common/format.js';
import type { AfterTaxBlock } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../../server/http/json-body.js';
import { summariseSolution } from '../../server/mcp/summary.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { percentWords } from '../helpers/percent-words.js';
import { expectedPlanRows, PLAN_CSV_HEADER } from '../helpers/plan-csv.js';
import { validScenario } from '../helpers/scenario-arbitraries.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import { referenceProjection } from '../reference/model.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const SITE_URL = 'https://530a.example';
const SEED = 530_1717;

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 366, // not a birthday: the target is a row of its own
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '45000', startAgeMonths: 9, endAgeMonths: 300 },
    },
    {
      id: 'grandma',
      kind: 'relative',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
    {
      id: 'employer',
      kind: 'employer',
      schedule: { type: 'annual', amountCents: '300000', monthOfYear: 6, startAgeMonths: 0, endAgeMonths: 240 },
    },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 12 } },
  ],
};

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  dir = await mkdtemp(join(tmpdir(), 'cli-test-'));
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the command line in this process, with `stdin` as its standard input. */
interface CliOptions {
  stdin?: Readable | string;
  env?: Record<string, string>;
}

async function cli(args: string[], options: CliOptions = {}): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
  stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
  const stdin = options.stdin instanceof Readable ? options.stdin : Readable.from([Buffer.from(options.stdin ?? '')]);
  const status = await runCli(args, { stdin, stdout, stderr, env: { SITE_URL, ...options.env } });
  return { status, stdout: out.join(''), stderr: err.join('') };
}

let files = 0;
async function file(content: string | Buffer): Promise<string> {
  const path = join(dir, `scenario-${files++}.json`);
  await writeFile(path, content);
  return path;
}

/** The one line of problem details on standard error, parsed. */
function problemOf(run: Run): Record<string, unknown> {
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  const body = JSON.parse(run.stderr) as Record<string, unknown>;
  expect(Object.keys(body).slice(0, 5)).toEqual(['type', 'title', 'status', 'detail', 'code']);
  expect(body.type).toBe(`${SITE_URL}/problems/${String(body.code).toLowerCase().replaceAll('_', '-')}`);
  return body;
}

describe('project', () => {
  it('writes the bytes of POST /v1/project, from a file, from standard input and from a share link', async () => {
    const api = await post(`${server.url}/v1/project`, SCENARIO);
    expect(api.status).toBe(200);
    const fromFile = await cli(['project', await file(JSON.stringify(SCENARIO, null, 2))]);
    expect(fromFile).toEqual({ status: 0, stdout: api.text, stderr: '' });
    expect(await cli(['project', '-'], { stdin: JSON.stringify(SCENARIO) })).toEqual(fromFile);
    const s = new URL(JSON.parse(api.text).shareUrl).searchParams.get('s');
    expect(await cli(['project', await file(JSON.stringify({ s }))])).toEqual(fromFile);
    // A byte-order mark, as some editors write, is ignored (as the API ignores it).
    expect(await cli(['project', await file(`\uFEFF${JSON.stringify(SCENARIO)}`)])).toEqual(fromFile);
  });

  it('reads bytes that are not UTF-8 as the API reads them', async () => {
    const text = JSON.stringify({ ...SCENARIO, sources: [{ ...SCENARIO.sources[0], id: 'ID' }] });
    const [before, after] = text.split('ID');
    const broken = Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]); // a stray byte, a bad pair, a surrogate
    const bytes = Buffer.concat([Buffer.from(before!), broken, Buffer.from(after!)]);
    const headers = { 'content-type': 'application/json' };
    const api = await fetch(`${server.url}/v1/project`, { method: 'POST', headers, body: bytes });
    expect(api.status).toBe(200);
    expect(await cli(['project', await file(bytes)])).toEqual({ status: 0, stdout: await api.text(), stderr: '' });
  });

  it('cites --site-url over SITE_URL, and the budget of MC_BUDGET_PATH_MONTHS', async () => {
    const stdin = JSON.stringify(SCENARIO);
    const run = await cli(['project', '--site-url', 'https://elsewhere.example/', '-'], { stdin });
    const projection = JSON.parse(run.stdout);
    expect(projection.sourceUrl).toBe('https://elsewhere.example');
    expect(projection.shareUrl.startsWith('https://elsewhere.example/?s=1.')).toBe(true);
    const small = await cli(['project', '-'], { stdin, env: { MC_BUDGET_PATH_MONTHS: '100000' } });
    expect(JSON.parse(small.stdout).assumptions.mcPathsSimulated).toBe(Math.floor(100_000 / (366 - 8)));
  });

  it('--csv writes a row per milestone: what was paid in, the expected path, the percentiles, in dollars', async () => {
    const projection = JSON.parse((await cli(['project', '-'], { stdin: JSON.stringify(SCENARIO) })).stdout);
    for (const basis of ['nominal', 'real'] as const) {
      const args = ['project', '--csv', ...(basis === 'real' ? ['--real'] : []), '-'];
      const run = await cli(args, { stdin: JSON.stringify(SCENARIO) });
      expect(run.status, run.stderr).toBe(0);
      const [header, ...rows] = run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(','));
      const suffix = basis === 'real' ? '_today' : '';
      expect(header).toEqual([
        'age_months',
        'age_years',
        'deposits',
        'expected',
        'expected_today',
        ...['p10', 'p25', 'p50', 'p75', 'p90'].map((p) => p + suffix),
      ]);
      expect(rows.map((row) => Number(row[0]))).toEqual(projection.percentiles.ages);
      expect(rows.at(-1)?.[1]).toBe('30.5');
      const table = basis === 'real' ? projection.percentiles.realCents : projection.percentiles.nominalCents;
      rows.forEach((row, column) => {
        const milestone = projection.deterministic.milestones[column];
        const cents: string[] = [milestone.nominalCents, milestone.realCents, ...table.map((r: string[]) => r[column])];
        expect(row.slice(3)).toEqual(cents.map((amount) => decimalDollars(Number(amount))));
      });
      const { contributedCents, seedCents } = projection.deterministic;
      expect(rows.at(-1)?.[2]).toBe(decimalDollars(Number(contributedCents) + Number(seedCents)));
    }
  });

  it('--text says a plan of withdrawals in plain words, from the same run as the JSON', async () => {
    const scenario = {
      ...SCENARIO,
      // Every deposit before the plan's first withdrawal at 18.
      sources: SCENARIO.sources.map((source) =>
        'endAgeMonths' in source.schedule ? { ...source, schedule: { ...source.schedule, endAgeMonths: 216 } } : source,
      ),
      afterTax: { use: 'education', qualifiedExpensesCents: '2000000', plan: { fromAgeMonths: 216, years: 4 } },
    };
    const json = await cli(['project', '-'], { stdin: JSON.stringify(scenario) });
    expect(json.status, json.stderr).toBe(0);
    const projection = JSON.parse(json.stdout);
    const run = await cli(['project', '--text', '-'], { stdin: JSON.stringify(scenario) });
    expect(run.status, run.stderr).toBe(0);
    const plan = projection.afterTax.plan;
    const whole = (cents: string) => `$${Math.round(Number(cents) / 100).toLocaleString('en-US')}`;
    const share = (count: number) => percentWords(count, plan.paths);
    expect(run.stdout).toContain(
      `Taken over 4 years from 18 for college: about ${whole(plan.trumpAccount.netRealCents[2])} left from the Trump ` +
        `account, ${whole(plan.plan529.netRealCents[2])} from a 529, ${whole(plan.custodial.netRealCents[2])} from a ` +
        `custodial account (medians of the totals after federal tax, in ${SCENARIO.asOf} dollars); the Trump account ` +
        `leaves at least as much as a 529 in ${share(plan.trumpAheadOf529)} of simulated markets, as a custodial ` +
        `account in ${share(plan.trumpAheadOfCustodial)}.`,
    );
    expect(run.stdout).toContain(`Share link: ${projection.shareUrl}`);
  });

  it("carries afterTax.state: the API's bytes, and --text names the state's tax", async () => {
    const scenario = { ...SCENARIO, targetAgeMonths: 360, afterTax: { use: 'any', state: 'NY' } };
    const api = await post(`${server.url}/v1/project`, scenario);
    expect(api.status).toBe(200);
    const json = await cli(['project', '-'], { stdin: JSON.stringify(scenario) });
    expect(json.status, json.stderr).toBe(0);
    expect(json.stdout).toBe(api.text);
    const block = JSON.parse(json.stdout).afterTax;
    const run = await cli(['project', '--text', '-'], { stdin: JSON.stringify(scenario) });
    expect(run.status, run.stderr).toBe(0);
    const whole = (cents: string) => `$${Math.round(Number(cents) / 100).toLocaleString('en-US')}`;
    const at = (account: { deterministic: { stateTaxCents: string }[] }) =>
      whole(account.deterministic.at(-1)?.stateTaxCents ?? 'none');
    expect(run.stdout).toContain(`(medians after federal and New York tax, in ${SCENARIO.asOf} dollars)`);
    expect(run.stdout).toContain(
      `New York tax on the steady-return line at 30: ${at(block.trumpAccount)} from the ` +
        `Trump account, ${at(block.plan529)} from a 529, ${at(block.custodial)} from a custodial account (nominal).`,
    );
    const bad = await cli(['project', '-'], { stdin: JSON.stringify({ ...scenario, afterTax: { state: 'XX' } }) });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('/afterTax/state');
  });

  it('solve --text says the answer as solve_530a does, then the share link of the scenario at that amount', async () => {
    const request = {
      scenario: { ...SCENARIO, goal: { amountCents: '25000000', atAgeMonths: 216 } },
      sourceId: SCENARIO.sources[0]!.id,
    };
    const solved = await post(`${server.url}/v1/solve`, request);
    expect(solved.status).toBe(200);
    const solution = JSON.parse(solved.text) as SolutionBody;
    const run = await cli(['solve', '--text', '-'], { stdin: JSON.stringify(request) });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(`${summariseSolution(solution)}\nShare link: ${solution.shareUrl}\n`);
    const amount = `$${(Number(solution.amountCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(run.stdout.startsWith(`${amount} a month from parents, `), run.stdout).toBe(true);
    expect(run.stdout).toContain(`Share link: ${SITE_URL}/?s=`);
    // A problem is said as without --text.
    const refused = await cli(['solve', '--text', '-'], {
      stdin: JSON.stringify({ scenario: SCENARIO, sourceId: 'x' }),
    });
    expect([refused.status, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toMatch(/^projection-530a: 2 problems in the request/);
  });

  it('--text says a Roth conversion in plain words, from the same run as the JSON', async () => {
    const scenario = {
      ...SCENARIO,
      targetAgeMonths: 300,
      sources: SCENARIO.sources.map((source) =>
        'endAgeMonths' in source.schedule ? { ...source, schedule: { ...source.schedule, endAgeMonths: 216 } } : source,
      ),
      afterTax: { use: 'any', conversion: { fromAgeMonths: 216, years: 2, taxPaidFrom: 'account' } },
    };
    const json = await cli(['project', '-'], { stdin: JSON.stringify(scenario) });
    expect(json.status, json.stderr).toBe(0);
    const block = JSON.parse(json.stdout).afterTax.conversion;
    const run = await cli(['project', '--text', '-'], { stdin: JSON.stringify(scenario) });
    expect(run.status, run.stderr).toBe(0);
    const whole = (cents: string) => `$${Math.round(Number(cents) / 100).toLocaleString('en-US')}`;
    expect(run.stdout).toContain(
      `Converted to a Roth IRA over 2 years from 18, its tax withheld from the account (a median of ` +
        `${whole(block.roth.conversionTaxCents[2])} in the years paid), then taken whole at 25: about ` +
        `${whole(block.roth.netRealCents[2])} left from the Roth IRA after that tax, against ` +
        `${whole(block.unconverted.netRealCents[2])} from the Trump account unconverted`,
    );
  });

  it('--text names the kind of dollars of a goal, in both kinds', async () => {
    for (const [real, words] of [
      [false, 'future dollars'],
      [true, `${SCENARIO.asOf} dollars`],
    ] as const) {
      const scenario = { ...SCENARIO, goal: { amountCents: '5000000', atAgeMonths: 216, real } };
      const run = await cli(['project', '--text', '-'], { stdin: JSON.stringify(scenario) });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Goal \\$50,000 in ${words} at 18: reached on \\d+ of `, 'm'));
    }
  });

  it('solve says what the statute cuts of the answer, as POST /v1/solve does', async () => {
    const body = {
      scenario: { ...SCENARIO, goal: { amountCents: '15000000', atAgeMonths: 216, probability: 0.5 } },
      sourceId: 'parents',
    };
    const run = await cli(['solve', '--site-url', SITE_URL, '-'], { stdin: JSON.stringify(body) });
    expect(run.status, run.stderr).toBe(0);
    const http = await post(`${server.url}/v1/solve`, body);
    expect(run.stdout).toBe(http.text);
    const solution = JSON.parse(run.stdout) as { cutCents: string | null; cutYears: number[] | null };
    expect(Number(solution.cutCents)).toBeGreaterThan(0);
    expect(solution.cutYears?.length).toBeGreaterThan(0);
  });

  it("--csv with afterTax adds each account's median net, empty where not available; the rest is unchanged", async () => {
    const scenario = { ...SCENARIO, afterTax: { use: 'retirement', parentOrdinaryRate: 0.24 } };
    const projection = JSON.parse((await cli(['project', '-'], { stdin: JSON.stringify(scenario) })).stdout);
    const plain = (await cli(['project', '--csv', '--real', '-'], { stdin: JSON.stringify(SCENARIO) })).stdout
      .trimEnd()
      .split('\n');
    const run = await cli(['project', '--csv', '--real', '-'], { stdin: JSON.stringify(scenario) });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    const [header, ...rows] = lines;
    expect(header?.slice(-3)).toEqual([
      'trump_net_median_today',
      'plan529_net_median_today',
      'custodial_net_median_today',
    ]);
    expect(lines.map((row) => row.slice(0, -3).join(','))).toEqual(plain);
    const accounts = [projection.afterTax.trumpAccount, projection.afterTax.plan529, projection.afterTax.custodial];
    const expected = projection.afterTax.ages.map((_: number, column: number) =>
      accounts.map((account) => {
        const cents: string | null = account.netRealCents[2][column];
        return cents === null ? '' : decimalDollars(Number(cents));
      }),
    );
    expect(rows.map((row) => row.slice(-3))).toEqual(expected);
    expect(expected.flat()).toContain('');
    expect(expected.flat().filter((cell: string) => cell !== '').length).toBeGreaterThan(0);
  });

  it('--csv with a plan of withdrawals: from its first age, what the plan leaves; the whole-at-once medians empty there', async () => {
    const scenario = {
      ...SCENARIO,
      sources: SCENARIO.sources.map((source) =>
        'endAgeMonths' in source.schedule ? { ...source, schedule: { ...source.schedule, endAgeMonths: 216 } } : source,
      ),
      afterTax: { use: 'education', plan: { fromAgeMonths: 216, years: 4 } },
    };
    const stdin = JSON.stringify(scenario);
    const projection = JSON.parse((await cli(['project', '-'], { stdin })).stdout);
    const plan = projection.afterTax.plan as NonNullable<AfterTaxBlock['plan']>;
    const rowsOf = async (args: string[]) => {
      const run = await cli(['project', '--csv', ...args, '-'], { stdin });
      expect(run.status, run.stderr).toBe(0);
      return run.stdout
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','));
    };
    const money = (cents: string) => decimalDollars(Number(cents));
    const ages: number[] = projection.percentiles.ages;
    const from = ages.indexOf(216);
    const left = (k: number) => plan.trumpAccount.deterministic.years[k]?.leftCents ?? '';
    const heldToday = (await rowsOf(['--table', 'withdrawals', '--real']))
      .filter((row) => row[0] === 'trumpAccount')
      .map((row) => row[9]);
    const rows = await rowsOf([]);
    rows.forEach((row, c) => {
      const k = c - from;
      const age = ages[c] ?? 0;
      if (k < 0) {
        // Before the plan: the projection's own balances.
        expect(row[3]).toBe(money(projection.deterministic.milestones[c].nominalCents));
        expect(row.slice(5, 10)).toEqual(
          projection.percentiles.nominalCents.map((band: string[]) => money(band[c] ?? '')),
        );
        return;
      }
      const emptied = age > (plan.ages.at(-1) ?? 0);
      expect(row[3], `expected at ${age}`).toBe(emptied ? '0.00' : money(left(k)));
      expect(row[4], `expected_today at ${age}`).toBe(emptied ? '0.00' : heldToday[k]);
      expect(row.slice(5, 10), `percentiles at ${age}`).toEqual(
        plan.trumpAccountLeft.nominalCents.map((band) => (emptied ? '0.00' : money(band[k] ?? ''))),
      );
      expect(row.slice(10), `the whole-at-once medians at ${age}`).toEqual(['', '', '']);
    });
    expect(rows.at(-1)?.slice(3, 10)).toEqual(Array(7).fill('0.00'));
    expect(Number(rows[from]?.[7])).toBeGreaterThan(0);
    const real = await rowsOf(['--real']);
    expect(real[from]?.slice(5, 10)).toEqual(plan.trumpAccountLeft.realCents.map((band) => money(band[0] ?? '')));
  });

  it("--table withdrawals and roth-conversion: the plan's and the conversion's years, in either dollars", async () => {
    const scenario = {
      ...SCENARIO,
      // Deposits end before the conversion starts, as the API asks.
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '45000', startAgeMonths: 9, endAgeMonths: 204 },
        },
      ],
      afterTax: {
        use: 'any',
        parentOrdinaryRate: 0.24,
        plan: { fromAgeMonths: 276, years: 4, method: 'equal' },
        conversion: { fromAgeMonths: 216, years: 3, taxPaidFrom: 'outside' },
      },
    };
    const stdin = JSON.stringify(scenario);
    const projection = JSON.parse((await cli(['project', '-'], { stdin })).stdout);
    const { plan, conversion } = projection.afterTax as Required<Pick<AfterTaxBlock, 'plan' | 'conversion'>>;
    const table = async (name: string, real: boolean) => {
      const run = await cli(['project', '--csv', '--table', name, ...(real ? ['--real'] : []), '-'], { stdin });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout.endsWith('\n')).toBe(true);
      return run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(','));
    };
    const money = (cents: string) => decimalDollars(Number(cents));
    const [planHeader, ...planRows] = await table('withdrawals', false);
    expect(planHeader).toEqual(PLAN_CSV_HEADER);
    expect(planRows).toEqual(expectedPlanRows(plan));
    expect(planRows.length).toBe(12);
    const { conversions, withdrawals } = conversion.roth.deterministic;
    const [conversionHeader, ...conversionRows] = await table('roth-conversion', false);
    expect(conversionHeader?.slice(0, 6)).toEqual(['step', 'age_months', 'age_years', 'year', 'qualified', 'amount']);
    expect(conversionRows.map((row) => [row[0], row[1], row[5]])).toEqual([
      ...conversions.map((year) => ['conversion', String(year.ageMonths), money(year.convertedCents)]),
      ...withdrawals.map((year) => ['withdrawal', String(year.ageMonths), money(year.withdrawalCents)]),
    ]);
    // In today's dollars, each amount is the same amount divided by the deflator of its age, which
    // the API's milestones give (nominal over real), to a cent of the rounding of both.
    const deflator = new Map<number, number>(
      projection.deterministic.milestones.map((m: { ageMonths: number; nominalCents: string; realCents: string }) => [
        m.ageMonths,
        Number(m.nominalCents) / Number(m.realCents),
      ]),
    );
    for (const [name, nominal, ageColumn, firstAmount] of [
      ['withdrawals', planRows, 1, 4],
      ['roth-conversion', conversionRows, 1, 5],
    ] as const) {
      const [header, ...rows] = await table(name, true);
      expect(header?.slice(firstAmount).every((column) => column.endsWith('_today'))).toBe(true);
      expect(rows.map((row) => row.slice(0, firstAmount))).toEqual(nominal.map((row) => row.slice(0, firstAmount)));
      for (const [i, row] of rows.entries()) {
        const d = deflator.get(Number(row[ageColumn]));
        expect(d, `a deflator at ${row[ageColumn]} months`).toBeDefined();
        for (let column = firstAmount; column < row.length; column++) {
          const today = row[column] ?? '';
          const future = nominal[i]?.[column] ?? '';
          expect(today === '', `row ${i} column ${column}`).toBe(future === '');
          if (today !== '')
            expect(Math.abs(Number(today) * d! - Number(future))).toBeLessThanOrEqual(
              0.02 + Math.abs(Number(future)) * 1e-6,
            );
        }
      }
    }
    // A table whose block the scenario does not ask for is a problem at the block's pointer.
    const withoutPlan = { ...scenario, afterTax: { use: 'any', parentOrdinaryRate: 0.24 } };
    for (const [name, pointer] of [
      ['withdrawals', '/afterTax/plan'],
      ['roth-conversion', '/afterTax/conversion'],
    ] as const) {
      const refused = problemOf(
        await cli(['project', '--csv', '--table', name, '--json', '-'], { stdin: JSON.stringify(withoutPlan) }),
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.errors).toEqual([expect.objectContaining({ pointer, code: 'REQUIRED' })]);
      const said = await cli(['project', '--csv', '--table', name, '-'], { stdin: JSON.stringify(withoutPlan) });
      expect(said.status).toBe(1);
      expect(said.stderr).toContain(`${pointer}: required field is missing: --table ${name} writes its years`);
    }
  });

  it("--csv deposits equal the independent reference model's on generated scenarios (seed " + SEED + ')', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(validScenario, async (scenario) => {
        const checked = checkScenario(JSON.parse(JSON.stringify(scenario)), STATUTE);
        if (!checked.ok) throw new Error('a generated scenario is invalid');
        const reference = referenceProjection(checked.scenario);
        const run = await cli(['project', '--csv', '--json', '-'], { stdin: JSON.stringify(scenario) });
        // Out of range in the deterministic path (the reference) is out of range for the engine; the
        // engine's simulated paths can also be, where the reference has none.
        if (!reference.ok || run.status !== 0) {
          expect(problemOf(run).code).toBe('RESULT_OUT_OF_RANGE');
          return;
        }
        compared++;
        const { deposits, startAgeMonths, milestones } = reference.result;
        const rows = run.stdout
          .trimEnd()
          .split('\n')
          .slice(1)
          .map((line) => line.split(','));
        expect(rows.map((row) => Number(row[0]))).toEqual(milestones.map((m) => m.ageMonths));
        rows.forEach((row, index) => {
          const age = milestones[index]!.ageMonths;
          const paidIn = deposits.slice(0, age - startAgeMonths).reduce((sum, cents) => sum + cents, 0n);
          const expected = `${paidIn / 100n}.${String(paidIn % 100n).padStart(2, '0')}`;
          expect(row[2], `age ${age}`).toBe(expected);
          expect(row[3], `age ${age}`).toBe(decimalDollars(Number(milestones[index]!.nominalCents)));
        });
      }),
      { seed: SEED, numRuns: 25 },
    );
    expect(compared).toBeGreaterThan(10);
  });
});

describe("project: problems are the API's, on standard error, status 1", () => {
  const api = async (text: string) => {
    const answer = await post(`${server.url}/v1/project`, text);
    return JSON.parse(answer.text) as Record<string, unknown>;
  };

  it.each([
    ['an invalid scenario', JSON.stringify({ asOf: '2026-13-01', birthDate: '2026', targetAgeMonths: 0, hue: 1 })],
    ['a broken share link', JSON.stringify({ s: '1.not base64' })],
    ['malformed JSON', '{"asOf": '],
    ['an empty file', ''],
    ['a "__proto__" key', '{"asOf":"2026-01-01","__proto__":{"polluted":true}}'],
    ['a constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['nesting deeper than the API allows', `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`],
    [
      'amounts beyond 2^53 - 1 cents',
      JSON.stringify({
        asOf: '2026-01-01',
        birthDate: '2026-01-01',
        targetAgeMonths: 1428,
        annualReturn: 0.2,
        returnIsReal: false,
        mcPaths: 100,
        sources: [
          {
            id: 'c',
            kind: 'charity',
            schedule: { type: 'monthly', amountCents: '999999999999', startAgeMonths: 0, endAgeMonths: 1428 },
          },
        ],
      }),
    ],
  ])('%s: the same problem as POST /v1/project', async (_name, text) => {
    const expected = await api(text);
    expect(problemOf(await cli(['project', '--json', await file(text)]))).toEqual(expected);
    expect(problemOf(await cli(['project', '--json', '-'], { stdin: text }))).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a file that cannot be read is NOT_FOUND, naming it', async () => {
    const missing = problemOf(await cli(['project', '--json', join(dir, 'missing.json')]));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(missing.detail).toContain('missing.json" cannot be read: there is no such file');
    expect(problemOf(await cli(['project', '--json', dir])).detail).toContain('it is a directory');
  });

  it("more than the API's body limit is PAYLOAD_TOO_LARGE, read no further; at the limit it is read", async () => {
    const json = JSON.stringify(SCENARIO);
    const atLimit = json + ' '.repeat(BODY_LIMIT_BYTES - json.length);
    expect((await cli(['project', await file(atLimit)])).status).toBe(0);
    const over = await cli(['project', '--json', await file(`${atLimit} `)]);
    expect(problemOf(over)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    // An endless standard input: refused once past the limit, without waiting for an end.
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 16_384;
        this.push(Buffer.alloc(16_384, 0x20));
      },
    });
    expect(problemOf(await cli(['project', '--json', '-'], { stdin: endless })).code).toBe('PAYLOAD_TOO_LARGE');
    expect(sent).toBeLessThan(BODY_LIMIT_BYTES * 8);
  });

  it('without --json a problem is said in sentences: what is wrong, then each bad field', async () => {
    const path = join(dir, 'missing.json');
    const missing = await cli(['project', path]);
    expect(missing).toEqual({
      status: 1,
      stdout: '',
      stderr: `projection-530a: The scenario file ${JSON.stringify(path)} cannot be read: there is no such file.\n`,
    });
    const text = JSON.stringify({ asOf: '2026-13-01', birthDate: '2026-03-01', targetAgeMonths: 240, hue: 1 });
    const invalid = await cli(['solve', await file(text)]);
    const problem = problemOf(await cli(['solve', '--json', await file(text)]));
    const errors = problem.errors as { pointer: string; message: string }[];
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toBe(
      [`projection-530a: ${String(problem.detail)}`, ...errors.map((e) => `  ${e.pointer}: ${e.message}`), ''].join(
        '\n',
      ),
    );
    expect(errors.length).toBeGreaterThan(1);
    expect(invalid.stderr).not.toMatch(/^\{/); // no JSON where a sentence is expected
  });

  it('a bad setting names it, status 1', async () => {
    const run = await cli(['project', '-'], { stdin: '{}', env: { MC_BUDGET_PATH_MONTHS: '-5' } });
    expect(run).toMatchObject({ status: 1, stdout: '' });
    expect(run.stderr).toMatch(/^Invalid setting: MC_BUDGET_PATH_MONTHS/);
    const flag = await cli(['project', '--site-url', 'ftp://x', '-'], { stdin: '{}' });
    expect(flag.stderr).toMatch(/^Invalid setting: SITE_URL/);
  });
});

describe('eligibility (docs/api.md#eligibility)', () => {
  const QUERY = ['--birth-date', '2018-03-03', '--as-of', '2026-11-20'];

  it('writes the bytes of GET /v1/eligibility, with and without a state', async () => {
    for (const [args, query] of [
      [[...QUERY, '--state', 'CT'], 'birthDate=2018-03-03&asOf=2026-11-20&state=CT'],
      [QUERY, 'birthDate=2018-03-03&asOf=2026-11-20'],
    ] as const) {
      const run = await cli(['eligibility', ...args]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(await (await fetch(`${server.url}/v1/eligibility?${query}`)).text());
    }
  });

  it('--text says it as eligibility_530a does', async () => {
    const run = await cli(['eligibility', ...QUERY, '--state', 'CT', '--text']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Free money for a child born 2018-03-03, asked on 2026-11-20 \(living in CT\):\n/);
    expect(run.stdout).toContain(
      '- Michael and Susan Dell, $250 (dell): may qualify, if the child lives in a ZIP code',
    );
    expect(run.stdout).toContain(`From ${SITE_URL}.`);
  });

  it("a query the route refuses is the route's problem at each parameter, status 1", async () => {
    const run = await cli(['eligibility', '--birth-date', '2021-02-29', '--state', 'ct']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').slice(0, 3)).toEqual([
      'projection-530a: 3 problems in the request: /birthDate must be a real calendar date, YYYY-MM-DD; 2 more in errors.',
      '  /birthDate: must be a real calendar date, YYYY-MM-DD',
      '  /asOf: required field is missing',
    ]);
    expect(run.stderr).toContain('  /state: must be one of: AL, AK, AZ');
    const json = problemOf(await cli(['eligibility', '--birth-date', '2018-03-03', '--as-of', 'today', '--json']));
    expect(json.errors).toEqual([
      { pointer: '/asOf', code: 'NOT_A_DATE', message: 'must be a real calendar date, YYYY-MM-DD' },
    ]);
  });
});

describe('usage', () => {
  it.each([
    [[], HELP.main, 'stderr'],
    [['nope'], 'there is no command "nope"', 'stderr'],
    [['project'], 'project needs a scenario file', 'stderr'],
    [['project', 'a.json', 'b.json'], 'project takes one argument, got 2', 'stderr'],
    [['project', '--bogus', 'a.json'], 'project has no option --bogus', 'stderr'],
    [['solve', '--csv', 'a.json'], 'solve has no option --csv', 'stderr'],
    [['project', 'a.json', '--site-url'], '--site-url needs a value', 'stderr'],
    [['project', '--csv=yes', 'a.json'], '--csv takes no value', 'stderr'],
    [['project', '--real', 'a.json'], '--real goes with --csv', 'stderr'],
    [['project', '--table', 'withdrawals', 'a.json'], '--table goes with --csv', 'stderr'],
    [
      ['project', '--csv', '--table', 'monthly', 'a.json'],
      '--table takes yearly, withdrawals, roth-conversion, not "monthly"',
      'stderr',
    ],
    [['project', '--csv', '--table'], '--table needs a value', 'stderr'],
    [['project', '--csv', '--text', 'a.json'], '--text and --csv are two different outputs', 'stderr'],
    [['serve', 'extra'], 'serve takes no argument, got 1', 'stderr'],
    [['mcp', '--port', '1'], 'mcp has no option --port', 'stderr'],
    [['help', 'nope'], 'there is no command "nope"', 'stderr'],
    [['solve'], 'solve needs a scenario file', 'stderr'],
    [['solve', 'a.json', 'b.json'], 'solve takes one argument, got 2', 'stderr'],
    [['eligibility', 'a.json'], 'eligibility takes no argument, got 1', 'stderr'],
    [['eligibility', '--birth-date'], '--birth-date needs a value', 'stderr'],
    [['eligibility', '--zip', '06001'], 'eligibility has no option --zip', 'stderr'],
  ])('%j is a usage error, status 2', async (args, message, stream) => {
    const run = await cli(args as string[]);
    expect(run.status).toBe(2);
    expect(stream === 'stderr' ? run.stderr : run.stdout).toContain(message);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toContain('To specify a positional argument'); // not Node's parser text
  });

  it("a usage error is one sentence naming what is wrong and the help to read: the command's, or the list", async () => {
    expect((await cli(['solve', '--csv', 'a.json'])).stderr).toBe(
      'projection-530a: solve has no option --csv. Run "projection-530a solve --help" for its options.\n',
    );
    expect((await cli(['nope'])).stderr).toBe(
      'projection-530a: there is no command "nope". Run "projection-530a --help" for the commands.\n',
    );
  });

  it('every command has its --help (status 0, on standard output)', async () => {
    for (const command of ['project', 'serve', 'mcp', 'solve', 'eligibility'] as const) {
      for (const args of [
        [command, '--help'],
        [command, '-h'],
        ['help', command],
      ]) {
        expect(await cli(args)).toEqual({ status: 0, stdout: HELP[command], stderr: '' });
      }
      expect(HELP[command]).toMatch(new RegExp(`^Usage: projection-530a ${command}`));
    }
    expect(await cli(['--help'])).toEqual({ status: 0, stdout: HELP.main, stderr: '' });
    expect(HELP.main).toMatch(/solve <file> +Solve for the contribution/);
  });
});

describe('the process', () => {
  /** Runs the compiled cli/main.ts as a process, as the package's bin runs. */
  async function processRun(args: string[], stdin: string): Promise<Run> {
    const child = spawn(process.execPath, [CLI_MAIN, ...args], {
      cwd: TOP,
      env: { ...process.env, SITE_URL },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: string[] = [];
    const err: string[] = [];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
    child.stdin.end(stdin);
    const [status] = await once(child, 'exit');
    return { status: status as number, stdout: out.join(''), stderr: err.join('') };
  }

  it('exits with the status runCli answers, after writing all of its output', async () => {
    const largest = { ...SCENARIO, mcPaths: 5000, targetAgeMonths: 1428 };
    const api = await post(`${server.url}/v1/project`, largest);
    const done = await processRun(['project', '-'], JSON.stringify(largest));
    expect(done).toEqual({ status: 0, stdout: api.text, stderr: '' });
    expect(problemOf(await processRun(['project', '--json', '-'], '{')).code).toBe('INVALID_JSON');
    expect((await processRun(['solve'], '')).status).toBe(2);
    const request = {
      scenario: { ...SCENARIO, goal: { amountCents: '3000000', atAgeMonths: 216 } },
      sourceId: SCENARIO.sources[0]!.id,
    };
    const solved = await post(`${server.url}/v1/solve`, request);
    expect(solved.status).toBe(200);
    expect(await processRun(['solve', '-'], JSON.stringify(request))).toEqual({
      status: 0,
      stdout: solved.text,
      stderr: '',
    });
    const noGoal = problemOf(
      await processRun(['solve', '--json', '-'], JSON.stringify({ scenario: SCENARIO, sourceId: 'x' })),
    );
    expect((noGoal.errors as { pointer: string }[]).map((e) => e.pointer)).toEqual(['/scenario/goal', '/sourceId']);
  });

  it('serve, started by npm through its shell, stops once npm is gone', async () => {
    // npx and npm start run `sh -c "<command>"` and pass their SIGTERM to that shell only, which
    // dies without passing it on: the server ran on under pid 1. Here the shell is killed as npm's
    // forwarding kills it; npm's mark (npm_lifecycle_event) is in the environment, as npm sets it.
    const env = {
      ...process.env,
      npm_lifecycle_event: 'npx',
      ...{ HOST: '127.0.0.1', PORT: '0', SITE_URL, ENGINE_THREADS: '1', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0' },
    };
    // "; exit" keeps the shell from replacing itself with node, as npm's "a && b" scripts do too.
    const script = `"${process.execPath}" "${CLI_MAIN}" serve; exit`;
    const shell = spawn('sh', ['-c', script], { cwd: TOP, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let serverPid: number | undefined;
    onTestFinished(() => {
      // Left running only when the test failed (this runs after a timeout too).
      if (serverPid === undefined) return;
      try {
        process.kill(serverPid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
    });
    await new Promise<void>((resolve, reject) => {
      shell.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        log += chunk;
        const line = log.split('\n').find((entry) => entry.includes('Server listening at'));
        if (line !== undefined) {
          serverPid = (JSON.parse(line) as { pid: number }).pid;
          resolve();
        }
      });
      shell.once('exit', () => reject(new Error(`the server did not start: ${log}`)));
    });
    expect(serverPid).not.toBe(shell.pid); // the server is the shell's child, not the shell
    const closed = once(shell, 'close'); // once the server, which holds the shell's pipes, has exited too
    shell.kill('SIGTERM');
    await closed;
    expect(log).toContain('"msg":"shutting down"');
  });
});
