// Request ids (docs/operations.md#request-ids): every request has one, logged with each of its
// log lines and sent back on its answer as X-Request-Id, so a user can quote it. A client's own
// X-Request-Id is used only when it is short and plain; any other gets a fresh id. Found by a
// hostile review: the header had no bound and is logged twice per request, so one connection
// grew the log by 95 MB in 5 s.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** A client's id is kept when it is 1 to 128 of these characters: enough for a UUID, a ULID, a
 *  `req_...` id or a proxy's trace id, and nothing that could break a log line or a terminal. */
const USABLE_CLIENT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Fastify's genReqId (with requestIdHeader off, it is asked for every request): the client's
 *  X-Request-Id when usable, else a fresh UUID. */
function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && USABLE_CLIENT_ID.test(sent) ? sent : randomUUID();
}

/** The options of Fastify() that name requests. */
export const REQUEST_ID_OPTIONS = { requestIdHeader: false, genReqId: requestIdOf } as const;

/** The header that carries a request's id on its answer. */
export function requestIdHeader(request: { id: string }): Record<string, string> {
  return { [REQUEST_ID_HEADER]: request.id };
}

/** Every answer carries its request's id. Registered first, so that the hooks that answer early
 *  (shutdown, shedding, preflights) answer with it too. Like every hook that runs on each request,
 *  it takes a callback rather than returning a promise (docs/performance.md#the-cached-path). */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
