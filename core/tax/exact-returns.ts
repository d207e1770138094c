// How many returns one projection may compute by the exact forms in BigInt (income-tax.ts), where
// doubles cannot take them: incomes or withdrawals of about $300 million a year and more, rates of
// many decimals (docs/after-tax.md#exact-cents). Each costs about a microsecond, ten to a hundred
// times a return in doubles or off a column's line, and which returns need them follows from the
// balances, not from the request alone; so the compute budget counts them as they are computed
// (docs/model.md#the-compute-budget). The projection sets the allowance, withdrawalTax takes one
// for each return it computes in BigInt, and past the allowance ExactReturnsExhausted is thrown:
// the same inputs take the same returns, so the same request is refused everywhere. Module state,
// as the column years' cache (federal-tax.ts): a projection runs on one thread from start to end.
// Browser-safe.

/** Thrown when a projection needs more exact returns than its allowance. */
export class ExactReturnsExhausted extends Error {
  constructor(readonly allowance: number) {
    super(`more than ${allowance} returns in exact integers`);
  }
}

/** The returns left to the projection running; none is counted outside one. */
let left = Number.POSITIVE_INFINITY;
let allowed = Number.POSITIVE_INFINITY;

/** Runs `work` with at most `allowance` exact returns: ExactReturnsExhausted past them. */
export function withExactReturns<T>(allowance: number, work: () => T): T {
  const outer = { left, allowed };
  left = allowance;
  allowed = allowance;
  try {
    return work();
  } finally {
    ({ left, allowed } = outer);
  }
}

/** Takes one exact return of the allowance. */
export function takeExactReturn(): void {
  left -= 1;
  if (left < 0) throw new ExactReturnsExhausted(allowed);
}
