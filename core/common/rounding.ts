// Rounding to whole cents as the engine rounds (IEEE nearest, ties to even: wasm's f64.nearest),
// for the few amounts computed outside it. Browser-safe.

const TWO_52 = 2 ** 52;

/** The integer nearest to x, ties to the even one. Without a branch on which side of the half the
 *  fraction lies (a branch the processor mispredicts half the time on amounts that are as good as
 *  random, docs/performance.md#after-tax): the fraction x - floor(x) is exact, and so is it less a
 *  half from a quarter up (a smaller fraction less a half stays negative), so its ceiling is 1 above
 *  the half and 0 (or -0, which adds nothing) below it. */
export function nearestEven(x: number): number {
  // From 0 to 2^52 adding 2^52, whose doubles are the integers from 2^52 to 2^53, rounds x to the
  // nearest integer, ties to even (the processor's rounding of a sum), and subtracting it is exact.
  if (x > 0 && x < TWO_52) return x + TWO_52 - TWO_52;
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff === 0.5) return floor % 2 === 0 ? floor : floor + 1;
  return floor + Math.ceil(diff - 0.5);
}
