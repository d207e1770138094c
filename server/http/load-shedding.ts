// Load shedding (docs/operations.md#load-shedding): while the mean event-loop delay exceeds
// SHED_EVENT_LOOP_DELAY_MS, answer 503 OVERLOADED with Retry-After at once instead of queueing more
// work behind it. The engine pool's own queue bound covers engine work; this covers everything else.
// Health checks and metrics always answer. A shed request to a rate-limited route counts against
// its sender's limit, as it would have had it been served: a client retrying at once cannot send
// more than its limit, and once past it gets the limit's 429 with its own Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { itemAt } from '../../core/common/checked.js';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { LoopDelayMonitor } from './loop-delay.js';
import type { Metrics } from './metrics.js';
import { ALWAYS_ANSWERED_PATHS } from './operator-paths.js';
import type { LimiterOf } from './rate-limits.js';
import { sendProblem } from './send-problem.js';

const SHED_RETRY_AFTER_SECONDS = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** The event-loop delay shedding acts on; undefined when shedding is off. */
    loopDelay: LoopDelayMonitor | undefined;
  }
}

export async function registerLoadShedding(
  app: FastifyInstance,
  config: Config,
  metrics: Metrics,
  limiterOf: LimiterOf,
): Promise<void> {
  if (config.shedEventLoopDelayMs === 0) {
    app.decorate('loopDelay', undefined);
    return;
  }
  const monitor = new LoopDelayMonitor({
    onFault: (error) => app.log.warn({ err: error }, 'event-loop delay probe failed; shedding keeps its last reading'),
  });
  app.decorate('loopDelay', monitor);
  // Measured from the moment the server listens: compiling, warming and indexing before it show
  // as one long delay that says nothing about load.
  app.addHook('onListen', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());
  /** False when the limiter refused the request and answered it; a limiter that fails leaves the
   *  request to the 503 (it is not served either way). */
  const countedAgainstLimit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const limit = limiterOf(request);
    if (limit === undefined) return true;
    try {
      return await limit(request, reply);
    } catch (error) {
      request.log.warn({ err: error }, 'a shed request could not be counted against its limit');
      return true;
    }
  };
  /** Answers a shed request with a 503; counted first: past its limit the sender gets the
   *  limiter's 429 (sent by it) instead. */
  const shed = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await countedAgainstLimit(request, reply))) return;
    metrics.overloaded.inc({ reason: 'event_loop' });
    const body = problem(
      config.siteUrl,
      'OVERLOADED',
      `The service is overloaded; retry in ${SHED_RETRY_AFTER_SECONDS} s.`,
    );
    sendProblem(reply.header('retry-after', SHED_RETRY_AFTER_SECONDS), body);
  };
  // A callback, not a promise, on every request (docs/performance.md#the-cached-path); a shed
  // request is answered by shed() and goes no further.
  app.addHook('onRequest', (request, reply, done) => {
    if (monitor.delayMs <= config.shedEventLoopDelayMs) return done();
    if (ALWAYS_ANSWERED_PATHS.has(itemAt(request.url.split('?'), 0))) return done();
    shed(request, reply).catch(done);
  });
}
