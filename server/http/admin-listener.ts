// The admin listener (docs/operations.md#the-admin-listener): with ADMIN_PORT set, a port of its
// own on HOST that answers only /healthz, /readyz and /metrics, with connections of its own, so
// that health checks and scrapes are answered whatever clients do to the main port (slow bodies
// holding every connection there once kept /healthz refused). With it, the main port no longer
// answers /metrics, however the path is spelt (%6detrics, metric%73: the router decodes them), so a
// proxy that forwards only the main port cannot leak it (docs/operations.md#metrics-behind-the-proxy).
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { itemAt } from '../../core/common/checked.js';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { ConnectionGuard } from './connections.js';
import { ALWAYS_ANSWERED_PATHS, METRICS_PATH } from './operator-paths.js';
import { sendProblem } from './send-problem.js';
import { SERVER_TIME_LIMITS } from './timeouts.js';

/** Health checkers and scrapers need a few; at the cap the one idle longest makes room. */
const ADMIN_MAX_CONNECTIONS = 64;

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin listener's server; undefined without ADMIN_PORT. */
    adminServer: Server | undefined;
  }
}

/** Sets up the admin listener when ADMIN_PORT is set: it listens when the app is ready and closes
 *  with it. `configure` gives its server what the main one has (the client-error answers...). */
export function registerAdminListener(app: FastifyInstance, config: Config, configure: (server: Server) => void): void {
  const { adminPort } = config;
  if (adminPort === undefined) {
    app.decorate('adminServer', undefined);
    return;
  }
  const adminSockets = new WeakSet<Socket>();
  const server = createServer(SERVER_TIME_LIMITS, (request, response) => app.routing(request, response));
  server.on('connection', (socket: Socket) => adminSockets.add(socket));
  new ConnectionGuard({ max: ADMIN_MAX_CONNECTIONS }).attach(server);
  configure(server);
  app.decorate('adminServer', server);

  // Each port answers its own routes: the admin one only the health checks and the metrics, the
  // main one everything else. The route's pattern, not the raw path, decides: every spelling the
  // router maps to /metrics is refused on the main port.
  // A callback, not a promise, on every request (docs/performance.md#the-cached-path).
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const onAdmin = adminSockets.has(request.raw.socket);
    const served = onAdmin ? route !== undefined && ALWAYS_ANSWERED_PATHS.has(route) : route !== METRICS_PATH;
    if (served) return done();
    const where = onAdmin ? 'the admin port' : 'this port';
    const detail = `Nothing is served at ${itemAt(request.url.split('?'), 0)} on ${where}.`;
    sendProblem(reply, problem(config.siteUrl, 'NOT_FOUND', detail));
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(adminPort, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : adminPort;
    app.log.info(
      { port },
      `admin listener at http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    );
  });
  app.addHook('onClose', async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });
}
