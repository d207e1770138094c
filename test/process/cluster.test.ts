// Several instances behind a real reverse proxy (docs/operations.md#several-instances): two service
// processes as `npm start` runs them, Debian's HAProxy running the example deploy/haproxy.cfg, and a
// real redis-server for the shared rate limits, all on loopback, TRUST_PROXY set to the proxy. The
// limits are counted once across the instances, by the visitor's address; any instance answers any
// request (the MCP tool server included) with identical bytes; and when an instance stops mid-load,
// gracefully (SIGTERM: it drains) or not (SIGKILL: the proxy retries on the other one), no client
// request fails. Everything is bounded in time, and every process is killed when the file ends.
import type { Agent } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HaProxy } from '../helpers/haproxy.js';
import { holdPort } from '../helpers/ports.js';
import { keepAliveAgent, type RawRequest, type RawResponse, rawRequest } from '../helpers/raw-http.js';
import { freshAddress } from '../helpers/redis-counting.js';
import { RedisServer } from '../helpers/redis-server.js';
import { killServer, type ServerProcess, startListening } from '../helpers/server-process.js';
import { sleep, waitUntil } from '../helpers/wait.js';

const LIMIT = 10;
const NAMES = ['app1', 'app2'] as const;
type Name = (typeof NAMES)[number];
const JSON_HEADERS = { 'content-type': 'application/json' };
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const CLIENT_INFO = { name: 'cluster-test', version: '1.0.0' };
const SCENARIO = { asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 240, mcPaths: 500 };

let redis: RedisServer;
let proxy: HaProxy;
/** Each instance's port: it binds port 0 first and logs the one it got. */
const ports: Partial<Record<Name, number>> = {};
const instances = {} as Record<Name, ServerProcess>;
/** The proxy's address, known before it starts. */
let siteUrl = '';
let seed = 0;
const uncached = () => ({ ...SCENARIO, mcSeed: ++seed });

/** Starts an instance on port 0, or again on the port the proxy knows it by. */
async function startInstance(name: Name): Promise<void> {
  const { server, url } = await startListening({
    PORT: String(ports[name] ?? 0),
    SITE_URL: siteUrl, // the proxy's address: the public one
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_REDIS_URL: redis.url,
    RATE_LIMIT_API_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_MCP_PER_MINUTE: '100000',
    ENGINE_THREADS: '1',
    SHUTDOWN_DELAY_MS: '1500',
  });
  instances[name] = server;
  ports[name] = Number(new URL(url).port);
}

beforeAll(async () => {
  redis = await RedisServer.start();
  // The proxy's port is held from here on: the instances cite it before the proxy starts.
  const proxyPort = await holdPort();
  siteUrl = `http://127.0.0.1:${proxyPort.port}`;
  await Promise.all(NAMES.map(startInstance));
  proxy = await HaProxy.start(proxyPort, {
    APP1: `127.0.0.1:${ports.app1}`,
    APP2: `127.0.0.1:${ports.app2}`,
    CHECK_INTERVAL: '200ms',
    CHECK_TIMEOUT: '60s', // a loaded machine may answer a check late
    PROXY_MAXCONN: '1000', // HAProxy wants two descriptors a connection; this machine allows 20,000
    PROXY_SERVED_BY: '1',
  });
});

afterAll(async () => {
  await Promise.all(NAMES.map((name) => instances[name] && killServer(instances[name])));
  await proxy?.stop();
  await redis?.stop();
});

/** A request through the proxy from a chosen client address; `servedBy` names the instance. */
async function viaProxy(from: string, request: RawRequest, agent: Agent | false = false) {
  const answer = await rawRequest(proxy.url, agent, { ...request, localAddress: from });
  return { ...answer, servedBy: String(answer.headers['x-served-by'] ?? '') };
}

const postProject = (body: unknown): RawRequest => ({
  method: 'POST',
  path: '/v1/project',
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});
const rpc = (id: number, method: string, params: unknown = {}): RawRequest => ({
  method: 'POST',
  path: '/mcp',
  headers: MCP_HEADERS,
  body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
});

/** Until both instances count through Redis: two uncached requests in a row from a fresh address
 *  go to both instances, and the second sees the first's count. */
async function untilCountingShared(): Promise<void> {
  await waitUntil(
    async () => {
      const from = freshAddress();
      const first = await viaProxy(from, postProject(uncached()));
      const second = await viaProxy(from, postProject(uncached()));
      return first.servedBy !== second.servedBy && second.headers['ratelimit-remaining'] === String(LIMIT - 2);
    },
    'both instances counting in Redis',
    undefined,
    50,
  );
}

