// A stalled rate-limit store (docs/operations.md#a-stalled-rate-limit-store). Found by a hostile
// review: when Redis stopped answering without going away (paused, swapping, a failover, a
// partition that drops packets), every uncached /v1 request and every /mcp request waited until it
// answered (75 s seen). Here a real redis-server is stopped with SIGSTOP: its connections stay open
// and nothing is answered. Every request must still be answered, uncounted, well within the bound;
// the metric and the log say so; after SIGCONT counting resumes without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from '../helpers/from-address.js';
import { LogLines } from '../helpers/log-lines.js';
import { millisecondsOf, scaledBound } from '../helpers/paced.js';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text.js';
import { freshAddress, untilCounting } from '../helpers/redis-counting.js';
import { RedisServer } from '../helpers/redis-server.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const API_LIMIT = 30; // the default
/** Far above the store's time limit (500 ms) and far below the 75 s seen: a request that waits for
 *  the stalled store fails it. The bound is this, or PACE_TIMES what as many projections took with
 *  the store answering just before on the same machine, whichever is longer (test/helpers/paced.ts). */
const ANSWER_BOUND_MS = 5_000;
const PACE_TIMES = 4;
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

let seed = 0;
const uncached = () => ({
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 24,
  mcPaths: 100,
  mcSeed: ++seed,
});

/** A request with its time to answer; aborted (and failed) long after the bound, so a request the
 *  stalled store holds fails the test instead of hanging it. */
async function timed(
  url: string,
  init: RequestInit,
  boundMs: number,
): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(3 * boundMs) });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

describe('a rate-limit store that stops answering (SIGSTOP)', () => {
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
    await redis?.stop(); // SIGKILL: ends it suspended or not
  });

  const counting = () => untilCounting(server.url, API_LIMIT, uncached);

  async function storeFailures(reason: string): Promise<number> {
    const metrics = parsePrometheusText(await (await fetch(`${server.url}/metrics`)).text());
    return sampleValue(metrics, 'rate_limit_store_failures_total', { reason }) ?? 0;
  }

  it('answers every uncached /v1 and /mcp request promptly, uncounted, and says so; counts again after SIGCONT', async () => {
    await counting();
    expect(await storeFailures('timeout')).toBe(0);
    // The pace: as many projections at once with the store answering, each from an address of its
    // own so that none is refused.
    const pace = await millisecondsOf(() =>
      Promise.all(
        Array.from({ length: API_LIMIT + 10 }, () => postFrom(freshAddress(), `${server.url}/v1/project`, uncached())),
      ),
    );
    const boundMs = scaledBound(ANSWER_BOUND_MS, pace, PACE_TIMES);
    // On a loaded machine a command of that batch may outlast the store's time limit, which drops
    // and remakes the connection: counting again first, and only what follows the stall is counted.
    await counting();
    const failedBefore = { timeout: await storeFailures('timeout'), unreachable: await storeFailures('unreachable') };
    const linesBefore = log.lines.length;
    await redis.suspend();
    try {
      const project = () =>
        timed(
          `${server.url}/v1/project`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(uncached()),
          },
          boundMs,
        );
      const mcp = (message: object) =>
        timed(`${server.url}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(message) }, boundMs);
      const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
      const call = (id: number) => ({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'project_530a', arguments: uncached() },
      });
      // One at a time, then many at once: more than the limit, none refused, none held.
      const answers = [await project(), await mcp(list), await mcp(call(2)), await project()];
      answers.push(
        ...(await Promise.all([
          ...Array.from({ length: API_LIMIT + 5 }, project),
          ...Array.from({ length: 5 }, (_, i) => mcp(call(10 + i))),
        ])),
      );
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.ms, JSON.stringify({ boundMs, pace })).toBeLessThan(boundMs);
      }
      // The projections over MCP ran (not refused by the budget they draw on).
      expect(answers[2]!.text).not.toContain('"isError":true');
      // The first command waits out the time limit; the connection is then dropped and made again,
      // and meanwhile commands fail at once. Every count is a failure of one kind or the other: one
      // per request, and one more per projection tool call (it draws on the JSON API's budget too).
      const projectionToolCalls = 1 + 5;
      const calls = answers.length + projectionToolCalls;
      const timeouts = (await storeFailures('timeout')) - failedBefore.timeout;
      const unreachable = (await storeFailures('unreachable')) - failedBefore.unreachable;
      expect(timeouts).toBeGreaterThanOrEqual(1);
      expect(timeouts + unreachable).toBe(calls);
      const warned = log.lines
        .slice(linesBefore)
        .filter((line) => line.level === 40 && /rate-limit store/.test(String(line.msg)));
      expect(warned.length).toBeGreaterThanOrEqual(1);
      expect(String(warned[0]!.msg)).toMatch(/without counting/);
    } finally {
      redis.wake();
    }
    // Counting resumes without a restart: the 31st uncached request a minute is refused again.
    await counting();
    expect(log.lines.slice(linesBefore).some((line) => /counting resumes/.test(String(line.msg)))).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMIT; i++)
      statuses.push((await postFrom('127.0.0.12', `${server.url}/v1/project`, uncached())).status);
    expect(statuses.slice(0, API_LIMIT)).toEqual(Array(API_LIMIT).fill(200));
    expect(statuses[API_LIMIT]).toBe(429);
  });
});
