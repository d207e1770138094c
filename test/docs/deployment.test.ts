// The deployment files (docs/operations.md#deployment): deploy/haproxy.cfg is a configuration
// HAProxy accepts, with its example addresses and with the test's; the Dockerfile runs the
// production dependencies only, as a user other than root, checked on /readyz, and its run stage
// holds every file the server reads at run time. (Docker cannot run here: the image itself is not
// built by any test.)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAPROXY_CONFIG } from '../helpers/haproxy.js';

const top = new URL('../../', import.meta.url);
const dockerfile = readFileSync(new URL('Dockerfile', top), 'utf8');

function checkHaproxy(env: Record<string, string>) {
  const path = [process.env.PATH, '/usr/local/sbin', '/usr/sbin', '/sbin'].join(':');
  const fullEnv = { ...process.env, PATH: path, ...env };
  return spawnSync('haproxy', ['-c', '-f', HAPROXY_CONFIG], { env: fullEnv, encoding: 'utf8' });
}

/** The instructions of the Dockerfile's last stage, continuation lines joined. */
function runStage(): string[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const from = lines.map((line, i) => (line.startsWith('FROM ') ? i : -1)).filter((i) => i >= 0);
  return lines.slice(from.at(-1));
}

describe('deploy/haproxy.cfg', () => {
  it('is valid with its example addresses, and with loopback ones', () => {
    const example = checkHaproxy({});
    expect(example.status, example.stderr).toBe(0);
    const addresses = { APP1: '127.0.0.1:1', APP2: '127.0.0.1:2', PROXY_BIND: '127.0.0.1:3', PROXY_SERVED_BY: '1' };
    const loopback = checkHaproxy(addresses);
    expect(loopback.status, loopback.stderr).toBe(0);
  });

  it('an invalid one is refused (the check can fail)', () => {
    const broken = checkHaproxy({ CHECK_INTERVAL: 'soon' });
    expect(broken.status).not.toBe(0);
  });
});

describe('Dockerfile', () => {
  const stage = runStage();

  it('installs the production dependencies only, runs as an unprivileged user, checks /readyz', () => {
    expect(stage.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    const user = stage.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/\broot\b|\b0\b/);
    const at = (keyword: string) => stage.findIndex((line) => line.startsWith(keyword));
    expect(at('USER ')).toBeLessThan(at('CMD '));
    expect(stage.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/readyz');
    expect(stage.find((line) => line.startsWith('CMD '))).toContain('dist/server/main.js');
    expect(stage).toContain('STOPSIGNAL SIGTERM');
  });

  it('builds from every folder the build reads, as npm start builds', () => {
    const buildStage = dockerfile.split(/^FROM .*$/m)[1] ?? '';
    const copied = [...buildStage.matchAll(/^COPY (\S+) \.\/\S+$/gm)].map((match) => match[1]);
    for (const folder of ['assembly', 'data', 'scripts', 'core', 'server', 'web', 'cli', 'package']) {
      expect(copied, folder).toContain(folder);
    }
    expect(buildStage).toMatch(/^RUN node scripts\/ensure-built\.mjs$/m);
  });

  it('copies only files that exist, and the run stage holds every file the server reads at run time', () => {
    const copies = dockerfile.split('\n').filter((line) => line.startsWith('COPY ') && !line.includes('--from='));
    for (const copy of copies) {
      for (const source of copy.split(/\s+/).slice(1, -1)) expect(existsSync(new URL(source, top)), source).toBe(true);
    }
    const destinations = stage.filter((line) => line.startsWith('COPY ')).map((line) => line.split(/\s+/).at(-1)!);
    // package/load-node.ts and server/routes/site.ts read build/engine.wasm and build/site/;
    // server/knowledge/knowledge.ts reads the pages; the rest is dist/ and node_modules.
    for (const needed of ['./dist', './build/engine.wasm', './build/site', './server/knowledge/pages', './']) {
      expect(destinations, needed).toContain(needed);
    }
  });
});
