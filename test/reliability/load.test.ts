// A bounded load run on loopback (docs/api.md#caching, docs/operations.md): cached, uncached and
// invalid requests from 41 source addresses, 32 in flight, against one server with the default
// engine pool. No 5xx but deliberate 503 shedding; cached answers byte-identical to the answer
// before the load; every invalid request a 400 problem; after a warm-up with the same mix, RSS
// grows by less than 50 MB. Then a close with 32 uncached requests in flight: every one is
// answered, and the close resolves.
import type { Agent } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import {
  keepAliveAgent,
  problemViolation,
  quantile,
  type RawRequest,
  type RawResponse,
  rawRequest,
} from '../helpers/raw-http.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';

/** Counted, not timed, so that a slow machine runs the same load as a fast one (only longer). The
 *  warm-up is as long as the measured load: Node 24's heaps and allocator arenas took a good part of
 *  it to reach their size (RSS then grew 90 MB in the measured run with the heap flat). */
const WARM_UP_REQUESTS = 4_000;
const LOAD_REQUESTS = 4_000;
const IN_FLIGHT = 32;
const RSS_GROWTH_LIMIT_MB = 50;
const ADDRESSES = Array.from({ length: 41 }, (_, i) => `127.0.0.${20 + i}`); // 127.0.0.20 .. 127.0.0.60

const MB = 1024 * 1024;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A forced collection when V8 lets us have one (vitest does not pass --expose-gc to its workers). */
function forcedGc(): (() => void) | undefined {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

async function settledMemory(gc: (() => void) | undefined): Promise<NodeJS.MemoryUsage> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage();
}

