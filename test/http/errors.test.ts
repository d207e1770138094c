// Every error is a problem (docs/api.md#errors), also where Fastify or Node.js answers before a
// route runs: paths outside a static root (once a 500 with a stack in the log), URLs that are not
// valid percent-encoded UTF-8, OPTIONS that is not a preflight, bytes that are not HTTP, headers
// over the limit, a request not received in time, and requests that arrive while the server closes.

import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorHandler } from '../../server/http/client-errors.js';
import { problemViolation, rawRequest } from '../helpers/raw-http.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { waitUntil } from '../helpers/wait.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, false, { method, path, headers });

/** A raw HTTP/1.1 answer read off a socket until the server closes it. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function readAnswer(socket: Socket): Promise<RawAnswer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text: rest.join('\r\n\r\n') });
    });
  });
}

async function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  return socket;
}

describe('errors raised before a route answers', () => {
  // Found by the adversarial review: @fastify/static's 403 FST_STATIC_FORBIDDEN_PATH became a 500
  // with the error and its stack in the log.
  it.each([
    '/docs/static/%2e%2e%5cpackage.json',
    '/docs/static/..%5cpackage.json',
    '/docs/static/%2e%2e%5c%2e%2e%5cpackage.json',
    '/docs/static/%5c..%5cindex.js',
    '/docs/static/%2e%2e/%2e%2e/package.json',
  ])('%s: 404 NOT_FOUND, never a 500', async (path) => {
    const answer = await get(path);
    expect(problemViolation(answer, [404]), answer.text).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/kb/%ff%fe', '/%ff', '/v1/project%c0%af', '/docs/%e2%82'])(
    '%s (not UTF-8): a 400 BAD_REQUEST problem that browsers may read',
    async (path) => {
      const answer = await get(path);
      expect(problemViolation(answer, [400]), answer.text).toBeUndefined();
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it("a page id over the router's parameter limit: 404 NOT_FOUND (was 414 with Fastify's body)", async () => {
    const answer = await get(`/kb/${'a'.repeat(150)}`);
    expect(problemViolation(answer, [404]), answer.text).toBeUndefined();
  });

  it.each([
    ['/v1/project', {}],
    ['/mcp', {}],
    ['/v1/project', { origin: 'https://example.org' }],
    ['/v1/project', { 'access-control-request-method': 'POST' }],
  ])('OPTIONS %s without the preflight headers %j: a 400 BAD_REQUEST problem', async (path, headers) => {
    const answer = await get(path, headers, 'OPTIONS');
    expect(problemViolation(answer, [400]), answer.text).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a real preflight is still answered 204', async () => {
    const preflight = { origin: 'https://example.org', 'access-control-request-method': 'POST' };
    const answer = await get('/v1/project', preflight, 'OPTIONS');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('bytes that are not HTTP: a 400 BAD_REQUEST problem, then the connection closes', async () => {
    const socket = await openSocket(server.url);
    const answer = readAnswer(socket);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    const read = await answer;
    expect(problemViolation(read, [400]), read.text).toBeUndefined();
    expect(JSON.parse(read.text)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    expect(read.headers['access-control-allow-origin']).toBe('*');
  });

  it('headers over the limit: a 431 HEADERS_TOO_LARGE problem', async () => {
    const answer = await get('/v1/rules', { 'x-padding': 'a'.repeat(20_000) });
    expect(problemViolation(answer, [431]), answer.text).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });

  it('a request not received in time: a 408 REQUEST_TIMEOUT problem (the handler, on a bare socket)', async () => {
    // The server's own limits strike after 10 s and more (slow-clients.test.ts waits for them); the
    // handler it uses is driven here with the error Node.js raises when one strikes.
    const handler = clientErrorHandler('https://530a.example');
    const bare = createServer((socket) => {
      socket.on('error', () => undefined); // the handler destroys it with the error, as Node.js's server does
      handler(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    });
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    try {
      const { port } = bare.address() as { port: number };
      const answer = await rawRequest(`http://127.0.0.1:${port}`, false, { path: '/v1/rules' });
      expect(problemViolation(answer, [408]), answer.text).toBeUndefined();
      expect(JSON.parse(answer.text)).toMatchObject({
        code: 'REQUEST_TIMEOUT',
        type: 'https://530a.example/problems/request-timeout',
      });
      expect(answer.headers.connection).toBe('close');
    } finally {
      bare.close();
    }
  });
});

describe('while the server closes', () => {
  it('a request that arrives gets a 503 SHUTTING_DOWN problem; health checks are answered', async () => {
    const own = await startServer();
    const accepted: Socket[] = [];
    own.app.server.on('connection', (socket: Socket) => accepted.push(socket));
    // Connections with a request under way are kept open by the close; their requests end after it
    // began. The close starts once the server has read each request's first part.
    const paths = ['/v1/rules', '/healthz', '/readyz'];
    const sockets = await Promise.all(paths.map(() => openSocket(own.url)));
    const answers = sockets.map(readAnswer);
    const heads = paths.map((path) => `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n`);
    sockets.forEach((socket, i) => socket.write(heads[i]!));
    const sent = heads.reduce((sum, head) => sum + head.length, 0);
    const read = () => accepted.reduce((sum, socket) => sum + socket.bytesRead, 0);
    await waitUntil(() => read() === sent, 'the server read every request head');
    const closed = own.close();
    await waitUntil(() => !own.app.server.listening, 'the listener closed');
    for (const socket of sockets) socket.write('\r\n');
    const [rules, healthz, readyz] = await Promise.all(answers);
    expect(problemViolation(rules!, [503]), rules!.text).toBeUndefined();
    expect(JSON.parse(rules!.text)).toMatchObject({ code: 'SHUTTING_DOWN' });
    expect(rules!.headers['retry-after']).toBe('1');
    expect(rules!.headers.connection).toBe('close');
    expect(healthz!.status).toBe(200);
    expect(readyz!.status).toBe(503);
    expect(JSON.parse(readyz!.text)).toEqual({ status: 'not ready' });
    await closed;
  });
});
