// The package's entry points from the sources (package/, docs/api.md#the-package): loadEngine
// takes every source it promises (the package's own file, a path, file: URLs, bytes, a compiled
// module, an http URL served as application/wasm or as anything else) and refuses what is not a
// .wasm; projectScenario gives the bytes POST /v1/project gives, on generated scenarios too, and
// the same problems. test/package/packed.test.ts repeats the essentials from a packed tarball.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scenario } from '../../core/schemas/scenario.js';
import * as browser from '../../package/engine.js';
import * as node from '../../package/engine-node.js';
import { wasmUrl } from '../../package/load-node.js';
import * as schemas from '../../package/schemas.js';
import { validScenario } from '../helpers/scenario-arbitraries.js';
import { post, type RunningServer, startServer } from '../helpers/start-server.js';

const SITE_URL = 'https://530a.example';
const SEED = 530_17;
const GENERATED = 40;

const SCENARIO = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
    {
      id: 'employer',
      kind: 'employer',
      schedule: { type: 'annual', amountCents: '300000', monthOfYear: 1, startAgeMonths: 0, endAgeMonths: 216 },
    },
  ],
};

const OUT_OF_RANGE = {
  asOf: '2026-01-01',
  birthDate: '2026-01-01',
  targetAgeMonths: 1428,
  annualReturn: 0.2,
  returnIsReal: false,
  mcPaths: 100,
  sources: [
    {
      id: 'charity',
      kind: 'charity',
      schedule: { type: 'monthly', amountCents: '999999999999', startAgeMonths: 0, endAgeMonths: 1428 },
    },
  ],
};

