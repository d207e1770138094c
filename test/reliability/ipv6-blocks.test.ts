// One IPv6 client, many addresses (docs/operations.md#connections-per-client-address). A machine
// on IPv6 is given a /64 and may send from any address in it: the rate limits count it by its /64
// (docs/api.md#rate-limits), but the per-address connection cap counted each address on its own,
// so one machine could hold every connection of the server with slow requests, sending each from a
// new address of its /64 (found by a hostile review). Now the cap counts the /64 too.
//
// Loopback has one IPv6 address (::1), so the clients connect from IPv4 loopback addresses and the
// test gives the server's side of each connection the IPv6 peer address a machine on a /64 would
// show (127.0.B.N is 2001:db8:B::N) before the server reads it: every other part (the sockets, the
// server, its connection guard and its requests) is the real one.
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../helpers/raw-http.js';
import { headAndOneByte, releaseSlowClients, slowClient } from '../helpers/slow-sockets.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';

afterEach(releaseSlowClients);

const PER_ADDRESS = 5;
const CLIENTS = 12;

/** The IPv6 peer address a connection from 127.0.B.N shows: 2001:db8:B::N, one /64 per B. */
function ipv6Peer(ipv4: string): string {
  const [, , block, host] = ipv4.replace(/^::ffff:/, '').split('.');
  return `2001:db8:${block}::${host}`;
}

describe('the per-address connection cap on IPv6', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ENGINE_THREADS: '0', MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS) });
    server.app.server.prependListener('connection', (socket: Socket) => {
      const peer = socket.remoteAddress;
      if (peer?.replace(/^::ffff:/, '').startsWith('127.0.')) {
        Object.defineProperty(socket, 'remoteAddress', { value: ipv6Peer(peer), configurable: true });
      }
    });
  });
  afterAll(() => server?.close());

  it(`counts the addresses of one /64 as one client: ${CLIENTS} slow bodies from ${CLIENTS} of its addresses hold ${PER_ADDRESS} connections`, async () => {
    const guard = server.app.connections;
    const refusedBefore = guard.refusedPerAddress;
    const evictedBefore = guard.evicted;
    // Each from an address of its own in 2001:db8:5::/64. Beyond the share, a new connection
    // closes one of the /64's idle ones (a head not yet read) or, with all of them under way, is
    // refused: either way, CLIENTS - PER_ADDRESS are closed at once.
    const clients = Array.from({ length: CLIENTS }, (_, i) =>
      slowClient(server.url, `127.0.5.${i + 1}`, headAndOneByte('/v1/project', 32_768)),
    );
    // (Counted apart from the body's limit, which cuts the held ones later: before the cap counted
    // the /64, none was refused or evicted, and every one was held until its body's limit.)
    const closedAtOnce = () => guard.refusedPerAddress - refusedBefore + guard.evicted - evictedBefore;
    await waitUntil(
      () => closedAtOnce() >= CLIENTS - PER_ADDRESS || clients.every((client) => client.isClosed()),
      'the connections beyond the share of the /64 closed',
    );
    expect(closedAtOnce()).toBe(CLIENTS - PER_ADDRESS);
    expect(guard.openFrom('2001:db8:5::')).toBeLessThanOrEqual(PER_ADDRESS);
    await waitUntil(() => clients.filter((client) => client.isClosed()).length >= CLIENTS - PER_ADDRESS, 'closed');
    // Another /64 is another client: its connection is held beside them.
    const other = slowClient(server.url, '127.0.6.1', headAndOneByte('/v1/project', 32_768));
    await waitUntil(() => guard.openFrom('2001:db8:6::') === 1, 'the other /64 held');
    expect(other.isClosed()).toBe(false);
    // Once its connections are gone, the /64 is served again.
    releaseSlowClients();
    await waitUntil(() => guard.openFrom('2001:db8:5::') === 0, 'the /64 released');
    const answer = await rawRequest(server.url, false, { path: '/v1/rules', localAddress: '127.0.5.99' });
    expect(answer.status).toBe(200);
  });
});
