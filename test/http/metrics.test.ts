// GET /metrics (docs/operations.md#metrics): scraped after traffic of every kind and parsed by an
// independent reader of the Prometheus text format. Requests by route and status, latency
// histograms, engine time and queue, cache hits, misses and size, rate-limited counts, market-data
// failures by kind, connections, tool calls and Node.js's defaults are there with the values the
// traffic implies; the endpoint is never rate limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import { requestFrom } from '../helpers/from-address.js';
import { type Family, parsePrometheusText, sampleValue } from '../helpers/prometheus-text.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import { type Behaviour, type Replay, startReplay } from '../returns/upstream-replay.js';

const API_LIMIT = 3;
const SCENARIO = { asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 24, mcPaths: 100 };

let server: RunningServer;
let upstream: Replay;
let metrics: Map<string, Family>;
let contentType: string | null;

async function scrape(): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${server.url}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

beforeAll(async () => {
  const [failing, ...working] = ELIGIBLE_FUNDS.map((fund) => fund.ticker);
  const behaviours: Record<string, Behaviour> = { [failing!]: 'html' };
  if (working[0] !== undefined) behaviours[working[0]] = 'status-500';
  upstream = await startReplay({ behaviours });
  server = await startServer({
    ENGINE_THREADS: '1',
    RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT),
    MARKET_DATA_URL: upstream.url,
  });
  // The traffic: a projection computed, then answered from the cache twice; an invalid body;
  // uncached projections until the limit refuses one; an unknown path; a tool call; the returns.
  expect((await post(`${server.url}/v1/project`, SCENARIO)).status).toBe(200);
  expect((await post(`${server.url}/v1/project`, SCENARIO)).status).toBe(200);
  expect((await post(`${server.url}/v1/project`, { ...SCENARIO, asOf: '2026-11-21' })).status).toBe(200);
  expect((await post(`${server.url}/v1/project`, { asOf: 'never' })).status).toBe(400);
  // Counted so far: the first projection and the invalid body; one more is allowed.
  const statuses = [];
  for (let seed = 1; seed <= 2; seed++) {
    statuses.push((await post(`${server.url}/v1/project`, { ...SCENARIO, mcSeed: seed })).status);
  }
  expect(statuses).toEqual([200, 429]);
  expect((await fetch(`${server.url}/no-such-path/${Math.random()}`)).status).toBe(404);
  // From another address: uncached projections over MCP draw on the same budget, spent here.
  const params = { name: 'project_530a', arguments: { ...SCENARIO, mcSeed: 99 } };
  const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params });
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  expect((await requestFrom('127.0.0.3', `${server.url}/mcp`, { method: 'POST', body: call, headers })).status).toBe(
    200,
  );
  expect((await fetch(`${server.url}/v1/returns`)).status).toBe(200);
  const scraped = await scrape();
  expect(scraped.status).toBe(200);
  contentType = scraped.type;
  metrics = parsePrometheusText(scraped.text);
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

const value = (name: string, labels: Record<string, string> = {}) => sampleValue(metrics, name, labels);

describe('GET /metrics', () => {
  it('is the Prometheus text format, version 0.0.4', () => {
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(metrics.size).toBeGreaterThan(30);
  });

  it('counts requests by method, route pattern and status, with latency histograms', () => {
    expect(value('http_requests_total', { method: 'POST', route: '/v1/project', status: '200' })).toBe(4);
    expect(value('http_requests_total', { method: 'POST', route: '/v1/project', status: '400' })).toBe(1);
    expect(value('http_requests_total', { method: 'POST', route: '/v1/project', status: '429' })).toBe(1);
    // An unknown path is counted under "none", not under its own (unbounded) name.
    expect(value('http_requests_total', { route: 'none', status: '404' })).toBe(1);
    const answered = { method: 'POST', route: '/v1/project', status: '200' };
    expect(value('http_request_duration_seconds_count', answered)).toBe(4);
    expect(metrics.get('http_request_duration_seconds')?.type).toBe('histogram');
  });

  it('reports the engine: time per uncached projection by door, the pool and its queue', () => {
    expect(value('projection_compute_seconds_count', { via: 'http' })).toBe(2);
    expect(value('projection_compute_seconds_count', { via: 'mcp' })).toBe(1);
    expect(value('projection_compute_seconds_sum', { via: 'http' })).toBeGreaterThan(0);
    expect(value('engine_pool_threads')).toBe(1);
    expect(value('engine_pool_queue_size')).toBe(0);
    expect(value('engine_pool_utilization')).toBeGreaterThanOrEqual(0);
  });

  it('reports the response cache: hits, misses, entries and bytes', () => {
    expect(value('projection_cache_lookups_total', { result: 'hit' })).toBe(2);
    // 3 over HTTP (one of them refused), 1 over MCP
    expect(value('projection_cache_lookups_total', { result: 'miss' })).toBe(4);
    expect(value('projection_cache_entries')).toBe(3);
    expect(value('projection_cache_bytes')).toBeGreaterThan(3 * 2 * 1_000);
  });

  it('counts rate-limited requests, market-data failures by kind and tool calls', () => {
    expect(value('rate_limited_total', { limit: 'api' })).toBe(1);
    expect(value('market_data_failures_total', { kind: 'not-json' })).toBe(1);
    // A 500 is retried once: two failed calls.
    if (ELIGIBLE_FUNDS.length > 1) expect(value('market_data_failures_total', { kind: 'status' })).toBe(2);
    expect(value('mcp_tool_calls_total', { tool: 'project_530a', result: 'ok' })).toBe(1);
  });

  it("reports connections, the shedding delay and Node.js's defaults", () => {
    expect(value('http_connections_open', { state: 'busy' })).toBeGreaterThanOrEqual(1); // the scrape itself
    expect(value('http_connections_evicted_total')).toBe(0);
    expect(value('shedding_event_loop_delay_seconds')).toBe(0); // shedding is off on test servers
    const defaults = [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_version_info',
    ];
    for (const name of defaults) {
      expect(metrics.has(name), name).toBe(true);
    }
  });

  it('is never rate limited', async () => {
    const statuses = await Promise.all(Array.from({ length: 5 * API_LIMIT }, async () => (await scrape()).status));
    expect(statuses).toEqual(Array(5 * API_LIMIT).fill(200));
  });
});

describe('the text-format reader', () => {
  const valid = '# HELP a_total A.\n# TYPE a_total counter\na_total{x="1\\"2"} 3\n';
  const HISTOGRAM = '# HELP h H.\n# TYPE h histogram\n';
  it('reads what it should', () => {
    expect(sampleValue(parsePrometheusText(valid), 'a_total', { x: '1"2' })).toBe(3);
  });

  it.each([
    ['a sample before its TYPE', 'a_total 1\n'],
    ['no HELP', '# TYPE a_total counter\na_total 1\n'],
    ['a bad value', valid.replace(' 3', ' three')],
    ['a bad escape', valid.replace('\\"', '\\t')],
    ['an unterminated label', valid.replace('"} 3', ' 3')],
    ['no final line feed', valid.slice(0, -1)],
    ['buckets that fall', `${HISTOGRAM}h_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 1\n`],
    ['+Inf other than _count', `${HISTOGRAM}h_bucket{le="1"} 1\nh_bucket{le="+Inf"} 2\nh_count 3\nh_sum 1\n`],
  ])('refuses %s', (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
