// Loopback ports for the programs tests start (HAProxy, redis-server). A port picked free and
// closed is free only at that moment: until the program binds it, another test file's listener or
// outgoing connection can take it (EADDRINUSE). So a port is either held from the first moment and
// handed over as a socket (HAProxy, which binds `fd@3`), or, for a program that binds by itself
// (redis-server), the start is made again on another port when the bind fails
// (docs/operations.md#tests-on-a-busy-machine). The service binds port 0 and logs its address.
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';

/** A listening socket on a free port of 127.0.0.1, held until `release()`. */
export interface HeldPort {
  port: number;
  /** Its file descriptor, to hand to a child process (spawn's `stdio`). */
  fd: number;
  /** Closes this process's copy: a child given `fd` keeps listening. */
  release(): Promise<void>;
}

/** Listens on a free loopback port and holds it: nobody else can take it, until released. */
export async function holdPort(): Promise<HeldPort> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  // Node does not document a listener's descriptor; its handle carries it on every Unix.
  const fd = (server as Server & { _handle?: { fd?: number } })._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) throw new Error('no file descriptor for the held port');
  const release = async () => {
    if (!server.listening) return;
    server.close();
    await once(server, 'close');
  };
  return { port, fd, release };
}

/** Thrown by a start whose program could not bind its port because something else has it. */
export class PortTakenError extends Error {}

/** At most this many ports are tried: each is a fresh pick, so more than a few taken is a fault. */
const PICKS = 20;

/** `start(port)` on a free port, and again on another one while it throws PortTakenError. */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let pick = 1; ; pick++) {
    const held = await holdPort();
    await held.release();
    try {
      return await start(held.port);
    } catch (error) {
      if (!(error instanceof PortTakenError) || pick === PICKS) throw error;
    }
  }
}
