// The package as another project gets it (docs/api.md#the-package): `npm pack` (its prepack builds
// dist/), the tarball installed into a fresh project with --omit=dev, then used from there only.
// The tarball holds the built files and nothing else; every exports entry imports and the engine
// entry projects the API's bytes; the types resolve for Node and for browsers; the browser entry
// bundles without Node and, in Chromium, fetches the .wasm beside the bundle; the bin projects
// files and standard input (JSON and CSV), reports problems on standard error, serves HTTP and
// speaks MCP over stdio to the SDK's own Client.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/cli.js';
import { HELP } from '../../cli/help.js';
import { RULES_URI } from '../../server/mcp/resource-uris.js';
import { TOOL_NAMES } from '../../server/mcp/tools.js';
import { launchChromium } from '../helpers/chromium.js';
import { HANG_LIMIT_MS } from '../helpers/hang-limit.js';
import { childEnv, installedPackages, run, typeCheckConsumer } from '../helpers/packing.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const NAME = 'projection-530a';
const SITE_URL = 'https://530a.example';

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 300,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 3, endAgeMonths: 240 },
    },
    { id: 'dell', kind: 'charity', schedule: { type: 'once', amountCents: '25000', atAgeMonths: 12 } },
  ],
};

/** The first ```js block of the README after `marker`: its examples run (or type-check) as written. */
async function readmeExample(marker: string): Promise<string> {
  const readme = await readFile(join(TOP, 'README.md'), 'utf8');
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf(marker)));
  if (!readme.includes(marker) || !block?.[1]) throw new Error(`no example after "${marker}" in the README`);
  return block[1];
}

let work: string;
let consumer: string;
let installed: string;
let bin: string;
let tarballFiles: string[];
let server: RunningServer;
let api: string;

