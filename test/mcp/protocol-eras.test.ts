// The tool server in both protocol eras (docs/api.md#protocol-versions): the 2025 revisions
// (initialize, then calls) and 2026-07-28 (no handshake, the envelope in every request's _meta,
// server/discover), over streamable HTTP at /mcp and over standard input and output through the
// command line's `mcp`. The official SDK clients of both lines (1.x `@modelcontextprotocol/sdk`,
// 2.x `@modelcontextprotocol/client`, in its default 2025 mode and pinned to 2026-07-28) list
// and get the same tools, resources and prompts and the same answers; raw JSON-RPC requests of
// the 2026-07-28 shape are answered without a handshake; the rate limit of 60 a minute holds in
// both eras, from one budget.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioV2 } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as HttpV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Projection } from '../../core/schemas/projection.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { compileSchema } from '../../core/validation/compile-schema.js';
import { PROJECTION_URI_TEMPLATE } from '../../server/mcp/resource-uris.js';
import { TOOL_NAMES } from '../../server/mcp/tools.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { defined } from '../helpers/defined.js';
import { requestFrom } from '../helpers/from-address.js';
import { expectSummaryOf, linkedUri, onlyText } from '../helpers/mcp-result.js';
import { MCP_SCENARIO } from '../helpers/mcp-scenario.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const SITE_URL = 'https://530a.example';
const CLI = [CLI_MAIN, 'mcp', '--site-url', SITE_URL];
const MODERN = '2026-07-28';
const LEGACY_REVISIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
const ACCEPT = 'application/json, text/event-stream';

const SCENARIO = MCP_SCENARIO;

/** The published outlines, checked apart from the SDK clients' own checks. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
/** A summary is still a whole Projection by the HTTP API's own schema. */
const projectionCheck = compileSchema(Projection);
const validProjection = (value: unknown) => projectionCheck.Check(value);

/** What the test asks of every client: the methods both SDK lines share. */
interface AnyClient {
  listTools(): Promise<{ tools: unknown[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  listResources(): Promise<{ resources: unknown[] }>;
  listResourceTemplates(): Promise<{ resourceTemplates: unknown[] }>;
  readResource(params: { uri: string }): Promise<unknown>;
  listPrompts(): Promise<{ prompts: unknown[] }>;
  getPrompt(params: { name: string; arguments: Record<string, string> }): Promise<unknown>;
  close(): Promise<void>;
}

function processEnv(): Record<string, string> {
  const entries = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(entries);
}

const stdioOptions = () => ({
  command: process.execPath,
  args: CLI,
  cwd: TOP,
  env: processEnv(),
  stderr: 'pipe' as const,
});
const pinned = { versionNegotiation: { mode: { pin: MODERN } } } as const;
const info = { name: 'eras-test', version: '1.0.0' };

let server: RunningServer;
const clients = new Map<string, AnyClient>();
const eras = new Map<string, string | undefined>();

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  const url = new URL(`${server.url}/mcp`);
  const v1http = new ClientV1(info);
  await v1http.connect(new HttpV1(url));
  const v1stdio = new ClientV1(info);
  await v1stdio.connect(new StdioV1(stdioOptions()));
  const v2http = new ClientV2(info);
  await v2http.connect(new HttpV2(url));
  const v2httpModern = new ClientV2(info, pinned);
  await v2httpModern.connect(new HttpV2(url));
  const v2stdioModern = new ClientV2(info, pinned);
  await v2stdioModern.connect(new StdioV2(stdioOptions()));
  const v2stdio = new ClientV2(info);
  await v2stdio.connect(new StdioV2(stdioOptions()));
  for (const [name, client] of [
    ['1.x over HTTP', v1http],
    ['1.x over stdio', v1stdio],
    ['2.x (2025) over HTTP', v2http],
    ['2.x (2026-07-28) over HTTP', v2httpModern],
    ['2.x (2025) over stdio', v2stdio],
    ['2.x (2026-07-28) over stdio', v2stdioModern],
  ] as const) {
    clients.set(name, client as unknown as AnyClient);
  }
  for (const [name, client] of [
    ['2.x (2025) over HTTP', v2http],
    ['2.x (2026-07-28) over HTTP', v2httpModern],
    ['2.x (2025) over stdio', v2stdio],
    ['2.x (2026-07-28) over stdio', v2stdioModern],
  ] as const) {
    eras.set(name, client.getProtocolEra());
  }
});

afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await server?.close();
});

/** A result without what 2026-07-28 adds around every result (the server's identity in _meta, the
 *  result type and the cache hints): what both eras carry alike. */
function payload(result: unknown): unknown {
  const { _meta, resultType, ttlMs, cacheScope, ...rest } = result as Record<string, unknown>;
  return rest;
}

describe('the SDK clients of both lines, over HTTP and stdio', () => {
  it('land on the era they ask for: 2026-07-28 when pinned, the 2025 handshake by default', () => {
    expect(Object.fromEntries(eras)).toEqual({
      '2.x (2025) over HTTP': 'legacy',
      '2.x (2026-07-28) over HTTP': 'modern',
      '2.x (2025) over stdio': 'legacy',
      '2.x (2026-07-28) over stdio': 'modern',
    });
  });

  it('list the same tools, resources and prompts and get the same answers in both eras', async () => {
    const answers = new Map<string, unknown>();
    for (const [name, client] of clients) {
      const projected = (await client.callTool({
        name: 'project_530a',
        arguments: { ...SCENARIO, detail: 'full' },
      })) as {
        structuredContent?: unknown;
        content: unknown;
      };
      answers.set(name, {
        tools: (await client.listTools()).tools,
        resources: (await client.listResources()).resources,
        prompts: (await client.listPrompts()).prompts,
        rules: payload(await client.readResource({ uri: 'projection-530a://rules' })),
        prompt: payload(await client.getPrompt({ name: 'plan_for_a_child', arguments: { goal: 'college at 18' } })),
        projected: { structuredContent: projected.structuredContent, content: projected.content },
      });
    }
    const [first, ...rest] = [...answers.values()];
    expect((first as { tools: unknown[] }).tools).toHaveLength(TOOL_NAMES.length);
    // The structured result is the HTTP API's body, in every era and over both transports.
    const body = JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text);
    expect((first as { projected: { structuredContent: unknown } }).projected.structuredContent).toEqual(body);
    for (const other of rest) expect(other).toEqual(first);
  });
});

