// Time bounds a test asserts, scaled to the machine's pace measured in the same run
// (docs/operations.md#tests-on-a-busy-machine): at least a floor that holds on an idle machine, and
// a multiple of what the same kind of work took just before, so that a loaded machine, which slows
// the work and the wait for it alike, widens the bound instead of failing the test.

/** Milliseconds `work` took. */
export async function millisecondsOf(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `floorMs`, or `times` the baseline, whichever is larger. */
export function scaledBound(floorMs: number, baselineMs: number, times: number): number {
  return Math.max(floorMs, Math.ceil(baselineMs * times));
}
