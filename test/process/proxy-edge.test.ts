// The example proxy's edge (deploy/haproxy.cfg, docs/operations.md#the-proxys-own-errors,
// #metrics-behind-the-proxy, #slow-requests-through-the-proxy), with Debian's HAProxy running that
// very file on loopback in front of one instance that has no admin listener, so that the proxy's
// own rules are what is tested; the discovery documents pass it unchanged. Found by a hostile review: GET /%6detrics, /%6Detrics and
// /metric%73 returned the full metrics (the proxy matched the raw path, the service decoded it);
// malformed requests got HAProxy's HTML 400 page; a 17 KB header got 400, not the documented 431.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../core/schemas/problems.js';
import { DISCOVERY_PATHS } from '../../server/discovery/identity.js';
import { HaProxy, haproxyVersion } from '../helpers/haproxy.js';
import { holdPort } from '../helpers/ports.js';
import { problemViolation, rawRequest } from '../helpers/raw-http.js';
import { answerBody, headAndOneByte, releaseSlowClients, slowClient } from '../helpers/slow-sockets.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { sleep, waitUntil } from '../helpers/wait.js';

/** The proxy's request limit (timeout http-request), headers and body. */
const PROXY_REQUEST_TIMEOUT_MS = 10_000;
/** Beyond its limit, a cut may come this much later on a loaded machine. */
const LATE_ALLOWANCE_MS = 8_000;
/** HAProxy answers the errors of its HTTP/1 parser, raised before a request exists (bytes that are
 *  not HTTP, a head not complete in time), with its built-in pages until 3.2, whatever the
 *  configuration says (haproxy/haproxy#3032); from 3.2 on with the configured problems. */
const [major, minor] = haproxyVersion();
const PARSER_ERRORS_CONFIGURABLE = major > 3 || (major === 3 && minor >= 2);

let server: RunningServer;
let proxy: HaProxy;

beforeAll(async () => {
  server = await startServer({ ENGINE_THREADS: '0', TRUST_PROXY: '127.0.0.1' });
  const held = await holdPort();
  const { port: appPort } = new URL(server.url);
  proxy = await HaProxy.start(held, {
    APP1: `127.0.0.1:${appPort}`,
    APP2: `127.0.0.1:${appPort}`,
    CHECK_INTERVAL: '200ms',
    CHECK_TIMEOUT: '60s', // a loaded machine may answer a check late
    PROXY_MAXCONN: '1000',
    SITE_URL: `http://127.0.0.1:${held.port}`,
  });
  // In rotation once its checks pass.
  await waitUntil(async () => (await rawRequest(proxy.url, false, { path: '/healthz' })).status === 200, 'in rotation');
});

afterAll(async () => {
  await proxy?.stop();
  await server?.close();
});
afterEach(releaseSlowClients);

/** Expects the raw answer `text` to be an RFC 9457 problem of `code`, typed under the proxy's address. */
function expectProblem(text: string, code: keyof typeof PROBLEMS): void {
  const answer = answerBody(text);
  const { status, title } = PROBLEMS[code];
  expect(answer.status, text.slice(0, 300)).toBe(status);
  expect(answer.contentType).toBe('application/problem+json');
  expect(answer.body).toMatchObject({
    status,
    title,
    code,
    type: `${proxy.url}/problems/${code.toLowerCase().replaceAll('_', '-')}`,
  });
}

/** Sends `bytes` on a fresh connection and resolves with everything answered once it closes. */
async function exchange(bytes: string, from = '127.0.0.1'): Promise<string> {
  const client = slowClient(proxy.url, from, bytes);
  await client.closed;
  return client.text();
}

describe('metrics through the proxy', () => {
  it('no spelling reaches them: every one is a 404 problem from the proxy', async () => {
    // The instance itself serves them (no admin listener here): the proxy alone refuses.
    expect((await rawRequest(server.url, false, { path: '/metrics' })).status).toBe(200);
    const spellings = [
      '/metrics',
      '/%6detrics',
      '/%6Detrics',
      '/metric%73',
      '/%6D%65%74%72%69%63%73',
      '//metrics',
      '/metrics/',
      '/metrics?x=1',
      '/METRICS',
    ];
    for (const path of spellings) {
      const answer = await rawRequest(proxy.url, false, { path });
      expect(problemViolation(answer, [404]), path).toBeUndefined();
      expect(answer.text, path).not.toContain('http_requests_total');
    }
    // Other paths pass.
    expect((await rawRequest(proxy.url, false, { path: '/v1/rules' })).status).toBe(200);
  });
});

