// What the JSON API's computing routes (POST/GET /v1/project, POST /v1/solve) share: one request
// answered through the projection service (cache first, then the rate limit, then the engine),
// and the answers they document alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../core/pipeline.js';
import { sendCacheable } from '../http/http-caching.js';
import { JSON_BODY_OPTIONS, JSON_MEDIA_TYPE, jsonBodyParser } from '../http/json-body.js';
import { problemResponse, SHUTTING_DOWN_NOTE } from '../http/openapi.js';
import type { Limiter } from '../http/rate-limits.js';
import { sendProblem } from '../http/send-problem.js';
import {
  type Answer,
  OVERLOADED_RETRY_AFTER_SECONDS,
  type Projections,
  type RequestOutcome,
} from '../service/projections.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer to a body whose exact text was answered before, found instead of parsing it. */
    seenAnswer?: Answer;
  }
}

/** The exact request a posted body makes, by which the service remembers its answer: the method,
 *  the route and the body's text (undefined when the body was not JSON text). */
export function postedText(request: FastifyRequest, bodyText = request.bodyText): string | undefined {
  return bodyText === undefined ? undefined : `${request.method} ${request.routeOptions.url} ${bodyText}`;
}

/** For the computing routes registered in `scope`: a body whose exact text was answered before is
 *  answered from the cache without being parsed (a JSON text that was valid stays valid); any other
 *  is parsed as everywhere (server/http/json-body.ts). Parsing was a tenth of a cached answer's
 *  cost (docs/performance.md#the-cached-path). */
export function answerSeenBodies(scope: FastifyInstance, projections: Projections): void {
  const parse = jsonBodyParser(scope);
  scope.decorateRequest('seenAnswer', undefined);
  scope.removeContentTypeParser(JSON_MEDIA_TYPE);
  scope.addContentTypeParser(JSON_MEDIA_TYPE, JSON_BODY_OPTIONS, (request, text: string, done) => {
    const key = postedText(request, text);
    const seen = key === undefined ? undefined : projections.answerForText(key);
    if (seen === undefined) return parse(request, text, done);
    request.bodyText = text;
    request.seenAnswer = seen;
    done(null, undefined);
  });
}

/** Answers one request: the cached or computed body, a problem, or the limiter's 429. A request
 *  text seen before is answered at once, without a promise (docs/performance.md#the-cached-path). */
export function respond(
  projections: Projections,
  limit: Limiter,
  operation: Operation,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  text: string | undefined,
): FastifyReply | Promise<FastifyReply> {
  const seen = request.seenAnswer ?? (text === undefined ? undefined : projections.answerForText(text));
  if (seen !== undefined) return send(request, reply, seen);
  const admit = () => limit(request, reply);
  return projections
    .request(body, { text, admit, via: 'http', operation })
    .then((outcome) => send(request, reply, outcome));
}

/** Sends what the service gave: the body, a problem, or nothing when the limiter has answered 429. */
function send(request: FastifyRequest, reply: FastifyReply, outcome: RequestOutcome): FastifyReply {
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
