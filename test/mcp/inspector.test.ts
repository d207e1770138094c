// Input schemas every tested client can fill (docs/api.md#clients-tested):
// - the MCP Inspector's command line, the version npm installs on Node 20 (0.15, a devDependency)
//   and the newest one on the newest Node LTS line (fetched beforehand by
//   scripts/ensure-inspectors.mjs), calls project_530a over stdio with a contribution source,
//   a path count and detail "full", which it sends as text: the answer is the HTTP API's for the
//   same scenario; without detail, its summary (docs/api.md#detail-levels);
// - strict-mode clients (every property required, null for absent, no other property): every
//   object of every published input schema says additionalProperties: false, and every optional
//   property also accepts null, so making all of them required loses nothing; a call filled that
//   way gets what the minimal call gets (test/mcp/mcp-clients.test.ts).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../core/schemas/projection.js';
import { listedTool, TOOLS } from '../../server/mcp/tools.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { defined } from '../helpers/defined.js';
import { HANG_LIMIT_MS } from '../helpers/hang-limit.js';
import { expectSummaryOf } from '../helpers/mcp-result.js';
import { MCP_SCENARIO } from '../helpers/mcp-scenario.js';
import { NODE_LINES, TEST_TOOLS } from '../helpers/node-lines.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const run = promisify(execFile);
const TOP = fileURLToPath(new URL('../../', import.meta.url));
const SITE_URL = 'https://530a.example';
const INSPECTOR_0_15 = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/inspector-cli/build/index.js', import.meta.url),
);
const LATEST = join(TEST_TOOLS, 'inspector-latest', 'tools.json');

const SCENARIO = MCP_SCENARIO;

/** The --tool-arg pairs a user types: every value as text, the source list as its JSON. */
const TOOL_ARGS = [
  `asOf=${SCENARIO.asOf}`,
  `birthDate=${SCENARIO.birthDate}`,
  `targetAgeMonths=${SCENARIO.targetAgeMonths}`,
  `mcPaths=${SCENARIO.mcPaths}`,
  `sources=${JSON.stringify(SCENARIO.sources)}`,
];

const SERVER_ARGS = [CLI_MAIN, 'mcp', '--site-url', SITE_URL];

let server: RunningServer;
let expected: Projection;
beforeAll(async () => {
  server = await startServer({ SITE_URL });
  expected = JSON.parse((await post(`${server.url}/v1/project`, SCENARIO)).text);
});
afterAll(() => server?.close());

