// Faults in the engine: a trap throws out of the wasm instance, the instance is replaced, the
// request that hit it gets a 500 problem, and the next request is answered normally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineInput, project } from '../../core/projection/project.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { buildApp } from '../../server/app.js';
import { parseConfig } from '../../server/settings/config.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SCENARIO = { asOf: '2026-11-21', birthDate: '2026-03-01', targetAgeMonths: 240, mcPaths: 300 };
const OPTIONS = {
  statute: STATUTE,
  budgetPathMonths: 4_000_000,
  sourceUrl: 'https://530a.example',
  disclaimer: 'd',
  rulesVerifiedAt: '2026-11-01',
};

/** A copy of an outcome's every number (the deterministic run carries the total cut as a bigint). */
const snapshot = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? String(field) : field));

describe('an engine trap', () => {
  it('is a thrown error, and reset() gives a working instance with the same results', async () => {
    const engine = await createNodeEngine();
    const checked = checkScenario(SCENARIO, STATUTE);
    if (!checked.ok) throw new Error('invalid');
    const before = snapshot(project(engine, checked.scenario, checked.timeline, OPTIONS));
    // A real trap: asking the engine for buffers far beyond wasm32 memory aborts inside the module.
    const input = { ...engineInput(checked.scenario, checked.timeline, STATUTE), months: 2 ** 29 };
    expect(() => engine.deterministic(input, 100)).toThrow(
      /engine aborted: Invalid length in ~lib\/staticarray\.ts at \d+:\d+/,
    );
    await engine.reset();
    expect(snapshot(project(engine, checked.scenario, checked.timeline, OPTIONS))).toBe(before);
  });
});

describe('a trap during a request (engine on the main thread)', () => {
  let faulty: RunningServer;
  let healthy: RunningServer;
  let resets = 0;
  beforeAll(async () => {
    const engine = await createNodeEngine();
    const deterministic = engine.deterministic.bind(engine);
    let armed = false; // armed once listening: the warm-up before listen() runs the engine too
    engine.deterministic = (input, paths) => {
      if (armed) {
        armed = false;
        return deterministic({ ...input, months: 2 ** 29 }, paths); // traps
      }
      return deterministic(input, paths);
    };
    const reset = engine.reset.bind(engine);
    engine.reset = async () => {
      resets++;
      await reset();
    };
    const app = await buildApp(
      parseConfig({
        LOG_LEVEL: 'silent',
        ENGINE_THREADS: '0',
        RATE_LIMIT_API_PER_MINUTE: '1000',
        SHED_EVENT_LOOP_DELAY_MS: '0',
      }),
      { engine },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    armed = true;
    const { port } = app.server.address() as { port: number };
    faulty = { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
    healthy = await startServer({ ENGINE_THREADS: '0' });
  });
  afterAll(() => Promise.all([faulty.close(), healthy.close()]));

  it('answers that request with a 500 problem, resets the engine, and answers the next one', async () => {
    const first = await post(`${faulty.url}/v1/project`, SCENARIO);
    expect(first.status).toBe(500);
    expect(first.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(first.text);
    expect(problem).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(first.text).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    expect(resets).toBe(1);

    const second = await post(`${faulty.url}/v1/project`, SCENARIO);
    expect(second.status).toBe(200);
    const reference = await post(`${healthy.url}/v1/project`, SCENARIO);
    expect(JSON.parse(second.text).deterministic).toEqual(JSON.parse(reference.text).deterministic);
    expect(JSON.parse(second.text).percentiles).toEqual(JSON.parse(reference.text).percentiles);
  });
});
