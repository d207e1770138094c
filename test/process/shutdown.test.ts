// Closing the app: a connection that never sends a request does not hold the close past the
// shutdown grace (SHUTDOWN_GRACE_MS); without the grace, Node counts it busy until its header
// timeout (60 s). A request in flight still finishes (test/process/main.test.ts, SIGTERM).

import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { post, startServer } from '../helpers/start-server.js';

describe('shutdown', () => {
  it('lets a request in flight finish, cuts a connection that never sent one, and closes', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '2000', ENGINE_THREADS: '0' });
    const { port } = new URL(server.url);
    const silent: Socket = connect(Number(port), '127.0.0.1');
    await once(silent, 'connect');
    const cut = once(silent, 'close');
    const arrived = once(server.app.server, 'request');
    const inFlight = post(`${server.url}/v1/project`, {
      asOf: '2026-11-21',
      birthDate: '2026-03-01',
      targetAgeMonths: 1200,
      mcPaths: 2000,
    });
    await arrived;
    await server.close(); // without the grace this waits for the header timeout, past the test's own
    await cut;
    expect(silent.destroyed).toBe(true);
    expect((await inFlight).status).toBe(200);
  });
});
