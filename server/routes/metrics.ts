// GET /metrics (docs/operations.md#metrics): the Prometheus text format. Never rate limited, never
// shed, answered during shutdown; not in the OpenAPI document (it is for operators, not clients).
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../http/metrics.js';
import { METRICS_PATH } from '../http/operator-paths.js';

export interface MetricsRouteOptions {
  metrics: Metrics;
}

export async function metricsRoutes(app: FastifyInstance, options: MetricsRouteOptions): Promise<void> {
  const { metrics } = options;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text()),
  );
}
