// The documented recursion of a plan of withdrawals (docs/after-tax.md#the-recursion), written
// again here in BigInt for the tests, each year's tax from the independent reference beside it (not
// core/tax's).
type PlanMethod = 'equal' | 'expenses';

import type { RefCase, RefTax } from './reference.js';

export type RefRule = (v: bigint, b: bigint, c: RefCase) => RefTax | null;

/** Nearest integer of n / d, ties to even, written again here. */
function nearest(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n - q * d;
  if (2n * r > d) return q + 1n;
  if (2n * r < d) return q;
  return q % 2n === 0n ? q : q + 1n;
}

export interface RefYear {
  drawn: bigint;
  recovered: bigint;
  income: bigint;
  additional: bigint;
  net: bigint;
  left: bigint;
}

/** The documented recursion: R_0 = A_0; W_k; p_k; R_{k+1} = nearest((R_k - W_k) A_{k+1} / A_k). */
export function refPlan(
  rule: RefRule,
  whole: bigint[],
  basis0: bigint,
  cases: RefCase[],
  method: PlanMethod,
  expenses: bigint | undefined,
): RefYear[] | null {
  const n = whole.length;
  const out: RefYear[] = [];
  let r = whole[0] ?? 0n;
  let b = basis0;
  for (let k = 0; k < n; k++) {
    let w: bigint;
    if (k === n - 1) w = r;
    else if (method === 'equal') w = nearest(r, BigInt(n - k));
    else w = (expenses ?? 0n) < r ? (expenses ?? 0n) : r;
    let p = w === r ? b : nearest(w * b, r);
    if (p > w && w !== r) p = w;
    const tax = rule(w, p, cases[k] as RefCase);
    if (tax === null) return null;
    out.push({ drawn: w, recovered: p, income: tax.income, additional: tax.additional, net: tax.net, left: r - w });
    b -= p;
    const a = whole[k] ?? 0n;
    if (k + 1 < n) r = a > 0n ? nearest((r - w) * (whole[k + 1] ?? 0n), a) : 0n;
  }
  return out;
}
