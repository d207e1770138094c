// The tool server as MCP clients beyond the official SDK use it, in raw HTTP
// (docs/api.md#mcp-tool-server):
// - strict-schema clients (every property sent, optional ones as null) get what the minimal call
//   gets, for every tool; the published input schemas hold nothing such clients refuse;
// - detail (docs/api.md#detail-levels): null is the summary, anything but a level is an error
//   result naming /detail, with any other bad field;
// - Accept: JSON whenever JSON is acceptable (application/json, */*, none), an event stream when
//   that is all the client accepts, 406 when it accepts neither;
// - a browser origin finds CORS, nosniff and rate-limit headers on every /mcp answer;
// - a body that cannot be read as a message gets a JSON-RPC error with the problem's status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scenario } from '../../core/schemas/scenario.js';
import { keepAliveAgent, type RawResponse, rawRequest } from '../helpers/raw-http.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const BOTH = 'application/json, text/event-stream';
const BROWSER_ORIGIN = 'http://localhost:5173';

const MINIMAL_SCENARIO = { asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 240 };
const GOAL_SCENARIO = {
  ...MINIMAL_SCENARIO,
  mcPaths: 100,
  goal: { amountCents: '2000000', atAgeMonths: 216 },
  sources: [
    {
      id: 'p',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
};

let server: RunningServer;
let nextId = 1;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

function send(body: string, headers: Record<string, string>): Promise<RawResponse> {
  return rawRequest(server.url, false, { method: 'POST', path: '/mcp', headers, body });
}

async function rpc(
  method: string,
  params: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json', accept: BOTH },
) {
  const id = nextId++;
  const answer = await send(JSON.stringify({ jsonrpc: '2.0', id, method, params }), headers);
  return { answer, id };
}

/** The JSON-RPC result of a tools/call, read from a plain JSON answer. */
async function callTool(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { answer, id } = await rpc('tools/call', { name, arguments: args });
  expect(answer.status, answer.text).toBe(200);
  const body = JSON.parse(answer.text) as { id: number; result: unknown };
  expect(body.id).toBe(id);
  return body.result;
}

interface ListedTool {
  name: string;
  inputSchema: { properties: Record<string, unknown>; required?: string[] };
}

async function listTools(): Promise<ListedTool[]> {
  const { answer } = await rpc('tools/list', {});
  return (JSON.parse(answer.text) as { result: { tools: ListedTool[] } }).result.tools;
}

/** Every keyword of a schema, at any depth, with the object it sits in. */
function* schemaNodes(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) yield* schemaNodes(item);
  else if (typeof node === 'object' && node !== null) {
    yield node as Record<string, unknown>;
    for (const value of Object.values(node)) yield* schemaNodes(value);
  }
}

describe('strict-schema clients', () => {
  it('the published input schemas use no const, no enum without a type, no examples', async () => {
    for (const tool of await listTools()) {
      for (const node of schemaNodes(tool.inputSchema)) {
        expect(node, tool.name).not.toHaveProperty('const');
        expect(node, tool.name).not.toHaveProperty('examples');
        if ('enum' in node) expect(node, tool.name).toHaveProperty('type');
      }
    }
  });

  it('every tool, called with every property (optional ones null), answers as the minimal call', async () => {
    const tools = await listTools();
    const shareUrl = ((await callTool('project_530a', MINIMAL_SCENARIO)) as { structuredContent: { shareUrl: string } })
      .structuredContent.shareUrl;
    const minimal: Record<string, Record<string, unknown>> = {
      project_530a: MINIMAL_SCENARIO,
      project_530a_shared: { s: new URL(shareUrl).searchParams.get('s')! },
      solve_530a: { scenario: GOAL_SCENARIO, sourceId: 'p' },
      explain_530a: {},
      eligibility_530a: { birthDate: '2018-03-03', asOf: '2026-11-20' },
      search: { query: 'grandparents' },
      fetch: { id: 'pilot-seed' },
    };
    expect(Object.keys(minimal).sort()).toEqual(tools.map((tool) => tool.name).sort());
    for (const tool of tools) {
      const args = minimal[tool.name]!;
      const strict = Object.fromEntries(
        Object.keys(tool.inputSchema.properties).map((name) => [name, args[name] ?? null]),
      );
      expect(Object.keys(strict)).toEqual(Object.keys(tool.inputSchema.properties));
      const [a, b] = [await callTool(tool.name, args), await callTool(tool.name, strict)];
      expect(b, tool.name).toEqual(a);
      expect(JSON.stringify(b)).not.toContain('"isError":true');
    }
  });

  it('null inside the scenario and the goal of a solve means absent too', async () => {
    const plain = await callTool('solve_530a', { scenario: GOAL_SCENARIO, sourceId: 'p' });
    const nulls = await callTool('solve_530a', {
      scenario: {
        ...Object.fromEntries(Object.keys(Scenario.properties).map((name) => [name, null])),
        ...GOAL_SCENARIO,
        goal: { ...GOAL_SCENARIO.goal, real: null, probability: null },
      },
      sourceId: 'p',
    });
    expect(nulls).toEqual(plain);
    expect(JSON.stringify(plain)).not.toContain('"isError":true');
  });

  it('null inside a source means absent too', async () => {
    const schedule = { type: 'monthly', amountCents: '10000', startAgeMonths: 9, endAgeMonths: 120 };
    const plain = await callTool('project_530a', {
      ...MINIMAL_SCENARIO,
      sources: [{ id: 'p', kind: 'family', schedule }],
      detail: 'full',
    });
    const nulls = await callTool('project_530a', {
      ...Object.fromEntries(Object.keys(Scenario.properties).map((name) => [name, null])),
      ...MINIMAL_SCENARIO,
      sources: [{ id: 'p', kind: 'family', stepUpRate: null, schedule }],
      detail: 'full',
    });
    expect(nulls).toEqual(plain);
    // And both are what the HTTP API answers for the scenario without the nulls.
    const http = await post(`${server.url}/v1/project`, {
      ...MINIMAL_SCENARIO,
      sources: [{ id: 'p', kind: 'family', schedule }],
    });
    expect((nulls as { structuredContent: unknown }).structuredContent).toEqual(JSON.parse(http.text));
  });

  it('explain_530a with topic null or "" gives every rule, as without a topic', async () => {
    const all = await callTool('explain_530a', {});
    expect(await callTool('explain_530a', { topic: null })).toEqual(all);
    expect(await callTool('explain_530a', { topic: '' })).toEqual(all);
  });

  it('a required field sent as null is named as missing', async () => {
    const result = (await callTool('project_530a', { ...MINIMAL_SCENARIO, asOf: null })) as {
      isError: boolean;
      content: { text: string }[];
    };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toContain('- /asOf: required field is missing');
  });
});

describe('the detail argument', () => {
  type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: unknown };
  const shareState = async () => {
    const projected = (await callTool('project_530a', MINIMAL_SCENARIO)) as { structuredContent: { shareUrl: string } };
    return new URL(projected.structuredContent.shareUrl).searchParams.get('s') ?? '';
  };

  it('a detail that is no level, or no string, is an error result naming /detail, for each projection tool', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      project_530a: MINIMAL_SCENARIO,
      project_530a_shared: { s: await shareState() },
      solve_530a: { scenario: GOAL_SCENARIO, sourceId: 'p' },
    };
    const hostile = [5, true, 'FULL', '', 'summary ', ['full'], { level: 'full' }, 'x'.repeat(20_000)];
    for (const [name, args] of Object.entries(valid)) {
      for (const detail of hostile) {
        const result = (await callTool(name, { ...args, detail })) as ToolResult;
        const what = `${name} ${JSON.stringify(detail).slice(0, 30)}`;
        expect(result.isError, what).toBe(true);
        expect(result.structuredContent, what).toBeUndefined();
        expect(result.content, what).toHaveLength(1);
        expect(result.content[0]?.text, what).toMatch(/\(1 problem\)[^\n]*\n- \/detail: /);
        expect((result.content[0]?.text ?? '').length, what).toBeLessThan(1_000);
      }
    }
  });

  it('a bad detail and bad scenario fields are named together', async () => {
    const result = (await callTool('project_530a', { ...MINIMAL_SCENARIO, asOf: 'soon', detail: 'all' })) as ToolResult;
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toMatch(/^- \/detail: /m);
    expect(result.content[0]?.text).toMatch(/^- \/asOf: /m);
    const solve = (await callTool('solve_530a', { scenario: GOAL_SCENARIO, sourceId: 7, detail: 0 })) as ToolResult;
    expect(solve.content[0]?.text).toMatch(/^- \/detail: /m);
    expect(solve.content[0]?.text).toMatch(/^- \/sourceId: /m);
  });

  it('a strict-mode call fills detail too: null is the summary, "full" the HTTP body', async () => {
    const [tool] = (await listTools()).filter((listed) => listed.name === 'project_530a');
    const every = (detail: string | null) =>
      Object.fromEntries(
        Object.keys(tool?.inputSchema.properties ?? {}).map((name) => [
          name,
          name === 'detail' ? detail : ((MINIMAL_SCENARIO as Record<string, unknown>)[name] ?? null),
        ]),
      );
    expect(Object.keys(every(null))).toContain('detail');
    expect(await callTool('project_530a', every(null))).toEqual(await callTool('project_530a', MINIMAL_SCENARIO));
    const full = (await callTool('project_530a', every('full'))) as ToolResult;
    const http = await post(`${server.url}/v1/project`, MINIMAL_SCENARIO);
    expect(full.structuredContent).toEqual(JSON.parse(http.text));
    // The published property: a string of the two levels, or null.
    expect(tool?.inputSchema.properties.detail).toEqual({
      enum: ['summary', 'full', null],
      type: ['string', 'null'],
      description: expect.stringMatching(/summary/),
    });
  });
});

