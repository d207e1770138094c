// Part 3, HTTP on loopback: servers built in this process with buildApp from the compiled dist/
// (so the engine pool's workers load compiled JavaScript, as in production), loaded by autocannon
// running in its own worker thread. Every run is bounded in time. Runs:
//   (a) uncached default scenario (a new mcSeed per request), ENGINE_THREADS=2 and =1
//   (b) a cached hit (the same body every time)
//   (c) the largest scenario, 5000 paths to 1428 months, uncached: with a budget that admits all
//       5000 paths, and at the default budget (which cuts it to its path count)
//   (d) a bare Fastify route that parses the same body and returns the cached answer's bytes: the
//       ceiling for (b)
//   (e) /healthz at a fixed probe rate, idle and while (a) saturates both cores
//   (f) RSS before and after 100,000 cached requests
//   (g) (a) again with the load generator in a process of its own, so this process's CPU time is the
//       server's alone: its CPU per request against the engine time of the same request
// Each measured run follows a short warm-up run and a pause for requests still in the pool.
// autocannon records latencies in whole milliseconds; the mean latency from Little's law
// (connections / throughput) is given beside them, with the CPU time of this process (which also
// runs the load generator) and of every other process: the machine is shared.

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { scenarioBody } from './inputs.js';
import { watchCpu } from './machine.js';
import { median, round } from './timing.js';

type AppModule = typeof import('../server/app.js');
type ConfigModule = typeof import('../server/settings/config.js');
type LoaderModule = typeof import('../package/load-node.js');
type PipelineModule = typeof import('../core/pipeline.js');
type ProjectModule = typeof import('../core/projection/project.js');
type ValidateModule = typeof import('../core/validation/validate.js');

interface Dist {
  buildApp: AppModule['buildApp'];
  parseConfig: ConfigModule['parseConfig'];
  SETTING_DEFAULTS: ConfigModule['SETTING_DEFAULTS'];
  createNodeEngine: LoaderModule['createNodeEngine'];
  pipeline: PipelineModule;
  projectPlan: ProjectModule['projectPlan'];
  checkScenario: ValidateModule['checkScenario'];
}

/** The compiled server (npm run bench builds dist/ first). */
async function loadDist(): Promise<Dist> {
  const at = (path: string) => new URL(`../dist/server/${path}`, import.meta.url).href;
  const dist = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
  const [app, config, loader, pipeline, project, validate] = await Promise.all([
    import(at('app.js')) as Promise<AppModule>,
    import(at('settings/config.js')) as Promise<ConfigModule>,
    import(dist('package/load-node.js')) as Promise<LoaderModule>,
    import(dist('core/pipeline.js')) as Promise<PipelineModule>,
    import(dist('core/projection/project.js')) as Promise<ProjectModule>,
    import(dist('core/validation/validate.js')) as Promise<ValidateModule>,
  ]);
  return {
    buildApp: app.buildApp,
    parseConfig: config.parseConfig,
    SETTING_DEFAULTS: config.SETTING_DEFAULTS,
    createNodeEngine: loader.createNodeEngine,
    pipeline,
    projectPlan: project.projectPlan,
    checkScenario: validate.checkScenario,
  };
}