beforeAll(async () => {
  // prepack runs scripts/ensure-built.mjs, which would reinstall node_modules under the running
  // tests if the lock file were newer: that is `npm ci`'s job, before the tests (npm test does it).
  const [lock, installedLock] = await Promise.all([
    stat(join(TOP, 'package-lock.json')),
    stat(join(TOP, 'node_modules/.package-lock.json')),
  ]);
  if (lock.mtimeMs > installedLock.mtimeMs) {
    throw new Error('node_modules is older than package-lock.json: run npm ci first');
  }

  // The service of the sources, for the bytes the package must give: its engine inline on this
  // thread, with the same results as in worker threads (docs/operations.md), which would each load
  // and warm the engine again; the packed bin serves below with a pool of its own.
  server = await startServer({ SITE_URL, ENGINE_THREADS: '0' });
  api = (await post(`${server.url}/v1/project`, SCENARIO)).text;
  work = await mkdtemp(join(tmpdir(), 'packed-'));
  const packs = join(work, 'packs');
  await mkdir(packs);
  const packed = await run('npm', ['pack', '--pack-destination', packs], { cwd: TOP });
  expect(packed.status, packed.stderr).toBe(0);
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('npm pack wrote no tarball');
  const listed = await run('tar', ['-tzf', join(packs, tarball)], { cwd: work });
  tarballFiles = listed.stdout
    .trim()
    .split('\n')
    .map((path) => path.replace(/^package\//, ''))
    .sort();

  consumer = join(work, 'consumer');
  await mkdir(consumer);
  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const flags = ['--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'];
  const install = await run('npm', ['install', join(packs, tarball), ...flags], { cwd: consumer });
  expect(install.status, install.stderr).toBe(0);
  installed = join(consumer, 'node_modules', NAME);
  bin = join(consumer, 'node_modules', '.bin', NAME);
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the tarball', () => {
  it('holds the built files only: compiled JS and declarations, the release .wasm, the page, the pages', () => {
    const allowed = [
      /^package\.json$/,
      /^README\.md$/,
      /^LICENSE$/,
      /^dist\/(core|server|cli|package)\/.+\.(js|d\.ts)$/,
      /^dist\/assembly\/(layout|status)\.(js|d\.ts)$/,
      /^dist\/core\/engine\/engine\.wasm$/,
      /^build\/site\/(app\.js|app-es\.js|worker\.js|app\.css|index\.html)$/,
      /^server\/knowledge\/pages(-es)?\/[a-z0-9-]+\.md$/,
    ];
    const stray = tarballFiles.filter((path) => !allowed.some((pattern) => pattern.test(path)));
    expect(stray).toEqual([]);
    const needed = [
      'dist/cli/main.js',
      'dist/package/engine.js',
      'dist/package/engine-node.d.ts',
      'dist/core/engine/engine.wasm',
      'build/site/app.js',
      'build/site/app-es.js',
      'server/knowledge/pages/pilot-seed.md',
      'server/knowledge/pages-es/retiros.md',
      'LICENSE',
    ];
    for (const path of needed) expect(tarballFiles).toContain(path);
    const sourceOrDebug = (path: string) =>
      /\.(map|ts)$/.test(path.replace(/\.d\.ts$/, '')) || path.endsWith('engine.debug.wasm');
    expect(tarballFiles.filter(sourceOrDebug)).toEqual([]);
  });
});

describe('the install', () => {
  it('brings the service with its dependencies: the server, the MCP SDK, the worker pool', async () => {
    const packages = await installedPackages(consumer);
    for (const name of [NAME, 'fastify', '@modelcontextprotocol/server', 'piscina', 'ioredis']) {
      expect(packages).toContain(name);
    }
    // The engine alone installs 2 (test/package/engine-package.test.ts).
    expect(packages.length).toBeGreaterThan(100);
  });
});

describe('the exports, from the installed package', () => {
  it('every entry imports in Node; the engine entry projects the bytes of POST /v1/project', async () => {
    const script = [
      `import * as engine from '${NAME}';`,
      `import * as schemas from '${NAME}/schemas';`,
      `import * as share from '${NAME}/share';`,
      `import { createRequire } from 'node:module';`,
      `const manifest = createRequire(import.meta.url)('${NAME}/package.json');`,
      `const wasm = import.meta.resolve('${NAME}/engine.wasm');`,
      'const scenario = JSON.parse(process.argv[2]);',
      `const outcome = engine.projectScenario(await engine.loadEngine(), scenario, { siteUrl: '${SITE_URL}' });`,
      'const decoded = share.decodeShare(outcome.s);',
      `const again = engine.projectScenario(await engine.loadEngine(wasm), decoded.value, { siteUrl: '${SITE_URL}' });`,
      'const schema = schemas.Scenario.required;',
      'console.log(JSON.stringify({ json: outcome.json, wasm, name: manifest.name, schema, roundTrip: again.json }));',
    ].join('\n');
    await writeFile(join(consumer, 'node-use.mjs'), script);
    const result = await run(process.execPath, ['node-use.mjs', JSON.stringify(SCENARIO)], { cwd: consumer });
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(out.json).toBe(api);
    expect(out.roundTrip).toBe(api);
    expect(out.name).toBe(NAME);
    expect(out.schema).toEqual(['asOf', 'birthDate', 'targetAgeMonths']);
    expect(out.wasm).toBe(`file://${join(installed, 'dist/core/engine/engine.wasm')}`);
  });

  it('the batch entry answers bodies in order with the bytes of POST /v1/project, on the threads of the installed package', async () => {
    const script = [
      `import { projectBatch } from '${NAME}/batch';`,
      'const scenario = JSON.parse(process.argv[2]);',
      "const bodies = [scenario, 'not json', { id: 'a-1', request: scenario }];",
      'const answers = [];',
      `for await (const answer of projectBatch(bodies, { siteUrl: '${SITE_URL}', threads: 1 })) answers.push(answer);`,
      'console.log(JSON.stringify(answers));',
    ].join('\n');
    await writeFile(join(consumer, 'batch-use.mjs'), script);
    const result = await run(process.execPath, ['batch-use.mjs', JSON.stringify(SCENARIO)], { cwd: consumer });
    expect(result.stderr).toBe('');
    const answers = JSON.parse(result.stdout) as { line: number; id?: string; status: number; body: string }[];
    expect(answers.map(({ line, id, status }) => [line, id, status])).toEqual([
      [1, undefined, 200],
      [2, undefined, 400],
      [3, 'a-1', 200],
    ]);
    expect(answers[0]?.body).toBe(api);
    expect(answers[2]?.body).toBe(api);
    expect(JSON.parse(answers[1]?.body ?? '').code).toBe('INVALID_JSON');
  });

  it("the README's Node example runs as written and prints the bytes of POST /v1/project", async () => {
    await writeFile(join(consumer, 'scenario.json'), JSON.stringify(SCENARIO, null, 2));
    await writeFile(join(consumer, 'readme-node.mjs'), await readmeExample('In Node the same import'));
    const result = await run(process.execPath, ['readme-node.mjs'], { cwd: consumer });
    expect(result).toEqual({ status: 0, stdout: api, stderr: '' });
  });

  it('the browser entry loads by URL (by default the .wasm beside it, as served), in Node too', async () => {
    const script = [
      `import { loadEngine, packagedWasmUrl, projectScenario } from '${NAME}';`,
      'const [url, scenario] = [process.argv[2], JSON.parse(process.argv[3])];',
      `const outcome = projectScenario(await loadEngine(url), scenario, { siteUrl: '${SITE_URL}' });`,
      'console.log(JSON.stringify({ json: outcome.json, default: packagedWasmUrl().href }));',
    ].join('\n');
    await writeFile(join(consumer, 'browser-use.mjs'), script);
    const args = ['--conditions=browser', 'browser-use.mjs', `${server.url}/engine.wasm`, JSON.stringify(SCENARIO)];
    const result = await run(process.execPath, args, { cwd: consumer });
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as { json: string; default: string };
    expect(out.json).toBe(api);
    const shipped = await readFile(fileURLToPath(out.default));
    expect(shipped.equals(Buffer.from(await (await fetch(`${server.url}/engine.wasm`)).arrayBuffer()))).toBe(true);
  });

  it('the browser entry bundles without Node; in Chromium it fetches the .wasm beside it: the API bytes', async () => {
    await writeFile(
      join(consumer, 'page.js'),
      [
        `import { loadEngine, projectScenario } from '${NAME}';`,
        'const answer = (outcome) => (outcome.ok ? outcome.json : JSON.stringify(outcome));',
        'window.project = async (scenario, siteUrl) =>',
        '  answer(projectScenario(await loadEngine(), scenario, { siteUrl }));',
        'window.projectFrom = async (url, scenario, siteUrl) =>',
        '  answer(projectScenario(await loadEngine(url), scenario, { siteUrl }));',
        '',
      ].join('\n'),
    );
    const result = await esbuild.build({
      entryPoints: [join(consumer, 'page.js')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const bundle = result.outputFiles[0]!.text;
    expect(bundle).not.toMatch(/from ["']node:|require\(["']node:/);
    // esbuild keeps the URL as written; bundlers that emit assets would copy the file: so does this test.
    expect(bundle).toContain('new URL("./engine.wasm", import.meta.url)');

    const wasm = await readFile(join(installed, 'dist/core/engine/engine.wasm'));
    const files: Record<string, [string, string | Buffer]> = {
      '/': ['text/html', '<!doctype html><link rel="icon" href="data:,"><script type="module" src="/app.js"></script>'],
      '/app.js': ['text/javascript', bundle],
      '/engine.wasm': ['application/wasm', wasm],
      '/plain.wasm': ['application/octet-stream', wasm],
    };
    const site = createServer((request, response) => {
      const file = files[request.url ?? ''];
      if (file === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(HANG_LIMIT_MS);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => 'project' in window);
      type Projector = (...args: unknown[]) => Promise<string>;
      type Window = { project: Projector; projectFrom: Projector };
      const byDefault = await page.evaluate(
        ([scenario, siteUrl]) => (window as unknown as Window).project(scenario, siteUrl),
        [SCENARIO, SITE_URL] as const,
      );
      expect(byDefault).toBe(api);
      const plain = `${origin}/plain.wasm`;
      const byUrl = await page.evaluate(
        ([url, scenario, siteUrl]) => (window as unknown as Window).projectFrom(url, scenario, siteUrl),
        [plain, SCENARIO, SITE_URL] as const,
      );
      expect(byUrl).toBe(api);
      expect(fetched).toEqual(['/', '/app.js', '/engine.wasm', '/plain.wasm']);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it("its types resolve for Node and for browsers, are the real ones, and fit the README's example", async () => {
    const source = [
      `import { loadEngine, projectScenario, type Projection, type ScenarioInput, STATE_CODES, type StateCode } from '${NAME}';`,
      `import { Scenario } from '${NAME}/schemas';`,
      `import { decodeShare } from '${NAME}/share';`,
      'const engine = await loadEngine();',
      "const scenario: ScenarioInput = { asOf: '2026-11-21', birthDate: '2026-08-14', targetAgeMonths: 216 };",
      "const site = { siteUrl: 'https://example.org', budgetPathMonths: 100_000 };",
      'const outcome = projectScenario(engine, scenario, site);',
      'if (outcome.ok) {',
      '  const projection: Projection = outcome.projection;',
      '  console.log(projection.deterministic.finalNominalCents.length);',
      '}',
      "else if (outcome.code === 'VALIDATION_ERROR') console.log(outcome.errors[0]?.pointer);",
      "console.log(Scenario.required, decodeShare('1.e30').ok);",
      '// @ts-expect-error: cents are strings',
      'const cents: number = outcome.ok ? outcome.projection.deterministic.finalNominalCents : 0;',
      '// @ts-expect-error: the site address is required',
      'projectScenario(engine, scenario, {});',
      'console.log(cents);',
      // The family's state (docs/after-tax.md#state-tax): the scenario's fields, the answer's, the codes.
      "const inNewYork: ScenarioInput = { ...scenario, afterTax: { state: 'NY', parentStateRate: 0.054 } };",
      'const stateTax: string | null | undefined = outcome.ok',
      '  ? outcome.projection.afterTax?.trumpAccount.deterministic[0]?.stateTaxCents',
      '  : undefined;',
      'const code: StateCode = STATE_CODES[0];',
      '// @ts-expect-error: not a state code',
      "const notACode: StateCode = 'XX';",
      'console.log(inNewYork, stateTax, code, notACode);',
      '',
    ].join('\n');
    const file = join(consumer, 'use.ts');
    await writeFile(file, source);
    const browserExample = join(consumer, 'readme-browser.ts');
    await writeFile(browserExample, await readmeExample('In a browser, the package'));
    for (const checked of typeCheckConsumer([file, browserExample], installed)) {
      expect(checked.problems, checked.condition).toEqual([]);
      expect(checked.entryResolved, checked.condition).toBe(true);
    }
  });
});

describe('the bin, from the installed package', () => {
  it('projects a file and standard input: the bytes of POST /v1/project, or the CSV the sources write', async () => {
    await writeFile(join(consumer, 'scenario.json'), JSON.stringify(SCENARIO, null, 2));
    const env = { SITE_URL };
    const projected = { status: 0, stdout: api, stderr: '' };
    expect(await run(bin, ['project', 'scenario.json'], { cwd: consumer, env })).toEqual(projected);
    const input = JSON.stringify(SCENARIO);
    expect(await run(bin, ['project', '-'], { cwd: consumer, env, input })).toEqual(projected);
    const csv = await run(bin, ['project', '--csv', 'scenario.json'], { cwd: consumer, env });
    expect(csv.status, csv.stderr).toBe(0);
    const out = new PassThrough().setEncoding('utf8');
    const chunks: string[] = [];
    out.on('data', (chunk: string) => chunks.push(chunk));
    const stdin = Readable.from([JSON.stringify(SCENARIO)]);
    const status = await runCli(['project', '--csv', '-'], { stdin, stdout: out, stderr: new PassThrough(), env });
    expect(status).toBe(0);
    expect(csv.stdout).toBe(chunks.join(''));
    const rows = JSON.parse(api).percentiles.ages.length;
    expect(csv.stdout.split('\n')).toHaveLength(rows + 2); // the header, the rows, the final newline
  });

  it('reports bad files on standard error (problems with --json, else sentences), status 1; --help and solve as the sources do', async () => {
    await writeFile(join(consumer, 'bad.json'), '{"asOf": 5}');
    const env = { SITE_URL };
    const cases = [
      ['bad.json', 'VALIDATION_ERROR'],
      ['missing.json', 'NOT_FOUND'],
      ['package.json', 'VALIDATION_ERROR'],
    ] as const;
    for (const [file, code] of cases) {
      const result = await run(bin, ['project', '--json', file], { cwd: consumer, env });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      const type = `${SITE_URL}/problems/${code.toLowerCase().replace('_', '-')}`;
      expect(JSON.parse(result.stderr)).toMatchObject({ code, type });
    }
    // Without --json, a sentence for a person.
    expect(await run(bin, ['project', 'missing.json'], { cwd: consumer, env })).toMatchObject({
      status: 1,
      stderr: `${NAME}: The scenario file "missing.json" cannot be read: there is no such file.\n`,
    });
    const help = await run('npx', ['--offline', NAME, 'project', '--help'], { cwd: consumer });
    expect(help).toMatchObject({ status: 0, stdout: HELP.project });
    expect(await run(bin, ['solve'], { cwd: consumer })).toMatchObject({ status: 2, stdout: '' });
  });

  it('serves the API, the page and its .wasm, as npm start does, and stops on SIGTERM', async () => {
    const env = childEnv({ PORT: '0', HOST: '127.0.0.1', SITE_URL, ENGINE_THREADS: '1', LOG_LEVEL: 'info' });
    const child = spawn(bin, ['serve'], { cwd: consumer, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let logs = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      logs += chunk;
    });
    const listening = () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(logs)?.[1];
    await waitUntil(() => listening() !== undefined || child.exitCode !== null, 'the server listens', undefined, 50);
    const url = listening();
    try {
      expect(url, logs).toBeDefined();
      expect((await post(`${url}/v1/project`, SCENARIO)).text).toBe(api);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/app.js?v=');
      const wasm = Buffer.from(await (await fetch(`${url}/engine.wasm`)).arrayBuffer());
      expect(wasm.equals(await readFile(join(installed, 'dist/core/engine/engine.wasm')))).toBe(true);
      expect((await fetch(`${url}/kb/pilot-seed`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it("speaks MCP over stdio to the SDK's Client: every tool, the resources, a prompt", async () => {
    const client = new Client({ name: 'packed-test', version: '1.0.0' });
    const args = ['mcp', '--site-url', SITE_URL];
    const env = childEnv();
    await client.connect(new StdioClientTransport({ command: bin, args, cwd: consumer, env, stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
      const projected = (await client.callTool({
        name: 'project_530a',
        arguments: { ...SCENARIO, detail: 'full' },
      })) as CallToolResult;
      expect(projected.structuredContent).toEqual(JSON.parse(api));
      // The whole projection is also the resource the result links to.
      const link = projected.content.find((item) => item.type === 'resource_link');
      const linked = await client.readResource({ uri: (link as { uri: string }).uri });
      expect((linked.contents[0] as { text: string }).text).toBe(api);
      const s = new URL(JSON.parse(api).shareUrl).searchParams.get('s');
      const calls: Record<string, Record<string, unknown>> = {
        project_530a_shared: { s },
        explain_530a: { topic: 'seed' },
        search: { query: 'grandparents' },
        fetch: { id: 'dell-pledge' },
      };
      for (const [name, args] of Object.entries(calls)) {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        expect(result.isError, name).toBeFalsy();
        expect(result.content.length, name).toBeGreaterThan(0);
      }
      const { resources } = await client.listResources();
      expect(resources.length).toBeGreaterThan(40);
      const rules = await client.readResource({ uri: RULES_URI });
      expect((rules.contents[0] as { text: string }).text).toBe(await (await fetch(`${server.url}/v1/rules`)).text());
      const page = resources.find((resource) => resource.name === 'pilot-seed');
      const { contents } = await client.readResource({ uri: page!.uri });
      expect((contents[0] as { text: string }).text).toMatch(/^# .*seed/i);
      const prompt = await client.getPrompt({ name: 'plan_for_a_child', arguments: { goal: 'college at 18' } });
      expect((prompt.messages[0]?.content as { text: string }).text).toContain('- Goal: college at 18');
    } finally {
      await client.close();
    }
  });
});
