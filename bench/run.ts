// npm run bench [-- --quick] [-- --part engine|budgets|http|solve|afterTax|page|batch]
// Runs the benchmark's parts (engine, path budgets, HTTP, solve, after tax, the page in Chromium,
// batches), prints their tables and writes
// bench/results/latest.json. --quick is a smoke run: small sizes, 1-second HTTP runs.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type AfterTaxResults, afterTaxBench, STAGES } from './after-tax.bench.js';
import { type BatchResults, batchBench } from './batch.bench.js';
import { type BudgetResults, budgetsBench } from './budgets.bench.js';
import { type EngineResults, engineBench, type StageTiming } from './engine.bench.js';
import { type HttpResults, type HttpRun, httpBench } from './http.bench.js';
import { type CpuShare, watchCpu } from './machine.js';
import { type PageResults, pageBench } from './page.bench.js';
import { type SolveResults, solveBench } from './solve.bench.js';

const PARTS = ['engine', 'budgets', 'http', 'solve', 'afterTax', 'page', 'batch'] as const;
type Part = (typeof PARTS)[number];
const RESULTS = new URL('./results/', import.meta.url);
const ENGINE_WASM = new URL('../build/engine.wasm', import.meta.url);

/** Which build of the engine was measured. */
async function engineBuild() {
  const [bytes, info] = await Promise.all([readFile(ENGINE_WASM), stat(ENGINE_WASM)]);
  return {
    sha256: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    bytes: bytes.length,
    builtAt: info.mtime.toISOString(),
  };
}

function parseOptions(): { quick: boolean; parts: Part[] } {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean', default: false }, part: { type: 'string', multiple: true } },
  });
  const asked = (values.part ?? []).flatMap((part) => part.split(','));
  for (const part of asked) {
    if (!PARTS.includes(part as Part)) throw new Error(`--part must be one of ${PARTS.join(', ')}, got "${part}"`);
  }
  return { quick: values.quick ?? false, parts: asked.length > 0 ? (asked as Part[]) : [...PARTS] };
}

/** Prints rows under headers, each column as wide as its widest cell; the first column and a
 *  last 'note' column are left-aligned, the values between them right-aligned. */