const SETUP_REQUEST = fileURLToPath(new URL('./mc-seed-request.cjs', import.meta.url));
const LOAD_APART = fileURLToPath(new URL('./load-apart.mjs', import.meta.url));
/** The API's largest rate limit, so that no run is limited. */
const NO_RATE_LIMIT = '1000000';
const LARGEST = { months: 1428, paths: 5000 };
/** Connections for engine-bound runs and for cheap ones. */
const ENGINE_CONNECTIONS = 8;
const CHEAP_CONNECTIONS = 16;
/** The /healthz probe: requests per second while another run loads the server. */
const PROBE_RATE = 200;
const RSS_REQUESTS = 100_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface HttpRun {
  name: string;
  engineThreads: number | undefined;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** connections / throughput (Little's law), ms: finer than autocannon's whole milliseconds;
   *  undefined for a probe at a fixed rate, where it would only restate the rate. */
  meanLatencyMs: number | undefined;
  non2xx: number;
  errors: number;
  /** CPU time of this process (server, its engine workers and the load generator) per wall second, %. */
  processCpuPercent: number;
  /** The same CPU time per request, ms: steadier than requests/s when other work shares the cores. */
  cpuMsPerRequest: number;
  /** CPU time of other processes on the machine per wall second, % (2 cores: 200 is all of it). */
  othersCpuPercent: number | undefined;
  note?: string;
}

export interface HttpResults {
  runs: HttpRun[];
  ratios: { uncachedTwoOverOneWorker: number; cachedOverBare: number; serverCpuOverEngine: number };
  /** (g): the server's CPU per uncached default request against the engine time of one. */
  serverCpu: { cpuMsPerRequest: number; engineMs: number; engineRuns: number };
  healthz: { idle: HttpRun; underLoad: HttpRun; load: HttpRun };
  rss: {
    beforeMb: number;
    afterMb: number;
    diffMb: number;
    heapUsedBeforeMb: number;
    heapUsedAfterMb: number;
    requests: number;
    seconds: number;
  };
  settings: { runSeconds: number; warmupSeconds: number; budgetPathMonths: number; largestBudgetPathMonths: number };
  /** 503 answers a freshly started server gave before its first 200 (load shedding). */
  coldStartSheds: { server: string; sheds: number }[];
}

interface Server {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<Server> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

async function startServer(dist: Dist, env: Record<string, string>): Promise<Server> {
  const config = dist.parseConfig({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_API_PER_MINUTE: NO_RATE_LIMIT,
    RATE_LIMIT_MCP_PER_MINUTE: NO_RATE_LIMIT,
    ...env,
  });
  return listen(await dist.buildApp(config, { engine: await dist.createNodeEngine() }));
}

interface Load {
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A new mcSeed per request, counting up from the body's. */
  uncached?: boolean;
  connections: number;
  durationS: number;
  overallRate?: number;
  maxOverallRequests?: number;
}

interface Fired {
  result: autocannon.Result;
  cpuPercent: number;
  cpuMs: number;
  othersPercent: number | undefined;
}

async function fire(load: Load, apart = false): Promise<Fired> {
  const request: autocannon.Request = {
    method: load.method ?? (load.body === undefined ? 'GET' : 'POST'),
    path: load.path,
    ...(load.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(load.body) }),
    ...(load.uncached ? { setupRequest: SETUP_REQUEST } : {}),
  };
  const options = {
    url: load.url,
    connections: load.connections,
    duration: load.durationS,
    workers: 1, // the load generator runs off the server's thread
    requests: [request],
    // A probe at a fixed rate reports the latency each of its requests saw: autocannon's
    // coordinated-omission correction assumes a 1 ms interval here and would invent samples.
    ...(load.overallRate ? { overallRate: load.overallRate, ignoreCoordinatedOmission: true } : {}),
    ...(load.maxOverallRequests ? { maxOverallRequests: load.maxOverallRequests } : {}),
  };
  const cpu = watchCpu();
  const result = apart ? await autocannonApart(options) : await autocannon(options);
  const share = cpu();
  return { result, cpuPercent: share.ownPercent, cpuMs: share.ownMs, othersPercent: share.othersPercent };
}

/** autocannon in a process of its own (load-apart.mjs): this process's CPU is then the server's. */
async function autocannonApart(options: autocannon.Options): Promise<autocannon.Result> {
  const { stdout } = await promisify(execFile)(process.execPath, [LOAD_APART, JSON.stringify(options)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as autocannon.Result;
}

/** Engine time of one uncached default request, median over `runs` seeds: the projection of its
 *  plan in this thread's engine (no validation, no JSON), as a worker runs it. */
async function engineMsOfDefault(dist: Dist, budgetPathMonths: number, runs: number): Promise<number> {
  const engine = await dist.createNodeEngine();
  const site = { siteUrl: 'http://127.0.0.1', budgetPathMonths };
  const times: number[] = [];
  for (let run = -3; run < runs; run++) {
    const prepared = dist.pipeline.prepare(uncachedBody(216), 'project', dist.checkScenario);
    if (!prepared.ok) throw new Error('the default scenario is invalid');
    const plan = dist.pipeline.planFor(prepared, site);
    const started = performance.now();
    const outcome = dist.projectPlan(engine, plan);
    const ms = performance.now() - started;
    if (!outcome.ok) throw new Error('the default scenario is out of range');
    if (run >= 0) times.push(ms); // the first three warm the engine up
  }
  return median(times);
}

function summary(name: string, engineThreads: number | undefined, load: Load, fired: Fired, note?: string): HttpRun {
  const { result } = fired;
  const requests = result.requests.total;
  const perSecond = requests / result.duration;
  return {
    name,
    engineThreads,
    connections: load.connections,
    durationS: result.duration,
    requests,
    requestsPerSecond: round(perSecond, 1),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    meanLatencyMs: load.overallRate ? undefined : round((load.connections / perSecond) * 1000, 3),
    non2xx: result.non2xx,
    errors: result.errors,
    processCpuPercent: fired.cpuPercent,
    cpuMsPerRequest: round(fired.cpuMs / requests, 3),
    othersCpuPercent: fired.othersPercent,
    ...(note ? { note } : {}),
  };
}

/** Time for requests still in the engine pool when a run's connections close to finish. */
const SETTLE_MS = 1000;

/** A short unmeasured run, then the measured one, each followed by a pause to settle. */
async function measure(
  name: string,
  engineThreads: number | undefined,
  load: Load,
  warmupS: number,
  note?: string,
  apart = false,
): Promise<HttpRun> {
  await fire({ ...load, durationS: warmupS, body: load.uncached ? reseed(load.body) : load.body }, apart);
  await delay(SETTLE_MS);
  const fired = await fire(load, apart);
  await delay(SETTLE_MS);
  return summary(name, engineThreads, load, fired, note);
}

// Uncached runs count mcSeed up from a base that no other run uses.
let seedBase = 0;
function reseed(body: unknown): unknown {
  seedBase += 10_000_000;
  return { ...(body as object), mcSeed: seedBase };
}

function uncachedBody(targetAgeMonths: number, extra: Record<string, unknown> = {}) {
  seedBase += 10_000_000;
  return scenarioBody(targetAgeMonths, { mcSeed: seedBase, ...extra });
}

async function post(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** How long a fresh server may answer 503 (load shedding while its start-up lag is still in the
 *  event-loop sample) before the benchmark gives up on it. */
const READY_WAIT_MS = 10_000;
/** 503 answers seen before a server's first 200, per server. */
const coldSheds: { server: string; sheds: number }[] = [];

/** mcPathsSimulated of one answer; the first request to a fresh server retries 503s. */
async function simulatedPaths(url: string, body: unknown, server?: string): Promise<number> {
  const started = performance.now();
  let sheds = 0;
  let answer = await post(`${url}/v1/project`, body);
  while (answer.status === 503 && performance.now() - started < READY_WAIT_MS) {
    sheds++;
    await delay(200);
    answer = await post(`${url}/v1/project`, body);
  }
  if (server) coldSheds.push({ server, sheds });
  if (answer.status !== 200) throw new Error(`POST /v1/project: ${answer.status} ${answer.text.slice(0, 200)}`);
  return (JSON.parse(answer.text) as { assumptions: { mcPathsSimulated: number } }).assumptions.mcPathsSimulated;
}

function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const MB = 1024 * 1024;

export async function httpBench(options: { quick: boolean; log: (line: string) => void }): Promise<HttpResults> {
  const runSeconds = options.quick ? 1 : 10;
  const warmupSeconds = options.quick ? 1 : 2;
  const idleProbeSeconds = options.quick ? 1 : 5;
  const rssSeconds = options.quick ? 1 : 30;
  const dist = await loadDist();
  const budgetPathMonths = dist.SETTING_DEFAULTS.budgetPathMonths;
  const largestBudget = LARGEST.paths * LARGEST.months;
  const log = options.log;

  // --- two engine workers: (a), (b), (c) at the default budget, (e), (f) ---
  const two = await startServer(dist, { ENGINE_THREADS: '2' });
  let uncached2: HttpRun;
  let serverOnly: HttpRun;
  let cached: HttpRun;
  let largestAtDefault: HttpRun;
  let healthz: HttpResults['healthz'];
  let rss: HttpResults['rss'];
  let cachedBytes: string;
  try {
    const defaultPaths = await simulatedPaths(two.url, uncachedBody(216), 'ENGINE_THREADS=2');
    log(`http: (a) uncached default scenario, 2 workers (${defaultPaths} paths x 216 months)`);
    uncached2 = await measure(
      '(a) uncached default, 2 workers',
      2,
      {
        url: two.url,
        path: '/v1/project',
        body: uncachedBody(216),
        uncached: true,
        connections: ENGINE_CONNECTIONS,
        durationS: runSeconds,
      },
      warmupSeconds,
      `${defaultPaths} paths x 216 months per request`,
    );

    const fixed = scenarioBody(216);
    const answer = await post(`${two.url}/v1/project`, fixed);
    cachedBytes = answer.text;
    log('http: (b) cached hit');
    cached = await measure(
      '(b) cached hit, 2 workers',
      2,
      { url: two.url, path: '/v1/project', body: fixed, connections: CHEAP_CONNECTIONS, durationS: runSeconds },
      warmupSeconds,
      `${cachedBytes.length} bytes per answer`,
    );

    const cutPaths = await simulatedPaths(two.url, uncachedBody(LARGEST.months, { mcPaths: LARGEST.paths }));
    log(`http: (c) largest scenario at the default budget (${cutPaths} paths)`);
    largestAtDefault = await measure(
      '(c) largest, default budget, 2 workers',
      2,
      {
        url: two.url,
        path: '/v1/project',
        body: uncachedBody(LARGEST.months, { mcPaths: LARGEST.paths }),
        uncached: true,
        connections: ENGINE_CONNECTIONS,
        durationS: runSeconds,
      },
      warmupSeconds,
      `asks 5000 paths x 1428 months; MC_BUDGET_PATH_MONTHS=${budgetPathMonths} gives ${cutPaths} paths`,
    );

    log('http: (e) /healthz idle, then while (a) loads the server');
    const probe: Load = {
      url: two.url,
      path: '/healthz',
      connections: ENGINE_CONNECTIONS,
      durationS: idleProbeSeconds,
      overallRate: PROBE_RATE,
    };
    const idle = summary('(e) /healthz idle', 2, probe, await fire(probe), `${PROBE_RATE} requests/s`);
    const loadRun: Load = {
      url: two.url,
      path: '/v1/project',
      body: uncachedBody(216),
      uncached: true,
      connections: ENGINE_CONNECTIONS,
      durationS: runSeconds,
    };
    const [underLoad, load] = await Promise.all([fire({ ...probe, durationS: runSeconds }), fire(loadRun)]);
    healthz = {
      idle,
      underLoad: summary(
        '(e) /healthz during (a)',
        2,
        { ...probe, durationS: runSeconds },
        underLoad,
        `${PROBE_RATE} requests/s beside (a)`,
      ),
      load: summary('(e) the (a) load beside the probe', 2, loadRun, load),
    };

    log(`http: (f) RSS around ${RSS_REQUESTS} cached requests`);
    const gc = exposeGc();
    await fire({
      url: two.url,
      path: '/v1/project',
      body: fixed,
      connections: CHEAP_CONNECTIONS,
      durationS: warmupSeconds,
    });
    await delay(200);
    gc();
    const before = process.memoryUsage();
    let sent = 0;
    const started = performance.now();
    // Runs of at most runSeconds until RSS_REQUESTS are answered or rssSeconds have passed.
    while (sent < RSS_REQUESTS && performance.now() - started < rssSeconds * 1000) {
      const remaining = RSS_REQUESTS - sent;
      const { result } = await fire({
        url: two.url,
        path: '/v1/project',
        body: fixed,
        connections: CHEAP_CONNECTIONS,
        durationS: Math.min(runSeconds, Math.max(1, Math.ceil(rssSeconds - (performance.now() - started) / 1000))),
        maxOverallRequests: Math.max(remaining, CHEAP_CONNECTIONS),
      });
      sent += result.requests.total;
    }
    const seconds = (performance.now() - started) / 1000;
    await delay(200);
    gc();
    const after = process.memoryUsage();
    rss = {
      beforeMb: round(before.rss / MB, 1),
      afterMb: round(after.rss / MB, 1),
      diffMb: round((after.rss - before.rss) / MB, 1),
      heapUsedBeforeMb: round(before.heapUsed / MB, 1),
      heapUsedAfterMb: round(after.heapUsed / MB, 1),
      requests: sent,
      seconds: round(seconds, 1),
    };

    log('http: (g) (a) again, the load generator in a process of its own; then the engine time of one request');
    serverOnly = await measure(
      '(g) uncached default, 2 workers, load apart',
      2,
      {
        url: two.url,
        path: '/v1/project',
        body: uncachedBody(216),
        uncached: true,
        connections: ENGINE_CONNECTIONS,
        durationS: runSeconds,
      },
      warmupSeconds,
      'the CPU time is the server and its workers alone',
      true,
    );
  } finally {
    await two.close();
  }
  const engineRuns = options.quick ? 20 : 200;
  const engineMs = await engineMsOfDefault(dist, budgetPathMonths, engineRuns);

  // --- one engine worker: (a) ---
  const one = await startServer(dist, { ENGINE_THREADS: '1' });
  let uncached1: HttpRun;
  try {
    await simulatedPaths(one.url, uncachedBody(216), 'ENGINE_THREADS=1');
    log('http: (a) uncached default scenario, 1 worker');
    uncached1 = await measure(
      '(a) uncached default, 1 worker',
      1,
      {
        url: one.url,
        path: '/v1/project',
        body: uncachedBody(216),
        uncached: true,
        connections: ENGINE_CONNECTIONS,
        durationS: runSeconds,
      },
      warmupSeconds,
    );
  } finally {
    await one.close();
  }

  // --- (c) with a budget that admits all 5000 paths (split across both workers) ---
  const large = await startServer(dist, { ENGINE_THREADS: '2', MC_BUDGET_PATH_MONTHS: String(largestBudget) });
  let largest: HttpRun;
  try {
    const paths = await simulatedPaths(
      large.url,
      uncachedBody(LARGEST.months, { mcPaths: LARGEST.paths }),
      'largest budget',
    );
    log(`http: (c) largest scenario, ${paths} paths x ${LARGEST.months} months`);
    largest = await measure(
      '(c) largest, 5000 paths, 2 workers',
      2,
      {
        url: large.url,
        path: '/v1/project',
        body: uncachedBody(LARGEST.months, { mcPaths: LARGEST.paths }),
        uncached: true,
        connections: ENGINE_CONNECTIONS,
        durationS: runSeconds,
      },
      warmupSeconds,
      `${paths} paths x 1428 months (MC_BUDGET_PATH_MONTHS=${largestBudget}), split across the workers`,
    );
  } finally {
    await large.close();
  }

  // --- (d) the ceiling: a bare Fastify route ---
  const bareApp = Fastify({ logger: false });
  bareApp.post('/bare', (_request, reply) => reply.type('application/json').send(cachedBytes));
  const bare = await listen(bareApp);
  let bareRun: HttpRun;
  try {
    log('http: (d) bare Fastify route');
    bareRun = await measure(
      '(d) bare Fastify route',
      undefined,
      { url: bare.url, path: '/bare', body: scenarioBody(216), connections: CHEAP_CONNECTIONS, durationS: runSeconds },
      warmupSeconds,
      'parses the same JSON body, answers the cached bytes',
    );
  } finally {
    await bare.close();
  }

  return {
    runs: [
      uncached2,
      serverOnly,
      uncached1,
      cached,
      bareRun,
      largest,
      largestAtDefault,
      healthz.idle,
      healthz.underLoad,
      healthz.load,
    ],
    ratios: {
      uncachedTwoOverOneWorker: round(uncached2.requestsPerSecond / uncached1.requestsPerSecond, 3),
      cachedOverBare: round(cached.requestsPerSecond / bareRun.requestsPerSecond, 3),
      serverCpuOverEngine: round(serverOnly.cpuMsPerRequest / engineMs, 3),
    },
    serverCpu: { cpuMsPerRequest: serverOnly.cpuMsPerRequest, engineMs: round(engineMs, 3), engineRuns },
    healthz,
    rss,
    settings: { runSeconds, warmupSeconds, budgetPathMonths, largestBudgetPathMonths: largestBudget },
    coldStartSheds: coldSheds,
  };
}
