// The response cache and the rate limit over real HTTP (docs/api.md#caching,
// docs/api.md#rate-limits): identical scenarios share one cached body whatever their form; ETag and
// 304; the 31st uncached request in a minute from one address is a 429 problem while cached repeats
// and other addresses still get 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, requestFrom } from '../helpers/from-address.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const scenario = (mcSeed: number) => ({
  asOf: '2026-11-21',
  birthDate: '2026-03-01',
  targetAgeMonths: 216,
  mcPaths: 100,
  mcSeed,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '25000', startAgeMonths: 9, endAgeMonths: 216 },
    },
  ],
});

describe('response cache and HTTP caching', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_URL: 'https://530a.example' });
  });
  afterAll(() => server.close());

  it('serves a repeat with the same bytes and ETag, cacheable for a day', async () => {
    const first = await post(`${server.url}/v1/project`, scenario(1));
    const second = await post(`${server.url}/v1/project`, scenario(1));
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('GET /v1/project?s= returns the same bytes and ETag as the POST, and 304 for If-None-Match', async () => {
    const posted = await post(`${server.url}/v1/project`, scenario(2));
    const { shareUrl } = JSON.parse(posted.text) as { shareUrl: string };
    const s = new URL(shareUrl).searchParams.get('s')!;
    const got = await fetch(`${server.url}/v1/project?s=${s}`);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe(posted.text);
    const etag = got.headers.get('etag')!;
    expect(etag).toBe(posted.headers.get('etag'));

    const again = await fetch(`${server.url}/v1/project?s=${s}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await fetch(`${server.url}/v1/project?s=${s}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it('a POST with If-None-Match still gets the body (304 is for GET and HEAD)', async () => {
    const first = await post(`${server.url}/v1/project`, scenario(3));
    const second = await post(`${server.url}/v1/project`, scenario(3), { 'if-none-match': first.headers.get('etag')! });
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
  });

  it('different scenarios get different ETags', async () => {
    const a = await post(`${server.url}/v1/project`, scenario(4));
    const b = await post(`${server.url}/v1/project`, scenario(5));
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });
});

describe('rate limit: 30 uncached requests a minute per address', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_API_PER_MINUTE: '30' });
  });
  afterAll(() => server.close());

  it('answers the 31st uncached request with 429 while cached repeats and other addresses get 200', async () => {
    const url = `${server.url}/v1/project`;
    // Warm one scenario into the cache from another address: it costs 127.0.0.2 nothing later.
    const warm = await postFrom('127.0.0.3', url, scenario(1000));
    expect(warm.status).toBe(200);

    for (let i = 0; i < 30; i++) {
      const answer = await postFrom('127.0.0.2', url, scenario(2000 + i));
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe('30');
      expect(answer.headers['ratelimit-remaining']).toBe(String(29 - i));
    }
    const limited = await postFrom('127.0.0.2', url, scenario(2100));
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = JSON.parse(limited.text);
    expect(body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      title: expect.any(String),
      type: expect.stringMatching(/problems\/rate-limited$/),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(limited.headers['ratelimit-limit']).toBe('30');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);

    // Cached answers are neither counted nor limited: the warmed scenario and an earlier one.
    const cachedWarm = await postFrom('127.0.0.2', url, scenario(1000));
    expect(cachedWarm.status).toBe(200);
    expect(cachedWarm.text).toBe(warm.text);
    const cachedOwn = await postFrom('127.0.0.2', url, scenario(2000));
    expect(cachedOwn.status).toBe(200);

    // Another address has its own allowance.
    const other = await postFrom('127.0.0.4', url, scenario(2101));
    expect(other.status).toBe(200);
    // And the limited address is still limited for new work.
    expect((await postFrom('127.0.0.2', url, scenario(2102))).status).toBe(429);
  });

  it('a GET ?s= of a cached scenario is not limited either', async () => {
    const url = `${server.url}/v1/project`;
    for (let i = 0; i < 30; i++) expect((await postFrom('127.0.0.5', url, scenario(3000 + i))).status).toBe(200);
    const first = JSON.parse((await postFrom('127.0.0.6', url, scenario(3000))).text) as { shareUrl: string };
    const s = new URL(first.shareUrl).searchParams.get('s')!;
    expect((await requestFrom('127.0.0.5', `${url}?s=${s}`)).status).toBe(200);
    expect((await postFrom('127.0.0.5', url, scenario(3100))).status).toBe(429);
  });
});

// The limiter's own key function (server/http/client-address.ts) replaced the plugin's, which threw
// on a request without an address: the keys must group addresses as the plugin's did.
describe('rate limit: the key of a client address', () => {
  const LIMIT = 2;
  let server: RunningServer;
  let seed = 5000;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_API_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server.close());

  /** The status of an uncached projection forwarded for `client` by a trusted proxy (loopback). */
  const forwardedFor = async (client: string) =>
    (await post(`${server.url}/v1/project`, scenario(++seed), { 'x-forwarded-for': client })).status;

  it('counts an IPv6 client by its /64, an IPv4-mapped one as IPv4, and any forwarded text without failing', async () => {
    expect([await forwardedFor('2001:db8:1:2::a'), await forwardedFor('2001:DB8:1:2:ffff::b')]).toEqual([200, 200]);
    expect(await forwardedFor('2001:db8:1:2:0:0:0:c')).toBe(429);
    expect(await forwardedFor('2001:db8:1:3::a')).toBe(200); // another /64
    expect([await forwardedFor('::ffff:10.1.2.3'), await forwardedFor('10.1.2.3')]).toEqual([200, 200]);
    expect(await forwardedFor('::ffff:a01:203')).toBe(429); // 10.1.2.3 again, in hex
    expect([await forwardedFor('fe80::1%eth0'), await forwardedFor('fe80::2')]).toEqual([200, 200]);
    expect(await forwardedFor('fe80::3%lo')).toBe(429);
    const text = ['not-an-address', 'NOT-an-address', 'not-an-address'];
    expect(await Promise.all(text.map(forwardedFor))).toEqual(expect.arrayContaining([200, 200, 429]));
  });
});
