// The tool server's limits (docs/api.md#rate-limits, #mcp-tool-server). Found by the adversarial
// review: one POST /mcp could carry 100 JSON-RPC messages (the SDK accepts batches) and counted as
// one request, and tools/call never touched the JSON API's 30-a-minute budget, so one address under
// 60 requests a minute got about 1,800 full projections a minute. Now a batch is refused whole with
// a JSON-RPC error before anything runs, and uncached projections over MCP draw on the same budget
// as POST /v1/project, and so do reads of a projection resource (the SDK's own Client is used
// where it can be: it never sends batches).
import { type CallToolResult, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseScenario } from '../../core/scenario/scenario.js';
import { encodeShare } from '../../core/scenario/share.js';
import { INVALID_REQUEST } from '../../server/mcp/jsonrpc-errors.js';
import { projectionUri } from '../../server/mcp/resource-uris.js';
import { postFrom } from '../helpers/from-address.js';
import { connectMcpClient } from '../helpers/mcp-client.js';
import { parsePrometheusText, sampleValue } from '../helpers/prometheus-text.js';
import { rawRequest } from '../helpers/raw-http.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const API_LIMIT = 4;
const BOTH = 'application/json, text/event-stream';
const scenario = (mcSeed: number) => ({ asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 240, mcSeed });

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT) });
});
afterAll(() => server?.close());

const JSON_HEADERS = { 'content-type': 'application/json', accept: BOTH };
const sendBatch = (batch: unknown[]) =>
  rawRequest(server.url, false, { method: 'POST', path: '/mcp', headers: JSON_HEADERS, body: JSON.stringify(batch) });

async function computedSoFar(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return sampleValue(parsePrometheusText(text), 'projection_compute_seconds_count', { via: 'mcp' }) ?? 0;
}

describe('JSON-RPC batches', () => {
  it('a batch of 100 tool calls is refused whole (400, -32600), and nothing is computed', async () => {
    const batch = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'project_530a', arguments: scenario(1_000 + i) },
    }));
    const before = await computedSoFar();
    const answer = await sendBatch(batch);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.text);
    const error = { code: INVALID_REQUEST, data: { status: 400, problem: 'BAD_REQUEST' } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error });
    expect(body.error.message).toMatch(/batch/i);
    expect(await computedSoFar()).toBe(before);
  });

  it.each([
    ['a batch of one', [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }]],
    ['a batch of notifications', [{ jsonrpc: '2.0', method: 'notifications/initialized' }]],
    ['an empty batch', []],
  ])('%s is refused too', async (_what, batch) => {
    const answer = await sendBatch(batch);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error.code).toBe(INVALID_REQUEST);
  });
});

describe("uncached projections over MCP share the JSON API's budget", () => {
  it('the budget runs out over MCP; cached answers stay free; POST /v1/project is then refused too', async () => {
    const client = await connectMcpClient(server.url, 'limits-test');
    try {
      const project = async (mcSeed: number) =>
        (await client.callTool({ name: 'project_530a', arguments: scenario(mcSeed) })) as CallToolResult;
      const results = [];
      for (let seed = 1; seed <= API_LIMIT + 1; seed++) results.push(await project(seed));
      const refusals = results.slice(0, API_LIMIT).map((result) => result.isError ?? false);
      expect(refusals).toEqual(Array(API_LIMIT).fill(false));
      const refused = results[API_LIMIT]!;
      expect(refused.isError).toBe(true);
      const says = new RegExp(`more than ${API_LIMIT} uncached projections a minute`);
      expect(JSON.stringify(refused.content)).toMatch(says);
      expect(refused.structuredContent).toBeUndefined();
      // A projection already in the cache is never counted nor refused.
      expect((await project(1)).isError ?? false).toBe(false);
      // The projection resource is charged as a tool call is: free from the cache, refused past the budget.
      const cachedUri = (results[0]!.content.find((item) => item.type === 'resource_link') as { uri: string }).uri;
      expect((await client.readResource({ uri: cachedUri })).contents).toHaveLength(1);
      const uncached = projectionUri(encodeShare(normaliseScenario(scenario(99))));
      const error = await client.readResource({ uri: uncached }).then(
        () => undefined,
        (thrown: unknown) => thrown as McpError,
      );
      expect(error).toBeInstanceOf(McpError);
      expect(error?.code).toBe(INVALID_REQUEST);
      expect(error?.message).toMatch(says);
      expect(error?.data).toMatchObject({ uri: uncached, retryAfterSeconds: expect.any(Number) });
      // Other tools are not projections: only the tool server's own limit applies to them.
      const explained = (await client.callTool({ name: 'explain_530a', arguments: {} })) as CallToolResult;
      expect(explained.isError ?? false).toBe(false);
      // The same address over HTTP: the budget is spent.
      const http = await postFrom('127.0.0.1', `${server.url}/v1/project`, scenario(77));
      expect(http.status).toBe(429);
      // Another address has a budget of its own.
      expect((await postFrom('127.0.0.2', `${server.url}/v1/project`, scenario(78))).status).toBe(200);
    } finally {
      await client.close();
    }
  });
});