const shareOf = (scenario: object) => `1.${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;

/** The cached set: answered once before the load, then served from the cache in three forms. */
const CACHED = [
  { asOf: '2026-11-21', birthDate: '2026-11-01', targetAgeMonths: 216 },
  { asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 240, mcPaths: 1000, annualVolatility: 0.25 },
  {
    asOf: '2026-01-15',
    birthDate: '2025-06-10',
    targetAgeMonths: 210,
    sources: [
      {
        id: 'parents',
        kind: 'family',
        stepUpRate: 0.03,
        schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 7, endAgeMonths: 210 },
      },
      {
        id: 'grandma',
        kind: 'relative',
        schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
      },
    ],
  },
  {
    asOf: '2026-11-21',
    birthDate: '2027-04-30',
    targetAgeMonths: 780,
    mcPaths: 3000,
    mcSeed: -77,
    annualReturn: 0.05,
    returnIsReal: false,
  },
  {
    asOf: '2030-05-05',
    birthDate: '2012-05-05',
    targetAgeMonths: 300,
    annualFee: 0.002,
    sources: [
      {
        id: 'me',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '50000', startAgeMonths: 216, endAgeMonths: 300 },
      },
    ],
  },
  { asOf: '2026-07-04', birthDate: '2026-07-04', targetAgeMonths: 1428, mcPaths: 5000, annualVolatility: 0.3 },
];

/** Bodies that are never valid, each a 400. */
const INVALID = [
  JSON.stringify({ asOf: '2026-11-21', birthDate: '2026-11-01', targetAgeMonths: 0 }),
  JSON.stringify({ asOf: 'yesterday', birthDate: '2026-11-01', targetAgeMonths: 216, mcPaths: 99 }),
  JSON.stringify({
    asOf: '2026-11-21',
    birthDate: '2026-11-01',
    targetAgeMonths: 216,
    sources: [{ id: 'a', kind: 'uncle', schedule: { type: 'monthly' } }],
  }),
  '{"asOf": "2026-11-21",',
  '{"__proto__": {"polluted": "yes"}}',
  JSON.stringify({ s: '1.garbage' }),
];

type Kind = 'cached' | 'uncached' | 'invalid';

interface Planned {
  kind: Kind;
  request: RawRequest;
  /** For a cached-set request: the bytes it must be answered with. */
  expected?: string;
}

let server: RunningServer;
let expectedBodies: string[];
let uncachedSeed = 1_000_000;

function planRequest(index: number): Planned {
  const slot = index % 20;
  if (slot < 12) {
    const which = index % CACHED.length;
    const form = Math.floor(index / CACHED.length) % 3;
    const scenario = itemAt(CACHED, which);
    const request: RawRequest =
      form === 0
        ? { method: 'POST', path: '/v1/project', headers: JSON_HEADERS, body: JSON.stringify(scenario) }
        : form === 1
          ? {
              method: 'POST',
              path: '/v1/project',
              headers: JSON_HEADERS,
              body: JSON.stringify({ s: shareOf(scenario) }),
            }
          : { method: 'GET', path: `/v1/project?s=${shareOf(scenario)}` };
    return { kind: 'cached', request, expected: itemAt(expectedBodies, which) };
  }
  if (slot < 16) {
    // Small answers (3 milestones): each is kept by the response cache, which is bounded (64 MB) but
    // would otherwise fill with megabytes during the run and blur the memory figure.
    const body = JSON.stringify({
      asOf: '2026-11-21',
      birthDate: '2026-03-01',
      targetAgeMonths: 36,
      mcPaths: 2000,
      mcSeed: uncachedSeed++,
    });
    return { kind: 'uncached', request: { method: 'POST', path: '/v1/project', headers: JSON_HEADERS, body } };
  }
  const body = itemAt(INVALID, index % INVALID.length);
  return { kind: 'invalid', request: { method: 'POST', path: '/v1/project', headers: JSON_HEADERS, body } };
}

/** Why an answer to a load request is wrong; undefined when it is right. */
function verdict(planned: Planned, answer: RawResponse): string | undefined {
  if (answer.status === 503) {
    const shape = problemViolation(answer, [503]);
    if (shape !== undefined) return `503 not a problem: ${shape}`;
    const body = JSON.parse(answer.text) as { code?: string };
    if (body.code !== 'OVERLOADED') return `503 ${body.code}`;
    return answer.headers['retry-after'] === undefined ? '503 OVERLOADED without Retry-After' : undefined;
  }
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  switch (planned.kind) {
    case 'cached':
      if (answer.status !== 200) return `cached request answered ${answer.status} ${answer.text.slice(0, 200)}`;
      return answer.text === planned.expected ? undefined : 'cached answer differs from the answer before the load';
    case 'uncached':
      return answer.status === 200
        ? undefined
        : `uncached request answered ${answer.status} ${answer.text.slice(0, 200)}`;
    case 'invalid':
      return problemViolation(answer, [400]);
  }
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_API_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.close();
});

describe('a bounded load run', () => {
  it(`serves ${LOAD_REQUESTS} mixed requests from ${ADDRESSES.length} addresses, ${IN_FLIGHT} in flight`, async () => {
    const agents = new Map<string, Agent>(ADDRESSES.map((address) => [address, keepAliveAgent(4)]));
    const send = (address: string, request: RawRequest) =>
      rawRequest(server.url, agents.get(address)!, { ...request, localAddress: address });

    // The single answers, before the load; the share forms give the same bytes.
    expectedBodies = [];
    for (const scenario of CACHED) {
      const single = await send(itemAt(ADDRESSES, 0), {
        method: 'POST',
        path: '/v1/project',
        headers: JSON_HEADERS,
        body: JSON.stringify(scenario),
      });
      expect(single.status, single.text).toBe(200);
      expectedBodies.push(single.text);
      const viaGet = await send(itemAt(ADDRESSES, 1), { method: 'GET', path: `/v1/project?s=${shareOf(scenario)}` });
      expect(viaGet.text).toBe(single.text);
    }
    const statuses = new Map<number, number>();
    const byKind = new Map<Kind, number>();
    const latencies: number[] = [];
    const failures = new Map<string, { count: number; example: string }>();
    let index = 0;
    /** IN_FLIGHT lanes send the next `count` planned requests; `record` keeps the figures. */
    const run = async (count: number, record: boolean) => {
      const end = index + count;
      const lane = async () => {
        while (index < end) {
          const i = index++;
          const address = itemAt(ADDRESSES, i % ADDRESSES.length);
          const planned = planRequest(i);
          let why: string | undefined;
          try {
            const answer = await send(address, planned.request);
            if (record) {
              byKind.set(planned.kind, (byKind.get(planned.kind) ?? 0) + 1);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              latencies.push(answer.ms);
            }
            why = verdict(planned, answer);
          } catch (error) {
            why = `no answer: ${(error as Error).message}`;
          }
          if (why !== undefined) {
            const entry = failures.get(why) ?? {
              count: 0,
              example: `${planned.kind} from ${address}: ${planned.request.method} ${planned.request.path} ${String(planned.request.body ?? '').slice(0, 200)}`,
            };
            entry.count++;
            failures.set(why, entry);
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    };

    // Warm up with the same mix (connections, buffers, JIT, heap sizes), then take the baseline.
    await run(WARM_UP_REQUESTS, false);
    const gc = forcedGc();
    const before = await settledMemory(gc);
    const started = Date.now();
    await run(LOAD_REQUESTS, true);
    const seconds = (Date.now() - started) / 1000;
    for (const agent of agents.values()) agent.destroy();
    const after = await settledMemory(gc);

    latencies.sort((a, b) => a - b);
    const total = latencies.length;
    const perStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}=${count}`)
      .join(' ');
    const mix = [...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ');
    console.log(
      `load: ${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s; ${mix}) from ${ADDRESSES.length} addresses, ` +
        `${IN_FLIGHT} in flight: ${perStatus}; latency p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; ` +
        `RSS before ${(before.rss / MB).toFixed(0)} MB, after ${(after.rss / MB).toFixed(0)} MB, heap used ${(before.heapUsed / MB).toFixed(0)} -> ${(after.heapUsed / MB).toFixed(0)} MB ` +
        `(${gc ? 'after a forced GC' : 'no forced GC available'})`,
    );

    const report = [...failures].map(([why, f]) => `${f.count}x ${why}\n    e.g. ${f.example}`);
    expect(report, report.join('\n')).toEqual([]);
    expect(total).toBe(LOAD_REQUESTS);
    expect((after.rss - before.rss) / MB).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  });
});

