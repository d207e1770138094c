// Fast and light (docs/api.md#website): the page's engine runs in a Web Worker, so a long
// projection never holds up typing; and the page's assets are sent compressed (Brotli or gzip, by
// the browser's Accept-Encoding) and cached for good at their versioned address.
//
// Where the engine runs is checked directly: the page's own thread never instantiates a
// WebAssembly module, and the worker is the only one it starts. That holds on any machine; a
// timing alone cannot show it on a fast one, where the longest projection the limits allow (about
// 80 ms on a two-core machine of late 2026) is over before the next key is pressed.
//
// How typing is measured: the Event Timing API gives each input event's wait, from the moment the
// key was pressed to the start of its handlers; the Long Animation Frames API says which scripts
// ran on the main thread, and when. An event's wait that overlaps the page's scripts for more than
// 50 ms is the main thread blocked by the page. Time in which the main thread ran nothing (the
// machine busy with other work, as a shared 2-core machine running tests often is) is not the
// page's doing, and is not counted. The page's own scripts slow down with the machine too, so the
// bound is 50 ms or a quarter of one projection's time measured in the same run, whichever is
// larger: it holds under load.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { HANG_LIMIT_MS } from '../helpers/hang-limit.js';
import { millisecondsOf, scaledBound } from '../helpers/paced.js';
import { post } from '../helpers/start-server.js';
import { api, DESKTOP, pageJson, pageSession, type Scenario } from './page-session.js';

/** A budget large enough that every path asked for is simulated, so a projection takes long. */
const LARGE_BUDGET_PATH_MONTHS = '50000000';
/** An input event may wait this long for the main thread on an idle machine, and no longer. */
const MAX_INPUT_DELAY_MS = 50;
/** On a loaded machine, a quarter of one projection's time (measured in the same run). */
const LOADED_SHARE_OF_PROJECTION = 1 / 4;

const session = pageSession(() => ({ MC_BUDGET_PATH_MONTHS: LARGE_BUDGET_PATH_MONTHS }));

/** Eight sources to age 119 and 5,000 paths: about seven million path-months per projection. */
const LONG = {
  asOf: '2026-11-21',
  birthDate: '2026-10-01',
  targetAgeMonths: 1428,
  mcPaths: 5000,
  sources: Array.from({ length: 8 }, (_, i) => ({
    id: `source ${i + 1}`,
    kind: i % 2 === 0 ? ('family' as const) : ('relative' as const),
    stepUpRate: 0.01,
    schedule: { type: 'monthly' as const, amountCents: String(1000 + i), startAgeMonths: i, endAgeMonths: 1428 - i },
  })),
} satisfies Scenario;