/** 0.15 takes the server's command first and its arguments after "--"; the newest takes both after it. */
async function inspect(
  node: string,
  launcher: string[],
  form: 'command first' | 'after --',
  { env = process.env, detail }: { env?: NodeJS.ProcessEnv; detail?: string } = {},
) {
  const args = [
    ...launcher,
    ...(form === 'command first' ? [node] : []),
    // The newest gives a server 15 s to start, which a loaded machine can exceed: the tests' one clock.
    ...(form === 'after --' ? ['--connect-timeout', String(HANG_LIMIT_MS)] : []),
    '--method',
    'tools/call',
    '--tool-name',
    'project_530a',
    '--tool-arg',
    ...TOOL_ARGS,
    ...(detail === undefined ? [] : [`detail=${detail}`]),
    '--',
    ...(form === 'after --' ? [node] : []),
    ...SERVER_ARGS,
  ];
  const { stdout } = await run(node, args, { cwd: TOP, env, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as { isError?: boolean; content: { text: string }[]; structuredContent?: Projection };
}

describe('the MCP Inspector command line', () => {
  it('0.15 (what npm installs on Node 20) passes a source, a path count and a detail level to project_530a', async () => {
    const full = await inspect(process.execPath, [INSPECTOR_0_15], 'command first', { detail: 'full' });
    expect(full.isError, full.content[0]?.text).toBeFalsy();
    expect(full.structuredContent).toEqual(expected);
    const summary = await inspect(process.execPath, [INSPECTOR_0_15], 'command first');
    expect(summary.isError, summary.content[0]?.text).toBeFalsy();
    expectSummaryOf(defined(summary.structuredContent, 'the summary'), expected);
  });

  it('the newest, on the newest Node LTS line, does the same', async () => {
    expect(existsSync(LATEST), 'run node scripts/ensure-inspectors.mjs (npm test does) to fetch it').toBe(true);
    const tools = JSON.parse(readFileSync(LATEST, 'utf8')) as { node: string; launcher: string; nodeVersion: string };
    expect(tools.nodeVersion.startsWith(`v${NODE_LINES.newestLts}.`), tools.nodeVersion).toBe(true);
    // Its catalog and settings go to a scratch home, not the user's.
    const env = {
      ...process.env,
      HOME: join(TEST_TOOLS, 'inspector-latest', 'home'),
    };
    const result = await inspect(tools.node, [tools.launcher, '--cli'], 'after --', { env, detail: 'full' });
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    expect(result.structuredContent).toEqual(expected);
  });
});

describe('arguments sent as text', () => {
  async function call(args: Record<string, unknown>) {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'project_530a', arguments: args },
    });
    const answer = await post(`${server.url}/mcp`, JSON.parse(body), { accept: 'application/json, text/event-stream' });
    expect(answer.status, answer.text).toBe(200);
    const parsed = JSON.parse(answer.text);
    expect(parsed.result, answer.text.slice(0, 300)).toBeDefined();
    return parsed.result as { isError?: boolean; content: { text: string }[] };
  }

  it('text that is not the JSON of an allowed type stays text, and validation names its field', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const base = { asOf: SCENARIO.asOf, birthDate: SCENARIO.birthDate, targetAgeMonths: '240' };
    for (const [field, value] of [
      ['sources', deep],
      ['sources', '{"id":"x"}'],
      ['sources', 'not json'],
      ['mcPaths', '1e999'],
      ['mcPaths', '"300"'],
      ['mcPaths', '300.5'],
      ['detail', 'FULL'],
      ['detail', '"full"'],
      ['detail', 'null'],
    ] as const) {
      const result = await call({ ...base, [field]: value });
      expect(result.isError, `${field}=${value.slice(0, 20)}`).toBe(true);
      expect(result.content[0]?.text).toMatch(new RegExp(`^- /${field}`, 'm'));
    }
    // "null" is null, which means absent; "240" for a required integer is that integer.
    const nulled = await call({ ...base, sources: 'null', mcPaths: 'null' });
    expect(nulled.isError).toBeFalsy();
  });
});

type Schema = Record<string, unknown>;

function* objectSchemas(node: unknown): Generator<Schema> {
  if (Array.isArray(node)) for (const item of node) yield* objectSchemas(item);
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Schema;
    if (typeof schema.properties === 'object') yield schema;
    for (const value of Object.values(schema)) yield* objectSchemas(value);
  }
}

function acceptsNull(schema: Schema): boolean {
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some((branch) => acceptsNull(branch as Schema));
}

describe('strict-mode clients', () => {
  it.each(TOOLS.map((tool) => [tool.name, tool] as const))(
    '%s: every object closed, every optional property nullable',
    (_name, tool) => {
      const published = listedTool(tool).inputSchema as Schema;
      const objects = [...objectSchemas(published)];
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) {
        expect(object.additionalProperties, JSON.stringify(object).slice(0, 200)).toBe(false);
        const required = new Set((object.required as string[] | undefined) ?? []);
        for (const [name, property] of Object.entries(object.properties as Record<string, Schema>)) {
          if (!required.has(name)) expect(acceptsNull(property), name).toBe(true);
        }
        // What a strict client makes of it: every property required; null stands for the optional ones.
        const strict = { ...object, required: Object.keys(object.properties as object) };
        expect((strict.required as string[]).length).toBe(Object.keys(object.properties as object).length);
      }
    },
  );
});
