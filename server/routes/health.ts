// Liveness and readiness (docs/operations.md#health-and-readiness): /healthz answers while the
// process runs; /readyz answers 200 only while the service takes work (not while it drains or
// shuts down).
import type { FastifyInstance } from 'fastify';

export interface HealthRouteOptions {
  isReady: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): Promise<void> {
  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', (_request, reply) => {
    const ready = options.isReady();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready' });
  });
}