describe('discovery through the proxy', () => {
  it('every discovery document passes unchanged: its bytes, type and ETag (docs/api.md#discovery)', async () => {
    for (const path of Object.values(DISCOVERY_PATHS)) {
      const [direct, proxied] = await Promise.all([fetch(`${server.url}${path}`), fetch(`${proxy.url}${path}`)]);
      expect(proxied.status, path).toBe(200);
      expect(proxied.headers.get('content-type'), path).toBe(direct.headers.get('content-type'));
      expect(proxied.headers.get('etag'), path).toBe(direct.headers.get('etag'));
      expect(await proxied.text(), path).toBe(await direct.text());
    }
  });
});

describe("the proxy's own errors", () => {
  it(`a malformed request gets a 400${PARSER_ERRORS_CONFIGURABLE ? ' problem' : " (HAProxy's own page before 3.2)"}`, async () => {
    for (const bytes of [
      'GET / HTTP/1.1\r\nhost: x\r\nno colon on this line\r\n\r\n',
      '\u0001\u0002 not http\r\n\r\n',
    ]) {
      const text = await exchange(bytes);
      if (PARSER_ERRORS_CONFIGURABLE) expectProblem(text, 'BAD_REQUEST');
      else expect(text).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it('a 17 KB header gets a 431 problem; a 12 KB one is served', async () => {
    const big = await rawRequest(proxy.url, false, { path: '/healthz', headers: { 'x-big': 'a'.repeat(17_000) } });
    expect(problemViolation(big, [431])).toBeUndefined();
    expect(JSON.parse(big.text).code).toBe('HEADERS_TOO_LARGE');
    const fine = await rawRequest(proxy.url, false, { path: '/healthz', headers: { 'x-big': 'a'.repeat(12_000) } });
    expect(fine.status).toBe(200);
  });

  it('a head or a body that stalls is cut with a 408 at 10 s (a problem for the body), and never holds a connection to the instance', async () => {
    const head = slowClient(proxy.url, '127.0.0.1', 'GET /v1/rules HTTP/1.1\r\nhost: x\r\n');
    const body = slowClient(proxy.url, '127.0.0.1', headAndOneByte('/v1/project', 1_000));
    await sleep(2_000);
    // The proxy buffers the request (http-buffer-request): the instance has seen neither.
    expect(server.app.connections.busyCount).toBe(0);
    for (const client of [head, body]) {
      const ms = await client.closed;
      expect(ms).toBeGreaterThanOrEqual(PROXY_REQUEST_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(PROXY_REQUEST_TIMEOUT_MS + LATE_ALLOWANCE_MS);
    }
    // The body's wait is the proxy's stream's: a problem. The head's is its parser's (see above).
    expectProblem(body.text(), 'REQUEST_TIMEOUT');
    if (PARSER_ERRORS_CONFIGURABLE) expectProblem(head.text(), 'REQUEST_TIMEOUT');
    else expect(head.text()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('with no instance to answer', () => {
  let lonely: HaProxy | undefined;
  afterAll(() => lonely?.stop());

  it('the proxy answers a 503 problem', async () => {
    const held = await holdPort();
    // Unix sockets that never exist: nothing can come to listen there, as it could on a port.
    const gone = join(tmpdir(), `no-instance-${process.pid}-${held.port}`);
    lonely = await HaProxy.start(held, {
      APP1: `${gone}-1.sock`,
      APP2: `${gone}-2.sock`,
      CHECK_INTERVAL: '200ms',
      CHECK_TIMEOUT: '60s', // a loaded machine may answer a check late
      PROXY_MAXCONN: '1000',
      SITE_URL: `http://127.0.0.1:${held.port}`,
    });
    const answer = await rawRequest(lonely.url, false, { path: '/v1/rules' });
    expect(problemViolation(answer, [503])).toBeUndefined();
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'NO_INSTANCE', title: PROBLEMS.NO_INSTANCE.title });
  });
});

describe('connections per source address', () => {
  it('one address holds at most 64 connections to the proxy; others are served', async () => {
    const clients = Array.from({ length: 100 }, () => slowClient(proxy.url, '127.0.0.90', ''));
    const closed = () => clients.filter((client) => client.isClosed()).length;
    // Within the proxy's own request limit: past it, the proxy closes the 64 it holds as well, so
    // this bound is the behaviour tested, not a guess at the machine's speed.
    await waitUntil(() => closed() >= 36, 'the connections beyond 64 closed', PROXY_REQUEST_TIMEOUT_MS, 20);
    await sleep(300);
    expect(closed()).toBe(36);
    expect((await rawRequest(proxy.url, false, { path: '/v1/rules', localAddress: '127.0.0.91' })).status).toBe(200);
  });
});
