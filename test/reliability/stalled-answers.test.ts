// Answers the client stops taking (docs/operations.md#answers-the-client-stops-taking). Found by a
// hostile review: a client that asked for answers and never read them (pipelined GETs of
// /v1/rules on a connection it never read from) held that connection with a request under way for
// good, with megabytes of answer in the kernel's buffers; a connection with a request under way is
// never closed for another, so one address held 64 of them for as long as it liked. Here, on real
// sockets on loopback: such a connection is closed once nothing of its answer has moved for the
// limit (before: still open and busy a minute later, and for good), and a client that pauses for
// less than the limit gets every answer whole.
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBLE_FUNDS } from '../../core/statute/eligible-funds.js';
import { STALLED_ANSWER_TIMEOUT_MS } from '../../server/http/timeouts.js';
import { releaseSlowClients, slowClient } from '../helpers/slow-sockets.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';
import { type Replay, startReplay } from '../returns/upstream-replay.js';

afterEach(releaseSlowClients);

/** Beyond its limit, a cut may come this much later on a loaded machine (as in slow-clients.test.ts). */
const LATE_ALLOWANCE_MS = 8_000;

/** Pipelined requests for /v1/rules (about 200 KB each): some 40 MB of answers, more than the
 *  kernel's socket buffers hold on loopback (4 MB to send, up to 32 MB to receive, by default), so
 *  that a client that never reads leaves the server with an answer it cannot hand on. */
const PIPELINED = 200;
const pipelinedRules = (host: string) => `GET /v1/rules HTTP/1.1\r\nhost: ${host}\r\n\r\n`.repeat(PIPELINED);

const ANSWER_LINE = 'HTTP/1.1 200 OK';

/** Counts the answers `socket` receives, by their status lines, as they arrive. */
function countAnswers(socket: Socket): () => number {
  let count = 0;
  let tail = '';
  socket.on('data', (chunk: Buffer) => {
    const text = tail + chunk.toString('latin1');
    count += text.split(ANSWER_LINE).length - 1;
    tail = text.slice(-(ANSWER_LINE.length - 1)); // too short to hold a whole line counted already
  });
  return () => count;
}

/** Stops reading `socket` at once: what arrives stays in the kernel's buffers. */
function neverRead(socket: Socket): void {
  socket.pause();
  socket.on('connect', () => socket.pause());
}

describe('a client that stops taking its answers', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ENGINE_THREADS: '0' });
  });
  afterAll(() => server?.close());

  it(`is closed once nothing of its answer has moved for ${STALLED_ANSWER_TIMEOUT_MS / 1000} s (checked every ${STALLED_ANSWER_TIMEOUT_MS / 1000} s), and counted`, async () => {
    const guard = server.app.connections;
    const from = '127.0.0.91';
    const sent = performance.now();
    const client = slowClient(server.url, from, pipelinedRules('127.0.0.1'));
    neverRead(client.socket);
    // The server answers until the buffers are full, then holds an answer it cannot send.
    await waitUntil(() => guard.openFrom(from) === 1 && guard.busyCount >= 1, 'the answer under way');
    // A client that reads nothing does not see its connection closed: the server's side tells. A
    // check that finds the answer moved since the one before lets it be, so a stall is cut at the
    // second check at the latest.
    const latest = 2 * STALLED_ANSWER_TIMEOUT_MS + LATE_ALLOWANCE_MS;
    await waitUntil(() => guard.openFrom(from) === 0, 'the connection closed', latest, 20);
    const ms = performance.now() - sent;
    expect(ms).toBeGreaterThanOrEqual(STALLED_ANSWER_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(latest);
    expect(guard.stalled).toBe(1);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^http_connections_stalled_total 1$/m);
  });

  it('a client that pauses for less than the limit gets every answer whole', async () => {
    const client = slowClient(server.url, '127.0.0.92', pipelinedRules('127.0.0.1'));
    neverRead(client.socket);
    const answers = countAnswers(client.socket);
    const stalledBefore = server.app.connections.stalled;
    // Two thirds of the limit without reading a byte (the server's timer and this one share the
    // event loop, so this one, due first, fires first however loaded the machine), then all of it.
    await new Promise((resolve) => setTimeout(resolve, (STALLED_ANSWER_TIMEOUT_MS * 2) / 3));
    client.socket.resume();
    await waitUntil(() => answers() === PIPELINED || client.isClosed(), 'every answer', undefined, 100);
    expect(answers()).toBe(PIPELINED);
    expect(client.isClosed()).toBe(false);
    expect(server.app.connections.stalled).toBe(stalledBefore);
  });
});

describe('an answer the server takes longer than the limit to make', () => {
  let replay: Replay;
  let server: RunningServer;
  beforeAll(async () => {
    // A market-data upstream that never answers, waited for just beyond the stalled-answer limit.
    const behaviours = Object.fromEntries(ELIGIBLE_FUNDS.map((fund) => [fund.ticker, 'hang' as const]));
    replay = await startReplay({ behaviours });
    server = await startServer({
      ENGINE_THREADS: '0',
      MARKET_DATA_URL: replay.url,
      MARKET_DATA_TIMEOUT_MS: String(STALLED_ANSWER_TIMEOUT_MS + 2_000),
    });
  });
  afterAll(async () => {
    await server?.close();
    await replay?.close();
  });

  it('is not cut while it is made: nothing of it waits to be sent', async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/returns`);
    const body = (await response.json()) as { code?: string };
    expect(performance.now() - started).toBeGreaterThan(STALLED_ANSWER_TIMEOUT_MS);
    expect(response.status).toBe(503);
    expect(body.code).toBe('MARKET_DATA_UNAVAILABLE');
    expect(server.app.connections.stalled).toBe(0);
  });
});
