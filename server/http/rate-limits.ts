// Request limits per client address (docs/api.md#rate-limits): 30 uncached requests a minute on the
// JSON API, 60 a minute on the tool server. Counted by hand (createRateLimit) so that a request
// answered from the cache is neither counted nor limited. A 429 is a problem with Retry-After and
// the RateLimit-* headers. A request whose client address cannot be read is dropped, never served
// uncounted; only the shared store's own faults serve a request uncounted
// (docs/operations.md#connections-reset-before-they-are-accepted).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { clientAddress, rateLimitKey } from './client-address.js';
import type { Metrics } from './metrics.js';
import { type RateLimitStore, sharedStore } from './rate-limit-store.js';
import { sendProblem } from './send-problem.js';

const RATE_WINDOW_MS = 60_000;
const RATE_WINDOW_S = RATE_WINDOW_MS / 1000;
/** The count of a request whose client address cannot be read. */
const GONE = Symbol('client gone');

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** The limiter a request's route counts it against, if any (known once the limiters exist). */
export type LimiterOf = (request: FastifyRequest) => Limiter | undefined;

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

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/** One counter per client address, in a Redis namespace of its own. Each limiter registers the
 *  plugin in a context of its own: limiters made by one registration share their Redis keys (the
 *  plugin names keys by route, and these are no route's), so over Redis every tool-server request
 *  used to count against the JSON API's budget too (found by test/process/cluster.test.ts). */
async function counter(
  app: FastifyInstance,
  store: RateLimitStore | undefined,
  name: string,
  max: number,
): Promise<RateCheck> {
  let check: RateCheck | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      timeWindow: RATE_WINDOW_MS,
      ...(store ? { redis: store.redis, nameSpace: `530a-rate-limit-${name}-` } : {}),
      // Never throws (the plugin's own threw on a request without an address), so what the check
      // throws is the store's.
      keyGenerator: (request: FastifyRequest) => rateLimitKey(clientAddress(request)),
      // A store fault reaches counted() below, which serves the request uncounted and says so.
      skipOnError: false,
    });
    check = scope.createRateLimit({ max, timeWindow: RATE_WINDOW_MS });
  });
  return check!;
}

export async function registerRateLimits(app: FastifyInstance, config: Config, metrics: Metrics): Promise<Limiters> {
  const store = config.rateLimitRedisUrl ? sharedStore(app, config.rateLimitRedisUrl, metrics) : undefined;
  const checks = {
    api: await counter(app, store, 'api', config.apiRequestsPerMinute),
    mcp: await counter(app, store, 'mcp', config.mcpRequestsPerMinute),
  };
  /** The count of one request; undefined when the shared store failed it: served uncounted; GONE
   *  when its client address cannot be read: its connection is closed, and nothing is served. */
  const counted = async (name: 'api' | 'mcp', request: FastifyRequest) => {
    if (clientAddress(request) === undefined) {
      request.raw.socket.destroy();
      return GONE;
    }
    try {
      return await checks[name](request);
    } catch (error) {
      if (store === undefined) throw error; // the in-memory store cannot fail: a bug, not a fault
      store.failed(error);
      return undefined;
    }
  };
  const make = (name: 'api' | 'mcp'): Limiter => {
    return async (request, reply) => {
      const limit = await counted(name, request);
      if (limit === GONE) {
        reply.hijack(); // nobody to answer: Fastify writes nothing
        return false;
      }
      if (limit === undefined || limit.isAllowed) return true;
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
    const limit = await counted('api', request);
    // Nobody reads this refusal: the connection is closed.
    if (limit === GONE) return { allowed: false, max: config.apiRequestsPerMinute, retryAfterSeconds: RATE_WINDOW_S };
    if (limit === undefined || limit.isAllowed || !limit.isExceeded) return { allowed: true };
    metrics.rateLimited.inc({ limit: 'api' });
    return { allowed: false, max: limit.max, retryAfterSeconds: Math.max(1, Math.ceil(limit.ttl / 1000)) };
  };
  return { api: make('api'), mcp: make('mcp'), chargeApi };
}
