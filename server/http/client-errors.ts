// Answers the HTTP layer gives before a request reaches Fastify (docs/api.md#errors): request
// headers over Node.js's limit (431), headers or a request not received in full in time (408,
// timeouts.ts), bytes that are not HTTP (400); and a body that arrives too slowly (408). They are problems like every other error, written straight
// to the socket (no route, no hook runs), with the headers a browser needs to read them.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE, type ProblemCode, problem } from '../../core/schemas/problems.js';
import { BARE_ANSWER_HEADERS } from './security.js';

/** The problem code of a client error Node.js's HTTP parser raised. */
function clientErrorCode(error: { code?: string }): ProblemCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'BAD_REQUEST';
}

const DETAILS: Partial<Record<ProblemCode, string>> = {
  REQUEST_TIMEOUT: 'The request was not received in full in time; the connection is closed.',
  HEADERS_TOO_LARGE: "The request line and headers exceed the server's limit; the connection is closed.",
  BAD_REQUEST: 'The request could not be read as HTTP/1.1; the connection is closed.',
};

/** The raw HTTP answer to a client error: a problem, then the connection closes. */
function clientErrorResponse(siteUrl: string, code: ProblemCode): string {
  const answer = problem(siteUrl, code, DETAILS[code] ?? 'The request could not be read.');
  const body = JSON.stringify(answer);
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    `content-type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(BARE_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers `code` as a problem on the raw socket, when it can still take one, and closes it. */
export function answerAndClose(socket: Socket, siteUrl: string, code: ProblemCode, error?: Error): void {
  if (socket.writable) socket.write(clientErrorResponse(siteUrl, code));
  socket.destroy(error);
}

/** Fastify's clientErrorHandler: answers with a problem when the socket can still take one. */
export function clientErrorHandler(siteUrl: string, onAnswer?: (code: ProblemCode) => void) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = clientErrorCode(error);
    onAnswer?.(code);
    answerAndClose(socket, siteUrl, code, error);
  };
}
