// The service's metrics in the Prometheus text format (docs/operations.md#metrics), with
// prom-client: counters and histograms the code updates as things happen, gauges read when scraped,
// and Node.js's own defaults. Each app has its own registry (tests run several apps in one
// process); the process's default metrics are collected once, in a registry of their own, and
// merged into every scrape.
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** How a request came (the label of its computing time). */
export type Via = 'http' | 'mcp';

/** Seconds: from a cached answer (well under a millisecond) to a request that waited on a busy pool. */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Node.js's default metrics (CPU, memory, heap, event-loop lag, GC, handles): one set per process. */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the gauges read when scraped. */
export interface MetricSources {
  connections: {
    open: number;
    busyCount: number;
    evicted: number;
    refused: number;
    refusedPerAddress: number;
    gone: number;
    stalled: number;
  };
  pool?: { threads: readonly unknown[]; queueSize: number; utilization: number } | undefined;
  cache: { entryCount: number; byteSize: number };
  /** The event-loop delay shedding acts on, in ms; undefined when shedding is off. */
  loopDelayMs: () => number | undefined;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  /** Every answer, by method, route and status: counted in plain numbers and handed to prom-client
   *  only when scraped (docs/performance.md#the-cached-path). */
  readonly answers = new AnswerCounts();

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (its pattern; "none" for unknown paths) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: this.registers,
    collect: collectAnswerCounts(this.answers),
  });

  readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival to its answer, by method, route and status",
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: this.registers,
    collect: collectAnswerTimes(this.answers),
  });

  readonly clientErrors = new Counter({
    name: 'http_client_errors_total',
    help: 'Requests answered before they were read: 400 BAD_REQUEST, 408 REQUEST_TIMEOUT, 431 HEADERS_TOO_LARGE',
    labelNames: ['code'] as const,
    registers: this.registers,
  });

  readonly projectionSeconds = new Histogram({
    name: 'projection_compute_seconds',
    help: "Time to answer an uncached projection or solve: the engine's run and any wait for a worker, by door (http, mcp)",
    labelNames: ['via'] as const,
    buckets: LATENCY_BUCKETS,
    registers: this.registers,
  });

  /** Cache lookups by result (hit, miss), counted likewise: one on every cached answer. */
  private readonly cacheResults = new Map<'hit' | 'miss', number>();

  readonly cacheLookups = new Counter({
    name: 'projection_cache_lookups_total',
    help: 'Valid projection and solve requests, by whether the response cache had the answer (hit, miss)',
    labelNames: ['result'] as const,
    registers: this.registers,
    collect: collectCounts('result', this.cacheResults),
  });

  /** Counts one cache lookup. */
  countCacheLookup(result: 'hit' | 'miss'): void {
    this.cacheResults.set(result, (this.cacheResults.get(result) ?? 0) + 1);
  }

  readonly rateLimited = new Counter({
    name: 'rate_limited_total',
    help: 'Requests refused with 429 RATE_LIMITED, by limit (api, mcp)',
    labelNames: ['limit'] as const,
    registers: this.registers,
  });

  readonly rateLimitStoreFailures = new Counter({
    name: 'rate_limit_store_failures_total',
    help: 'Requests served uncounted because the shared rate-limit store failed them, by reason (timeout, unreachable, error)',
    labelNames: ['reason'] as const,
    registers: this.registers,
  });

  readonly overloaded = new Counter({
    name: 'overloaded_total',
    help: 'Requests refused with 503 OVERLOADED, by reason (event_loop: shedding; engine_queue: a full queue)',
    labelNames: ['reason'] as const,
    registers: this.registers,
  });

  readonly marketDataFailures = new Counter({
    name: 'market_data_failures_total',
    help: 'Failed upstream market-data calls, by kind (timeout, network, redirect, status, implausible, ...)',
    labelNames: ['kind'] as const,
    registers: this.registers,
  });

  readonly toolCalls = new Counter({
    name: 'mcp_tool_calls_total',
    help: 'MCP tool calls, by tool and result (ok, error: an isError result)',
    labelNames: ['tool', 'result'] as const,
    registers: this.registers,
  });

  /** Registers the gauges read at scrape time. */
  observe(sources: MetricSources): void {
    const registers = this.registers;
    new Gauge({
      name: 'http_connections_open',
      help: 'Open connections, by state (busy: a request under way; idle)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'busy' }, sources.connections.busyCount);
        this.set({ state: 'idle' }, sources.connections.open - sources.connections.busyCount);
      },
    });
    cumulative(
      registers,
      'http_connections_evicted_total',
      'Idle connections closed at the connection cap to make room for new ones',
      () => sources.connections.evicted,
    );
    cumulative(
      registers,
      'http_connections_refused_total',
      'New connections refused at the cap, every connection being busy',
      () => sources.connections.refused,
    );
    cumulative(
      registers,
      'http_connections_refused_per_address_total',
      'New connections refused because their client address held MAX_CONNECTIONS_PER_ADDRESS already',
      () => sources.connections.refusedPerAddress,
    );
    cumulative(
      registers,
      'http_connections_gone_total',
      'New connections closed unread because their client had reset them before they were accepted (no address to count them under)',
      () => sources.connections.gone,
    );
    cumulative(
      registers,
      'http_connections_stalled_total',
      'Connections closed because their client stopped taking an answer (nothing of it moved for 20 s)',
      () => sources.connections.stalled,
    );
    gauge(
      registers,
      'engine_pool_threads',
      'Engine worker threads (0: the engine runs on the main thread)',
      () => sources.pool?.threads.length ?? 0,
    );
    gauge(registers, 'engine_pool_queue_size', 'Engine tasks waiting for a worker', () => sources.pool?.queueSize ?? 0);
    gauge(
      registers,
      'engine_pool_utilization',
      "Share of the pool's capacity used since it started (0 to 1)",
      () => sources.pool?.utilization ?? 0,
    );
    gauge(
      registers,
      'projection_cache_entries',
      'Projections held by the response cache',
      () => sources.cache.entryCount,
    );
    gauge(
      registers,
      'projection_cache_bytes',
      'Memory the response cache holds (its bound is 64 MiB)',
      () => sources.cache.byteSize,
    );
    gauge(
      registers,
      'shedding_event_loop_delay_seconds',
      'The mean event-loop delay shedding acts on (0: shedding off)',
      () => (sources.loopDelayMs() ?? 0) / 1000,
    );
  }

  /** Runs the computation of an uncached projection, timed. */
  async timeProjection<T>(via: Via, compute: () => Promise<T>): Promise<T> {
    const stop = this.projectionSeconds.startTimer({ via });
    try {
      return await compute();
    } finally {
      stop();
    }
  }

  /** The text of a scrape: this app's metrics and the process's. */
  text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Counts every answer by method, route pattern (so unknown paths add no series) and status. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answers.count(
      request.method,
      request.routeOptions.url ?? 'none',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** One series of http_requests_total and http_request_duration_seconds. */
interface AnswerSeries {
  labels: { method: string; route: string; status: string };
  count: number;
  /** Answers per latency bucket, LATENCY_BUCKETS[i] the least bound at or above the time (not
   *  cumulative; a time past the last bound is in none), as prom-client keeps them. */
  buckets: number[];
  /** The times' sum, added in the order they came, as prom-client adds them. */
  sum: number;
}

/** The answers' counts and times in plain numbers: a series is found by three map lookups instead
 *  of prom-client's label hashing on every answer (twice: the counter and the histogram), and
 *  handed to prom-client at each scrape, in the order the series first appeared, so the text of
 *  /metrics is what prom-client itself would write (test/http/answer-counts.test.ts). */
export class AnswerCounts {
  /** Every series, in the order it first appeared. */
  readonly series: AnswerSeries[] = [];
  private readonly byMethod = new Map<string, Map<string, Map<number, AnswerSeries>>>();

  count(method: string, route: string, status: number, seconds: number): void {
    let byRoute = this.byMethod.get(method);
    if (byRoute === undefined) {
      byRoute = new Map();
      this.byMethod.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (byStatus === undefined) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: { method, route, status: String(status) },
        count: 0,
        buckets: LATENCY_BUCKETS.map(() => 0),
        sum: 0,
      };
      byStatus.set(status, series);
      this.series.push(series);
    }
    series.count++;
    series.sum += seconds;
    for (let bucket = 0; bucket < LATENCY_BUCKETS.length; bucket++) {
      if (seconds <= (LATENCY_BUCKETS[bucket] ?? 0)) {
        series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
        break;
      }
    }
  }
}