describe('Accept', () => {
  const list = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' });

  for (const accept of [
    undefined,
    'application/json',
    '*/*',
    'application/*',
    BOTH,
    'text/html, application/json;q=0.5',
  ]) {
    it(`${accept === undefined ? 'no Accept header' : `Accept: ${accept}`} gets JSON`, async () => {
      const answer = await send(list, {
        'content-type': 'application/json',
        ...(accept === undefined ? {} : { accept }),
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(
        (JSON.parse(answer.text) as { id: number; result: { tools: unknown[] } }).result.tools.length,
      ).toBeGreaterThan(3);
    });
  }

  it('Accept: text/event-stream alone gets the answer as an event stream', async () => {
    const answer = await send(list, { 'content-type': 'application/json', accept: 'text/event-stream' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    const data = answer.text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as { id: number; result: { tools: unknown[] } });
    expect(data).toHaveLength(1);
    expect(data[0]!.id).toBe(7);
    expect(data[0]!.result.tools.length).toBeGreaterThan(3);
  });

  // Found by a hostile review: the event stream carried the SDK's `connection: keep-alive` whatever
  // the client asked, so a client that sent Connection: close was told the connection stays open.
  it('an event stream honours Connection: close and keep-alive alike, in both protocol eras', async () => {
    const modern = JSON.stringify({
      jsonrpc: '2.0',
      id: 8,
      method: 'server/discover',
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    });
    const modernHeaders = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover' };
    for (const [era, body, extra] of [
      ['2025', list, {}],
      ['2026-07-28', modern, modernHeaders],
    ] as const) {
      const base = { 'content-type': 'application/json', accept: 'text/event-stream', ...extra };
      const closing = await send(body, { ...base, connection: 'close' });
      expect(closing.status, `${era}: ${closing.text}`).toBe(200);
      expect(closing.headers['content-type'], era).toMatch(/^text\/event-stream/);
      expect(closing.headers.connection, era).toBe('close');
      expect(closing.headers['keep-alive'], era).toBeUndefined();
      const agent = keepAliveAgent(1);
      try {
        const kept = await rawRequest(server.url, agent, { method: 'POST', path: '/mcp', headers: base, body });
        expect(kept.status, era).toBe(200);
        expect(kept.headers.connection, era).toBe('keep-alive');
      } finally {
        agent.destroy();
      }
    }
  });

  it('an Accept that allows neither type is a 406 problem', async () => {
    for (const accept of ['text/html', 'application/json;q=0, text/plain']) {
      const answer = await send(list, { 'content-type': 'application/json', accept });
      expect(answer.status).toBe(406);
      expect(JSON.parse(answer.text)).toMatchObject({ status: 406, code: 'NOT_ACCEPTABLE' });
    }
  });
});

describe('a browser origin', () => {
  const headers = { 'content-type': 'application/json', accept: BOTH, origin: BROWSER_ORIGIN };

  function expectBrowserHeaders(answer: RawResponse, what: string, counted: boolean): void {
    expect(answer.headers['access-control-allow-origin'], what).toBe('*');
    expect(answer.headers['access-control-expose-headers'], what).toContain('ratelimit-remaining');
    expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
    if (!counted) return;
    expect(answer.headers['ratelimit-limit'], what).toBeDefined();
    expect(answer.headers['ratelimit-remaining'], what).toBeDefined();
  }

  it('finds CORS, nosniff and rate-limit headers on answers, notifications and errors alike', async () => {
    const answers: [string, RawResponse, boolean][] = [
      ['tools/list', (await rpc('tools/list', {}, headers)).answer, true],
      ['tools/call', (await rpc('tools/call', { name: 'search', arguments: { query: 'seed' } }, headers)).answer, true],
      [
        'a notification (202)',
        await send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), headers),
        true,
      ],
      [
        'an event stream',
        await send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), {
          ...headers,
          accept: 'text/event-stream',
        }),
        true,
      ],
      // Refused before it reaches the tool server (and its rate limit): no RateLimit-* headers.
      ['a malformed body', await send('{"jsonrpc":', headers), false],
    ];
    expect(answers.map(([, answer]) => answer.status)).toEqual([200, 200, 202, 200, 400]);
    for (const [what, answer, counted] of answers) expectBrowserHeaders(answer, what, counted);
  });

  // Every header a browser client of either era sends on its POST (the 2026-07-28 transport adds
  // Mcp-Method and Mcp-Name, SEP-2243): without them in the preflight's answer a 2026-07-28 browser
  // client could not call at all.
  it('a preflight allows the MCP headers of both protocol eras', async () => {
    const sent = ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name'];
    const answer = await rawRequest(server.url, false, {
      method: 'OPTIONS',
      path: '/mcp',
      headers: {
        origin: BROWSER_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': sent.join(', '),
      },
    });
    expect(answer.status).toBe(204);
    const allowed = String(answer.headers['access-control-allow-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(sent));
  });
});

describe('a body that is not a message', () => {
  const headers = { 'content-type': 'application/json', accept: BOTH };

  function expectRpcError(answer: RawResponse, status: number, code: number, id: string | number | null = null): void {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.text) as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    expect(body.error.message.length).toBeGreaterThan(10);
    // Said once: "The body is not valid JSON: The body is not valid JSON: ..." was the review's finding.
    expect(body.error.message).not.toMatch(/^(.+): \1/);
  }

  it('malformed JSON is a -32700 parse error with status 400', async () => {
    expectRpcError(await send('{"jsonrpc":"2.0",', headers), 400, -32700);
    expectRpcError(await send('', headers), 400, -32700);
    expectRpcError(await send('['.repeat(100) + ']'.repeat(100), headers), 400, -32700);
  });

  it('a body too large (413) or of another type (415) is a -32600 invalid request', async () => {
    expectRpcError(
      await send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x', params: { pad: 'x'.repeat(40_000) } }), headers),
      413,
      -32600,
    );
    expectRpcError(await send('{}', { ...headers, 'content-type': 'text/plain' }), 415, -32600);
  });

  it('valid JSON that is not a JSON-RPC message is a -32600 invalid request, with its id when it has one', async () => {
    const cases: [unknown, string | number | null][] = [
      [{ hello: 'world' }, null],
      [5, null],
      ['ping', null],
      [null, null],
      [{ jsonrpc: '2.0', id: 3 }, 3], // neither a method nor a result
      [{ jsonrpc: '1.0', id: 'four', method: 'ping' }, 'four'],
      [{ jsonrpc: '2.0', id: { nested: true }, method: 'ping' }, null], // an id that is no id
      [{ jsonrpc: '2.0', id: 7, method: 42 }, 7],
    ];
    for (const [body, id] of cases) expectRpcError(await send(JSON.stringify(body), headers), 400, -32600, id);
  });
});
