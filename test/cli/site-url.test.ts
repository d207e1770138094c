// Without SITE_URL (and without --site-url) every link an answer gives is the service's own default
// address, which opens only where the service runs (docs/api.md#command-line): the command line
// says so on standard error, beside answers that carry links, and the stdio tool server says so in
// its instructions, beside each result that cites the site and in its log. Named, nothing is said.
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/cli.js';
import { CLI_MAIN } from '../helpers/compiled-service.js';
import { MCP_SCENARIO } from '../helpers/mcp-scenario.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_ADDRESS = 'http://127.0.0.1:8530';
const NOTE =
  `SITE_URL is not set, so links (sourceUrl, shareUrl) point to ${DEFAULT_ADDRESS}, this computer's own address, ` +
  'which opens only while "projection-530a serve" runs here; set SITE_URL, or --site-url, to the public address of the site.';

async function cli(args: string[], env: Record<string, string>, stdin: string) {
  const [stdout, stderr] = [new PassThrough(), new PassThrough()];
  const out: string[] = [];
  const err: string[] = [];
  stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
  stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));
  const status = await runCli(args, { stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr, env });
  return { status, stdout: out.join(''), stderr: err.join('') };
}

const SCENARIO = JSON.stringify(MCP_SCENARIO);
const SOLVE = JSON.stringify({
  scenario: { ...MCP_SCENARIO, goal: { amountCents: '10000000', atAgeMonths: 216 } },
  sourceId: 'parents',
});

describe('the command line without SITE_URL', () => {
  it('answers with links to the default address, and says so and what to set on standard error', async () => {
    for (const [args, input] of [
      [['project', '-'], SCENARIO],
      [['project', '--text', '-'], SCENARIO],
      [['solve', '-'], SOLVE],
      [['solve', '--text', '-'], SOLVE],
    ] as const) {
      for (const env of [{}, { SITE_URL: '' }]) {
        const run = await cli([...args], env, input);
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain(`${DEFAULT_ADDRESS}/?s=`);
        expect(run.stderr, args.join(' ')).toBe(`projection-530a: ${NOTE}\n`);
      }
    }
  });

  it('says nothing when the site is named, nor beside a table, which has no links', async () => {
    const named = [
      await cli(['project', '-'], { SITE_URL: 'https://530a.example' }, SCENARIO),
      await cli(['project', '--site-url', 'https://530a.example', '-'], {}, SCENARIO),
      await cli(['solve', '--text', '-'], { SITE_URL: 'https://530a.example' }, SOLVE),
      await cli(['project', '--csv', '-'], {}, SCENARIO),
    ];
    for (const run of named) expect([run.status, run.stderr]).toEqual([0, '']);
  });
});

describe('the stdio tool server without SITE_URL', () => {
  async function connect(args: string[]): Promise<{ client: Client; log: string[] }> {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'SITE_URL',
      ),
    );
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI_MAIN, 'mcp', ...args],
      cwd: TOP,
      env,
      stderr: 'pipe',
    });
    const log: string[] = [];
    transport.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
    const client = new Client({ name: 'site-url-test', version: '1.0.0' });
    await client.connect(transport);
    return { client, log };
  }

  it('says where links point and what to set: in its instructions, beside results that cite the site, in its log', async () => {
    const { client, log } = await connect([]);
    try {
      expect(client.getInstructions()).toContain(NOTE);
      const projected = (await client.callTool({ name: 'project_530a', arguments: MCP_SCENARIO })) as CallToolResult;
      expect(projected.isError).toBeFalsy();
      expect(projected.content.at(-1)).toEqual({ type: 'text', text: NOTE });
      const explained = (await client.callTool({ name: 'explain_530a', arguments: {} })) as CallToolResult;
      expect(explained.content.at(-1)).toEqual({ type: 'text', text: NOTE });
      // search and fetch keep their one item of JSON, the shape chat assistants require.
      const found = (await client.callTool({ name: 'search', arguments: { query: 'seed' } })) as CallToolResult;
      expect(found.content).toHaveLength(1);
      expect(log.join('')).toContain(`projection-530a mcp: ${NOTE}\n`);
    } finally {
      await client.close();
    }
  });

  it('says nothing when --site-url names the site', async () => {
    const { client, log } = await connect(['--site-url', 'https://530a.example']);
    try {
      expect(client.getInstructions()).not.toContain('SITE_URL');
      const projected = (await client.callTool({ name: 'project_530a', arguments: MCP_SCENARIO })) as CallToolResult;
      expect(JSON.stringify(projected.content)).not.toContain('SITE_URL');
      expect(log.join('')).toBe('');
    } finally {
      await client.close();
    }
  });
});
