// Browser-facing protections (issue: reliability and security): CORS open for the read-only JSON
// API (any origin, no credentials), and security headers on every HTML page that does not set its
// own stricter ones (the calculator sets a policy for its wasm; /docs sets Swagger UI's).
import cors from '@fastify/cors';
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

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // OPTIONS is answered as a CORS preflight only; without Origin and Access-Control-Request-Method
  // it is refused with a problem (the CORS plugin would answer plain text).
  // Hooks that run on every request take callbacks, not promises (docs/performance.md#the-cached-path).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    if (request.headers.origin && request.headers['access-control-request-method']) return done();
    const body = problem(
      config.siteUrl,
      'BAD_REQUEST',
      'OPTIONS is answered as a CORS preflight only: send Origin and Access-Control-Request-Method.',
    );
    sendProblem(reply, body);
  });
  await app.register(cors, {
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD', 'POST'],
    // What browser clients send: MCP clients of both eras add mcp-protocol-version, those of
    // 2026-07-28 mcp-method and mcp-name too (docs/api.md#mcp-tool-server).
    allowedHeaders: ['content-type', 'if-none-match', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name'],
    exposedHeaders: [
      'etag',
      'retry-after',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'x-request-id',
    ],
    maxAge: CORS_MAX_AGE_SECONDS,
  });
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
