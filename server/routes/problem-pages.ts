// GET /problems/<slug>: the page each problem's `type` URI names (RFC 9457 3.1.1), so a client
// that follows it learns what the code means.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../core/common/html.js';
import { PROBLEMS, type ProblemCode, problemSlug } from '../../core/schemas/problems.js';
import { CACHE_CONTROL } from '../http/http-caching.js';

const MEANINGS: Record<ProblemCode, string> = {
  VALIDATION_ERROR:
    'The body is JSON but not a valid scenario. Every problem is listed in errors, each with a JSON Pointer into the request and a message.',
  INVALID_JSON: 'The body could not be read as JSON, or it uses a __proto__ or constructor key.',
  BAD_REQUEST:
    'The request could not be read: it is not HTTP, its URL is not valid percent-encoded UTF-8, ' +
    'or it is an OPTIONS request that is not a CORS preflight.',
  RESULT_OUT_OF_RANGE:
    'An amount of the projection would exceed 2^53 - 1 cents, beyond which cents cannot be exact. Lower the amounts, the return or the horizon.',
  COMPUTE_BUDGET_EXCEEDED:
    'The after-tax figures need more returns computed in exact integers (incomes or withdrawals of about $300 million a year and more, or rates of many decimals) than the compute budget of one request allows. The detail says what to lower: the deposits, the other incomes, the plan or conversion years, or mcPaths.',
  NOT_FOUND: 'Nothing is served at this path.',
  METHOD_NOT_ALLOWED: 'The path exists but not for this method; the Allow header lists the methods it takes.',
  NOT_ACCEPTABLE:
    'The Accept header allows no media type the resource is served in (the tool server answers application/json, or text/event-stream to a client that accepts only that).',
  REQUEST_TIMEOUT:
    'The request was not received in time: its headers within 10 s, its body at 4 KiB a second ' +
    '(at least 5 s), the whole within 30 s. The connection is closed.',
  PAYLOAD_TOO_LARGE: 'The body is over 32 KiB; a full scenario is about 2 KiB.',
  UNSUPPORTED_MEDIA_TYPE: 'Bodies must be sent as application/json.',
  RATE_LIMITED:
    'Too many requests from this address in a minute. Retry-After says when to try again; answers from the cache are never limited.',
  HEADERS_TOO_LARGE:
    "The request line and headers exceed the server's limit (16 KiB by default); " + 'the connection is closed.',
  FORBIDDEN: 'The request came from an origin the tool server does not accept (protection against DNS rebinding).',
  INTERNAL_ERROR: 'The service failed to answer. The error was logged; retrying later may help.',
  OVERLOADED: 'Every engine is busy and the queue of waiting requests is full. Retry-After says when to try again.',
  SHUTTING_DOWN:
    'This instance is stopping and takes no new requests. Retry: behind a load balancer ' + 'another instance answers.',
  MARKET_DATA_UNAVAILABLE: 'No market data could be had from the upstream source. Retry-After says when to try again.',
  BAD_GATEWAY: 'The proxy in front of the service got no valid answer from an instance. Retry shortly.',
  NO_INSTANCE:
    'The proxy in front of the service has no instance in rotation, or none freed up in time. Retry shortly.',
  GATEWAY_TIMEOUT: 'The proxy in front of the service got no answer from an instance within 30 s. Retry shortly.',
};

export async function problemPageRoutes(app: FastifyInstance): Promise<void> {
  for (const code of Object.keys(PROBLEMS) as ProblemCode[]) {
    const { status, title } = PROBLEMS[code];
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><h1>${escapeHtml(title)}</h1><p>Code <code>${code}</code>, HTTP status ${status}.</p>` +
      `<p>${escapeHtml(MEANINGS[code])}</p><p><a href="/docs">API reference</a></p></body></html>`;
    app.get(`/problems/${problemSlug(code)}`, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', CACHE_CONTROL).send(html),
    );
  }
}
