// What the tool server costs a model's context (docs/api.md#sizes), and what it shows a user:
// - tools/list stays within 25 KB on the wire in both protocol eras (it was 91 KB, mostly three
//   output schemas, now outlines);
// - each tool's text answer stays within about 1,500 characters for the default scenario, and
//   repeats no share link: the link is in the structured result (fetch excepted: its answer is
//   the knowledge page asked for, whole, as the search/fetch compatibility shape requires);
// - the projection tools' structured result is a small summary unless detail is "full" (a
//   historical projection with after-tax tables to 65: 69 KB at "full");
// - titles and icons as MCP 2025-11-25 allows them, on the server and on every tool, the icon an
//   inline SVG that decodes;
// - the prompts name only tools that exist, and plan_for_a_child finds an amount with solve_530a.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_DATA_URI } from '../../server/identity/icons.js';
import { TOOL_NAMES } from '../../server/mcp/tools.js';
import { PROJECTION_EXAMPLE_REQUEST } from '../../server/routes/examples.js';
import { requestFrom } from '../helpers/from-address.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const ACCEPT = 'application/json, text/event-stream';
const TOOLS_LIST_LIMIT_BYTES = 25 * 1024;
const TEXT_LIMIT_CHARACTERS = 1_500;

/** The README's scenario: the default a user starts from (its first source, the parents). */
const DEFAULT_SCENARIO = { ...PROJECTION_EXAMPLE_REQUEST, sources: PROJECTION_EXAMPLE_REQUEST.sources.slice(0, 1) };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(() => server?.close());

function modernHeaders(method: string, name?: string): Record<string, string> {
  return {
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name === undefined ? {} : { 'mcp-name': name }),
  };
}

const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'lean-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** One JSON-RPC call over /mcp, in the 2025 form (no envelope) or the 2026-07-28 form. */
async function call(era: 'legacy' | 'modern', method: string, params: Record<string, unknown> = {}) {
  const name = typeof params.name === 'string' ? params.name : undefined;
  const headers = {
    'content-type': 'application/json',
    accept: ACCEPT,
    ...(era === 'modern' ? modernHeaders(method, name) : {}),
  };
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method,
    params: era === 'modern' ? { ...params, _meta: MODERN_META } : params,
  });
  const answer = await requestFrom('127.0.0.1', `${server.url}/mcp`, { method: 'POST', headers, body });
  expect(answer.status, answer.text).toBe(200);
  return { bytes: Buffer.byteLength(answer.text), result: JSON.parse(answer.text).result };
}

describe('sizes', () => {
  it.each(['legacy', 'modern'] as const)('tools/list is at most 25 KB on the wire (%s era)', async (era) => {
    const { bytes, result } = await call(era, 'tools/list');
    expect(result.tools).toHaveLength(TOOL_NAMES.length);
    expect(bytes).toBeLessThanOrEqual(TOOLS_LIST_LIMIT_BYTES);
  });

  it('every tool answers the default scenario in at most about 1,500 characters of text, with no share link', async () => {
    const arguments_: Record<string, Record<string, unknown>> = {
      project_530a: DEFAULT_SCENARIO,
      solve_530a: {
        scenario: { ...DEFAULT_SCENARIO, goal: { amountCents: '5000000', atAgeMonths: 216, probability: 0.5 } },
        sourceId: 'parents',
      },
      explain_530a: {},
      eligibility_530a: { birthDate: DEFAULT_SCENARIO.birthDate, asOf: DEFAULT_SCENARIO.asOf, state: 'CT' },
      search: { query: 'how much can grandparents contribute' },
    };
    const projected = await call('legacy', 'tools/call', { name: 'project_530a', arguments: DEFAULT_SCENARIO });
    const shareUrl = projected.result.structuredContent.shareUrl as string;
    expect(shareUrl).toBe(JSON.parse((await post(`${server.url}/v1/project`, DEFAULT_SCENARIO)).text).shareUrl);
    arguments_.project_530a_shared = { s: new URL(shareUrl).searchParams.get('s') };
    for (const name of TOOL_NAMES.filter((tool) => tool !== 'fetch')) {
      const { result } = await call('legacy', 'tools/call', { name, arguments: arguments_[name] });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeUndefined();
      const text = (result.content as { type: string; text: string }[])
        .filter((item) => item.type === 'text')
        .map((item) => item.text)
        .join('\n');
      expect(text.length, name).toBeGreaterThan(0);
      expect(text.length, `${name}: ${text.length} characters`).toBeLessThanOrEqual(TEXT_LIMIT_CHARACTERS);
      if (name.startsWith('project') || name === 'solve_530a') {
        expect(text).not.toContain('?s=');
        expect(JSON.stringify(result.structuredContent)).toContain(`${SITE_URL}/?s=`);
      }
    }
  });
});

