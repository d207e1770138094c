// The OpenAPI document as API consumers' tools read it (docs/api.md#openapi-document): Redocly
// CLI's `recommended` rules and Spectral's `spectral:oas` rules find no error and no warning, both
// for a server with its own loopback address and for one with a public site address. The linters
// run as child processes on the document the running service serves, offline.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const BIN = fileURLToPath(new URL('../../node_modules/.bin/', import.meta.url));
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a linter from node_modules/.bin in `cwd`; a non-zero exit is a result, not an error. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      join(BIN, command),
      args,
      {
        cwd,
        maxBuffer: 16 * 1024 * 1024,
        // No update check, no usage report: nothing leaves the machine.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

interface Findings {
  /** One line per error or warning. */
  problems: string[];
  code: number;
}

/** Redocly's `recommended` ruleset (`redocly lint --format=json`). */
async function redocly(dir: string, file: string): Promise<Findings> {
  const result = await run('redocly', ['lint', '--config', 'redocly.yaml', '--format=json', file], dir);
  let report: {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`redocly gave no JSON report (exit ${result.code}): ${result.stderr.slice(-2000)}`);
  }
  const problems = report.problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
  expect(problems.length).toBe(report.totals.errors + report.totals.warnings);
  return { problems, code: result.code };
}

/** Spectral's `spectral:oas` ruleset (`spectral lint -f json`) over `files` in one run (each run
 *  starts the linter anew, about 2.5 s of CPU): each file's errors and warnings (severity 0 and 1),
 *  by the file each finding names, and the run's exit status, 0 only when no file has an error. */
async function spectral(dir: string, files: string[]): Promise<{ problems: Record<string, string[]>; code: number }> {
  const result = await run(
    'spectral',
    ['lint', '--quiet', '--format', 'json', '--ruleset', '.spectral.yaml', ...files],
    dir,
  );
  let results: { code: string; severity: number; message: string; path: string[]; source?: string }[];
  try {
    results = JSON.parse(result.stdout);
  } catch {
    throw new Error(
      `spectral gave no JSON report (exit ${result.code}): ${result.stdout.slice(-2000)} ${result.stderr.slice(-2000)}`,
    );
  }
  const problems: Record<string, string[]> = Object.fromEntries(files.map((file) => [file, []]));
  for (const found of results.filter((found) => found.severity <= 1)) {
    const file = found.source === undefined ? '(no file named)' : basename(found.source);
    problems[file] ??= [];
    problems[file].push(
      `${found.severity === 0 ? 'error' : 'warn'} ${found.code} ${found.path.join('.')}: ${found.message}`,
    );
  }
  return { problems, code: result.code };
}

describe('the OpenAPI document under Redocly and Spectral', () => {
  let dir: string;
  const servers: RunningServer[] = [];
  /** The document of a server with no SITE_URL (its own loopback address) and of one with a public
   *  https site address, as a deployment sets it. */
  const documents: Record<string, unknown> = {};

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), '530a-openapi-lint-'));
    await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    await writeFile(join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
    const sites = { loopback: {}, site: { SITE_URL: 'https://530a.example.org' } };
    await Promise.all(
      Object.entries(sites).map(async ([name, env]) => {
        // No engine threads: the document is the same, and these servers project nothing.
        const server = await startServer({ ...env, ENGINE_THREADS: '0' });
        servers.push(server);
        const response = await fetch(`${server.url}/openapi.json`);
        expect(response.status).toBe(200);
        documents[name] = await response.json();
        await writeFile(join(dir, `${name}.json`), JSON.stringify(documents[name], null, 2));
        // One documented answer, for the check every test file ends with (test/setup/openapi.ts).
        expect((await fetch(`${server.url}/v1/rules`)).status).toBe(200);
      }),
    );
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has no error and no warning by either linter', async () => {
    const [redoclyLoopback, redoclySite, spectralBoth] = await Promise.all([
      redocly(dir, 'loopback.json'),
      redocly(dir, 'site.json'),
      spectral(dir, ['loopback.json', 'site.json']),
    ]);
    expect(redoclyLoopback).toEqual({ problems: [], code: 0 });
    expect(redoclySite).toEqual({ problems: [], code: 0 });
    expect(spectralBoth).toEqual({ problems: { 'loopback.json': [], 'site.json': [] }, code: 0 });
  });

  it('the linters do see what they would flag: a document stripped of names, ids and security', async () => {
    const stripped = JSON.parse(JSON.stringify(documents.site));
    delete stripped.security;
    delete stripped.info.contact;
    delete stripped.paths['/v1/rules'].get.operationId;
    delete stripped.paths['/v1/rules'].get.description;
    await writeFile(join(dir, 'stripped.json'), JSON.stringify(stripped, null, 2));
    const [byRedocly, bySpectral] = await Promise.all([
      redocly(dir, 'stripped.json'),
      spectral(dir, ['stripped.json']),
    ]);
    expect(byRedocly.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error security-defined /),
        expect.stringMatching(/^warn operation-operationId /),
      ]),
    );
    expect(bySpectral.problems['stripped.json']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warn info-contact /),
        expect.stringMatching(/^warn operation-operationId /),
        expect.stringMatching(/^warn operation-description /),
      ]),
    );
  });
});
