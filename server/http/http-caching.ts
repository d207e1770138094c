// HTTP caching of pure responses (docs/api.md#caching): a strong ETag from the bytes, a day of
// public caching, and 304 for a matching If-None-Match on GET and HEAD.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CACHE_CONTROL = 'public, max-age=86400';

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this ETag (or is "*"). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** Sends a cacheable JSON body, or 304 when the client already holds it. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string, etag: string): FastifyReply {
  return sendCacheableAs(request, reply, body, etag, 'application/json; charset=utf-8');
}

/** Sends a cacheable body of any type, or 304 when the client already holds it. */
export function sendCacheableAs(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag: string,
  type: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}
