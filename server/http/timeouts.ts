// The time limits of a request (docs/operations.md#slow-requests): its headers, its body and the
// whole of it, against clients that hold a connection by sending slowly. Node.js checks its own
// limits only every connectionsCheckingInterval (30 s by default), so a 30 s limit used to act
// anywhere from 30 s to 60 s; it checks every second here.
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { BODY_LIMIT_BYTES } from './json-body.js';

/** The request line and headers must arrive within this time of the connection's first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request must arrive within this time (the body's own limit below is usually shorter). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node.js looks for requests past their limits: a limit acts up to this late. */
const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;
/** A body always has at least this long to arrive, however short. */
export const BODY_TIMEOUT_FLOOR_MS = 5_000;
/** Beyond the floor, a body must arrive at this rate at least: 32 KiB, the largest, in 8 s. */
const BODY_MIN_BYTES_PER_SECOND = 4_096;

/** A connection with an answer waiting to be sent on which nothing has moved for this long (no byte
 *  read from the client, no byte of the answer taken by it) is closed. Node.js checks this on a
 *  timer of this period and lets a check pass when the answer moved since the one before, so a
 *  stalled answer is cut 20 s to 40 s after it stopped moving. An answer still being made (a
 *  market-data call) is not cut; the headers and the body have shorter limits of their own, and
 *  between requests an idle keep-alive connection closes at Fastify's keepAliveTimeout (72 s),
 *  which Node.js sets in this one's place. */
export const STALLED_ANSWER_TIMEOUT_MS = 20_000;

/** Options of node:http's createServer: the header and request limits, checked every second. */
export const SERVER_TIME_LIMITS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECK_INTERVAL_MS,
};

/** How long a body of `declaredBytes` (Content-Length; the body limit when it is chunked) may take. */
export function bodyDeadlineMs(declaredBytes: number | undefined): number {
  const bytes = Math.min(declaredBytes ?? BODY_LIMIT_BYTES, BODY_LIMIT_BYTES);
  return Math.max(BODY_TIMEOUT_FLOOR_MS, Math.ceil((bytes / BODY_MIN_BYTES_PER_SECOND) * 1_000));
}

/** The bytes a request declares it will send: undefined for a chunked body, 0 for none. */
function declaredBodyBytes(request: IncomingMessage): number | undefined {
  if (request.headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length : 0;
}

/** Cuts every request whose body has not arrived within bodyDeadlineMs of its headers: `cut`
 *  answers on the socket (a 408 problem) and closes it. A body larger than the body limit is
 *  refused (413) before it is read, which ends the wait too. */
export function enforceBodyDeadline(server: Server, cut: (request: IncomingMessage) => void): void {
  // Before the app's own listener, which may answer the request at once.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const declared = declaredBodyBytes(request);
    if (declared === 0) return;
    const timer = setTimeout(() => {
      if (!request.complete && !response.headersSent) cut(request);
    }, bodyDeadlineMs(declared));
    timer.unref();
    // Cleared when the answer is done (or the connection gone), one listener per request: a timer
    // left after its body arrived does nothing (it checks request.complete), so the body's own end
    // need not clear it (docs/performance.md#the-cached-path).
    response.once('close', () => clearTimeout(timer));
  });
}

/** Hands `close` every connection of `server` on which nothing has moved for
 *  STALLED_ANSWER_TIMEOUT_MS, and every keep-alive connection idle for its timeout: `close`
 *  decides, and destroys the ones to close (Node.js destroys a connection that times out only
 *  while nobody listens for it). Without it, a connection whose client never read its answer
 *  stayed open for good, its request under way (docs/operations.md#answers-the-client-stops-taking). */
export function closeStillConnections(server: Server, close: (socket: Socket) => void): void {
  server.setTimeout(STALLED_ANSWER_TIMEOUT_MS, close);
}
