// The connection cap (docs/operations.md#connections): at most MAX_CONNECTIONS open at once, well
// below the process's open-files limit, so that idle sockets cannot take the descriptors the
// service needs (one client's 20,000 idle connections once ended the process). At the cap a new
// connection is kept and the connection idle longest is closed to make room: idle means no request
// under way (none sent yet, a request head still arriving, or between keep-alive requests). Only
// when every connection has a request under way is the new one refused. So a flood of idle
// connections cannot lock out health checks or anyone else, and work under way is never cut.
// Node's own server.maxConnections refuses every new connection at the cap instead.
// Beyond the total, each client address (an IPv6 one by its /64, as the rate limits count it) may
// hold at most MAX_CONNECTIONS_PER_ADDRESS: a new one
// past that closes that address's connection idle longest, or is refused when all of them have a
// request under way, so one address cannot fill the cap with requests that never finish (slow
// bodies: docs/operations.md#connections-per-client-address). Trusted proxies are not capped.
// A connection whose peer address cannot be read was reset by its client before it was accepted:
// it is closed unread, so no request of it is served without an address to count it under
// (docs/operations.md#connections-reset-before-they-are-accepted).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rateLimitKey } from './client-address.js';

export interface ConnectionLimits {
  /** Connections open at once. */
  max: number;
  /** Connections one client address may hold at once; unlimited when absent. */
  perAddress?: number;
  /** Peers the per-address cap does not apply to (trusted proxies, which carry many clients). */
  uncapped?: (address: string | undefined) => boolean;
}

export class ConnectionGuard {
  /** Connections without a request under way, the one idle longest first. */
  private readonly idle = new Set<Socket>();
  /** Connections with requests under way, and how many (pipelining). */
  private readonly busy = new Map<Socket, number>();
  /** Open connections per capped client address. */
  private readonly perAddress = new Map<string, number>();
  /** The capped address of each connection, and each address's idle connections, idle longest first. */
  private readonly addressOf = new Map<Socket, string>();
  private readonly idleFrom = new Map<string, Set<Socket>>();
  /** Idle connections closed to make room. */
  evicted = 0;
  /** New connections refused because every connection had a request under way. */
  refused = 0;
  /** New connections refused because every connection of their address had a request under way. */
  refusedPerAddress = 0;
  /** New connections closed unread because their client had reset them before they were accepted. */
  gone = 0;
  /** Connections closed because nothing of their answer moved for the stalled-answer limit. */
  stalled = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  get max(): number {
    return this.limits.max;
  }

  /** Open connections from one client address, as the cap counts it (an IPv6 /64 by its first
   *  address, 2001:db8:1:2::); 0 for an uncapped one. */
  openFrom(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  get open(): number {
    return this.idle.size + this.busy.size;
  }

  /** Open connections with a request under way. */
  get busyCount(): number {
    return this.busy.size;
  }

  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.admit(socket));
    // Before the app's own listener: a request its hooks and handler answer at once is counted
    // busy while they run (docs/performance.md#the-cached-path).
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      this.begin(request.socket);
      response.once('close', () => this.end(request.socket));
    });
  }

  /** A connection on which nothing has moved for its time limit (server/http/timeouts.ts): closed
   *  when it is idle between requests (its keep-alive timeout, as Node.js would), and when its
   *  client has stopped taking an answer (bytes of it wait to be sent: counted as stalled). A
   *  connection whose answer is still being made (a market-data call, a wait for an engine) has
   *  nothing waiting to be sent: it is kept, and its next write starts the timer again. */
  closeStill(socket: Socket): void {
    if (!this.busy.has(socket)) {
      socket.destroy();
      return;
    }
    if (socket.writableLength === 0) return;
    this.stalled++;
    socket.destroy();
  }

  private admit(socket: Socket): void {
    // Read once here, the peer address stays readable for the connection's life, however it ends:
    // Node keeps it once asked (request.ip, the rate limit's key, reads it).
    const peer = socket.remoteAddress;
    if (peer === undefined) {
      this.gone++;
      socket.destroy();
      return;
    }
    const address = this.cappedAddress(peer);
    if (address !== undefined && this.openFrom(address) >= (this.limits.perAddress ?? Number.POSITIVE_INFINITY)) {
      const oldest = this.idleFrom.get(address)?.values().next();
      if (oldest === undefined || oldest.done) {
        this.refusedPerAddress++;
        socket.destroy();
        return;
      }
      this.evict(oldest.value);
    }
    if (this.open >= this.max) {
      const oldest = this.idle.values().next();
      if (oldest.done) {
        this.refused++;
        socket.destroy();
        return;
      }
      this.evict(oldest.value);
    }
    if (address !== undefined) {
      this.addressOf.set(socket, address);
      this.perAddress.set(address, this.openFrom(address) + 1);
    }
    this.markIdle(socket);
    socket.once('close', () => {
      this.forget(socket);
      this.release(socket);
    });
  }

  /** Closes an idle connection to make room. */
  private evict(socket: Socket): void {
    this.evicted++;
    this.forget(socket);
    this.release(socket);
    socket.destroy();
  }

  /** No longer counts a connection against its address (once: when evicted or closed). */
  private release(socket: Socket): void {
    const address = this.addressOf.get(socket);
    if (address === undefined) return;
    this.addressOf.delete(socket);
    const left = this.openFrom(address) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }

  /** The address the per-address cap counts a connection from `peer` under, the rate limits' key
   *  (server/http/client-address.ts): an IPv6 peer by its /64, which one machine may send from
   *  whole (each of its addresses counted apart once let it hold every connection); undefined when
   *  not capped. */
  private cappedAddress(peer: string): string | undefined {
    if (this.limits.perAddress === undefined) return undefined;
    return this.limits.uncapped?.(peer) ? undefined : rateLimitKey(peer);
  }

  private begin(socket: Socket): void {
    if (socket.destroyed) return;
    this.unmarkIdle(socket);
    this.busy.set(socket, (this.busy.get(socket) ?? 0) + 1);
  }

  private end(socket: Socket): void {
    const requests = (this.busy.get(socket) ?? 0) - 1;
    if (requests > 0) {
      this.busy.set(socket, requests);
      return;
    }
    this.busy.delete(socket);
    if (!socket.destroyed) this.markIdle(socket); // the newest idle one
  }

  private forget(socket: Socket): void {
    this.unmarkIdle(socket);
    this.busy.delete(socket);
  }

  private markIdle(socket: Socket): void {
    this.idle.add(socket);
    const address = this.addressOf.get(socket);
    if (address === undefined) return;
    const idle = this.idleFrom.get(address) ?? new Set<Socket>();
    idle.add(socket);
    this.idleFrom.set(address, idle);
  }

  private unmarkIdle(socket: Socket): void {
    this.idle.delete(socket);
    const address = this.addressOf.get(socket);
    const idle = address === undefined ? undefined : this.idleFrom.get(address);
    if (address === undefined || idle === undefined) return;
    idle.delete(socket);
    if (idle.size === 0) this.idleFrom.delete(address);
  }
}