let server: RunningServer;
/** A server that sends the .wasm as application/octet-stream, as some static hosts do. */
let plainHost: Server;
let plainUrl: string;
let engine: browser.Engine;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
  const bytes = await readFile(wasmUrl('release'));
  plainHost = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
  });
  await new Promise<void>((resolve) => plainHost.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plainHost.address() as AddressInfo).port}/engine.wasm`;
  engine = await node.loadEngine();
});

afterAll(async () => {
  await new Promise((resolve) => plainHost?.close(resolve));
  await server?.close();
});

async function apiText(body: unknown): Promise<{ status: number; text: string }> {
  const answer = await post(`${server.url}/v1/project`, body);
  return { status: answer.status, text: answer.text };
}

/** What the engine entry gives for `body`, in the API's terms: the body text or the problem's fields. */
function packageAnswer(target: browser.Engine, body: unknown, budgetPathMonths?: number) {
  const site = { siteUrl: SITE_URL, ...(budgetPathMonths ? { budgetPathMonths } : {}) };
  const outcome = node.projectScenario(target, body, site);
  if (outcome.ok) return { status: 200, text: outcome.json };
  const fields = outcome.code === 'VALIDATION_ERROR' ? { errors: outcome.errors } : { detail: outcome.detail };
  return { status: 400, code: outcome.code, ...fields };
}

describe('loadEngine', () => {
  it('in Node, reads the release .wasm by default, or a path, file: URLs, bytes, a compiled module', async () => {
    const file = wasmUrl('release');
    const bytes = await readFile(file);
    const expected = (await apiText(SCENARIO)).text;
    const sources: [string, node.WasmSource | undefined][] = [
      ['default', undefined],
      ['a path', fileURLToPath(file)],
      ['a file: URL', file],
      ['a file: URL as text', file.href],
      ['a Uint8Array', new Uint8Array(bytes)],
      ['an ArrayBuffer', bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)],
      ['a compiled module', await WebAssembly.compile(bytes)],
      ['an http URL (application/wasm)', `${server.url}/engine.wasm`],
      ['an http URL (octet-stream)', new URL(plainUrl)],
    ];
    for (const [name, source] of sources) {
      const loaded = source === undefined ? await node.loadEngine() : await node.loadEngine(source);
      const outcome = node.projectScenario(loaded, SCENARIO, { siteUrl: SITE_URL });
      expect(outcome.ok && outcome.json, name).toBe(expected);
    }
  });

  it('in browsers, fetches a URL (streamed when served as application/wasm), takes a Response or bytes', async () => {
    const expected = (await apiText(SCENARIO)).text;
    const bytes = await readFile(wasmUrl('release'));
    for (const source of [`${server.url}/engine.wasm`, plainUrl, await fetch(plainUrl), new Uint8Array(bytes)]) {
      const outcome = browser.projectScenario(await browser.loadEngine(source), SCENARIO, { siteUrl: SITE_URL });
      expect(outcome.ok && outcome.json).toBe(expected);
    }
    // Its default is the file the package ships beside the compiled wrapper.
    expect(browser.packagedWasmUrl().href).toMatch(/\/core\/engine\/engine\.wasm$/);
  });

  it('refuses what is not the engine: a 404, bytes that are not WebAssembly, a missing file', async () => {
    await expect(browser.loadEngine(`${server.url}/engine.wasm.missing`)).rejects.toThrow(/HTTP 404/);
    const notWasm = new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]);
    await expect(node.loadEngine(notWasm)).rejects.toThrow(WebAssembly.CompileError);
    await expect(node.loadEngine('no-such-dir/engine.wasm')).rejects.toThrow(/ENOENT/);
    await expect(node.loadEngine(`${server.url}/`)).rejects.toThrow(WebAssembly.CompileError); // the HTML page
  });
});

describe('projectScenario', () => {
  it('answers the bytes of POST /v1/project, and again the same bytes from the same engine', async () => {
    const api = await apiText(SCENARIO);
    expect(api.status).toBe(200);
    expect(packageAnswer(engine, SCENARIO)).toEqual(api);
    expect(packageAnswer(engine, SCENARIO)).toEqual(api);
    const outcome = node.projectScenario(engine, SCENARIO, { siteUrl: `${SITE_URL}/` });
    expect(outcome.ok && outcome.json).toBe(api.text); // a trailing slash is dropped, as SITE_URL's is
    expect(outcome.ok && outcome.projection.shareUrl).toBe(`${SITE_URL}/?s=${outcome.ok && outcome.s}`);
  });

  it('answers the bytes of POST /v1/project for a Roth conversion and a plan, under both return models', async () => {
    const afterTax = {
      use: 'retirement',
      conversion: { fromAgeMonths: 216, years: 3, taxPaidFrom: 'account' },
      plan: { fromAgeMonths: 780, years: 4 },
    };
    for (const returnModel of ['lognormal', 'historical']) {
      const body = { ...SCENARIO, targetAgeMonths: 840, returnModel, afterTax };
      const api = await apiText(body);
      expect(api.status, api.text).toBe(200);
      expect(JSON.parse(api.text).afterTax.conversion.withdrawalAges).toEqual([780, 792, 804, 816]);
      expect(packageAnswer(engine, body)).toEqual(api);
    }
  });

  it(`equals the API on ${GENERATED} generated valid scenarios, one engine for all (seed ${SEED})`, async () => {
    let projected = 0;
    await fc.assert(
      fc.asyncProperty(validScenario, async (scenario) => {
        const api = await apiText(scenario);
        const mine = packageAnswer(engine, scenario);
        if (api.status === 200) {
          projected++;
          expect(mine).toEqual(api);
        } else {
          const problem = JSON.parse(api.text) as { code: string; detail: string };
          expect(mine).toEqual({ status: api.status, code: problem.code, detail: problem.detail });
        }
      }),
      { seed: SEED, numRuns: GENERATED },
    );
    expect(projected).toBeGreaterThan(GENERATED / 2);
  });

  it('reports the problems of POST /v1/project: each pointer of an invalid scenario, RESULT_OUT_OF_RANGE', async () => {
    const sources = [{ id: 'a', kind: 'aunt' }];
    const invalid = { asOf: '2026-13-01', birthDate: '2026', targetAgeMonths: 0, hue: 1, sources };
    const api = JSON.parse((await apiText(invalid)).text) as { errors: unknown[] };
    const mine = node.projectScenario(engine, invalid, { siteUrl: SITE_URL });
    expect(mine.ok).toBe(false);
    expect(!mine.ok && mine.code === 'VALIDATION_ERROR' && mine.errors).toEqual(api.errors);
    expect(api.errors.length).toBeGreaterThanOrEqual(4);

    const range = JSON.parse((await apiText(OUT_OF_RANGE)).text) as { code: string; detail: string };
    expect(packageAnswer(engine, OUT_OF_RANGE)).toEqual({ status: 400, code: range.code, detail: range.detail });
    // The engine is still sound afterwards.
    expect(packageAnswer(engine, SCENARIO)).toEqual(await apiText(SCENARIO));
  });

  it("with the server's budget gives its paths; refuses budgets and site addresses the server refuses", async () => {
    const small = await startServer({ SITE_URL, MC_BUDGET_PATH_MONTHS: '50000' });
    try {
      const big = { ...SCENARIO, mcPaths: 5000 };
      const api = await post(`${small.url}/v1/project`, big);
      expect(JSON.parse(api.text).assumptions.mcPathsSimulated).toBe(234); // floor(50000 / 213 months)
      expect(packageAnswer(engine, big, 50_000)).toEqual({ status: 200, text: api.text });
    } finally {
      await small.close();
    }
    for (const budgetPathMonths of [0, 999, 1_000_000_001, 2.5, Number.NaN]) {
      expect(() => node.projectScenario(engine, SCENARIO, { siteUrl: SITE_URL, budgetPathMonths })).toThrow(RangeError);
    }
    for (const siteUrl of ['', 'example.org', 'ftp://example.org', 'javascript:alert(1)']) {
      expect(() => node.projectScenario(engine, SCENARIO, { siteUrl })).toThrow(TypeError);
    }
  });
});

describe('solveScenario', () => {
  it('answers the bytes of POST /v1/solve, and its problems', async () => {
    const body = {
      scenario: { ...SCENARIO, goal: { amountCents: '3000000', atAgeMonths: SCENARIO.targetAgeMonths } },
      sourceId: SCENARIO.sources[0]!.id,
    };
    const api = await post(`${server.url}/v1/solve`, body);
    expect(api.status).toBe(200);
    const mine = node.solveScenario(engine, body, { siteUrl: SITE_URL });
    expect(mine.ok && mine.json).toBe(api.text);
    const browserMine = browser.solveScenario(engine, body, { siteUrl: SITE_URL });
    expect(browserMine.ok && browserMine.json).toBe(api.text);
    const invalid = { scenario: SCENARIO, sourceId: 'nobody' };
    const problem = JSON.parse((await post(`${server.url}/v1/solve`, invalid)).text) as { errors: unknown[] };
    const refused = node.solveScenario(engine, invalid, { siteUrl: SITE_URL });
    expect(!refused.ok && refused.code === 'VALIDATION_ERROR' && refused.errors).toEqual(problem.errors);
    expect(() => node.solveScenario(engine, body, { siteUrl: SITE_URL, solveBudgetPathMonths: 5 })).toThrow(RangeError);
  });
});

describe('the other entries', () => {
  it("schemas are the API's, and the share codec round-trips the s of a shareUrl", async () => {
    expect(schemas.Scenario).toBe(Scenario);
    const outcome = node.projectScenario(engine, SCENARIO, { siteUrl: SITE_URL });
    if (!outcome.ok) throw new Error('no projection');
    const decoded = node.decodeShare(outcome.s);
    expect(decoded.ok && node.projectScenario(engine, decoded.value, { siteUrl: SITE_URL })).toEqual(outcome);
    expect((await apiText({ s: outcome.s })).text).toBe(outcome.json);
  });

  it('both main entries export the same names', () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(node).sort());
  });
});
