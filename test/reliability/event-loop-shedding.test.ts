// Shedding when the event loop lags (docs/operations.md#load-shedding): a request that arrives
// while the loop is starved gets a 503 OVERLOADED problem with Retry-After at once; health checks
// are still answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAX_EVENT_LOOP_DELAY_MS = 1000;
import { startServer, type RunningServer } from '../helpers/start-server.js';

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

  it('answers 503 while the loop lags, keeps /healthz, then recovers', async () => {
    const body = JSON.stringify({ asOf: '2026-11-21', birthDate: '2026-01-01', targetAgeMonths: 24, mcPaths: 100 });
    const request = () => fetch(`${server.url}/v1/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    // The monitor averages the loop's delay over each sample interval: starve it through a few of
    // its ticks, as a process overwhelmed by work would be.
    for (let i = 0; i < 3; i++) {
      starveEventLoop(MAX_EVENT_LOOP_DELAY_MS * 1.5);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [shed, health] = await Promise.all([request(), fetch(`${server.url}/healthz`)]);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(await shed.json()).toMatchObject({ status: 503, code: 'OVERLOADED' });
    expect(health.status).toBe(200);

    let recovered = 0;
    for (let waited = 0; recovered !== 200 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = (await request()).status;
    }
    expect(recovered).toBe(200);
  });
});
