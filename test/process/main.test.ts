// The process as `npm start` runs it (server/main.ts): a bad setting stops the start with a message
// naming it; SIGTERM lets an in-flight request finish before the process exits, and drains first:
// new connections are still answered while /readyz says 503 (the listener used to close at once,
// resetting connections a load balancer had already sent); logs are JSON lines with a request id.
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../helpers/raw-http.js';
import { listeningUrl, spawnServer } from '../helpers/server-process.js';
import { waitUntil } from '../helpers/wait.js';

const SCENARIO = JSON.stringify({ asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 24, mcPaths: 100 });

describe('server/main.ts', () => {
  it.each([
    ['PORT', 'eighty'],
    ['MC_BUDGET_PATH_MONTHS', '-5'],
    ['SITE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_REDIS_URL', 'http://localhost:6379'],
    ['MAX_CONNECTIONS', '0'],
    ['SHUTDOWN_DELAY_MS', 'soon'],
  ])('refuses to start with a bad %s, naming it', async (name, value) => {
    const { child, stderr } = spawnServer({ [name]: value });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr.join('')).toContain(name);
  });

  it('finishes an in-flight request on SIGTERM, then exits 0; logs JSON with request ids', async () => {
    const server = spawnServer({ SHUTDOWN_DELAY_MS: '200' });
    const { child, stdout } = server;
    const url = await listeningUrl(server);
    // The largest scenario: long enough to still be running when the signal arrives.
    const request = fetch(`${url}/v1/project`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'sigterm-test' },
      body: JSON.stringify({
        asOf: '2026-11-21',
        birthDate: '2026-11-01',
        targetAgeMonths: 1428,
        mcPaths: 5000,
        annualVolatility: 0.3,
      }),
    });
    // Signal once the server has logged the request's arrival, however long that takes on a busy
    // machine: it is then in flight.
    await waitUntil(() => stdout.join('').includes('"reqId":"sigterm-test"'), 'the request logged');
    child.kill('SIGTERM');
    const response = await request;
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.deterministic.months).toBe(1428);
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);

    const lines = stdout
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.some((line) => line.reqId === 'sigterm-test' && line.res?.statusCode === 200)).toBe(true);
    expect(lines.some((line) => line.signal === 'SIGTERM')).toBe(true);
  });

  it('drains on SIGTERM: new connections are answered (Connection: close), /readyz is 503, then exits 0', async () => {
    // One engine thread, not one per core: the drain is the listener's, and each thread costs its
    // start (loading and warming the engine) and nothing this test looks at.
    const server = spawnServer({ SHUTDOWN_DELAY_MS: '3000', ENGINE_THREADS: '1' });
    const { child, stdout } = server;
    const url = await listeningUrl(server);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await waitUntil(() => stdout.join('').includes('"signal":"SIGTERM"'), 'the signal handled');
    // Each on a connection of its own, opened after the signal.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => rawRequest(url, false, { path: '/v1/rules' })),
      rawRequest(url, false, {
        method: 'POST',
        path: '/v1/project',
        headers: { 'content-type': 'application/json' },
        body: SCENARIO,
      }),
      rawRequest(url, false, { path: '/readyz' }),
    ]);
    const readyz = answers.pop()!;
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    expect(answers.every((answer) => answer.headers.connection === 'close')).toBe(true);
    expect(readyz.status).toBe(503);
    expect(child.exitCode).toBeNull();
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('a second signal ends the drain at once', async () => {
    const server = spawnServer({ SHUTDOWN_DELAY_MS: '600000', ENGINE_THREADS: '1' }); // as in the drain above
    const { child, stdout } = server;
    await listeningUrl(server);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await waitUntil(() => stdout.join('').includes('"signal":"SIGTERM"'), 'the signal handled');
    child.kill('SIGINT');
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
