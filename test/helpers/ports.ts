// Free loopback ports for the programs tests start (redis-server, HAProxy, server processes).
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 at the time of the call. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
