// The benchmark's plain-TypeScript kernel (bench/reference-kernel.ts) is the engine's algorithm,
// so the benchmark compares like with like (style principle 10). It does not run the benchmark.
//
// Bits. The reference computes its ziggurat table with JS Math, the engine with AssemblyScript's
// own Math (assembly/random.ts). V8's Math.exp and Math.log (fdlibm) and AssemblyScript's (musl's
// table-driven exp and log) differ in the last bit for about one argument in ten, so the two tables
// agree exactly in their first 54 edges and differ by at most 4 ulp in the rest. A fast-path
// draw is u * edge with the same u and layer from the same xoshiro256** bits, so it is either the
// same double or a few ulp away; a slow-path draw also uses Math.exp / Math.log. Hence:
//   - draw for draw, every normal is within MAX_ULP of the engine's: a stream out of step, a wrong
//     layer, sign or accept decision would be off by far more than that;
//   - the draws from layers whose edges agree are bit for bit the engine's;
//   - the checkpoint balances in whole cents, where a few ulp rarely reach a rounding tie, match
//     the engine's on nearly every path, and the percentiles at volatility 0 exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { benchInput, engineRun, referenceInput } from '../../bench/inputs.js';
import { percentilesReference, sampleNormals, simulateReference } from '../../bench/reference-kernel.js';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { createNodeEngine } from '../../package/load-node.js';
import { relativeDifference, ulpDistance } from '../helpers/tolerance.js';

/** The largest distance in ulp seen between the two tables' edges is 4; a draw adds a rounding. */
const MAX_ULP = 8;
/** Edges 0..53 of the JS-Math table equal the engine's (so do layers 0..52, which use edges L, L+1). */
const EXACT_LAYERS = 53;

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

describe("the reference kernel draws the engine's normals", () => {
  const streams = [
    [530, 0],
    [530, 1],
    [530, 4999],
    [-77, 12],
    [2 ** 53 - 1, 3],
  ] as const;
  const COUNT = 20_000;

  for (const [seed, path] of streams) {
    it(`seed ${seed}, path ${path}: ${COUNT} draws in step, bit for bit on the fast path of the layers whose edges agree`, () => {
      const wasm = engine.sampleNormals(seed, path, COUNT);
      const ts = sampleNormals(seed, path, COUNT);
      let exact = 0;
      let fast = 0;
      for (let i = 0; i < COUNT; i++) {
        const [value, engineValue] = [itemAt(ts.values, i), itemAt(wasm, i)];
        expect(Math.sign(value), `draw ${i}`).toBe(Math.sign(engineValue));
        expect(ulpDistance(value, engineValue), `draw ${i}: ${value} vs ${engineValue}`).toBeLessThanOrEqual(MAX_ULP);
        if (ts.slow[i] === 0 && itemAt(ts.layers, i) < EXACT_LAYERS) {
          exact++;
          expect(Object.is(value, engineValue), `draw ${i}, layer ${ts.layers[i]}`).toBe(true);
        }
        if (ts.slow[i] === 0) fast++;
      }
      expect(fast / COUNT).toBeGreaterThan(0.98); // the ziggurat's fast path takes about 99% of draws
      expect(exact).toBeGreaterThan(COUNT * 0.15); // layers 0..52 hold about a fifth of the draws
    });
  }
});

describe("the reference kernel gives the engine's balances and percentiles", () => {
  function compare(months: number, paths: number, extra: Record<string, unknown>) {
    const bench = benchInput(months, extra);
    const ref = referenceInput(engine, bench);
    const wasmTable = engineRun(engine, bench, paths);
    const wasmPaths = engine.readPaths(0, paths, paths, bench.checkpoints);
    const tsPaths = simulateReference(ref, paths);
    const tsTables = percentilesReference(tsPaths, paths, ref.deflators);
    const det = engine.deterministic(bench.input, paths);
    const bands = engine.percentiles(paths, bench.checkpoints);
    if (det.status !== EngineStatus.Ok || bands.status !== EngineStatus.Ok || !tsTables) throw new Error('run failed');
    return { wasmTable, wasmPaths, tsPaths, tsTables, real: bands.value.real };
  }

  it("at volatility 0 every percentile, nominal and real, equals the engine's", () => {
    for (const months of [216, 1428]) {
      const { wasmTable, tsTables, real } = compare(months, 1000, { annualVolatility: 0 });
      expect(Array.from(tsTables.nominal)).toEqual(Array.from(wasmTable));
      expect(Array.from(tsTables.real)).toEqual(Array.from(real));
    }
  });

  it("at 15% and 30% volatility the checkpoint balances match the engine's to the cent on nearly every path", () => {
    for (const [months, volatility] of [
      [216, 0.15],
      [1428, 0.15],
      [780, 0.3],
    ] as const) {
      const paths = 500;
      const { wasmPaths, tsPaths, wasmTable, tsTables } = compare(months, paths, {
        annualVolatility: volatility,
        mcSeed: 97,
      });
      let equal = 0;
      for (let i = 0; i < wasmPaths.length; i++) {
        const [tsPath, wasmPath] = [itemAt(tsPaths, i), itemAt(wasmPaths, i)];
        if (wasmPath === tsPath) equal++;
        else expect(relativeDifference(tsPath, wasmPath)).toBeLessThan(1e-8);
      }
      expect(equal / wasmPaths.length).toBeGreaterThan(0.999);
      for (let i = 0; i < wasmTable.length; i++) {
        const wasmValue = itemAt(wasmTable, i);
        expect(Math.abs(itemAt(tsTables.nominal, i) - wasmValue)).toBeLessThanOrEqual(Math.max(1, wasmValue * 1e-8));
      }
    }
  });
});
