// Resources and prompts of the tool server (docs/api.md#mcp-tool-server), over both transports
// with the SDK's own Client: streamable HTTP at /mcp, and standard input and output through the
// command line's `mcp` (cli/mcp-command.ts). Both serve one server (server/mcp/server.ts):
// the same tools give the same answers on both, the rules resource is the bytes of GET /v1/rules,
// every knowledge page is a resource, a template names pages by id, unknown resources are -32602
// with the URI in data (2026-07-28's code, which the SDK sends in every era),
// and prompts check their arguments, and every protocol error says its code once. Then stdio under
// attack: deep nesting; junk lines, batches and JSON that is no message, each answered with its
// JSON-RPC error; a line past the transport's buffer.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolResult, CallToolResultSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STDIO_BUFFER_BYTES } from '../../cli/mcp-command.js';
import { DISCLAIMER } from '../../core/statute/attribution.js';
import { Knowledge } from '../../server/knowledge/knowledge.js';
import { MAX_ARGUMENT_LENGTH } from '../../server/mcp/prompts.js';
import {
  PAGE_URI_TEMPLATE,
  PROJECTION_URI_TEMPLATE,
  pageUri,
  projectionUri,
  RULES_URI,
} from '../../server/mcp/resource-uris.js';
import { pageMarkdown } from '../../server/mcp/resources.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { defined } from '../helpers/defined.js';
import { connectMcpClient } from '../helpers/mcp-client.js';
import { MCP_SCENARIO } from '../helpers/mcp-scenario.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const SITE_URL = 'https://530a.example';
const CLI = [CLI_MAIN, 'mcp', '--site-url', SITE_URL];

const SCENARIO = MCP_SCENARIO;

let server: RunningServer;
let knowledge: Knowledge;
const clients: Record<'http' | 'stdio', Client> = {} as Record<'http' | 'stdio', Client>;

function processEnv(): Record<string, string> {
  const entries = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  knowledge = await Knowledge.load();
  clients.http = await connectMcpClient(server.url, 'resources-test');
  clients.stdio = new Client({ name: 'resources-test', version: '1.0.0' });
  const options = { command: process.execPath, args: CLI, cwd: TOP, env: processEnv(), stderr: 'pipe' as const };
  const stdio = new StdioClientTransport(options);
  await clients.stdio.connect(stdio);
});

afterAll(async () => {
  await clients.http?.close();
  await clients.stdio?.close();
  await server?.close();
});

/** base64url without padding, as share links write it, done here apart from the server's code. */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The JSON-RPC error a request fails with. */
async function rpcError(request: Promise<unknown>): Promise<McpError> {
  const error = await request.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(McpError);
  return error as McpError;
}

