// Request limits per client address (SPEC 8, DESIGN 8): 30 uncached requests a minute on the JSON
// API, 60 a minute on the tool server. Counted by hand (createRateLimit) so that a request answered
// from the cache is neither counted nor limited. A 429 is a problem with Retry-After and the
// RateLimit-* headers.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { problem, PROBLEM_CONTENT_TYPE } from './problems.js';

export const RATE_WINDOW_MS = 60_000;

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface Limiters {
  /** Counts one uncached JSON API request; false when it was answered with a 429. */
  api: Limiter;
  /** Counts one tool-server request; false when it was answered with a 429. */
  mcp: Limiter;
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<Limiters> {
  await app.register(rateLimit, { global: false, timeWindow: RATE_WINDOW_MS });
  const make = (max: number): Limiter => {
    const check = app.createRateLimit({ max, timeWindow: RATE_WINDOW_MS });
    return async (request, reply) => {
      const limit = await check(request);
      if (limit.isAllowed) return true;
      const resetSeconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      reply.header('ratelimit-limit', limit.max)
        .header('ratelimit-remaining', Math.max(0, limit.remaining))
        .header('ratelimit-reset', resetSeconds);
      if (!limit.isExceeded) return true;
      const body = problem(config.siteUrl, 'RATE_LIMITED', `More than ${limit.max} requests a minute from this address; retry in ${resetSeconds} s.`);
      reply.code(429).header('retry-after', resetSeconds).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
      return false;
    };
  };
  return { api: make(config.apiRequestsPerMinute), mcp: make(config.mcpRequestsPerMinute) };
}
