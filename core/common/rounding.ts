// Rounding to whole cents as the engine rounds (IEEE nearest, ties to even: wasm's f64.nearest),
// for the few amounts computed outside it. Browser-safe.

/** The integer nearest to x, ties to the even one. */
export function nearestEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff < 0.5) return floor;
  if (diff > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}