function printTable(title: string, headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  const left = (c: number) => c === 0 || (c === headers.length - 1 && (headers[c] === 'note' || headers[c] === ''));
  const line = (row: string[]) =>
    row
      .map((cell, c) => (left(c) ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

const fixed = (value: number | undefined, digits = 2) => (value === undefined ? '-' : value.toFixed(digits));
const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;
const ns = (t: StageTiming) => `${t.medianNs.toFixed(2)} [${t.minNs.toFixed(2)}]`;

function printEngine(results: EngineResults): void {
  const sizes = results.sizes;
  const heads = ['', ...sizes.map((s) => `${s.paths} x ${s.months}`)];
  printTable(`Engine: ns per path-month, median of ${results.timing.rounds} round medians [fastest sample]`, heads, [
    ['wasm whole run (det + simulate + percentiles)', ...sizes.map((s) => ns(s.wasm.run))],
    ['  wasm deterministic', ...sizes.map((s) => ns(s.wasm.deterministic))],
    ['  wasm simulate (kernel)', ...sizes.map((s) => ns(s.wasm.simulate))],
    ['  wasm percentiles', ...sizes.map((s) => ns(s.wasm.percentiles))],
    [
      '  whole run - stages (boundary, copies)',
      ...sizes.map((s) =>
        (
          s.wasm.run.medianNs -
          s.wasm.deterministic.medianNs -
          s.wasm.simulate.medianNs -
          s.wasm.percentiles.medianNs
        ).toFixed(2),
      ),
    ],
    ['TS whole run (kernel + sort percentiles)', ...sizes.map((s) => ns(s.ts.run))],
    ['  TS kernel', ...sizes.map((s) => ns(s.ts.kernel))],
    ['  TS percentiles (sort)', ...sizes.map((s) => ns(s.ts.percentiles))],
    [
      'C kernel, best of 7 (median [min] of runs)',
      ...sizes.map((s) => (s.native ? `${s.native.medianNs.toFixed(2)} [${s.native.minNs.toFixed(2)}]` : 'skipped')),
    ],
  ]);
  printTable('Engine: milliseconds per call (median)', heads, [
    ['wasm whole run', ...sizes.map((s) => fixed(s.wasm.run.medianMs, 2))],
    ['wasm simulate', ...sizes.map((s) => fixed(s.wasm.simulate.medianMs, 2))],
    ['wasm percentiles', ...sizes.map((s) => fixed(s.wasm.percentiles.medianMs, 3))],
    ['TS whole run', ...sizes.map((s) => fixed(s.ts.run.medianMs, 2))],
    ['TS kernel', ...sizes.map((s) => fixed(s.ts.kernel.medianMs, 2))],
    ['C kernel', ...sizes.map((s) => (s.native ? fixed((s.native.medianNs * s.pathMonths) / 1e6, 2) : 'skipped'))],
  ]);
  printTable('Engine: ratios in this run, from medians [from fastest]', heads, [
    ['wasm / C (kernel)', ...sizes.map((s) => `${fixed(s.ratios.wasmOverC)} [${fixed(s.ratios.fromMin.wasmOverC)}]`)],
    [
      'TS / wasm (kernel)',
      ...sizes.map((s) => `${fixed(s.ratios.tsOverWasmKernel)} [${fixed(s.ratios.fromMin.tsOverWasmKernel)}]`),
    ],
    [
      'TS / wasm (whole run)',
      ...sizes.map((s) => `${fixed(s.ratios.tsOverWasmRun)} [${fixed(s.ratios.fromMin.tsOverWasmRun)}]`),
    ],
  ]);
  printTable('Engine: TS kernel against the wasm engine, at the horizon', heads, [
    ['wasm median, cents', ...sizes.map((s) => s.agreement.wasmMedianCents)],
    ['TS median, cents', ...sizes.map((s) => s.agreement.tsMedianCents)],
    ['relative difference', ...sizes.map((s) => percent(s.agreement.medianRelDiff, 4))],
    ['checkpoint balances equal to the cent', ...sizes.map((s) => percent(s.agreement.identicalBalances, 3))],
  ]);
  const history = results.historical;
  printTable(
    'Engine: the historical model beside the lognormal kernel, same paths and horizon, ns per path-month ' +
      'median [fastest]',
    ['', ...history.map((h) => `${h.paths} x ${h.months}`)],
    [
      ['historical whole run (det + windows + percentiles)', ...history.map((h) => ns(h.historical.run))],
      ['  historical kernel (windows)', ...history.map((h) => ns(h.historical.simulate))],
      ['  historical percentiles', ...history.map((h) => ns(h.historical.percentiles))],
      ['lognormal kernel, same paths', ...history.map((h) => ns(h.lognormal.simulate))],
      [
        'historical / lognormal kernel',
        ...history.map((h) => `${fixed(h.kernelRatio)} [${fixed(h.kernelRatioFromMin)}]`),
      ],
      ['historical whole run, ms', ...history.map((h) => fixed(h.historical.run.medianMs, 2))],
    ],
  );
  if (!results.native.compiled) console.log(results.native.note);
}

function printBudgets(results: BudgetResults): void {
  printTable(
    `Path budgets: engine time of a whole run, and |p(N) - p(${results.referencePaths})| / p(${results.referencePaths}) at the horizon, mean over ${results.seeds.length} seeds [max]`,
    ['sampler', 'months', 'paths', 'path-months', 'engine ms', 'ns/pm', 'p10', 'p50', 'p90', ''],
    results.rows.map((r) => [
      r.sampler,
      r.months,
      r.paths,
      r.pathMonths,
      r.engineMs.toFixed(2),
      r.nsPerPathMonth.toFixed(2),
      `${percent(r.meanRelDiff.p10, 2)} [${percent(r.maxRelDiff.p10, 2)}]`,
      `${percent(r.meanRelDiff.p50, 2)} [${percent(r.maxRelDiff.p50, 2)}]`,
      `${percent(r.meanRelDiff.p90, 2)} [${percent(r.maxRelDiff.p90, 2)}]`,
      r.atBudget ? '<- default budget, mcPaths 5000' : '',
    ]),
  );
  printTable(
    `Sobol at N paths against pseudo-random paths at 4N (mean errors at the horizon, as above; goal: every band no worse), and against the pooled reference (the mean of the ${results.seeds.length} seeds' references)`,
    ['months', 'sobol paths', 'pseudo paths', 'p10', 'p50', 'p90', 'goal met', 'pooled p10', 'p50', 'p90', 'met'],
    results.goals.map((g) => [
      g.months,
      g.sobolPaths,
      g.pseudoPaths,
      `${percent(g.sobol.p10, 2)} / ${percent(g.pseudo.p10, 2)}`,
      `${percent(g.sobol.p50, 2)} / ${percent(g.pseudo.p50, 2)}`,
      `${percent(g.sobol.p90, 2)} / ${percent(g.pseudo.p90, 2)}`,
      g.met ? 'yes' : 'no',
      `${percent(g.pooled.sobol.p10, 2)} / ${percent(g.pooled.pseudo.p10, 2)}`,
      `${percent(g.pooled.sobol.p50, 2)} / ${percent(g.pooled.pseudo.p50, 2)}`,
      `${percent(g.pooled.sobol.p90, 2)} / ${percent(g.pooled.pseudo.p90, 2)}`,
      g.pooled.met ? 'yes' : 'no',
    ]),
  );
  printTable(
    "The pooled reference's own standard error, relative (the seeds' references' standard deviation over sqrt(seeds))",
    ['months', 'p10', 'p50', 'p90'],
    results.pooledReference.map((r) => [
      r.months,
      percent(r.relStandardError.p10, 2),
      percent(r.relStandardError.p50, 2),
      percent(r.relStandardError.p90, 2),
    ]),
  );
  const { budget } = results;
  printTable(
    `Default budget: MC_BUDGET_PATH_MONTHS = ${budget.budgetPathMonths.toLocaleString('en-US')} path-months per request`,
    [
      'months',
      'paths (mcPaths 5000)',
      'paths (mcPaths default)',
      'path-months',
      'engine ms (median)',
      'engine ms (fastest)',
    ],
    budget.implied.map((b) => [
      b.months,
      b.maxRequestPaths,
      b.defaultRequestPaths,
      b.pathMonths,
      b.engineMs.toFixed(2),
      b.engineMsMin.toFixed(2),
    ]),
  );
  console.log(
    `The largest request the budget admits: ${budget.worst.paths} paths x ${budget.worst.months} months = ${budget.worst.pathMonths.toLocaleString('en-US')} path-months, ${budget.worst.engineMs.toFixed(1)} ms of engine time on one core.`,
  );
}

function httpRow(run: HttpRun): (string | number)[] {
  return [
    run.name,
    run.engineThreads ?? '-',
    run.connections,
    run.requestsPerSecond.toFixed(0),
    run.latencyP50Ms,
    run.latencyP99Ms,
    run.latencyMaxMs,
    fixed(run.meanLatencyMs, 2),
    `${run.non2xx}/${run.errors}`,
    run.processCpuPercent.toFixed(0),
    fixed(run.othersCpuPercent, 0),
    run.cpuMsPerRequest.toFixed(3),
    run.note ?? '',
  ];
}

function printHttp(results: HttpResults): void {
  printTable(
    `HTTP on loopback (runs of ${results.settings.runSeconds} s after ${results.settings.warmupSeconds} s of warm-up; latency in whole ms as autocannon records it)`,
    [
      'run',
      'workers',
      'conn',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'mean ms (Little)',
      'non2xx/err',
      'CPU %',
      'others %',
      'CPU ms/req',
      'note',
    ],
    results.runs.map(httpRow),
  );
  printTable(
    'HTTP ratios',
    ['', 'ratio'],
    [
      ['(a) uncached req/s, 2 workers / 1 worker', results.ratios.uncachedTwoOverOneWorker.toFixed(2)],
      ['(b) cached req/s / (d) bare Fastify req/s', results.ratios.cachedOverBare.toFixed(2)],
      [
        `(g) server CPU ms per uncached default request / its engine time (${results.serverCpu.cpuMsPerRequest.toFixed(3)} / ${results.serverCpu.engineMs.toFixed(3)})`,
        results.ratios.serverCpuOverEngine.toFixed(2),
      ],
      [
        '(e) /healthz p99 ms, idle -> during (a)',
        `${results.healthz.idle.latencyP99Ms} -> ${results.healthz.underLoad.latencyP99Ms}`,
      ],
    ],
  );
  const { rss } = results;
  printTable(
    '(f) memory around cached requests (after a forced GC)',
    ['', 'before', 'after', 'difference'],
    [
      ['RSS, MB', rss.beforeMb, rss.afterMb, rss.diffMb],
      [
        'heap used, MB',
        rss.heapUsedBeforeMb,
        rss.heapUsedAfterMb,
        Math.round((rss.heapUsedAfterMb - rss.heapUsedBeforeMb) * 10) / 10,
      ],
    ],
  );
  console.log(`${rss.requests} cached requests in ${rss.seconds} s`);
  const sheds = results.coldStartSheds.filter((c) => c.sheds > 0);
  if (sheds.length > 0)
    console.log(`503 before the first 200 of a fresh server: ${sheds.map((c) => `${c.server} ${c.sheds}`).join(', ')}`);
}

function printSolve(results: SolveResults): void {
  printTable(
    'Solve: a default-size solve (goal at the target, 75%) against one projection of the same scenario, engine time, median of rounds [fastest]',
    ['model', 'paths x months', 'trials', 'projection ms', 'solve ms', 'solve / projection'],
    results.models.map((m) => [
      m.returnModel,
      `${m.paths} x ${m.months}`,
      m.evaluations,
      m.projectMs.toFixed(2),
      m.solveMs.toFixed(2),
      `${m.ratio.toFixed(2)} [${m.ratioFromMin.toFixed(2)}]`,
    ]),
  );
}

function printAfterTax(results: AfterTaxResults): void {
  printTable(
    'After tax: a default projection with afterTax against the same projection without it, whole projection (read, engine, block, JSON), median of rounds [fastest]; the goal is at most 2',
    ['case', 'model', 'paths x months', 'without ms', 'with afterTax ms', 'with / without'],
    results.models.map((m) => [
      m.case,
      m.returnModel,
      `${m.paths} x ${m.months}`,
      m.baseMs.toFixed(2),
      m.otherMs.toFixed(2),
      `${m.ratio.toFixed(2)} [${m.ratioFromMin.toFixed(2)}]`,
    ]),
  );
  const { budget } = results;
  printTable(
    `After tax: a 20-year retirement plan from 65 at 119 years (mcPaths 5000) against the request budget, the largest projection MC_BUDGET_PATH_MONTHS = ${budget.budgetPathMonths.toLocaleString('en-US')} admits (${budget.budgetPaths} paths x 1428 months, lognormal, no afterTax); the goal is at most 1`,
    ['model', 'paths x months', 'plan ms', 'budget ms', 'plan / budget'],
    budget.plans.map((b) => [
      b.returnModel,
      `${b.paths} x ${b.months}`,
      `${b.planMs.toFixed(2)} [${b.planMinMs.toFixed(2)}]`,
      `${b.budgetMs.toFixed(2)} [${b.budgetMinMs.toFixed(2)}]`,
      `${b.ratio.toFixed(2)} [${b.ratioFromMin.toFixed(2)}]`,
    ]),
  );
  printTable(
    'After tax: where the time goes, ms, fastest of interleaved samples, without -> with afterTax (the whole is read + engine + finish + JSON; the finish holds both percentiles and the block)',
    ['case', 'model', ...STAGES.map(([, name]) => name)],
    results.breakdown.map((b) => [
      b.case,
      b.returnModel,
      ...STAGES.map(([stage]) => `${b.without[stage].toFixed(2)} -> ${b.with[stage].toFixed(2)}`),
    ]),
  );
  const { taxWork } = results;
  printTable(
    `After tax: the tax work of one path and year, CPU time, fastest of ${taxWork.samples} interleaved samples, and in simulated path-months (one is ${taxWork.pathMonthNs.toFixed(2)} ns); what the compute budget charges (docs/model.md#the-compute-budget)`,
    ['year of', 'inputs', 'us', 'path-months'],
    [
      ...taxWork.rows.map((r) => [r.kind, r.variant, r.microseconds.toFixed(3), r.pathMonths]),
      ...taxWork.exactReturns.map((r) => [
        'a return by the exact forms',
        r.name,
        r.microseconds.toFixed(3),
        r.pathMonths,
      ]),
    ],
  );
}

function printPage(results: PageResults): void {
  const ms = (value: number) => value.toFixed(0);
  printTable(
    `The page in Chromium, cold loads: median [slowest] ms from navigation (${results.settings.throttling})`,
    ['device', 'first answer', 'goal', 'FCP', "engine's answer", 'no written answer: engine', 'max input delay'],
    results.devices.map((d) => [
      d.name,
      `${ms(d.median.firstAnswerMs)} [${ms(d.worst.firstAnswerMs)}]`,
      `< ${d.goalFirstAnswerMs}${d.goalsMet.firstAnswer ? ' met' : ' MISSED'}`,
      `${ms(d.median.firstContentfulPaintMs)} [${ms(d.worst.firstContentfulPaintMs)}]`,
      `${ms(d.median.engineAnswerMs)} [${ms(d.worst.engineAnswerMs)}]`,
      ms(d.withoutWrittenAnswer.engineAnswerMs),
      `${ms(d.median.maxInputDelayMs)} [${ms(d.worst.maxInputDelayMs)}]${d.goalsMet.inputDelay ? '' : ` > ${results.settings.inputDelayGoalMs}`}`,
    ]),
  );
}

function printBatch(results: BatchResults): void {
  printTable(
    `Batches: the default scenario as JSON Lines through the bin, marginal rate between ${results.lines.small} and ${results.lines.large} lines`,
    ['', 'threads', 'lines/s', 'ms a line', 'CPU ms a line'],
    results.rates.map((r) => [
      r.name,
      r.threads,
      r.linesPerSecond.toFixed(1),
      r.msPerLine.toFixed(3),
      r.cpuMsPerLine.toFixed(3),
    ]),
  );
  printTable(
    'Batches: the queue against the engine',
    ['', 'value'],
    [
      ['engine ms a default projection (this thread)', results.engineMsPerProjection.toFixed(3)],
      [
        'queue ms a line beyond the local run (1 worker x 1 thread / 1 thread)',
        results.queueOverheadMsPerLine.toFixed(3),
      ],
      ['  / engine ms (goal < 10%)', percent(results.queueOverheadOverEngine, 1)],
      [
        'queue CPU ms a line beyond the local run (all processes of the run)',
        results.queueCpuOverheadMsPerLine.toFixed(3),
      ],
      ['  / engine ms (goal < 10%)', percent(results.queueCpuOverheadOverEngine, 1)],
      ['queue output = local output, byte for byte', String(results.queueOutputEqualsLocal)],
      [
        `${results.long.lines} lines end to end, ${results.long.threads} threads: s; lines/s; peak RSS MB`,
        `${results.long.seconds}; ${results.long.linesPerSecond}; ${results.long.peakRssMb}`,
      ],
    ],
  );
}

async function main(): Promise<void> {
  const { quick, parts } = parseOptions();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = Date.now();
  const loadStart = loadavg();
  const results: Record<string, unknown> = {};
  const durations: Record<string, number> = {};
  const machine: Record<string, CpuShare> = {};
  for (const part of parts) {
    const partStart = Date.now();
    const cpu = watchCpu();
    if (part === 'engine') results.engine = await engineBench({ quick, log });
    if (part === 'budgets') results.budgets = await budgetsBench({ quick, log });
    if (part === 'http') results.http = await httpBench({ quick, log });
    if (part === 'solve') results.solve = await solveBench({ quick, log });
    if (part === 'afterTax') results.afterTax = await afterTaxBench({ quick, log });
    if (part === 'page') results.page = await pageBench({ quick, log });
    if (part === 'batch') results.batch = await batchBench({ quick, log });
    machine[part] = cpu();
    durations[part] = (Date.now() - partStart) / 1000;
  }
  if (results.engine) printEngine(results.engine as EngineResults);
  if (results.budgets) printBudgets(results.budgets as BudgetResults);
  if (results.http) printHttp(results.http as HttpResults);
  if (results.solve) printSolve(results.solve as SolveResults);
  if (results.afterTax) printAfterTax(results.afterTax as AfterTaxResults);
  if (results.page) printPage(results.page as PageResults);
  if (results.batch) printBatch(results.batch as BatchResults);

  const meta = {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    partSeconds: durations,
    quick,
    parts,
    node: process.version,
    v8: process.versions.v8,
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    engineWasm: await engineBuild(),
    loadAverageAtStart: loadStart,
    loadAverageAtEnd: loadavg(),
    /** CPU of this process and of all others during each part, % of one core. */
    cpuDuringParts: Object.fromEntries(
      Object.entries(machine).map(([part, share]) => [
        part,
        { ownPercent: share.ownPercent, othersPercent: share.othersPercent },
      ]),
    ),
  };
  await mkdir(RESULTS, { recursive: true });
  const file = new URL('latest.json', RESULTS);
  await writeFile(file, `${JSON.stringify({ meta, ...results }, null, 2)}\n`);
  for (const [part, share] of Object.entries(machine)) {
    console.log(
      `${part}: this process ${share.ownPercent.toFixed(0)}% CPU, other processes ${fixed(share.othersPercent, 0)}% (of one core; 2 cores = 200%)`,
    );
  }
  console.log(
    `\n${meta.seconds.toFixed(0)} s (${Object.entries(durations)
      .map(([p, s]) => `${p} ${s.toFixed(0)} s`)
      .join(
        ', ',
      )}); load average ${loadStart.map((l) => l.toFixed(2)).join(' ')} -> ${meta.loadAverageAtEnd.map((l) => l.toFixed(2)).join(' ')}; wrote ${file.pathname}`,
  );
}

await main();
