// What `npm test` runs before the suite (docs/operations.md#what-npm-test-runs-first): the install
// (ensure-built.mjs, whose `npm ci` deletes node_modules whole) comes before the fetch of the
// newest MCP Inspector, the fetched tools live outside node_modules, and a last check stops the run
// with one line naming the step when they are not where the tests look. scripts/run-tests.mjs runs
// here in a scratch folder with the real ensure-inspectors.mjs and two recorders in place of the
// install and the system programs (this file must not run apt-get or npm ci); the recorder of the
// install deletes node_modules, as `npm ci` does.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE_LINES, TEST_TOOLS } from '../helpers/node-lines.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));

/** A scratch top folder with run-tests.mjs, the real ensure-inspectors.mjs and recorders of the other steps. */
function scratchTop(): string {
  const top = mkdtempSync(join(tmpdir(), 'npm-test-order-'));
  mkdirSync(join(top, 'scripts'));
  for (const file of ['run-tests.mjs', 'ensure-inspectors.mjs', 'node-lines.json'])
    copyFileSync(join(TOP, 'scripts', file), join(top, 'scripts', file));
  const recorder = (name: string, extra = '') =>
    `import { appendFileSync, rmSync } from 'node:fs';\n${extra}appendFileSync('steps.log', '${name}\\n');\n`;
  writeFileSync(join(top, 'scripts', 'ensure-test-tools.mjs'), recorder('ensure-test-tools'));
  writeFileSync(
    join(top, 'scripts', 'ensure-built.mjs'),
    recorder('ensure-built', "rmSync('node_modules', { recursive: true, force: true });\n"),
  );
  return top;
}

/** Writes a manifest of fetched tools that ensure-inspectors.mjs takes as present, under `folder`. */
function fetchedTools(top: string, folder: string): void {
  const cache = join(top, folder, 'inspector-latest');
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'launcher.js'), '');
  const manifest = {
    node: process.execPath,
    nodeVersion: `v${NODE_LINES.newestLts}.0.0`,
    inspectorVersion: '0.0.0',
    launcher: join(cache, 'launcher.js'),
  };
  writeFileSync(join(cache, 'tools.json'), JSON.stringify(manifest));
}

function runTests(top: string) {
  const result = spawnSync(process.execPath, ['scripts/run-tests.mjs'], { cwd: top, encoding: 'utf8' });
  const steps = existsSync(join(top, 'steps.log')) ? readFileSync(join(top, 'steps.log'), 'utf8').split('\n') : [];
  return { ...result, steps: steps.filter((line) => line !== '') };
}

describe('what npm test runs first', () => {
  it('the tools fetched for the tests live outside node_modules, in a folder git ignores', () => {
    expect(relative(join(TOP, 'node_modules'), TEST_TOOLS).startsWith('..')).toBe(true);
    const ignored = spawnSync('git', ['check-ignore', '-q', join(TEST_TOOLS, 'inspector-latest', 'tools.json')], {
      cwd: TOP,
    });
    expect(ignored.status).toBe(0);
  });

  it('installs before it fetches, and the fetched tools survive the install', () => {
    const top = scratchTop();
    fetchedTools(top, '.test-tools');
    const result = runTests(top);
    expect(result.steps).toEqual(['ensure-test-tools', 'ensure-built']);
    // The fetch found its tools and the check passed: the run went on to vitest, which the scratch
    // folder lacks.
    expect(result.stderr).not.toContain('npm test: stopped at');
    expect(result.status).not.toBe(0);
    expect(existsSync(join(top, '.test-tools', 'inspector-latest', 'tools.json'))).toBe(true);
  });

  it('stops before the suite, with one line naming the step, when the fetched tools are missing', () => {
    const top = scratchTop();
    // Where the tools used to be kept: the install deletes them before the check looks.
    fetchedTools(top, 'node_modules/.cache');
    writeFileSync(
      join(top, 'scripts', 'ensure-inspectors.mjs'),
      readFileSync(join(TOP, 'scripts', 'ensure-inspectors.mjs'), 'utf8').replace(
        /^if \(present\(\) && !process\.argv\.includes\('--force'\)\) process\.exit\(0\);$/m,
        // The fetch itself reaches the npm registry, which no test may: here it fetches nothing.
        'if (!process.argv.includes("--check")) process.exit(0);',
      ),
    );
    const result = runTests(top);
    expect(result.steps).toEqual(['ensure-test-tools', 'ensure-built']);
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n').slice(-2)).toEqual([
      `npm test: the newest MCP Inspector on Node ${NODE_LINES.newestLts} is missing from .test-tools/inspector-latest after scripts/ensure-inspectors.mjs ran`,
      'npm test: stopped at node scripts/ensure-inspectors.mjs --check (status 1)',
    ]);
    expect(result.stdout).not.toContain('RUN');
  });

  it('.ci/run takes the README path: npm test is the first command, with no npm ci before it', () => {
    const commands = readFileSync(join(TOP, '.ci/run'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#') && !/^(set|cd|export|[A-Z_a-z]+=)/.test(line));
    expect(commands[0]).toMatch(/^npm test\b/);
    expect(commands.join('\n')).not.toMatch(/npm (ci|install)\b/);
  });
});
