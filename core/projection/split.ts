// A large run's paths split into ranges for several engines, and the slices merged back in one
// engine (docs/operations.md#worker-pool). Every path has its own random stream, so the merged
// run is byte for byte the run of one engine. A slice holds each path's checkpoint balances and,
// when the plan asks for the side account (docs/after-tax.md#the-comparison), its balances after
// them (Engine.readPaths). Browser-safe: any host with several engines can
// split a run; the server's pool does.
import type { Engine } from '../engine/engine.js';
import { finishProjection, outOfRange, type ProjectionPlan, type ProjectOutcome, runDeterministic } from './project.js';

/** [firstPath, endPath) of each of `parts` consecutive ranges covering `paths` paths. */
export function pathRanges(paths: number, parts: number): [number, number][] {
  return Array.from({ length: parts }, (_, part): [number, number] => [
    Math.floor((paths * part) / parts),
    Math.floor((paths * (part + 1)) / parts),
  ]);
}

/** The projection of a plan from its simulated slices (one per range; undefined when a slice was
 *  out of range), finished in `engine`. Synchronous: nothing else can use the engine meanwhile. */
export function mergeSlices(
  engine: Engine,
  plan: ProjectionPlan,
  ranges: readonly [number, number][],
  slices: readonly (Float64Array | undefined)[],
): ProjectOutcome {
  const det = runDeterministic(engine, plan);
  if (det === undefined) return outOfRange();
  for (const [index, [firstPath, endPath]] of ranges.entries()) {
    const slice = slices[index];
    if (slice === undefined) return outOfRange();
    engine.loadPaths(firstPath, endPath, plan.paths, plan.checkpoints, slice);
  }
  return finishProjection(engine, plan, det);
}
