// The engine's whole error vocabulary: every exported entry point returns one of these.
export enum Status {
  Ok = 0,
  /** An amount beyond 2^53 - 1 cents: it could not be exact (docs/model.md#exact-cents). */
  ResultOutOfRange = 1,
  /** Sizes in the parameter block exceed what `reserve` made room for. */
  BadLayout = 2,
}