describe('detail levels and the projection resource, with every client', () => {
  const GOAL_SCENARIO = { ...SCENARIO, goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.5 } };
  type Result = { content: CallToolResult['content']; structuredContent?: unknown; isError?: boolean };

  it('summary by default, full on request, each valid against the published output schema; the link reads the whole projection', async () => {
    const body = JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text) as Projection;
    const s = new URL(defined(body.shareUrl, 'the share link')).searchParams.get('s') ?? '';
    const byGet = await fetch(`${server.url}/v1/project?s=${s}`);
    expect(byGet.status).toBe(200);
    const getText = await byGet.text();
    const solveArgs = { scenario: GOAL_SCENARIO, sourceId: 'parents' };
    const solved = JSON.parse((await post(`${server.url}/v1/solve`, solveArgs)).text) as SolutionBody;
    const solvedGet = await (await fetch(`${server.url}/v1/project?s=${solved.s}`)).text();
    const answers = new Map<string, unknown>();
    for (const [name, client] of clients) {
      // Listing first: the SDK clients then check every structured result against its outputSchema.
      const { tools } = (await client.listTools()) as { tools: { name: string; outputSchema?: object }[] };
      const call = async (tool: string, args: Record<string, unknown>) => {
        const result = (await client.callTool({ name: tool, arguments: args })) as Result;
        expect(result.isError, `${name} ${tool}: ${JSON.stringify(result.content).slice(0, 300)}`).toBeFalsy();
        const outline = defined(tools.find((listed) => listed.name === tool)?.outputSchema, 'an outputSchema');
        const validate = ajv.compile(outline);
        expect(validate(result.structuredContent), `${name} ${tool}: ${JSON.stringify(validate.errors)}`).toBe(true);
        return result;
      };
      const summary = await call('project_530a', SCENARIO);
      const full = await call('project_530a', { ...SCENARIO, detail: 'full' });
      const shared = await call('project_530a_shared', { s, detail: 'summary' });
      const solveSummary = await call('solve_530a', solveArgs);
      const solveFull = await call('solve_530a', { ...solveArgs, detail: 'full' });
      expect(full.structuredContent, name).toEqual(body);
      expectSummaryOf(summary.structuredContent as Projection, body);
      expect(validProjection(summary.structuredContent), name).toBe(true);
      expect(shared.structuredContent, name).toEqual(summary.structuredContent);
      expect(solveFull.structuredContent, name).toEqual(solved);
      const { projection, ...answer } = solveSummary.structuredContent as SolutionBody;
      const { projection: wholeProjection, ...solvedAnswer } = solved;
      expect(answer).toEqual(solvedAnswer);
      expectSummaryOf(projection, wholeProjection);
      // The text is the same at both levels; the link is the same too.
      expect(onlyText(summary)).toBe(onlyText(full));
      const uri = linkedUri(summary);
      expect(linkedUri(full)).toBe(uri);
      expect(linkedUri(shared)).toBe(uri);
      const read = (await client.readResource({ uri })) as {
        contents: { uri: string; mimeType: string; text: string }[];
      };
      expect(read.contents).toEqual([{ uri, mimeType: 'application/json', text: getText }]);
      const solvedRead = (await client.readResource({ uri: linkedUri(solveSummary) })) as {
        contents: { text: string }[];
      };
      expect(solvedRead.contents[0]?.text).toBe(solvedGet);
      expect(JSON.parse(solvedGet)).toEqual(solved.projection);
      answers.set(name, { summary: summary.content, solve: solveSummary.content, read: read.contents });
    }
    const [first, ...rest] = [...answers.values()];
    for (const other of rest) expect(other).toEqual(first);
  });

  it('the projection template is listed in every era', async () => {
    for (const [name, client] of clients) {
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates, name).toContainEqual(
        expect.objectContaining({ uriTemplate: PROJECTION_URI_TEMPLATE, mimeType: 'application/json' }),
      );
    }
  });
});

/** The headers and _meta of a 2026-07-28 request (the transport's standard headers, SEP-2243). */
function modernRequest(id: number, method: string, params: Record<string, unknown> = {}) {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: ACCEPT,
    'mcp-protocol-version': MODERN,
    'mcp-method': method,
  };
  if (typeof params.name === 'string') headers['mcp-name'] = params.name;
  return { headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }) };
}

function postModern(address: string, id: number, method: string, params: Record<string, unknown> = {}) {
  const { headers, body } = modernRequest(id, method, params);
  return requestFrom(address, `${server.url}/mcp`, { method: 'POST', headers, body });
}

