// Scale-out (docs/operations.md#several-instances): two instances share one rate limit through a
// real Redis, the JSON API's and the tool server's counted apart; when Redis goes away requests are
// still served, and when it comes back counting resumes without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, requestFrom } from '../helpers/from-address.js';
import { untilCounting } from '../helpers/redis-counting.js';
import { RedisServer } from '../helpers/redis-server.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const LIMIT = 10;
let seed = 0;
const uncached = () => ({
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 24,
  mcPaths: 100,
  mcSeed: ++seed,
});

describe('rate limits shared through Redis', () => {
  let redis: RedisServer;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    redis = await RedisServer.start();
    const env = { RATE_LIMIT_REDIS_URL: redis.url, RATE_LIMIT_API_PER_MINUTE: String(LIMIT), ENGINE_THREADS: '0' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  const counting = (server: RunningServer) => untilCounting(server.url, LIMIT, uncached);

  it('counts one address across both instances', async () => {
    await Promise.all([counting(a), counting(b)]);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await postFrom('127.0.0.7', `${server.url}/v1/project`, uncached())).status);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    expect((await postFrom('127.0.0.7', `${a.url}/v1/project`, uncached())).status).toBe(429);
    expect((await postFrom('127.0.0.7', `${b.url}/v1/project`, uncached())).status).toBe(429);
    // Another address is counted apart.
    expect((await postFrom('127.0.0.8', `${b.url}/v1/project`, uncached())).status).toBe(200);
  });

  // Found by the cluster test (test/process/cluster.test.ts): over Redis both limiters used one key
  // per address, so tool-server requests spent the JSON API's budget.
  it("counts tool-server requests apart from the JSON API's", async () => {
    await Promise.all([counting(a), counting(b)]);
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (let i = 0; i < 2 * LIMIT; i++) {
      const server = i % 2 ? a : b;
      const answer = await requestFrom('127.0.0.10', `${server.url}/mcp`, { method: 'POST', body: list, headers });
      expect(answer.status).toBe(200);
    }
    const api = await postFrom('127.0.0.10', `${a.url}/v1/project`, uncached());
    expect(api.status).toBe(200);
    expect(api.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('serves every request while Redis is down, and counts again once it is back', async () => {
    await redis.stop();
    for (let i = 0; i < LIMIT + 5; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await postFrom('127.0.0.9', `${server.url}/v1/project`, uncached());
      expect(answer.status, answer.text).toBe(200);
    }
    await redis.resume();
    // The clients reconnect by themselves; wait until each instance counts again.
    await Promise.all([counting(a), counting(b)]);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      statuses.push((await postFrom('127.0.0.11', `${i % 2 ? a.url : b.url}/v1/project`, uncached())).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
  });
});
