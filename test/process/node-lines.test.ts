// The Node lines the project runs on (docs/operations.md#the-node-lines-tested): `engines` takes the
// machine's line and the LTS lines, the image runs the newest LTS line that .ci/run tests, and
// scripts/test-on-node.mjs really runs vitest on that line, fetched from the npm registry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/packing.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(`${TOP}${file}`, 'utf8');
/** The newest LTS line .ci/run tests beside the machine's own. */
const NEWEST_LTS = /^NEWEST_LTS=(\d+)$/m.exec(read('.ci/run'))?.[1];

/** The environment of a vitest run started from inside this one: none of this run's own settings. */
function outsideVitest(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST') env[key] = value;
  }
  return env;
}

describe('the Node lines', () => {
  it("engines takes the machine's line (20, past its end of life) and the LTS lines 22 and up", () => {
    expect(JSON.parse(read('package.json')).engines).toEqual({ node: '^20.19.0 || >=22.12.0' });
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(20);
  });

  it('the image runs the newest LTS line .ci/run tests, in both stages', () => {
    expect(NEWEST_LTS).toBeDefined();
    const bases = read('Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('FROM '))
      .map((line) => line.split(/\s+/)[1]);
    expect(bases).toEqual([`node:${NEWEST_LTS}-bookworm-slim`, `node:${NEWEST_LTS}-bookworm-slim`]);
  });

  it('scripts/test-on-node.mjs runs vitest on the newest LTS line, and fails when it runs no test', async () => {
    const passing = await run(
      process.execPath,
      ['scripts/test-on-node.mjs', String(NEWEST_LTS), 'test/docs/anchors.test.ts', '--reporter=json'],
      { cwd: TOP, env: outsideVitest() },
    );
    expect(passing.stderr).toContain(`> vitest run on Node v${NEWEST_LTS}.`);
    expect(passing.status, passing.stderr).toBe(0);
    expect(JSON.parse(passing.stdout.slice(passing.stdout.indexOf('{')))).toMatchObject({
      numPassedTests: 1,
      numFailedTests: 0,
    });

    const none = await run(process.execPath, ['scripts/test-on-node.mjs', String(NEWEST_LTS), 'test/no-such-file'], {
      cwd: TOP,
      env: outsideVitest(),
    });
    expect(none.status).not.toBe(0);

    const usage = await run(process.execPath, ['scripts/test-on-node.mjs', 'lts'], { cwd: TOP, env: outsideVitest() });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: node scripts/test-on-node.mjs <major>');
  });
});