/** A counter's collect: its series set from the counts at each scrape. */
function collectAnswerCounts(answers: AnswerCounts) {
  return function collect(this: Counter<'method' | 'route' | 'status'>): void {
    this.reset();
    for (const series of answers.series) this.inc(series.labels, series.count);
  };
}

/** prom-client's record of one histogram series (lib/histogram.js of the version package.json pins). */
interface HistogramRecord {
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/** A histogram's collect: its series set from the counts at each scrape. Each series is made by
 *  prom-client's own zero() (so its key and shape are prom-client's), then given its counts and sum. */
function collectAnswerTimes(answers: AnswerCounts) {
  return function collect(this: Histogram<'method' | 'route' | 'status'>): void {
    this.reset();
    for (const series of answers.series) this.zero(series.labels);
    const records = Object.values((this as unknown as { hashMap: Record<string, HistogramRecord> }).hashMap);
    answers.series.forEach((series, index) => {
      const record = records[index];
      if (record === undefined) throw new Error('a latency series without its record');
      LATENCY_BUCKETS.forEach((bound, bucket) => {
        record.bucketValues[bound] = series.buckets[bucket] ?? 0;
      });
      record.sum = series.sum;
      record.count = series.count;
    });
  };
}

/** A counter of one label's values, set from a map at each scrape (in the map's order: first seen). */
function collectCounts<T extends string>(label: string, counts: Map<T, number>) {
  return function collect(this: Counter<string>): void {
    this.reset();
    for (const [value, count] of counts) this.inc({ [label]: value }, count);
  };
}

function gauge(registers: Registry[], name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(read());
    },
  });
}

/** A counter whose value another object keeps: set from it at each scrape. */
function cumulative(registers: Registry[], name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers,
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}
