// One step of the cents recursion, B[k+1] = nearest((B[k] + C[k]) * g), in one place for every
// kernel: the deterministic path (path.ts), the Monte-Carlo and historical kernels (montecarlo.ts,
// historical.ts) and the replay of a solve (replay.ts). `nearest` is IEEE round-half-to-even and an
// integer-valued f64 is exact up to 2^53, so every balance is an exact cent amount
// (docs/model.md#exact-cents); a replayed balance is the simulated one to the bit because all of
// them do these same operations in this order. Both are @inline: the step is on the kernels'
// critical dependency chain, where a call would cost more than the step itself.

/** One month: the deposit lands, the sum grows by `growth`, the result rounds to whole cents. */
@inline export function centsStep(balance: f64, deposit: f64, growth: f64): f64 {
  return nearest((balance + deposit) * growth);
}

/** centsStep in both f64x2 lanes, the same operations lane by lane (so the same bits). */
@inline export function centsStep2(balance: v128, deposit: v128, growth: v128): v128 {
  return f64x2.nearest(f64x2.mul(f64x2.add(balance, deposit), growth));
}
