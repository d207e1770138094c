// Browser-facing protections (issue: reliability and security): CORS open for the read-only JSON
// API (any origin, no credentials), and security headers on every HTML page that does not set its
// own stricter ones (the calculator sets a policy for its wasm; /docs sets Swagger UI's).
import type { FastifyInstance } from 'fastify';
import { problem } from '../../core/schemas/problems.js';
import type { Config } from '../settings/config.js';
import { sendProblem } from './send-problem.js';

/** For pages with no script of their own (knowledge pages, problem pages). */
const DEFAULT_HTML_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const CORS_MAX_AGE_SECONDS = 86_400;

/** What every answer carries even when no hook runs (answers written before routing): browsers
 *  may read it, and must not sniff it. */
export const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'access-control-allow-origin': '*',
};

/** CORS (docs/operations.md#what-is-protected-and-how): any origin, no credentials, so the headers
 *  never depend on the request; written here as constants rather than by @fastify/cors, which copied
 *  its options and joined the exposed headers on every request (docs/performance.md#the-cached-path). */
const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  // What a browser script may read of an answer.
  'access-control-expose-headers': [
    'etag',
    'retry-after',
    'ratelimit-limit',
    'ratelimit-remaining',
    'ratelimit-reset',
    'x-request-id',
  ].join(', '),
};

/** A preflight's answer, beside CORS_HEADERS: the methods, the request headers browser clients send
 *  (MCP clients of both eras add mcp-protocol-version, those of 2026-07-28 mcp-method and mcp-name
 *  too: docs/api.md#mcp-tool-server), cached a day; no body. */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-methods': 'GET, HEAD, POST',
  'access-control-allow-headers': [
    'content-type',
    'if-none-match',
    'accept',
    'mcp-protocol-version',
    'mcp-method',
    'mcp-name',
  ].join(', '),
  'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  'content-length': '0',
};

const PREFLIGHT_STATUS = 204;

export function registerSecurity(app: FastifyInstance, config: Config): void {
  // Every answer carries the CORS headers; OPTIONS is answered as a CORS preflight only, here,
  // before any later hook: without Origin and Access-Control-Request-Method it is refused with a
  // problem (without CORS headers).
  // Hooks that run on every request take callbacks, not promises (docs/performance.md#the-cached-path).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') {
      reply.headers(CORS_HEADERS);
      return done();
    }
    if (request.headers.origin && request.headers['access-control-request-method']) {
      reply.headers(CORS_HEADERS).headers(PREFLIGHT_HEADERS).code(PREFLIGHT_STATUS).send();
      return;
    }
    const body = problem(
      config.siteUrl,
      'BAD_REQUEST',
      'OPTIONS is answered as a CORS preflight only: send Origin and Access-Control-Request-Method.',
    );
    sendProblem(reply, body);
  });
  // So that the router accepts OPTIONS on every path: the hook above answers it.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.send());
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_HTML_CSP);
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'no-referrer');
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    }
    done(null, payload);
  });
}
