// The package's batch (`projection-530a/batch`, docs/api.md#batch-in-a-program): bodies in, in any
// iterable or async iterable, the API's answers out in their order, from engine threads or from
// this thread alone with the same bytes; values that are not JSON are problem answers, not throws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchAnswer, projectBatch } from '../../server/batch/batch.js';
import { README_SCENARIO } from '../helpers/readme-scenario.js';
import { type RunningServer, startServer } from '../helpers/start-server.js';
import { BUNDLED_WORKER } from '../helpers/worker-bundle.js';

const SITE_URL = 'https://530a.example';

const SCENARIO = README_SCENARIO;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
});

afterAll(async () => {
  await server?.close();
});

async function api(text: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}/v1/project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: await response.text() };
}

async function all(answers: AsyncIterable<BatchAnswer>): Promise<BatchAnswer[]> {
  const list: BatchAnswer[] = [];
  for await (const answer of answers) list.push(answer);
  return list;
}

describe('projectBatch', () => {
  it("answers values, JSON texts and envelopes with the API's bytes, in order, with threads or without", async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const bodies = [
      SCENARIO,
      JSON.stringify({ ...SCENARIO, targetAgeMonths: 300 }),
      { id: 'a', request: { ...SCENARIO, targetAgeMonths: 100 } },
      `${JSON.stringify({ id: 9, request: SCENARIO })}`,
      { s: 'nope' },
      cyclic,
      10n,
      undefined,
      `{"x":"${'y'.repeat(40_000)}"}`,
      { x: 'y'.repeat(40_000) },
    ];
    const expected = [
      await api(JSON.stringify(SCENARIO)),
      await api(JSON.stringify({ ...SCENARIO, targetAgeMonths: 300 })),
      await api(JSON.stringify({ ...SCENARIO, targetAgeMonths: 100 })),
      await api(JSON.stringify(SCENARIO)),
      await api('{"s":"nope"}'),
    ];
    async function* slowly() {
      for (const body of bodies) {
        await new Promise((resolve) => setImmediate(resolve));
        yield body;
      }
    }
    const pooled = await all(projectBatch(slowly(), { siteUrl: SITE_URL, threads: 2, worker: BUNDLED_WORKER }));
    const inline = await all(projectBatch(bodies, { siteUrl: SITE_URL, threads: 0 }));
    expect(inline).toEqual(pooled);
    expect(pooled.map(({ line, id, status }) => [line, id, status])).toEqual([
      [1, undefined, 200],
      [2, undefined, 200],
      [3, 'a', 200],
      [4, 9, 200],
      [5, undefined, 400],
      [6, undefined, 400],
      [7, undefined, 400],
      [8, undefined, 400],
      [9, undefined, 413],
      [10, undefined, 413],
    ]);
    expect(pooled.slice(0, 5).map(({ status, body }) => ({ status, body }))).toEqual(expected);
    const codes = pooled.slice(5).map((answer) => JSON.parse(answer.body).code);
    expect(codes).toEqual(['INVALID_JSON', 'INVALID_JSON', 'INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
    expect(JSON.parse(pooled[7]?.body ?? '').detail).toBe('The body is empty.');
  });

  it('stops reading the bodies when the caller leaves the loop, and refuses a site address that is not one', async () => {
    let taken = 0;
    function* endless() {
      for (;;) {
        taken++;
        yield SCENARIO;
      }
    }
    let answered = 0;
    for await (const answer of projectBatch(endless(), { siteUrl: SITE_URL, threads: 1, worker: BUNDLED_WORKER })) {
      expect(answer.status).toBe(200);
      if (++answered === 3) break;
    }
    expect(taken).toBeLessThan(50); // the window, not the stream
    await expect(all(projectBatch([SCENARIO], { siteUrl: 'not a url' }))).rejects.toThrow(/SITE_URL/);
  });
});