/** What the page records of its own main thread (the test's init script). */
interface Timings {
  events: { name: string; start: number; handled: number }[];
  scripts: { start: number; end: number }[];
  /** WebAssembly modules instantiated on the main thread. */
  instantiated: number;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function getRaw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${session.server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the engine in a Web Worker', () => {
  it("runs in the worker, and a long projection never makes an input event wait more than 50 ms behind the page's scripts (a quarter of a projection on a loaded machine)", async () => {
    const started = performance.now();
    const expected = await api(session.server.url, LONG);
    const firstMs = performance.now() - started;

    const context = await session.browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(HANG_LIMIT_MS);
    await context.addInitScript(() => {
      const seen: Timings = { events: [], scripts: [], instantiated: 0 };
      (window as unknown as { timings: Timings }).timings = seen;
      // Init scripts run in the page's documents, not in its workers: only the main thread's
      // instantiations are counted. Every way of instantiating a module is watched.
      const wasm = WebAssembly as unknown as Record<string, unknown>;
      for (const name of ['instantiate', 'instantiateStreaming'] as const) {
        const original = wasm[name] as (...args: unknown[]) => unknown;
        wasm[name] = (...args: unknown[]) => {
          seen.instantiated++;
          return original.apply(WebAssembly, args);
        };
      }
      wasm.Instance = new Proxy(WebAssembly.Instance, {
        construct(target, args) {
          seen.instantiated++;
          return Reflect.construct(target, args);
        },
      });
      // Every event that took 16 ms or more from input to paint (the least the API reports): when
      // the key was pressed and when its handlers began. Shorter events waited less than 16 ms.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          seen.events.push({ name: entry.name, start: entry.startTime, handled: entry.processingStart });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      // Frames of 50 ms or more, with the scripts that ran in them (any task that could make an
      // event wait 50 ms is in one).
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as unknown as { scripts: { startTime: number; duration: number }[] }[])
          for (const script of frame.scripts)
            seen.scripts.push({ start: script.startTime, end: script.startTime + script.duration });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(`${session.server.url}/?s=${expected.s}`);
    await pageJson(page, expected.projection.shareUrl);
    expect(workers).toEqual(['/worker.js']);

    // Type while the worker computes: each keystroke after the page's pause starts a projection.
    await page.focus('#s0-amount');
    await page.keyboard.press('End');
    for (let i = 0; i < 10; i++) {
      await page.keyboard.type('5', { delay: 20 });
      await page.waitForTimeout(150);
      await page.keyboard.press('Backspace', { delay: 20 });
      await page.waitForTimeout(150);
    }
    await pageJson(page, expected.projection.shareUrl); // the last one, back to where it started
    expect(await page.locator('#projection-json').textContent()).toBe(expected.text);
    const timings = await page.evaluate(() => (window as unknown as { timings: Timings }).timings);
    const keys = timings.events.filter((entry) => /^key|input$/.test(entry.name));
    expect(keys.length).toBeGreaterThan(0); // the observer works here
    // Every answer came from the worker: the page's own thread ran no engine.
    expect(timings.instantiated).toBe(0);
    const blocked = keys.map((entry) => ({
      ...entry,
      behindScripts: timings.scripts.reduce(
        (sum, script) => sum + Math.max(0, Math.min(entry.handled, script.end) - Math.max(entry.start, script.start)),
        0,
      ),
    }));
    // The machine's load may change while the keys are typed: the projection is timed again after
    // them (another seed, so the API's cache does not answer), and the slower of the two sets the bound.
    const againMs = await millisecondsOf(() => api(session.server.url, { ...LONG, mcSeed: 531 }));
    const engineMs = Math.max(firstMs, againMs);
    const bound = scaledBound(MAX_INPUT_DELAY_MS, engineMs, LOADED_SHARE_OF_PROJECTION);
    const worst = Math.max(...blocked.map((entry) => entry.behindScripts));
    const slow = blocked.filter((entry) => entry.handled - entry.start > 16);
    expect(worst, JSON.stringify({ bound, engineMs, slow })).toBeLessThan(bound);
    await context.close();
  });
});

describe('compressed, immutable assets', () => {
  it('the page preloads the wasm and links every asset by a version of its bytes', async () => {
    const page = await getRaw('/');
    const html = page.body.toString();
    expect(page.headers['cache-control']).toBe('no-cache');
    const wasm =
      /<link rel="preload" href="(\/engine\.wasm\?v=[\w-]{12})" as="fetch" type="application\/wasm" crossorigin>/.exec(
        html,
      );
    expect(wasm).not.toBeNull();
    const config = JSON.parse(/<script type="application\/json" id="config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(config.wasmUrl).toBe(wasm?.[1]);
    expect(config.workerUrl).toMatch(/^\/worker\.js\?v=[\w-]{12}$/);
  });

  it.each(['app.js', 'worker.js', 'app.css', 'engine.wasm'])(
    '%s: Brotli or gzip, immutable at its version',
    async (name) => {
      const html = (await getRaw('/')).body.toString();
      const config = JSON.parse(
        /<script type="application\/json" id="config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
      );
      const linked = new RegExp(`(/${name.replace('.', '\\.')}\\?v=[\\w-]{12})`).exec(
        `${html} ${config.wasmUrl} ${config.workerUrl}`,
      );
      const versioned = itemAt(linked ?? [], 1);
      const plain = await getRaw(versioned);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const br = await getRaw(versioned, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length * 0.8);

      const gzip = await getRaw(versioned, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      // Not at its current version (none, or an old one): the same bytes, revalidated every time.
      for (const other of [`/${name}`, `/${name}?v=000000000000`]) {
        const stale = await getRaw(other);
        expect(stale.headers['cache-control']).toBe('no-cache');
        expect(stale.body.equals(plain.body)).toBe(true);
      }
      // The API's own answers keep their bytes: compression is the page's alone.
      const answer = await post(
        `${session.server.url}/v1/project`,
        { asOf: '2026-01-01', birthDate: '2026-01-01', targetAgeMonths: 12 },
        { 'accept-encoding': 'br' },
      );
      expect(answer.headers.get('content-encoding')).toBeNull();
    },
  );
});
