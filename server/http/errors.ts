// Every answer that is not 2xx is a problem (docs/api.md#errors): errors raised before a handler
// ran, URLs the router cannot decode, unknown paths (404) and known paths with another method (405,
// with Allow). No stack traces, and no 500 for anything a client sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { itemAt } from '../../core/common/checked.js';
import { type Problem, type ProblemCode, problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { BODY_LIMIT_BYTES } from './json-body.js';
import type { Limiter, LimiterOf } from './rate-limits.js';
import { sendProblem } from './send-problem.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** The problem code for an error Fastify raised before a handler ran. */
function codeForError(error: FastifyError): ProblemCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'INVALID_JSON':
      return 'INVALID_JSON';
  }
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 400) return 'INVALID_JSON'; // the JSON parser's syntax and prototype-key errors
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  // A path outside a static root (403) names no file of ours: nothing is served there.
  if (error.statusCode === 403 || error.statusCode === 404) return 'NOT_FOUND';
  // Any other client error a plugin raises is the client's, never a 500.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}

/** Errors the router raises before any route or hook (Fastify's frameworkErrors): a URL that is
 *  not valid percent-encoded UTF-8 (400), a path parameter over its length limit (no page has such
 *  an id: 404). */
export function frameworkErrorProblem(error: FastifyError, siteUrl: string): Problem {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return problem(siteUrl, 'NOT_FOUND', 'Nothing is served at this path.');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return problem(siteUrl, 'BAD_REQUEST', 'The URL is not valid percent-encoded UTF-8.');
  }
  return problem(siteUrl, 'BAD_REQUEST', 'The request could not be routed.');
}

/** The most of a client's Content-Type a problem repeats: more than any real media type needs. */
const MEDIA_TYPE_SHOWN = 100;

/** A 413's words: the limit, and the body's size when it is known (`bytes`: undefined, or not a
 *  whole number above the limit, leaves it out). The batch's lines say the same (server/batch/line-body.ts). */
export function tooLargeWords(limit: number, bytes: number | undefined): string {
  const size =
    bytes !== undefined && Number.isSafeInteger(bytes) && bytes > limit
      ? `${bytes.toLocaleString('en-US')} bytes, `
      : '';
  return (
    `The body is ${size}over the limit of ${limit.toLocaleString('en-US')} bytes (${limit / 1024} KiB); ` +
    'a full scenario is about 2 KiB.'
  );
}

/** A 413's detail: the route's limit, and the body's size when the client said it (Content-Length;
 *  a chunked body is refused as it passes the limit, before its size is known). */
function tooLargeDetail(request: FastifyRequest): string {
  return tooLargeWords(request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES, Number(request.headers['content-length']));
}

/** A 415's detail: the Content-Type received (printable characters, cut to MEDIA_TYPE_SHOWN), and the one accepted. */
function mediaTypeDetail(request: FastifyRequest): string {
  const received = (request.headers['content-type'] ?? '').replace(/[^\x20-\x7e]/g, '').trim();
  if (received === '') return 'The body was sent without a Content-Type; send it as application/json.';
  const shown = received.length > MEDIA_TYPE_SHOWN ? `${received.slice(0, MEDIA_TYPE_SHOWN)}...` : received;
  return `The body was sent as ${JSON.stringify(shown)}; send it as application/json.`;
}

/** The problem an error raised before a handler ran stands for (logged when it is the service's). */
export function problemForError(error: FastifyError, request: FastifyRequest, siteUrl: string): Problem {
  const code = codeForError(error);
  if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'request failed');
  if (code === 'INTERNAL_ERROR') return problem(siteUrl, code, 'The service failed to answer; the error was logged.');
  if (code === 'NOT_FOUND') return problem(siteUrl, code, `Nothing is served at ${pathOf(request.url)}.`);
  if (code === 'PAYLOAD_TOO_LARGE') return problem(siteUrl, code, tooLargeDetail(request));
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return problem(siteUrl, code, mediaTypeDetail(request));
  return problem(siteUrl, code, error.message);
}

/** The path of a request URL, without its query. */
function pathOf(url: string): string {
  return itemAt(url.split('?'), 0);
}

/** Problems of a body refused before its route's handler ran: counted against the route's rate
 *  limit like any invalid request (docs/api.md#rate-limits). Uncounted, they were free: a 32 KiB
 *  body that fails at its end is read and parsed twice, three times the cost of a cached answer. */
const REFUSED_BODY_CODES: ReadonlySet<ProblemCode> = new Set([
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
]);

/** Counts a request whose body was refused against its route's limit: false when the limiter
 *  refused it and has answered (the 429), or dropped it (no client address). */
export async function countRefusedBody(
  problem: Problem,
  limit: Limiter | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (limit === undefined || !REFUSED_BODY_CODES.has(problem.code)) return true;
  return limit(request, reply);
}

export function registerErrorAnswers(app: FastifyInstance, config: Config, limiterOf: LimiterOf): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const body = problemForError(error, request, config.siteUrl);
    if (!(await countRefusedBody(body, limiterOf(request), request, reply))) return reply;
    return sendProblem(reply, body);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = pathOf(request.url);
    const allowed = METHODS.filter((method) => app.hasRoute({ method, url }));
    if (allowed.length > 0) {
      const body = problem(
        config.siteUrl,
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed on ${url}; use ${allowed.join(', ')}.`,
      );
      return sendProblem(reply.header('allow', allowed.join(', ')), body);
    }
    const body = problem(config.siteUrl, 'NOT_FOUND', `Nothing is served at ${url}.`);
    return sendProblem(reply, body);
  });
}