describe('closing under load', () => {
  it(`answers all ${IN_FLIGHT} uncached requests in flight with 200, and close resolves`, async () => {
    const target = await startServer();
    let arrived = 0;
    const allArrived = new Promise<void>((resolve) => {
      target.app.server.on('request', () => {
        if (++arrived === IN_FLIGHT) resolve();
      });
    });
    // Each about 1M path-months (not split across workers): together a few hundred ms of engine time.
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
      rawRequest(target.url, false, {
        method: 'POST',
        path: '/v1/project',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          asOf: '2026-11-21',
          birthDate: '2026-03-01',
          targetAgeMonths: 1000,
          mcPaths: 1000,
          mcSeed: 7_000 + i,
        }),
      }).then(
        (answer) => answer,
        (error: Error) => ({ status: 0, text: error.message, headers: {}, ms: 0 }),
      ),
    );
    await allArrived;
    const closing = target.close().then(() => 'closed');
    const answers = await Promise.all(requests);
    const closed = await Promise.race([
      closing,
      new Promise((resolve) => setTimeout(() => resolve('close hung'), 10_000)),
    ]);

    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses,
      answers
        .filter((a) => a.status !== 200)
        .map((a) => `${a.status} ${a.text.slice(0, 200)}`)
        .join('\n'),
    ).toEqual(Array(IN_FLIGHT).fill(200));
    for (const answer of answers) expect(JSON.parse(answer.text).deterministic.months).toBe(1000 - 8);
    expect(closed).toBe('closed');
    // Closed for good: a new connection is refused.
    await expect(rawRequest(target.url, false, { path: '/healthz', timeoutMs: 2_000 })).rejects.toThrow();
  });
});
