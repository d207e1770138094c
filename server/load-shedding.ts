// Load shedding (DESIGN 14): while the event loop lags, answer 503 OVERLOADED with Retry-After at
// once instead of queueing more work behind it. The engine pool's own queue bound covers engine
// work; this covers everything else. Health checks always answer.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { problem, sendProblem } from './problems.js';

export const SHED_RETRY_AFTER_SECONDS = 1;
/** How often the delay is measured. */
export const SAMPLE_INTERVAL_MS = 100;
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);
/** Start-up work (compiling, warming, indexing) shows as one long delay in the first samples; it
 *  says nothing about load, so pressure is ignored this long after the app is ready. */
export const STARTUP_GRACE_MS = 5 * SAMPLE_INTERVAL_MS;

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  if (config.shedEventLoopDelayMs === 0) return;
  let readyAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.shedEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request, reply) => {
      if (ALWAYS_ANSWERED.has(request.url.split('?')[0])) return; // handled normally
      if (Date.now() - readyAt < STARTUP_GRACE_MS) return;
      const body = problem(config.siteUrl, 'OVERLOADED', `The service is overloaded; retry in ${SHED_RETRY_AFTER_SECONDS} s.`);
      sendProblem(reply.header('retry-after', SHED_RETRY_AFTER_SECONDS), body);
    },
  });
}