describe('raw JSON-RPC of the 2026-07-28 shape over HTTP', () => {
  it('server/discover names 2026-07-28, the capabilities, the instructions and the server', async () => {
    const answer = await postModern('127.0.0.1', 1, 'server/discover');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { result, id } = JSON.parse(answer.text);
    expect(id).toBe(1);
    expect(result.supportedVersions).toContain(MODERN);
    expect(Object.keys(result.capabilities).sort()).toEqual(['prompts', 'resources', 'tools']);
    expect(result.instructions).toMatch(/solve_530a/);
    expect(result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject({ name: 'projection-530a' });
  });

  it('a tools/call with the envelope and no handshake gets the projection, as POST /v1/project gives it', async () => {
    const answer = await postModern('127.0.0.1', 7, 'tools/call', {
      name: 'project_530a',
      arguments: { ...SCENARIO, detail: 'full' },
    });
    expect(answer.status, answer.text).toBe(200);
    const { result } = JSON.parse(answer.text);
    const body = JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text);
    expect(result.structuredContent).toEqual(body);
    expect(result.isError).toBeUndefined();
  });

  it('a 2026-07-28 request whose headers disagree with its body is refused with -32020, not served', async () => {
    const { headers, body } = modernRequest(3, 'tools/list');
    const answer = await requestFrom('127.0.0.1', `${server.url}/mcp`, {
      method: 'POST',
      headers: { ...headers, 'mcp-method': 'prompts/list' },
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ id: 3, error: { code: -32020 } });
  });

  it('params of the wrong type are -32602 with one sentence, in this era too', async () => {
    const read = await postModern('127.0.0.1', 4, 'resources/read', { uri: 5 });
    expect(JSON.parse(read.text)).toMatchObject({
      id: 4,
      error: { code: -32602, message: 'Invalid params for resources/read: params.uri must be a string, not a number.' },
    });
    const prompt = await postModern('127.0.0.1', 5, 'prompts/get', {
      name: 'plan_for_a_child',
      arguments: { goal: 5 },
    });
    expect(JSON.parse(prompt.text)).toMatchObject({
      id: 5,
      error: {
        code: -32602,
        message: 'Invalid params for prompts/get: params.arguments.goal must be a string, not a number.',
      },
    });
  });

  it('initialize of every 2025 revision is answered in that revision', async () => {
    for (const protocolVersion of LEGACY_REVISIONS) {
      const answer = await requestFrom('127.0.0.1', `${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion, capabilities: {}, clientInfo: info },
        }),
      });
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).result).toMatchObject({
        protocolVersion,
        serverInfo: { name: 'projection-530a' },
      });
    }
  });
});

describe('raw JSON-RPC of the 2026-07-28 shape over stdio', () => {
  let child: ChildProcessWithoutNullStreams;
  let lines: AsyncIterator<string>;
  beforeAll(() => {
    child = spawn(process.execPath, CLI, { cwd: TOP, env: processEnv() });
    lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  });
  afterAll(async () => {
    child.stdin.end();
    if (child.exitCode === null) await once(child, 'exit');
  });

  async function ask(id: number, method: string, params: Record<string, unknown> = {}) {
    child.stdin.write(`${modernRequest(id, method, params).body}\n`);
    const line = await lines.next();
    return JSON.parse(line.value as string);
  }

  it('answers server/discover, then a tools/call with the envelope, with no initialize', async () => {
    const discovered = await ask(1, 'server/discover');
    expect(discovered.result.supportedVersions).toContain(MODERN);
    const called = await ask(2, 'tools/call', { name: 'project_530a', arguments: { ...SCENARIO, detail: 'full' } });
    const body = JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text);
    expect(called).toMatchObject({ id: 2, result: { structuredContent: body } });
  });
});

describe('the rate limit in both eras', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ SITE_URL, RATE_LIMIT_MCP_PER_MINUTE: '60' });
  });
  afterAll(() => limited?.close());

  function legacyList(address: string, id: number) {
    return requestFrom(address, `${limited.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: ACCEPT },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }),
    });
  }

  function modernList(address: string, id: number) {
    const { headers, body } = modernRequest(id, 'tools/list');
    return requestFrom(address, `${limited.url}/mcp`, { method: 'POST', headers, body });
  }

  it('the 61st 2026-07-28 request in a minute is a 429, and so is the 61st of both eras together', async () => {
    for (let id = 1; id <= 60; id += 1) expect((await modernList('127.0.0.5', id)).status).toBe(200);
    const refused = await modernList('127.0.0.5', 61);
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-limit']).toBe('60');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    for (let id = 1; id <= 30; id += 1) expect((await legacyList('127.0.0.6', id)).status).toBe(200);
    for (let id = 31; id <= 60; id += 1) expect((await modernList('127.0.0.6', id)).status).toBe(200);
    expect((await legacyList('127.0.0.6', 61)).status).toBe(429);
    expect((await modernList('127.0.0.6', 62)).status).toBe(429);
  });
});
