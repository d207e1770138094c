// Shedding when the event loop lags (docs/operations.md#load-shedding): a request that arrives
// while the loop is starved gets a 503 OVERLOADED problem with Retry-After at once; health checks
// are still answered. Stalls shorter than the threshold never shed (they did, found by the
// adversarial review: after a stall as long as a sampling window the plugin then used read "no
// data" as an infinite delay), and the sampler cannot throw (the plugin's timer threw EMFILE out of
// process.memoryUsage() when descriptors ran out, which killed the process). A shed request counts
// against its sender's rate limit, as a served one does: a sender retrying through the shedding
// is held to its limit (it was not: the review's four addresses kept everyone else shed for 13 s).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postFrom } from '../helpers/from-address.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { sleep } from '../helpers/wait.js';

const MAX_EVENT_LOOP_DELAY_MS = 1000;

function starveEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // The server runs in this process: nothing else runs on its loop meanwhile.
  }
}

describe('event-loop shedding', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ENGINE_THREADS: '0', SHED_EVENT_LOOP_DELAY_MS: String(MAX_EVENT_LOOP_DELAY_MS) });
  });
  afterAll(() => server.close());

  const body = JSON.stringify({ asOf: '2026-11-21', birthDate: '2026-01-01', targetAgeMonths: 24, mcPaths: 100 });
  const request = () =>
    fetch(`${server.url}/v1/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers 503 while the loop lags, keeps /healthz, then recovers', async () => {
    // Requests sent, then the loop starved, as a process overwhelmed by work would be: a callback
    // due at any moment of a 3 s stall waits 1.5 s on average, beyond the threshold, and the
    // requests are read when the loop comes back, while the delay is the stall's. A loaded machine
    // may read them only after a calm window has followed; so a few tries, each a stall of its own.
    let shed: Response | undefined;
    let health: Response | undefined;
    for (let attempt = 0; attempt < 4 && shed?.status !== 503; attempt++) {
      const sent = Promise.all([request(), fetch(`${server.url}/healthz`)]);
      await new Promise((resolve) => setImmediate(resolve));
      starveEventLoop(MAX_EVENT_LOOP_DELAY_MS * 3);
      [shed, health] = await sent;
    }
    if (shed === undefined || health === undefined) throw new Error('no attempt was made');
    const scrape = await fetch(`${server.url}/metrics`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toMatchObject({ status: 503, code: 'OVERLOADED' });
    expect(health.status).toBe(200);
    expect(scrape.status).toBe(200);
    const counted = await (await fetch(`${server.url}/metrics`)).text();
    expect(counted).toMatch(/^overloaded_total\{reason="event_loop"\} [1-9]/m);

    let recovered = 0;
    for (let waited = 0; recovered !== 200 && waited < 10_000; waited += 100) {
      await sleep(100);
      recovered = (await request()).status;
    }
    expect(recovered).toBe(200);
  });

  it('never sheds while the loop lags far below the threshold (150 ms stalls, back to back, against 1 s)', async () => {
    expect((await request()).status).toBe(200); // cached from here on: only shedding could refuse it
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Each stall as long as one and a half sampling windows, the loop let through between them only
      // once, as a steady stream of 150 ms tasks would: callbacks wait 75 ms on average.
      for (let i = 0; i < 8; i++) {
        starveEventLoop(150);
        await new Promise((resolve) => setImmediate(resolve));
      }
      statuses.push((await request()).status);
      await sleep(150);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(server.app.loopDelay!.delayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  });

  it('keeps serving when the operating system refuses process.memoryUsage() (EMFILE)', async () => {
    const emfile = Object.assign(new Error('EMFILE: too many open files, uv_resident_set_memory'), { code: 'EMFILE' });
    const spy = vi.spyOn(process, 'memoryUsage').mockImplementation(() => {
      throw emfile;
    });
    try {
      await sleep(500); // five sampling windows
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await request()).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('shed requests and the rate limit', () => {
  const LIMIT = 3;
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      ENGINE_THREADS: '0',
      SHED_EVENT_LOOP_DELAY_MS: String(MAX_EVENT_LOOP_DELAY_MS),
      RATE_LIMIT_API_PER_MINUTE: String(LIMIT),
    });
  });
  afterAll(() => server.close());

  const body = { asOf: '2026-11-21', birthDate: '2026-01-01', targetAgeMonths: 24, mcPaths: 100 };
  const ask = (address: string, mcSeed = 1) => postFrom(address, `${server.url}/v1/project`, { ...body, mcSeed });

  it('counts each against its sender: past the limit the sender gets 429, another address is served', async () => {
    // One more request than the limit, sent at once from one address while the loop is starved (a
    // fresh address for each try, as in the test above: a loaded machine may read a try's requests
    // after a calm window, and serve them).
    let sender = '';
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 4 && !statuses.includes(503); attempt++) {
      sender = `127.0.2.${10 + attempt}`;
      const sent = Promise.all(Array.from({ length: LIMIT + 1 }, () => ask(sender)));
      await new Promise((resolve) => setImmediate(resolve));
      starveEventLoop(MAX_EVENT_LOOP_DELAY_MS * 3);
      statuses = (await sent).map((answer) => answer.status);
    }
    expect(statuses).toContain(503);
    // Every one counted, shed or served: the one past the limit is the limiter's 429.
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 503 || status === 200)).toHaveLength(LIMIT);

    // Once the loop has recovered (a fresh address each try, so none is near its limit), the sender
    // is still past its limit, and told when to come back; another address is served.
    let recovered = 0;
    for (let waited = 0; recovered !== 200 && waited < 10_000; waited += 100) {
      await sleep(100);
      recovered = (await ask(`127.0.3.${waited / 100}`)).status;
    }
    expect(recovered).toBe(200);
    const again = await ask(sender, 2); // not the answer cached meanwhile, which no limit holds back
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(1);
    expect(JSON.parse(again.text)).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
