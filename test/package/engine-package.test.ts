// The engine alone as another project gets it (docs/api.md#the-engine-package): packed by
// scripts/pack-engine.mjs, the tarball installed into a fresh project with --omit=dev, then used
// from there only. It installs one package, itself (TypeBox, which its types name, is an optional
// peer a TypeScript user adds), none of the server's; it projects and solves the bytes of the API in Node; its browser entry bundles without Node or
// TypeBox and no larger than the page's own engine; its types resolve for Node and browsers.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPackages, run, typeCheckConsumer } from '../helpers/packing.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const NAME = 'projection-530a-engine';
const SITE_URL = 'https://530a.example';

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 240,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '15000', startAgeMonths: 3, endAgeMonths: 216 },
    },
  ],
  goal: { amountCents: '9000000', atAgeMonths: 216 },
};
const SOLVE = { scenario: SCENARIO, sourceId: 'parents' };

let work: string;
let consumer: string;
let installed: string;
let server: RunningServer;
let api: { project: string; solve: string };

/** Bundles `source` (a module in the consumer project) for browsers, minified as the page is. */
async function browserBundle(source: string, resolveDir: string) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  return {
    text: result.outputFiles[0]!.text,
    gzipped: gzipSync(bytes).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  api = {
    project: (await post(`${server.url}/v1/project`, SCENARIO)).text,
    solve: (await post(`${server.url}/v1/solve`, SOLVE)).text,
  };
  work = await mkdtemp(join(tmpdir(), 'engine-package-'));
  const packed = await run(process.execPath, [join(TOP, 'scripts/pack-engine.mjs'), join(work, 'packs')], { cwd: TOP });
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = packed.stdout.trim();
  consumer = join(work, 'consumer');
  await mkdir(consumer);
  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const flags = ['--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'];
  const install = await run('npm', ['install', tarball, ...flags], { cwd: consumer });
  expect(install.status, install.stderr).toBe(0);
  installed = join(consumer, 'node_modules', NAME);
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the engine package', () => {
  it('installs one package, itself: no dependency, TypeBox an optional peer for the types', async () => {
    expect(await installedPackages(consumer)).toEqual([NAME]);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const project = JSON.parse(await readFile(join(TOP, 'package.json'), 'utf8'));
    expect(manifest.version).toBe(project.version);
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toEqual({ typebox: project.dependencies.typebox });
    expect(manifest.peerDependenciesMeta).toEqual({ typebox: { optional: true } });
  });

  it("carries the project's licence: MIT in its manifest, the LICENSE file beside it", async () => {
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(await readFile(join(installed, 'LICENSE'), 'utf8')).toBe(await readFile(join(TOP, 'LICENSE'), 'utf8'));
  });

  it('in Node, projects and solves the bytes of the API; its rules entry has the rules data', async () => {
    const script = [
      `import { loadEngine, projectScenario, solveScenario } from '${NAME}';`,
      `import { eligibility, RULES_DATA } from '${NAME}/rules';`,
      'const [project, solve] = [JSON.parse(process.argv[2]), JSON.parse(process.argv[3])];',
      'const engine = await loadEngine();',
      `const site = { siteUrl: '${SITE_URL}' };`,
      'const projected = projectScenario(engine, project, site);',
      'const solved = solveScenario(engine, solve, site);',
      "const gifts = JSON.stringify(eligibility({ birthDate: '2018-03-03', asOf: '2026-11-20', state: 'CT' }));",
      'console.log(JSON.stringify({ project: projected.json, solve: solved.json, facts: RULES_DATA.facts, gifts }));',
    ].join('\n');
    await writeFile(join(consumer, 'use.mjs'), script);
    const result = await run(process.execPath, ['use.mjs', JSON.stringify(SCENARIO), JSON.stringify(SOLVE)], {
      cwd: consumer,
    });
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as { project: string; solve: string; facts: unknown; gifts: string };
    expect(out.project).toBe(api.project);
    expect(out.solve).toBe(api.solve);
    const rules = (await (await fetch(`${server.url}/v1/rules`)).json()) as { facts: unknown };
    expect(out.facts).toEqual(rules.facts);
    // The answer of GET /v1/eligibility, byte for byte.
    const gifts = await (
      await fetch(`${server.url}/v1/eligibility?birthDate=2018-03-03&asOf=2026-11-20&state=CT`)
    ).text();
    expect(out.gifts).toBe(gifts);
  });

  it('never loads TypeBox: the engine runs where TypeBox is not installed', async () => {
    expect(existsSync(join(consumer, 'node_modules', 'typebox'))).toBe(false);
    const script = [
      `import { loadEngine, projectScenario } from '${NAME}';`,
      'const outcome = projectScenario(await loadEngine(), JSON.parse(process.argv[2]), { siteUrl: process.argv[3] });',
      'console.log(outcome.json);',
    ].join('\n');
    await writeFile(join(consumer, 'without.mjs'), script);
    const result = await run(process.execPath, ['without.mjs', JSON.stringify(SCENARIO), SITE_URL], {
      cwd: consumer,
    });
    expect(result).toEqual({ status: 0, stdout: `${api.project}\n`, stderr: '' });
  });

  it("its browser entry bundles without Node or TypeBox, no larger than the page's own engine", async () => {
    const mine = await browserBundle(
      `import { loadEngine, projectScenario } from '${NAME}'; globalThis.use = [loadEngine, projectScenario];`,
      consumer,
    );
    expect(mine.text).not.toMatch(/from ["']node:|require\(["']node:/);
    expect(mine.inputs.filter((input) => /typebox/.test(input))).toEqual([]);
    expect(mine.inputs.filter((input) => /rules-data/.test(input))).toEqual([]);
    // The page's engine: its worker (the projection) and its checker (the pipeline's prepare).
    const page = await browserBundle(
      [
        "import './web/app/projection-worker.ts';",
        "import { prepare } from './core/pipeline.ts';",
        "import { checkScenarioPlain } from './core/validation/validate-plain.ts';",
        'globalThis.use = [prepare, checkScenarioPlain];',
      ].join('\n'),
      TOP,
    );
    expect(mine.gzipped).toBeLessThanOrEqual(page.gzipped);
  });

  it('its types resolve for Node and for browsers, and are the real ones', async () => {
    const source = [
      `import { loadEngine, projectScenario, type Projection, type ScenarioInput } from '${NAME}';`,
      `import { RULES_DATA } from '${NAME}/rules';`,
      'const engine = await loadEngine();',
      "const scenario: ScenarioInput = { asOf: '2026-11-21', birthDate: '2026-08-14', targetAgeMonths: 216 };",
      "const outcome = projectScenario(engine, scenario, { siteUrl: 'https://example.org' });",
      'if (outcome.ok) {',
      '  const projection: Projection = outcome.projection;',
      '  console.log(projection.deterministic.finalNominalCents.length, RULES_DATA.rulesVerifiedAt.length);',
      '}',
      '// @ts-expect-error: cents are strings',
      'const cents: number = outcome.ok ? outcome.projection.deterministic.finalNominalCents : 0;',
      'console.log(cents);',
      '',
    ].join('\n');
    const file = join(consumer, 'use.ts');
    await writeFile(file, source);
    // A TypeScript user adds the optional peer for the types, as the package's README says.
    const project = JSON.parse(await readFile(join(TOP, 'package.json'), 'utf8'));
    const peer = `typebox@${project.dependencies.typebox}`;
    const install = await run('npm', ['install', '--save-dev', peer, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: consumer,
    });
    expect(install.status, install.stderr).toBe(0);
    for (const checked of typeCheckConsumer([file], installed)) {
      expect(checked.problems, checked.condition).toEqual([]);
      expect(checked.entryResolved, checked.condition).toBe(true);
    }
  });
});
