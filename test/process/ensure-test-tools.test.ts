// scripts/ensure-test-tools.mjs, which `npm test` runs first: with the programs the tests need on
// PATH (or in the sbin directories, where Debian puts haproxy) it does nothing; without them, on a
// machine where it may not install them (here: no apt-get on PATH), it stops at once with one line
// naming the command to run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/ensure-test-tools.mjs';

function run(path: string, sbinDirs?: string) {
  const env = { ...process.env, PATH: path, ...(sbinDirs === undefined ? {} : { ENSURE_TOOLS_SBIN_DIRS: sbinDirs }) };
  return spawnSync(process.execPath, [SCRIPT], { env, encoding: 'utf8' });
}

describe('ensure-test-tools', () => {
  it('does nothing when chromium, redis-server and haproxy are present', () => {
    const result = run(process.env.PATH ?? '');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it("finds haproxy in /usr/sbin, where Debian puts it, when PATH lacks it (a user's PATH usually does)", () => {
    const result = run('/usr/bin');
    expect(result.status, result.stderr).toBe(0);
  });

  it('stops with one line naming the command when they are missing and cannot be installed', () => {
    const bare = mkdtempSync(join(tmpdir(), 'no-tools-'));
    symlinkSync(process.execPath, join(bare, 'node'));
    const result = run(bare, '');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'npm test needs chromium (the browser tests of the page), ' +
        'redis-server (the shared rate-limit tests), haproxy (the tests of several instances behind a proxy): ' +
        'run "sudo apt-get install -y chromium redis-server haproxy" (Debian/Ubuntu) and try again.',
    );
  });
});
