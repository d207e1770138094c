// Load shedding (docs/operations.md#load-shedding): while the event loop lags, answer 503
// OVERLOADED with Retry-After at once instead of queueing more work behind it. The engine pool's
// own queue bound covers engine work; this covers everything else. Health checks always answer.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { itemAt } from '../common/checked.js';
import { problem, PROBLEM_CONTENT_TYPE } from '../problems.js';
import { ALWAYS_ANSWERED_PATHS } from '../routes/health.js';

export const SHED_RETRY_AFTER_SECONDS = 1;
/** How often the delay is measured. */
export const SAMPLE_INTERVAL_MS = 100;
/** Start-up work (compiling, warming, indexing) shows as one long delay in the first samples; it
 *  says nothing about load, so pressure is ignored this long after the app is ready. */
export const STARTUP_GRACE_MS = 5 * SAMPLE_INTERVAL_MS;

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  if (config.shedEventLoopDelayMs === 0) return;
  let readyAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  const shed = (request: FastifyRequest, reply: FastifyReply): string | undefined => {
    if (ALWAYS_ANSWERED_PATHS.has(itemAt(request.url.split('?'), 0))) return; // handled normally
    if (Date.now() - readyAt < STARTUP_GRACE_MS) return;
    const body = problem(config.siteUrl, 'OVERLOADED', `The service is overloaded; retry in ${SHED_RETRY_AFTER_SECONDS} s.`);
    reply.code(body.status).header('retry-after', SHED_RETRY_AFTER_SECONDS).type(PROBLEM_CONTENT_TYPE);
    return JSON.stringify(body);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: config.shedEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // under-pressure sends a handler's non-null return value and stops there (nothing returned lets
    // the route run); its type declarations say void, hence the cast.
    pressureHandler: shed as unknown as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
  });
}