describe('limits shared across instances', () => {
  it('one client address is counted once across both instances, by X-Forwarded-For from the proxy', async () => {
    await untilCountingShared();
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) answers.push(await viaProxy('127.0.0.41', postProject(uncached())));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(NAMES));
    // Another visitor has a budget of its own.
    expect((await viaProxy('127.0.0.42', postProject(uncached()))).status).toBe(200);
    // A client that reaches an instance without the proxy cannot borrow another address's budget.
    const direct = await rawRequest(`http://127.0.0.1:${ports.app1}`, false, {
      ...postProject(uncached()),
      localAddress: '127.0.0.43',
      headers: { ...JSON_HEADERS, 'x-forwarded-for': '127.0.0.41' },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});

describe('any instance answers any request', () => {
  it('with identical bytes from both, the JSON API and the tool server alike', async () => {
    const share = JSON.parse((await viaProxy('127.0.0.51', postProject(SCENARIO))).text).shareUrl as string;
    const requests: RawRequest[] = [
      postProject(SCENARIO),
      { path: `/v1/project?s=${new URL(share).searchParams.get('s')}` },
      { path: '/v1/rules' },
      { path: '/openapi.json' },
      { path: '/kb/pilot-seed' },
      rpc(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: CLIENT_INFO }),
      rpc(2, 'tools/list'),
      rpc(3, 'tools/call', { name: 'project_530a', arguments: SCENARIO }),
      rpc(4, 'tools/call', { name: 'search', arguments: { query: 'grandparents' } }),
    ];
    for (const request of requests) {
      const bodies = new Map<string, string>();
      for (let tries = 0; bodies.size < 2 && tries < 8; tries++) {
        const answer = await viaProxy('127.0.0.51', request);
        expect(answer.status, `${request.path}: ${answer.text.slice(0, 200)}`).toBe(200);
        bodies.set(answer.servedBy, answer.text);
      }
      expect([...bodies.keys()].sort(), request.path).toEqual([...NAMES]);
      expect(bodies.get('app1'), `${request.method ?? 'GET'} ${request.path}`).toBe(bodies.get('app2'));
    }
  });

  it("an MCP session of the SDK's own Client runs across both instances", async () => {
    const servedBy = new Set<string>();
    const transport = new StreamableHTTPClientTransport(new URL(`${proxy.url}/mcp`), {
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        servedBy.add(response.headers.get('x-served-by') ?? '');
        return response;
      },
    });
    const client = new Client(CLIENT_INFO);
    await client.connect(transport);
    try {
      for (let i = 0; i < 3; i++) expect((await client.listTools()).tools.length).toBeGreaterThan(0);
      const result = (await client.callTool({
        name: 'project_530a',
        arguments: { ...SCENARIO, detail: 'full' },
      })) as CallToolResult;
      const http = await viaProxy('127.0.0.52', postProject(SCENARIO));
      expect(result.structuredContent).toEqual(JSON.parse(http.text));
    } finally {
      await client.close();
    }
    expect([...servedBy].filter((name) => name !== '').sort()).toEqual([...NAMES]);
  });
});

interface LoadResult {
  requests: number;
  failures: string[];
  servedBy: Record<string, number>;
}

/** `lanes` clients, each from an address of its own on a keep-alive connection, send a mix of
 *  requests through the proxy for `durationMs`; `during` runs meanwhile. */
async function load(durationMs: number, during: () => Promise<void>, lanes = 6): Promise<LoadResult> {
  const shareUrl = JSON.parse((await viaProxy('127.0.0.60', postProject(SCENARIO))).text).shareUrl as string;
  const shared = { path: `/v1/project?s=${new URL(shareUrl).searchParams.get('s')}` };
  const mix: RawRequest[] = [{ path: '/v1/rules' }, postProject(SCENARIO), shared, rpc(9, 'tools/list')];
  const result: LoadResult = { requests: 0, failures: [], servedBy: {} };
  const deadline = Date.now() + durationMs;
  const lane = async (index: number) => {
    const agent = keepAliveAgent(1);
    for (let i = index; Date.now() < deadline; i++) {
      const request = mix[i % mix.length]!;
      let answer: RawResponse & { servedBy: string };
      try {
        answer = await viaProxy(`127.0.2.${index + 1}`, request, agent);
      } catch (error) {
        result.failures.push(`${request.path}: ${(error as Error).message}`);
        continue;
      } finally {
        result.requests++;
      }
      if (answer.status !== 200) result.failures.push(`${request.path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      result.servedBy[answer.servedBy] = (result.servedBy[answer.servedBy] ?? 0) + 1;
    }
    agent.destroy();
  };
  await Promise.all([...Array.from({ length: lanes }, (_, i) => lane(i)), during()]);
  return result;
}

/** Requests the proxy had to send again, per its log, since `from` lines. */
const retriedSince = (from: number) =>
  proxy
    .requests()
    .slice(from)
    .filter((line) => line.retries > 0).length;

describe('an instance stopping mid-load', () => {
  it('SIGTERM: it drains, the proxy takes it out of rotation, and no client request fails', async () => {
    const logged = proxy.requests().length;
    let exitCode: number | null | undefined;
    const result = await load(3_500, async () => {
      await sleep(800);
      instances.app1.child.kill('SIGTERM');
      exitCode = await instances.app1.exited;
    });
    expect(result.failures).toEqual([]);
    expect(exitCode).toBe(0);
    expect(result.servedBy.app1).toBeGreaterThan(0);
    expect(result.servedBy.app2).toBeGreaterThan(0);
    console.log(
      `SIGTERM mid-load: ${result.requests} requests, 0 failed; served by app1 ${result.servedBy.app1}, ` +
        `app2 ${result.servedBy.app2}; retried by the proxy ${retriedSince(logged)}`,
    );
  });

  it('SIGKILL: the proxy sends what the dead instance dropped to the other, and no client request fails', async () => {
    await startInstance('app1');
    // Back in rotation once the proxy's checks see it ready (rise 2).
    const servedByApp1 = async () => (await viaProxy('127.0.0.61', { path: '/healthz' })).servedBy === 'app1';
    await waitUntil(servedByApp1, 'app1 back in rotation', undefined, 50);
    const logged = proxy.requests().length;
    const result = await load(3_500, async () => {
      await sleep(800);
      instances.app2.child.kill('SIGKILL');
      await instances.app2.exited;
    });
    expect(result.failures).toEqual([]);
    const retried = retriedSince(logged);
    expect(retried).toBeGreaterThan(0); // the retries were exercised, not merely unneeded
    console.log(
      `SIGKILL mid-load: ${result.requests} requests, 0 failed; served by app1 ${result.servedBy.app1}, ` +
        `app2 ${result.servedBy.app2}; retried by the proxy ${retried}`,
    );
  });
});