describe.each(['http', 'stdio'] as const)('over %s', (transport) => {
  const client = () => clients[transport];

  it('declares tools, resources and prompts, and lists the seven tools', async () => {
    expect(client().getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    expect((await client().listTools()).tools.map((tool) => tool.name)).toEqual([
      'project_530a',
      'project_530a_shared',
      'solve_530a',
      'explain_530a',
      'eligibility_530a',
      'search',
      'fetch',
    ]);
  });

  it('gives the answers of the other transport for each tool: one code path', async () => {
    const projection = (await client().callTool({
      name: 'project_530a',
      arguments: { ...SCENARIO, detail: 'full' },
    })) as CallToolResult;
    expect(projection.structuredContent).toEqual(JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text));
    const s = new URL((projection.structuredContent as { shareUrl: string }).shareUrl).searchParams.get('s');
    const calls: [string, Record<string, unknown>][] = [
      ['project_530a', SCENARIO],
      ['project_530a_shared', { s }],
      ['project_530a_shared', { s, detail: 'full' }],
      ['explain_530a', { topic: 'employer' }],
      ['eligibility_530a', { birthDate: '2018-03-03', asOf: '2026-11-20', state: 'CT' }],
      ['eligibility_530a', { birthDate: '2018-03-03', asOf: 'today' }],
      ['search', { query: 'grandparents' }],
      ['fetch', { id: 'pilot-seed' }],
      ['project_530a', { asOf: 'soon' }],
    ];
    for (const [name, args] of calls) {
      const mine = await client().callTool({ name, arguments: args });
      const other = await clients[transport === 'http' ? 'stdio' : 'http'].callTool({ name, arguments: args });
      expect(mine, name).toEqual(other);
    }
  });

  it('lists the rules and every knowledge page as resources, with their sizes', async () => {
    const { resources } = await client().listResources();
    const pages = knowledge.pages().map((page) => pageUri(page.id));
    expect(resources.map((resource) => resource.uri)).toEqual([RULES_URI, ...pages]);
    expect(resources.length).toBeGreaterThan(40);
    for (const resource of resources) {
      expect(resource.name).toBeTruthy();
      expect(resource.title).toBeTruthy();
      const { contents } = await client().readResource({ uri: resource.uri });
      expect(contents).toHaveLength(1);
      const [content] = contents;
      expect(content).toMatchObject({ uri: resource.uri, mimeType: resource.mimeType });
      expect(Buffer.byteLength((content as { text: string }).text)).toBe(resource.size);
    }
  });

  it('reads the rules as the bytes of GET /v1/rules', async () => {
    const rules = await (await fetch(`${server.url}/v1/rules`)).text();
    const { contents } = await client().readResource({ uri: RULES_URI });
    expect(contents).toEqual([{ uri: RULES_URI, mimeType: 'application/json', text: rules }]);
  });

  it('reads each page as Markdown: its title, its text with absolute links, its address, the disclaimer', async () => {
    for (const page of knowledge.pages()) {
      const { contents } = await client().readResource({ uri: pageUri(page.id) });
      const text = (defined(contents[0], page.id) as { text: string }).text;
      expect(text).toBe(pageMarkdown(page, SITE_URL));
      expect(text.startsWith(`# ${page.title}\n\n`)).toBe(true);
      expect(text).not.toMatch(/\]\(\/(?!\/)/); // no site-relative link left
      expect(text.trimEnd().endsWith(`Source: ${SITE_URL}/kb/${page.id}. ${DISCLAIMER}`)).toBe(true);
    }
    // The fetch tool's text is the body of the resource.
    const fetched = (await client().callTool({ name: 'fetch', arguments: { id: 'dell-pledge' } })) as CallToolResult;
    const { text } = JSON.parse((fetched.content[0] as { text: string }).text) as { text: string };
    const resource = await client().readResource({ uri: pageUri('dell-pledge') });
    expect((resource.contents[0] as { text: string }).text).toContain(text);
  });

  it('offers a template for pages by id, which names what search finds', async () => {
    const { resourceTemplates } = await client().listResourceTemplates();
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ uriTemplate: PAGE_URI_TEMPLATE, mimeType: 'text/markdown' }),
      expect.objectContaining({ uriTemplate: PROJECTION_URI_TEMPLATE, mimeType: 'application/json' }),
    ]);
    const query = 'employer contribution limit';
    const found = (await client().callTool({ name: 'search', arguments: { query } })) as CallToolResult;
    const { results } = JSON.parse((found.content[0] as { text: string }).text) as { results: { id: string }[] };
    for (const { id } of results) {
      const uri = PAGE_URI_TEMPLATE.replace('{id}', encodeURIComponent(id));
      expect((await client().readResource({ uri })).contents[0]?.uri).toBe(uri);
    }
    // Percent-escapes are read as such.
    const escaped = pageUri('pilot-seed').replace('pilot-seed', 'pilot%2Dseed');
    expect((await client().readResource({ uri: escaped })).contents).toHaveLength(1);
  });

  it('answers -32602 with the URI in data for a resource that does not exist, quoting at most 200 characters of it', async () => {
    const unknown = [
      'projection-530a://kb/nope',
      'projection-530a://kb/%E0%A4%A',
      'https://530a.example/kb/pilot-seed',
      'projection-530a://rules/',
      `projection-530a://kb/${'x'.repeat(20_000)}`,
      // The projection template with what is no share link of a valid scenario.
      'projection-530a://projection/',
      'projection-530a://projection/garbage',
      'projection-530a://projection/%E0%A4%A',
      'projection-530a://projection/2.eyJ9',
      `projection-530a://projection/1.${'A'.repeat(9_000)}`,
      `projection-530a://projection/1.${'A'.repeat(30_000)}`,
      projectionUri(`1.${base64url('not json')}`),
      projectionUri(`1.${base64url(JSON.stringify({ asOf: 'x' }))}`),
      projectionUri(`1.${base64url(`{"sources":${'['.repeat(3_000)}${']'.repeat(3_000)}}`)}`),
      projectionUri(`1.${base64url(JSON.stringify({ ...SCENARIO, targetAgeMonths: 'forty' }))}`),
    ];
    for (const uri of unknown) {
      const error = await rpcError(client().readResource({ uri }));
      expect(error.code).toBe(ErrorCode.InvalidParams);
      expect(error.data).toEqual({ uri });
      expect(error.message).toMatch(/Resource not found/);
      expect(error.message.length).toBeLessThan(600);
    }
    // Each says why; the server still answers a good one after them.
    const bad = await rpcError(client().readResource({ uri: projectionUri(`1.${base64url('{"asOf":"x"}')}`) }));
    expect(bad.message).toMatch(/not a valid share link \(.*\/s\/asOf: in s: must be a real calendar date/);
    const long = await rpcError(client().readResource({ uri: `projection-530a://projection/1.${'A'.repeat(9_000)}` }));
    expect(long.message).toMatch(/longer than 8192 characters/);
    const projected = (await client().callTool({ name: 'project_530a', arguments: SCENARIO })) as CallToolResult;
    const link = projected.content.find((item) => item.type === 'resource_link') as { uri: string };
    expect((await client().readResource({ uri: link.uri })).contents).toHaveLength(1);
  });

  it('lists two prompts; plan_for_a_child asks for what is missing and repeats what it was given', async () => {
    const { prompts } = await client().listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['plan_for_a_child', 'explain_share_link']);
    const bare = await client().getPrompt({ name: 'plan_for_a_child' });
    const bareText = (bare.messages[0]?.content as { text: string }).text;
    expect(bare.messages).toHaveLength(1);
    expect(bare.messages[0]?.role).toBe('user');
    expect(bareText.match(/not given yet/g)).toHaveLength(3);
    for (const tool of ['project_530a', 'explain_530a']) expect(bareText).toContain(tool);
    const given = await client().getPrompt({
      name: 'plan_for_a_child',
      arguments: { birthDate: '2026-08-14', contributors: 'parents $100 a month', goal: '' },
    });
    const text = (given.messages[0]?.content as { text: string }).text;
    expect(text).toContain('- Birth date: 2026-08-14');
    expect(text).toContain('- Who contributes: parents $100 a month');
    expect(text).toContain('- Goal: not given yet');
  });

  it('explain_share_link takes a shareUrl or its s, and refuses what is not a share link', async () => {
    const projection = (await client().callTool({ name: 'project_530a', arguments: SCENARIO })) as CallToolResult;
    const { shareUrl } = projection.structuredContent as { shareUrl: string };
    const s = defined(new URL(shareUrl).searchParams.get('s') ?? undefined, 's');
    const fromUrl = await client().getPrompt({ name: 'explain_share_link', arguments: { link: shareUrl } });
    const fromS = await client().getPrompt({ name: 'explain_share_link', arguments: { link: s } });
    expect(fromUrl).toEqual(fromS);
    expect((fromS.messages[0]?.content as { text: string }).text).toContain(`project_530a_shared with s = "${s}"`);
    for (const link of ['', 'not a link', 'https://530a.example/?x=1', '2.abc']) {
      const error = await rpcError(client().getPrompt({ name: 'explain_share_link', arguments: { link } }));
      expect(error.code).toBe(ErrorCode.InvalidParams);
    }
  });

  it('refuses an unknown prompt, an unknown argument and an overlong one, naming them', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['plan_for_a_kid', {}, /Unknown prompt "plan_for_a_kid"; the prompts are plan_for_a_child, explain_share_link/],
      ['plan_for_a_child', { age: '3' }, /no argument "age"; its arguments are birthDate, contributors, goal/],
      ['plan_for_a_child', { goal: 'x'.repeat(MAX_ARGUMENT_LENGTH + 1) }, /goal of plan_for_a_child is longer than/],
      ['explain_share_link', {}, /needs the argument link/],
      [`p${'x'.repeat(20_000)}`, {}, /Unknown prompt "px{99}\.\.\."/], // within the HTTP body limit
    ];
    for (const [name, args, message] of cases) {
      const error = await rpcError(client().getPrompt({ name, arguments: args }));
      expect(error.code).toBe(ErrorCode.InvalidParams);
      expect(error.message).toMatch(message);
    }
  });

  // Found by a hostile review: the SDK's schema refused these with -32603 (an internal error) and
  // Zod's multi-line JSON as the message.
  it('answers params of the wrong type with -32602 and one sentence', async () => {
    const cases: [{ method: string; params: Record<string, unknown> }, string][] = [
      [{ method: 'resources/read', params: { uri: 5 } }, 'resources/read: params.uri must be a string, not a number.'],
      [{ method: 'resources/read', params: {} }, 'resources/read: params.uri is missing.'],
      [
        { method: 'prompts/get', params: { name: 'plan_for_a_child', arguments: { goal: 5 } } },
        'prompts/get: params.arguments.goal must be a string, not a number.',
      ],
      [
        { method: 'prompts/get', params: { name: 'plan_for_a_child', arguments: { goal: null, birthDate: {} } } },
        'prompts/get: params.arguments.goal must be a string, not null; params.arguments.birthDate must be a string, not an object.',
      ],
      [{ method: 'prompts/get', params: { name: ['x'] } }, 'prompts/get: params.name must be a string, not an array.'],
      [{ method: 'tools/call', params: { name: 5 } }, 'tools/call: params.name must be a string, not a number.'],
      [
        { method: 'tools/list', params: { cursor: true } },
        'tools/list: params.cursor must be a string, not a boolean.',
      ],
    ];
    for (const [request, sentence] of cases) {
      const error = await rpcError(client().request(request, CallToolResultSchema));
      expect(error.code, request.method).toBe(ErrorCode.InvalidParams);
      expect(error.message).toBe(`MCP error -32602: Invalid params for ${sentence}`);
    }
    // Many bad arguments with long names: three named, each name cut, the sentence bounded.
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`${'k'.repeat(1_000)}${i}`, i]));
    const error = await rpcError(
      client().request(
        { method: 'prompts/get', params: { name: 'plan_for_a_child', arguments: many } },
        CallToolResultSchema,
      ),
    );
    expect(error.code).toBe(ErrorCode.InvalidParams);
    expect(error.message).toMatch(/, and 22 more\.$/);
    expect(error.message).not.toContain('\n');
    expect(error.message.length).toBeLessThan(400);
  });

  it('says each protocol error once: never "MCP error -32602: MCP error -32602: ..."', async () => {
    const errors = [
      await rpcError(client().callTool({ name: 'delete_everything', arguments: {} })),
      await rpcError(client().getPrompt({ name: 'plan_for_a_kid' })),
      await rpcError(client().readResource({ uri: 'projection-530a://kb/nope' })),
      // The SDK's own refusal of a tools/call without a name.
      await rpcError(client().request({ method: 'tools/call', params: { arguments: {} } }, CallToolResultSchema)),
    ];
    expect(errors[0]?.message).toMatch(/^MCP error -32602: Unknown tool "delete_everything"; the tools are /);
    for (const error of errors) expect(error.message).toMatch(new RegExp(`^MCP error ${error.code}: (?!MCP error)`));
  });
});

