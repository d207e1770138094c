// Clients that reset right after sending (docs/operations.md#connections-reset-before-they-are-accepted).
// Found by a hostile review: a connection reset before the server accepted it has no readable peer
// address, so request.ip was undefined; the rate limiter's key function threw, and with Redis the
// store-fault path served the request uncounted (past its limit, an address got 25 of 40 such
// requests computed); without Redis each was a 500 with an error-level log line and a stack trace.
// Now such a connection is closed unread, before any work, and counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../helpers/from-address.js';
import { LogLines } from '../helpers/log-lines.js';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text.js';
import { untilCounting } from '../helpers/redis-counting.js';
import { RedisServer } from '../helpers/redis-server.js';
import { type ResetRequest, sendAndResetBeforeAccept } from '../helpers/reset-clients.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';

const API_LIMIT = 5;
const RESETS = 40;

let seed = 0;
const uncached = () => ({
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 24,
  mcPaths: 100,
  mcSeed: ++seed,
});

/** Uncached projections over the JSON API (POST and GET) and the tool server, each a new scenario. */
function resetRequests(): ResetRequest[] {
  return Array.from({ length: RESETS }, (_, i): ResetRequest => {
    if (i % 4 === 3) {
      const call = {
        jsonrpc: '2.0',
        id: i,
        method: 'tools/call',
        params: { name: 'project_530a', arguments: uncached() },
      };
      return {
        method: 'POST',
        path: '/mcp',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(call),
      };
    }
    return {
      method: 'POST',
      path: '/v1/project',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(uncached()),
    };
  });
}

interface Tally {
  computed: number;
  gone: number;
  serverErrors: number;
  rateLimited: number;
  storeFailures: number;
}

async function tally(server: RunningServer): Promise<Tally> {
  const metrics = parsePrometheusText(await (await fetch(`${server.url}/metrics`)).text());
  const sum = (name: string, labels: Record<string, string>[]) =>
    labels.reduce((total, label) => total + (sampleValue(metrics, name, label) ?? 0), 0);
  const routes = ['/v1/project', '/mcp'];
  return {
    computed: sum('projection_compute_seconds_count', [{ via: 'http' }, { via: 'mcp' }]),
    gone: sampleValue(metrics, 'http_connections_gone_total', {}) ?? 0,
    serverErrors: sum(
      'http_requests_total',
      routes.map((route) => ({ method: 'POST', route, status: '500' })),
    ),
    rateLimited: sum('rate_limited_total', [{ limit: 'api' }, { limit: 'mcp' }]),
    storeFailures: sum('rate_limit_store_failures_total', [
      { reason: 'timeout' },
      { reason: 'unreachable' },
      { reason: 'error' },
    ]),
  };
}

/** Sends the resets and waits until the server has dealt with every one of them: closed unread,
 *  refused, failed or computed. */
async function resetAndSettle(server: RunningServer, address: string): Promise<{ before: Tally; after: Tally }> {
  const before = await tally(server);
  sendAndResetBeforeAccept(server.url, address, resetRequests());
  let after = before;
  await waitUntil(async () => {
    after = await tally(server);
    const dealt = ['computed', 'gone', 'serverErrors', 'rateLimited'] as const;
    return dealt.reduce((total, key) => total + after[key] - before[key], 0) >= RESETS;
  }, `the server deals with ${RESETS} reset connections`);
  return { before, after };
}

/** Log lines at error level or above, or with a stack trace. */
const errorLines = (log: LogLines, from: number) =>
  log.lines.slice(from).filter((line) => Number(line.level) >= 50 || JSON.stringify(line).includes('stack'));

describe('connections reset before they are accepted', () => {
  describe('with the limit in Redis', () => {
    let redis: RedisServer;
    let server: RunningServer;
    const log = new LogLines();
    beforeAll(async () => {
      redis = await RedisServer.start();
      server = await startServer(
        {
          RATE_LIMIT_REDIS_URL: redis.url,
          RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT),
          ENGINE_THREADS: '0',
          LOG_LEVEL: 'info',
        },
        { logStream: log },
      );
    });
    afterAll(async () => {
      await server?.close();
      await redis?.stop();
    });

    it('past the limit, computes nothing for them and takes no store-fault path', async () => {
      await untilCounting(server.url, API_LIMIT, uncached);
      const address = '127.0.61.1';
      for (let i = 0; i < API_LIMIT; i++)
        expect((await postFrom(address, `${server.url}/v1/project`, uncached())).status).toBe(200);
      expect((await postFrom(address, `${server.url}/v1/project`, uncached())).status).toBe(429);
      const lines = log.lines.length;
      const { before, after } = await resetAndSettle(server, address);
      expect(after.computed - before.computed).toBe(0);
      expect(after.storeFailures - before.storeFailures).toBe(0);
      expect(after.serverErrors - before.serverErrors).toBe(0);
      expect(after.gone - before.gone).toBe(RESETS);
      expect(errorLines(log, lines)).toEqual([]);
      // The address is still limited, and another one is still served.
      expect((await postFrom(address, `${server.url}/v1/project`, uncached())).status).toBe(429);
      expect((await postFrom('127.0.61.2', `${server.url}/v1/project`, uncached())).status).toBe(200);
    });
  });

  describe('with the limit in memory', () => {
    let server: RunningServer;
    const log = new LogLines();
    beforeAll(async () => {
      server = await startServer(
        { RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT), ENGINE_THREADS: '0', LOG_LEVEL: 'info' },
        { logStream: log },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    it('closes them unread: no 500, no error in the log, no stack trace, nothing counted', async () => {
      const address = '127.0.62.1';
      const lines = log.lines.length;
      const { before, after } = await resetAndSettle(server, address);
      expect(after.serverErrors - before.serverErrors).toBe(0);
      expect(after.computed - before.computed).toBe(0);
      expect(after.gone - before.gone).toBe(RESETS);
      expect(errorLines(log, lines)).toEqual([]);
      // None counted against the address: its whole budget is left.
      const answer = await postFrom(address, `${server.url}/v1/project`, uncached());
      expect(answer.status).toBe(200);
      expect(answer.headers['ratelimit-remaining']).toBe(String(API_LIMIT - 1));
    });
  });
});
