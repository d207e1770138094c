// How far apart two doubles are, the two ways the tests allow a difference: in units in the last
// place (for values computed by different but equally exact means) and relative to the expected
// value (for values that went through other rounding). Everything else is compared exactly.

const view = new DataView(new ArrayBuffer(8));

/** The distance between two doubles of the same sign, in units in the last place. */
export function ulpDistance(a: number, b: number): number {
  view.setFloat64(0, a);
  const x = view.getBigInt64(0);
  view.setFloat64(0, b);
  const y = view.getBigInt64(0);
  return Number(x > y ? x - y : y - x);
}

/** |actual - expected| / |expected|. */
export function relativeDifference(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected);
}
