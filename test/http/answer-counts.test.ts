// The answers' counts and latencies are kept in plain numbers and handed to prom-client only when
// /metrics is scraped (server/http/metrics.ts, docs/performance.md#the-cached-path). Their text
// must be what prom-client itself writes when it counts every answer: the same series in the same
// order, every bucket, sum and count, also across scrapes with answers between them.
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKETS, Metrics } from '../../server/http/metrics.js';

const METHODS = ['POST', 'GET', 'HEAD', 'OPTIONS'];
const ROUTES = ['/v1/project', 'none', '/kb/:slug', '*', '/mcp'];
const STATUSES = [200, 304, 400, 404, 429, 503];
/** Times on every bound, between bounds, at 0 and past the last bound. */
const SECONDS = [0, ...LATENCY_BUCKETS, ...LATENCY_BUCKETS.map((bound) => bound * 1.37), 0.000_123_456, 12.5, 3600];

/** prom-client counting every answer itself, as the service did before. */
function reference() {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'h', labelNames, registers: [registry] });
  const seconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'h',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'projection_cache_lookups_total',
    help: 'h',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return { registry, requests, seconds, lookups };
}

/** A family's samples as text (its HELP and TYPE left out: the reference's help is a stand-in). */
async function samples(registry: Registry, name: string): Promise<string> {
  const text = await registry.getSingleMetricAsString(name);
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
}

/** A deterministic stream of numbers in [0, 1). */
function stream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)] as T;

describe('the answers counted in plain numbers', () => {
  it("write the same /metrics samples as prom-client's own counter and histogram, scrape after scrape", async () => {
    const metrics = new Metrics();
    const ref = reference();
    const next = stream(42);
    const names = ['http_requests_total', 'http_request_duration_seconds', 'projection_cache_lookups_total'];
    for (const answers of [1, 50, 3000]) {
      for (let i = 0; i < answers; i++) {
        const method = pick(METHODS, next);
        const route = pick(ROUTES, next);
        const status = pick(STATUSES, next);
        const seconds = pick(SECONDS, next);
        metrics.answers.count(method, route, status, seconds);
        const labels = { method, route, status: String(status) };
        ref.requests.inc(labels);
        ref.seconds.observe(labels, seconds);
        const result = next() < 0.7 ? 'hit' : 'miss';
        metrics.countCacheLookup(result);
        ref.lookups.inc({ result });
      }
      for (const name of names) {
        const ours = await samples(metrics.registry, name);
        expect(ours, name).toBe(await samples(ref.registry, name));
        expect(ours.length, name).toBeGreaterThan(0);
      }
    }
    // Every kind of series appeared, so the order was tested too.
    expect(metrics.answers.series.length).toBeGreaterThan(METHODS.length * STATUSES.length);
  });

  it('write nothing for a family before its first answer, as prom-client does', async () => {
    const metrics = new Metrics();
    const ref = reference();
    for (const name of ['http_requests_total', 'http_request_duration_seconds', 'projection_cache_lookups_total']) {
      expect(await samples(metrics.registry, name), name).toBe(await samples(ref.registry, name));
    }
  });
});
