// The debug build's entry (package.json build:asc:debug; the tests run that build): the engine's export
// surface (index.ts) and the exports only the tests use, which the release build, compiled from
// index.ts alone, does not carry. The wrapper (core/engine/engine.ts) treats them as optional.
import { growths, scratch } from "./buffers";
import { historyFactorsAt } from "./historical";
import { normal, seedPath } from "./random";
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
