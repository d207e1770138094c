// Bodies refused before their route's handler runs count against its rate limit
// (docs/api.md#rate-limits: invalid requests count). Found by a hostile review: a body that was not
// JSON (or too large, or not application/json) was answered 400, 413 or 415 before the handler
// that counts requests, so it was never counted, on the JSON API and on /mcp alike: an address
// could send such bodies without end, each up to 32 KiB read and parsed twice (about 3 ms of the
// event loop for a 32 KiB body that fails at its end, three times a cached answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../helpers/start-server.js';

const LIMIT = 3;

async function send(url: string, body: string, contentType = 'application/json') {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: response.status, text: await response.text() };
}

describe('bodies refused before the handler', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      ENGINE_THREADS: '0',
      RATE_LIMIT_API_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_MCP_PER_MINUTE: String(LIMIT),
    });
  });
  afterAll(() => server?.close());

  it('count against the JSON API limit: not JSON, too large, not application/json; past it, a 429', async () => {
    const url = `${server.url}/v1/project`;
    const answers = [
      await send(url, '{"asOf": '),
      await send(url, `[${'1,'.repeat(20_000)}1]`),
      await send(url, '{}', 'text/plain'),
      await send(url, '{"asOf": '),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 413, 415, 429]);
    expect(JSON.parse(answers[3]!.text)).toMatchObject({ code: 'RATE_LIMITED' });
    // The solve shares the budget.
    expect((await send(`${server.url}/v1/solve`, 'not json')).status).toBe(429);
  });

  it('count against the tool server limit; past it, a 429', async () => {
    const url = `${server.url}/mcp`;
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await send(url, '{"jsonrpc": "2.0", ')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
