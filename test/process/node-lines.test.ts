// The Node lines the project runs on (docs/operations.md#the-node-lines-tested): one home names
// them (scripts/node-lines.json), `engines` and the README take the supported lines and the
// machine's line past its end of life, the image runs the newest LTS line that .ci/run tests, and
// scripts/test-on-node.mjs really runs vitest on that line, fetched from the npm registry.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE_LINES } from '../helpers/node-lines.js';
import { run } from '../helpers/packing.js';

const TOP = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(`${TOP}${file}`, 'utf8');
const NEWEST_LTS = NODE_LINES.newestLts;

/** The environment of a vitest run started from inside this one: none of this run's own settings. */
function outsideVitest(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST') env[key] = value;
  }
  return env;
}

describe('the Node lines', () => {
  it('26 is the newest LTS line; 26, 24 and 22 are supported, 20 past its end of life', () => {
    expect(NODE_LINES).toEqual({ newestLts: '26', supported: ['26', '24', '22'], pastEndOfLife: ['20'] });
    expect(NODE_LINES.supported[0]).toBe(NEWEST_LTS);
  });

  it("engines takes the supported lines and the machine's line past its end of life, and nothing between", () => {
    expect(JSON.parse(read('package.json')).engines).toEqual({
      node: '^20.19.0 || ^22.12.0 || ^24.0.0 || ^26.0.0',
    });
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(20);
    const requirements = /\*\*Requirements\.\*\*([^\n]+\n)+/.exec(read('README.md'))?.[0] ?? '';
    expect(requirements).toContain(
      `Node ${NODE_LINES.supported.slice(0, -1).join(', ')} or ${NODE_LINES.supported.at(-1)}`,
    );
    expect(requirements).toContain(`the container image runs ${NEWEST_LTS}`);
    expect(requirements).toContain(`Node ${NODE_LINES.pastEndOfLife[0]}, past its end of life`);
  });

  it('.ci/run reads the newest LTS line from scripts/node-lines.json', () => {
    const line = read('.ci/run')
      .split('\n')
      .find((text) => text.startsWith('NEWEST_LTS='));
    expect(line).toContain('scripts/node-lines.json');
    const answer = execFileSync('bash', ['-c', `${line}; echo "$NEWEST_LTS"`], { cwd: TOP, encoding: 'utf8' });
    expect(answer.trim()).toBe(NEWEST_LTS);
  });

  it('the image runs the newest LTS line .ci/run tests, on Debian 13, in both stages', () => {
    const bases = read('Dockerfile')
      .split('\n')
      .filter((line) => line.startsWith('FROM '))
      .map((line) => line.split(/\s+/)[1]);
    expect(bases).toEqual([`node:${NEWEST_LTS}-trixie-slim`, `node:${NEWEST_LTS}-trixie-slim`]);
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
