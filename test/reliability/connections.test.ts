// The connection cap (docs/operations.md#connections). Found by the adversarial review: one client
// opening about 20,000 idle connections (the open-files limit there) ended the server for good,
// when the shedding sampler's process.memoryUsage() threw EMFILE out of its timer; nothing capped
// connections. Reproduced here at a small scale: the real process (as npm start runs it) under an
// open-files limit of 512 and 600 idle connections. Then the cap itself, in process: idle
// connections beyond it make room for new ones (so health checks are answered), connections with a
// request under way are never cut, and only when all are busy is a new connection refused.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaxConnections, openFilesLimit } from '../../server/settings/config.js';
import { rawRequest } from '../helpers/raw-http.js';
import { killServer, listeningUrl, type ServerProcess, spawnServer } from '../helpers/server-process.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';

const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

/** Opens `count` connections that send nothing; resolves once each is connected or closed. */
async function idleConnections(url: string, count: number): Promise<{ sockets: Socket[]; closed: () => number }> {
  const { hostname, port } = new URL(url);
  let closed = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined); // an evicted connection may be reset
    socket.on('close', () => closed++);
    opened.push(socket);
    return socket;
  });
  await Promise.all(sockets.map((socket) => Promise.race([once(socket, 'connect'), once(socket, 'close')])));
  return { sockets, closed: () => closed };
}

describe('the default cap', () => {
  it('is half the open-files limit, at most 10,000', () => {
    expect(defaultMaxConnections(20_000)).toBe(10_000);
    expect(defaultMaxConnections(1_048_576)).toBe(10_000);
    expect(defaultMaxConnections(1024)).toBe(512);
    expect(defaultMaxConnections(512)).toBe(256);
    expect(defaultMaxConnections(undefined)).toBe(512);
    expect(openFilesLimit()).toBeGreaterThan(0); // Linux: read from /proc/self/limits
    expect(openFilesLimit('/nonexistent')).toBeUndefined();
  });
});

describe('the process under an open-files limit of 512', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await killServer(server);
  });

  it('survives 600 idle connections and still answers /healthz', async () => {
    // As npm start runs it, shedding on (its default): the old sampler threw EMFILE here.
    server = spawnServer({ ENGINE_THREADS: '1' }, { openFiles: 512 });
    const url = await listeningUrl(server);
    const { closed } = await idleConnections(url, 600);
    // Every connection beyond the cap (256 here) made room by closing an idle one.
    await waitUntil(() => closed() >= 600 - 256, 'idle connections beyond the cap closed', undefined, 20);
    // Several sampling windows of the shedding monitor pass while the connections are held.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await rawRequest(url, false, { path: '/healthz' });
    expect(health.status).toBe(200);
    const output = server.stdout.join('') + server.stderr.join('');
    expect(server.child.exitCode, output.slice(-2_000)).toBeNull();
    expect(output).not.toContain('EMFILE');
  });
});

describe('the cap in process', () => {
  let server: RunningServer;
  const MAX = 40;
  beforeAll(async () => {
    server = await startServer({ MAX_CONNECTIONS: String(MAX), ENGINE_THREADS: '0' });
  });
  afterAll(() => server?.close());

  it('idle connections beyond it close the ones idle longest, and /healthz is served', async () => {
    const guard = server.app.connections;
    const first = await idleConnections(server.url, MAX);
    await waitUntil(() => guard.open === MAX, 'the first connections accepted');
    const before = guard.evicted;
    const flood = await idleConnections(server.url, 5 * MAX);
    await waitUntil(() => guard.evicted - before === 5 * MAX, 'an idle connection closed for each new one');
    expect(guard.open).toBeLessThanOrEqual(MAX);
    // The oldest went first: every one of the first batch is closed, the newest are open.
    await waitUntil(() => first.closed() === MAX, 'the first connections closed');
    expect(flood.sockets.slice(-MAX / 2).every((socket) => !socket.destroyed)).toBe(true);
    const health = await rawRequest(server.url, false, { path: '/healthz' });
    expect(health.status).toBe(200);
    expect(guard.refused).toBe(0);
  });

  it('never closes a connection with a request under way; with all busy, new ones are refused', async () => {
    const guard = server.app.connections;
    await waitUntil(() => guard.open === 0, 'earlier connections gone');
    // MAX uploads under way: each sent its head and half its body.
    const body = JSON.stringify({ asOf: '2026-11-21', birthDate: '2026-01-01', targetAgeMonths: 24, mcPaths: 100 });
    const { sockets: uploads } = await idleConnections(server.url, MAX);
    const answers = uploads.map((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      return () => Buffer.concat(chunks).toString('utf8');
    });
    for (const socket of uploads) {
      const head = [
        'POST /v1/project HTTP/1.1',
        'host: x',
        'content-type: application/json',
        `content-length: ${body.length}`,
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      socket.write(body.slice(0, 10));
    }
    await waitUntil(() => guard.busyCount === MAX, 'every upload under way');
    const refusedBefore = guard.refused;
    const late = await idleConnections(server.url, 3);
    await waitUntil(() => late.closed() === 3, 'the new connections refused');
    expect(guard.refused - refusedBefore).toBe(3);
    // The uploads finish and are answered.
    for (const socket of uploads) socket.write(body.slice(10));
    await waitUntil(() => answers.every((text) => text().startsWith('HTTP/1.1 200')), 'every upload answered');
    // Once they are idle again, a new connection is served (by closing the one idle longest).
    const health = await rawRequest(server.url, false, { path: '/healthz' });
    expect(health.status).toBe(200);
  });
});
