// What the JSON API's computing routes (POST/GET /v1/project, POST /v1/solve) share: one request
// answered through the projection service (cache first, then the rate limit, then the engine),
// and the answers they document alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../core/pipeline.js';
import { sendCacheable } from '../http/http-caching.js';
import { problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import type { Limiter } from '../http/rate-limits.js';
import { sendProblem } from '../http/send-problem.js';
import { OVERLOADED_RETRY_AFTER_SECONDS, type Projections } from '../service/projections.js';

/** Answers one request: the cached or computed body, a problem, or the limiter's 429. */
export async function respond(
  projections: Projections,
  limit: Limiter,
  operation: Operation,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  text: string | undefined,
) {
  const admit = () => limit(request, reply);
  const outcome = await projections.request(body, { text, admit, via: 'http', operation });
  if (outcome.ok) return sendCacheable(request, reply, outcome.response.body, outcome.response.etag);
  if ('refused' in outcome) return reply; // the limiter has answered 429
  if (outcome.problem.code === 'OVERLOADED') reply.header('retry-after', OVERLOADED_RETRY_AFTER_SECONDS);
  return sendProblem(reply, outcome.problem);
}

/** What a POST with a JSON body may get besides its answer and its 400. */
export const POSTED_BODY_RESPONSES = {
  413: problemResponse('PAYLOAD_TOO_LARGE: body over 32 KiB'),
  415: problemResponse('UNSUPPORTED_MEDIA_TYPE: body not application/json'),
} as const;

export const NOT_MODIFIED = { description: 'not modified (GET with a matching If-None-Match)', type: 'null' };
const RATE_LIMITED = problemResponse(
  'RATE_LIMITED: more than 30 uncached requests a minute from this address; see Retry-After',
);
const INTERNAL_ERROR = problemResponse(
  'INTERNAL_ERROR: the engine failed; it is replaced and the next request is answered',
);
const OVERLOADED = problemResponse(
  `OVERLOADED: every engine is busy, or the service is lagging; ${SHUTTING_DOWN_NOTE}. See Retry-After`,
);

/** What a request that may run the engine can get besides its answer: the limit, a fault, a
 *  refusal under load. */
export const COMPUTED_RESPONSES = { 429: RATE_LIMITED, 500: INTERNAL_ERROR, 503: OVERLOADED } as const;
