// Request limits per client address (docs/api.md#rate-limits): 30 uncached requests a minute on the
// JSON API, 60 a minute on the tool server. Counted by hand (createRateLimit) so that a request
// answered from the cache is neither counted nor limited. A 429 is a problem with Retry-After and
// the RateLimit-* headers.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../config.js';
import type { Metrics } from './metrics.js';
import { sendProblem } from './send-problem.js';

const RATE_WINDOW_MS = 60_000;
/** A Redis fault is logged at most this often; requests are served meanwhile, uncounted. */
const REDIS_FAULT_LOG_INTERVAL_MS = 30_000;
const REDIS_CONNECT_TIMEOUT_MS = 500;
const REDIS_RECONNECT_MAX_DELAY_MS = 2_000;

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The outcome of counting one request without answering it. */
export type Charge = { allowed: true } | { allowed: false; max: number; retryAfterSeconds: number };

export interface Limiters {
  /** Counts one uncached JSON API request; false when it was answered with a 429. */
  api: Limiter;
  /** Counts one tool-server request; false when it was answered with a 429. */
  mcp: Limiter;
  /** Counts one uncached projection against the JSON API's budget without answering: the MCP
   *  tools' projections share it (docs/api.md#rate-limits). */
  chargeApi: (request: FastifyRequest) => Promise<Charge>;
}

/** A Redis connection for counters shared by several instances
 *  (docs/operations.md#several-instances). Commands fail at once while it is down (no offline
 *  queue), so a request never waits on it; it reconnects by itself. */
function sharedStore(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RECONNECT_MAX_DELAY_MS),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < REDIS_FAULT_LOG_INTERVAL_MS) return;
    lastLogged = now;
    app.log.warn({ err: error.message }, 'rate-limit store unreachable: requests are served without counting');
  });
  redis.on('ready', () => {
    if (lastLogged > 0) app.log.info('rate-limit store reachable again: counting resumes');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/** One counter per client address, in a Redis namespace of its own. Each limiter registers the
 *  plugin in a context of its own: limiters made by one registration share their Redis keys (the
 *  plugin names keys by route, and these are no route's), so over Redis every tool-server request
 *  used to count against the JSON API's budget too (found by test/process/cluster.test.ts). */
async function counter(app: FastifyInstance, redis: Redis | undefined, name: string, max: number): Promise<RateCheck> {
  let check: RateCheck | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      timeWindow: RATE_WINDOW_MS,
      ...(redis ? { redis, nameSpace: `530a-rate-limit-${name}-` } : {}),
      skipOnError: true, // a store fault must not refuse or fail requests
    });
    check = scope.createRateLimit({ max, timeWindow: RATE_WINDOW_MS });
  });
  return check!;
}

export async function registerRateLimits(app: FastifyInstance, config: Config, metrics: Metrics): Promise<Limiters> {
  const redis = config.rateLimitRedisUrl ? sharedStore(app, config.rateLimitRedisUrl) : undefined;
  const checks = {
    api: await counter(app, redis, 'api', config.apiRequestsPerMinute),
    mcp: await counter(app, redis, 'mcp', config.mcpRequestsPerMinute),
  };
  const make = (name: 'api' | 'mcp'): Limiter => {
    const check = checks[name];
    return async (request, reply) => {
      const limit = await check(request);
      if (limit.isAllowed) return true;
      const resetSeconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      reply
        .header('ratelimit-limit', limit.max)
        .header('ratelimit-remaining', Math.max(0, limit.remaining))
        .header('ratelimit-reset', resetSeconds);
      if (!limit.isExceeded) return true;
      metrics.rateLimited.inc({ limit: name });
      const body = problem(
        config.siteUrl,
        'RATE_LIMITED',
        `More than ${limit.max} requests a minute from this address; retry in ${resetSeconds} s.`,
      );
      sendProblem(reply.header('retry-after', resetSeconds), body);
      return false;
    };
  };
  const chargeApi = async (request: FastifyRequest): Promise<Charge> => {
    const limit = await checks.api(request);
    if (limit.isAllowed || !limit.isExceeded) return { allowed: true };
    metrics.rateLimited.inc({ limit: 'api' });
    return { allowed: false, max: limit.max, retryAfterSeconds: Math.max(1, Math.ceil(limit.ttl / 1000)) };
  };
  return { api: make('api'), mcp: make('mcp'), chargeApi };
}