describe('stdio under attack', () => {
  /** The command line's `mcp` as a raw process: lines in, JSON-RPC lines out. */
  function raw() {
    const child = spawn(process.execPath, CLI, { cwd: TOP, env: processEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: string[] = [];
    /** A line of standard output as JSON; undefined when it is not (which the tests refuse). */
    const parsed = (line: string) => {
      try {
        return JSON.parse(line) as Answer & { id?: unknown };
      } catch {
        return undefined;
      }
    };
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const waiting = new Map<unknown, (message: Answer) => void>();
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const message = parsed(line);
        if (message !== undefined) waiting.get(message.id)?.(message);
      }
    });
    /** The answer to the request `id`, once it arrives (the test's own timeout bounds the wait). */
    const answer = (id: string | number): Promise<Answer> => {
      const found = lines.map(parsed).find((message) => message?.id === id);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.set(id, resolve));
    };
    const send = (message: unknown) => {
      child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
    };
    const clientInfo = { name: 'raw', version: '1' };
    const params = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo };
    send({ jsonrpc: '2.0', id: 0, method: 'initialize', params });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    return { child, send, answer, lines };
  }

  it('answers deep nesting and junk lines with errors and keeps serving; ends when standard input does', async () => {
    const { child, send, answer, lines } = raw();
    const errors: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
    expect((await answer(0)).result).toBeDefined();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const call = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"project_530a","arguments":';
    send(`${call}{"sources":${deep}}}}`);
    send('{"jsonrpc":"2.0","id":2,"method":"no/such/method"}');
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'project_530a', arguments: SCENARIO } });
    const nested = await answer(1);
    expect(nested.error !== undefined || (nested.result as CallToolResult).isError).toBe(true);
    expect((await answer(2)).error?.code).toBe(ErrorCode.MethodNotFound);
    expect((await answer(3)).result).toMatchObject({ structuredContent: { schemaVersion: 1 } });
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow(); // standard output is only JSON-RPC
    child.stdin.end();
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it('answers every line it cannot take with the JSON-RPC error, so no client waits for ever', async () => {
    const { child, send, answer, lines } = raw();
    const errors: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
    expect((await answer(0)).result).toBeDefined();
    send('this is not JSON'); // -32700, id null
    send('[{"jsonrpc":"2.0","id":9,"method":"ping"},{"jsonrpc":"2.0","id":10,"method":"ping"}]'); // no batches
    send('{"jsonrpc":"2.0","id":11}'); // neither a request nor a response
    send('{"jsonrpc":"1.0","id":"twelve","method":"ping"}');
    send('{"hello":"world"}'); // -32600, id null
    send('   '); // a blank line is no message: nothing to answer
    send('"ping"'); // -32600, id null
    send({ jsonrpc: '2.0', id: 13, method: 'ping' }); // still served after all that
    expect((await answer(13)).result).toEqual({});
    for (const id of [9, 10, 11, 'twelve']) {
      const refused = await answer(id);
      expect(refused.error?.code, String(id)).toBe(ErrorCode.InvalidRequest);
      expect(refused.result).toBeUndefined();
    }
    const anonymous = lines
      .map((line) => JSON.parse(line) as { id?: unknown; error?: { code: number; message: string } })
      .filter((message) => message.id === null);
    expect(anonymous.map((message) => message.error?.code)).toEqual([
      ErrorCode.ParseError,
      ErrorCode.InvalidRequest,
      ErrorCode.InvalidRequest,
    ]);
    expect(anonymous[0]?.error?.message).toMatch(/^Parse error: /);
    expect(errors.join('')).toMatch(/^projection-530a mcp: /m); // and each on standard error, for the log
    child.stdin.end();
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it('stops, status 1, when a client sends more than its buffer without a line end, saying why', async () => {
    const { child, send, answer } = raw();
    const errors: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));
    expect((await answer(0)).result).toBeDefined();
    child.stdin.write('x'.repeat(STDIO_BUFFER_BYTES + 1));
    send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect((await once(child, 'exit'))[0]).toBe(1);
    expect(errors.join('')).toContain(`mcp: more than ${STDIO_BUFFER_BYTES} bytes without a line end`);
  });
});
