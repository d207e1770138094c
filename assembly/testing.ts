// The debug build's entry (package.json build:asc:debug; the tests run that build): the engine's export
// surface (index.ts) and the exports only the tests use, which the release build, compiled from
// index.ts alone, does not carry. The wrapper (core/engine/engine.ts) treats them as optional.
import { growths, scratch } from "./buffers";
import { historyFactorsAt } from "./historical";
import { normal, seedPath } from "./random";
import { inverseNormal, inverseNormalsPair, pointOf, prepareSobol, SOBOL_DIMENSIONS } from "./sobol";
import { Status } from "./status";

export * from "./index";

/** The growth factors recorded by a Monte-Carlo simulate() (P_RECORD_STEPS). */
export function growthsPtr(): usize { return changetype<usize>(growths); }
/** The compiled-in monthly factors of market history (HISTORY_MONTHS doubles). */
export function historyFactorsPtr(): usize { return historyFactorsAt(); }
/** The scratch buffer, where sampleNormals leaves its draws. */
export function scratchPtr(): usize { return changetype<usize>(scratch); }

/** For tests of the generator: `count` normals of path `path` into the scratch buffer. */
export function sampleNormals(mcSeed: f64, path: i32, count: i32): Status {
  if (count > scratch.length) return Status.BadLayout;
  seedPath(<i64>mcSeed, path);
  for (let i = 0; i < count; i++) unchecked(scratch[i] = normal());
  return Status.Ok;
}

/** For tests of the Sobol sampler: the points of paths [0, count) in `dimensions` dimensions, point
 *  p's dimension j at [p * dimensions + j] of the scratch buffer, as integers (x / 2^32 is the point):
 *  the published sequence when `scramble` is false, else scrambled from mcSeed as the kernel does. */
export function sobolPoints(mcSeed: f64, dimensions: i32, count: i32, scramble: bool): Status {
  if (dimensions < 1 || dimensions > SOBOL_DIMENSIONS || count < 1 || <i64>dimensions * count > scratch.length) {
    return Status.BadLayout;
  }
  prepareSobol(<i64>mcSeed, dimensions, count, scramble);
  for (let p = 0; p < count; p++) {
    const x = pointOf(p, dimensions);
    for (let j = 0; j < dimensions; j++) unchecked(scratch[p * dimensions + j] = <f64>unchecked(x[j]));
  }
  return Status.Ok;
}

/** For tests of the Sobol sampler's pairs: `count` pairs of 32-bit coordinates at scratch[0, 2 count)
 *  (the first path's at even places, the second's at odd), their normals as the pairs' kernel makes
 *  them into scratch[2 count, 4 count), the same layout, and inverseNormal's of each alone into
 *  scratch[4 count, 6 count). */
export function sobolNormalPairs(count: i32): Status {
  if (count < 1 || count > SOBOL_DIMENSIONS || <i64>count * 6 > scratch.length) return Status.BadLayout;
  const first = new StaticArray<u32>(count);
  const second = new StaticArray<u32>(count);
  for (let i = 0; i < count; i++) {
    unchecked(first[i] = <u32>unchecked(scratch[2 * i]));
    unchecked(second[i] = <u32>unchecked(scratch[2 * i + 1]));
  }
  inverseNormalsPair(changetype<usize>(first), changetype<usize>(second), changetype<usize>(scratch) + (<usize>(2 * count) << 3), count);
  for (let i = 0; i < 2 * count; i++) {
    unchecked(scratch[4 * count + i] = inverseNormal((unchecked(scratch[i]) + 0.5) * 2.3283064365386963e-10));
  }
  return Status.Ok;
}
