// The connection cap (docs/operations.md#connections): at most MAX_CONNECTIONS open at once, well
// below the process's open-files limit, so that idle sockets cannot take the descriptors the
// service needs (one client's 20,000 idle connections once ended the process). At the cap a new
// connection is kept and the connection idle longest is closed to make room: idle means no request
// under way (none sent yet, a request head still arriving, or between keep-alive requests). Only
// when every connection has a request under way is the new one refused. So a flood of idle
// connections cannot lock out health checks or anyone else, and work under way is never cut.
// Node's own server.maxConnections refuses every new connection at the cap instead.
// Beyond the total, each client address may hold at most MAX_CONNECTIONS_PER_ADDRESS: a new one
// past that is refused at once, so one address cannot fill the cap with requests under way (slow
// bodies: docs/operations.md#connections-per-client-address). Trusted proxies are not capped.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Assumed where the limit cannot be read (not Linux): the usual soft limit. */
const FALLBACK_OPEN_FILES = 1024;
/** The default cap never exceeds this: beyond it memory, not descriptors, runs out first. */
const MAX_DEFAULT_CONNECTIONS = 10_000;

/** The process's open-files limit (Node raises the soft limit to the hard one at start), when known. */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync(limitsFile, 'utf8'));
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Half the open-files limit, at most 10,000: each connection may hold a second descriptor (a file
 *  being sent), and the rest of the process (workers, logs, Redis, upstream calls) needs some. */
export function defaultMaxConnections(limit: number | undefined): number {
  return Math.max(1, Math.min(MAX_DEFAULT_CONNECTIONS, Math.floor((limit ?? FALLBACK_OPEN_FILES) / 2)));
}

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
  /** Idle connections closed to make room. */
  evicted = 0;
  /** New connections refused because every connection had a request under way. */
  refused = 0;
  /** New connections refused because their address already held its share. */
  refusedPerAddress = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  get max(): number {
    return this.limits.max;
  }

  /** Open connections from one client address (0 for an uncapped one). */
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
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.begin(request.socket);
      response.once('close', () => this.end(request.socket));
    });
  }

  private admit(socket: Socket): void {
    const address = this.cappedAddress(socket);
    if (address !== undefined && this.openFrom(address) >= (this.limits.perAddress ?? Number.POSITIVE_INFINITY)) {
      this.refusedPerAddress++;
      socket.destroy();
      return;
    }
    if (this.open >= this.max) {
      const oldest = this.idle.values().next();
      if (oldest.done) {
        this.refused++;
        socket.destroy();
        return;
      }
      this.evicted++;
      this.forget(oldest.value);
      oldest.value.destroy();
    }
    this.idle.add(socket);
    if (address !== undefined) this.perAddress.set(address, this.openFrom(address) + 1);
    socket.once('close', () => {
      this.forget(socket);
      if (address !== undefined) this.release(address);
    });
  }

  /** The address the per-address cap counts this connection under; undefined when not capped. */
  private cappedAddress(socket: Socket): string | undefined {
    if (this.limits.perAddress === undefined) return undefined;
    const address = socket.remoteAddress;
    return address === undefined || this.limits.uncapped?.(address) ? undefined : address;
  }

  private release(address: string): void {
    const left = this.openFrom(address) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }

  private begin(socket: Socket): void {
    if (socket.destroyed) return;
    this.idle.delete(socket);
    this.busy.set(socket, (this.busy.get(socket) ?? 0) + 1);
  }

  private end(socket: Socket): void {
    const requests = (this.busy.get(socket) ?? 0) - 1;
    if (requests > 0) {
      this.busy.set(socket, requests);
      return;
    }
    this.busy.delete(socket);
    if (!socket.destroyed) this.idle.add(socket); // the newest idle one
  }

  private forget(socket: Socket): void {
    this.idle.delete(socket);
    this.busy.delete(socket);
  }
}
