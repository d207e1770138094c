// Plain node:http requests for the reliability tests: exact bytes out (any body, any or no
// content type, invalid UTF-8), a keep-alive agent chosen by the caller (one per source address
// for the load test), a hard per-request time limit, and the latency of each answer.
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { itemAt } from '../../core/common/checked.js';
import { HANG_LIMIT_MS } from './hang-limit.js';

export interface RawRequest {
  method?: string;
  /** Path and query, already percent-encoded (node:http refuses other characters). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Source address of the connection (any 127.x.y.z reaches a loopback server on Linux). */
  localAddress?: string;
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending the request to the end of the answer. */
  ms: number;
}

/** A request that has no answer in this time is taken as hung: the suite's safety net against a
 *  real hang, never a latency bound (a loaded 2-core machine may hold a request for many seconds;
 *  latency is measured by `npm run bench`). A test that expects no answer gives its own limit. */
const DEFAULT_TIMEOUT_MS = HANG_LIMIT_MS;

/** A keep-alive agent: `sockets` connections at most, reused between requests. */
export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

/** Sends one request and reads the whole answer; rejects on a network error or after the time limit. */
export function rawRequest(baseUrl: string, agent: Agent | false, options: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const body =
    options.body === undefined
      ? undefined
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(options.body, 'utf8');
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-length'] = String(body.length);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers,
        agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
        res.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/** Runs task(0..count-1) with at most `concurrency` running at once. */
export async function runBounded(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
}

/** The value at quantile q (0..1) of ascending numbers, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return itemAt(sorted, Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1)));
}

/** Why a text may not be sent to a client: a stack frame or an absolute path of this machine. */
export function leakIn(text: string): string | undefined {
  if (/^ {4}at /m.test(text)) return 'a stack frame ("    at ")';
  if (/\bat \S+ \(?[^)\s]*:\d+:\d+\)?/.test(text)) return 'a stack frame (file:line:column)';
  const paths = [process.cwd(), '/work/', '/home/', '/root/', '/usr/lib', '/tmp/', 'file:///', 'node_modules'];
  for (const path of paths) if (text.includes(path)) return `an absolute path (${path})`;
  return undefined;
}

/** Why an answer is not an RFC 9457 problem of one of `statuses`; undefined when it is. */
export function problemViolation(
  answer: { status: number; headers: IncomingHttpHeaders; text: string },
  statuses: readonly number[],
): string | undefined {
  if (!statuses.includes(answer.status)) return `status ${answer.status}, expected one of ${statuses.join(', ')}`;
  const type = String(answer.headers['content-type'] ?? '');
  if (!/^application\/problem\+json(;|$)/.test(type)) return `content-type "${type}"`;
  const leak = leakIn(answer.text);
  if (leak) return `the body holds ${leak}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  if (typeof body.type !== 'string' || !URL.canParse(body.type)) return 'type is not a URI';
  if (typeof body.title !== 'string' || body.title === '') return 'title is not a non-empty string';
  if (body.status !== answer.status)
    return `status field ${String(body.status)} differs from the HTTP status ${answer.status}`;
  if (typeof body.detail !== 'string') return 'detail is not a string';
  if (typeof body.code !== 'string' || body.code === '') return 'code is not a non-empty string';
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return 'errors is not an array';
    for (const error of body.errors as { pointer?: unknown; message?: unknown }[]) {
      if (typeof error?.pointer !== 'string' || typeof error?.message !== 'string')
        return 'an error lacks pointer or message';
    }
  }
  return undefined;
}
