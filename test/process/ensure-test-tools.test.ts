// scripts/ensure-test-tools.mjs, which `npm test` runs first: with the programs the tests need on
// PATH it does nothing; without them, on a machine where it may not install them (here: no
// apt-get on PATH), it stops at once with one line naming the command to run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/ensure-test-tools.mjs';

function run(path: string) {
  return spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, PATH: path }, encoding: 'utf8' });
}

describe('ensure-test-tools', () => {
  it('does nothing when chromium and redis-server are on PATH', () => {
    const result = run(process.env.PATH ?? '');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops with one line naming the command when they are missing and cannot be installed', () => {
    const bare = mkdtempSync(join(tmpdir(), 'no-tools-'));
    symlinkSync(process.execPath, join(bare, 'node'));
    const result = run(bare);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('npm test needs chromium (the browser tests of the page) and redis-server (the shared rate-limit tests): '
      + 'run "sudo apt-get install -y chromium redis-server" (Debian/Ubuntu) and try again.');
  });
});