describe('detail levels', () => {
  /** A historical projection to 65 with after-tax tables: 69 KB of structured content at "full". */
  const HISTORICAL_TO_65 = {
    ...DEFAULT_SCENARIO,
    targetAgeMonths: 780,
    returnModel: 'historical',
    afterTax: { use: 'education' },
  };

  it.each([
    ['the default scenario', DEFAULT_SCENARIO, 2 * 1024],
    ['a historical projection with afterTax to 65', HISTORICAL_TO_65, 5 * 1024],
  ] as const)(
    '%s: a small summary by default, the HTTP body at "full", in both eras',
    async (_what, scenario, limit) => {
      const body = (await post(`${server.url}/v1/project`, scenario)).text;
      for (const era of ['legacy', 'modern'] as const) {
        const summary = await call(era, 'tools/call', { name: 'project_530a', arguments: scenario });
        const full = await call(era, 'tools/call', {
          name: 'project_530a',
          arguments: { ...scenario, detail: 'full' },
        });
        const summaryBytes = Buffer.byteLength(JSON.stringify(summary.result.structuredContent));
        expect(summaryBytes, era).toBeLessThanOrEqual(limit);
        expect(full.result.structuredContent).toEqual(JSON.parse(body));
        expect(Buffer.byteLength(JSON.stringify(full.result.structuredContent))).toBeGreaterThan(summaryBytes);
        expect(summary.result.content).toEqual(full.result.content);
      }
    },
  );
});

describe('titles and icons', () => {
  it('the server and every tool have a title and the inline SVG icon, in both eras', async () => {
    const svg = decodeURIComponent(ICON_DATA_URI.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[^>]*>.*<\/svg>$/);
    const icon = { src: ICON_DATA_URI, mimeType: 'image/svg+xml', sizes: ['any'] };
    for (const era of ['legacy', 'modern'] as const) {
      const { result } = await call(era, 'tools/list');
      for (const tool of result.tools) {
        expect(tool.title, tool.name).toMatch(/\S/);
        expect(tool.icons, tool.name).toEqual([icon]);
      }
    }
    const initialized = await call('legacy', 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'lean-test', version: '1.0.0' },
    });
    expect(initialized.result.serverInfo).toMatchObject({ title: '530A projection service', icons: [icon] });
    const discovered = await call('modern', 'server/discover');
    expect(discovered.result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject({ icons: [icon] });
  });
});

describe('prompts in step with the tools', () => {
  it('every prompt names only tools that exist; plan_for_a_child finds an amount with solve_530a', async () => {
    const { result } = await call('legacy', 'prompts/list');
    const texts: string[] = [];
    for (const prompt of result.prompts as { name: string; description: string }[]) {
      const args = prompt.name === 'explain_share_link' ? { link: await shareState() } : {};
      const got = await call('legacy', 'prompts/get', { name: prompt.name, arguments: args });
      texts.push(
        prompt.description,
        ...got.result.messages.map((message: { content: { text: string } }) => message.content.text),
      );
    }
    for (const text of texts) {
      for (const named of text.match(/\b[a-z]+_530a(?:_[a-z]+)?\b/g) ?? []) expect(TOOL_NAMES).toContain(named);
    }
    const plan = texts.join('\n');
    expect(plan).toMatch(/call solve_530a/);
    expect(plan).not.toMatch(/project_530a again/);
    // Each prompt says where the ages the summary leaves out are: detail "full".
    for (const text of texts.filter((_, index) => index % 2 === 1)) expect(text).toContain('detail "full"');
  });
});

async function shareState(): Promise<string> {
  const projected = await call('legacy', 'tools/call', { name: 'project_530a', arguments: DEFAULT_SCENARIO });
  return new URL(projected.result.structuredContent.shareUrl).searchParams.get('s') ?? '';
}
