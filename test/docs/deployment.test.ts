// The deployment files (docs/operations.md#deployment): deploy/haproxy.cfg is a configuration
// HAProxy accepts, with its example addresses and with the test's; the Dockerfile runs the
// production dependencies only, as a user other than root, checked on /readyz, and its run stage
// holds every file the server reads at run time: the files its COPY lines name, laid out alone in a
// folder, serve the page, a projection and the knowledge pages in both languages. (Docker cannot
// run here: the image itself is not built by any test.)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWhenStale } from '../helpers/compiled-service.js';
import { HAPROXY_CONFIG } from '../helpers/haproxy.js';
import { killServer, listeningUrl, type ServerProcess, spawnServer } from '../helpers/server-process.js';

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
    // server/knowledge/knowledge.ts and spanish.ts read the pages; the rest is dist/ and node_modules.
    for (const needed of [
      './dist',
      './build/engine.wasm',
      './build/site',
      './server/knowledge/pages',
      './server/knowledge/pages-es',
      './',
    ]) {
      expect(destinations, needed).toContain(needed);
    }
  });

  describe('the run stage alone', () => {
    let folder: string | undefined;
    let server: ServerProcess | undefined;
    afterAll(async () => {
      if (server) await killServer(server);
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('serves the page, a projection and the knowledge pages in English and Spanish', async () => {
      compileWhenStale();
      const tree = mkdtempSync(join(tmpdir(), 'run-stage-'));
      folder = tree;
      // Each COPY of the run stage, from the build stage's /app (this tree, built) or the context.
      for (const copy of stage.filter((line) => line.startsWith('COPY '))) {
        const words = copy.split(/\s+/).slice(1);
        const fromBuild = words[0] === '--from=build';
        const [sources, destination] = [words.slice(fromBuild ? 1 : 0, -1), words.at(-1) ?? ''];
        for (const source of sources) {
          const from = fileURLToPath(new URL(fromBuild ? source.replace(/^\/app\//, '') : source, top));
          const to = destination.endsWith('/')
            ? join(tree, destination, source.split('/').at(-1) ?? '')
            : join(tree, destination);
          cpSync(from, to, { recursive: true });
        }
      }
      // npm ci's node_modules: this tree's (a superset of the production dependencies).
      symlinkSync(fileURLToPath(new URL('node_modules', top)), join(tree, 'node_modules'), 'dir');
      server = spawnServer({ ENGINE_THREADS: '1' }, { main: join(tree, 'dist/server/main.js') });
      const url = await listeningUrl(server);
      for (const path of ['/', '/es/', '/kb', '/es/kb', '/es/kb/que-es-una-cuenta-trump']) {
        const response = await fetch(`${url}${path}`);
        expect(response.status, path).toBe(200);
      }
      const projected = await fetch(`${url}/v1/project`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          asOf: '2026-11-29',
          birthDate: '2026-07-04',
          mcPaths: 100,
          targetAgeMonths: 216,
          sources: [
            {
              id: 'family',
              kind: 'family',
              schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 5, endAgeMonths: 216 },
            },
          ],
        }),
      });
      expect(projected.status, await projected.clone().text()).toBe(200);
      expect(
        ((await projected.json()) as { assumptions: { mcPathsSimulated: number } }).assumptions.mcPathsSimulated,
      ).toBe(100);
    });
  });
});
