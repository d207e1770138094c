// The deterministic path in whole cents (docs/model.md#the-deterministic-path):
//   B[0] = currentBalanceCents,  B[k+1] = nearest((B[k] + C[k]) * g)
// Deposits land at the start of a month and grow for that month. An integer-valued f64 is exact
// up to 2^53, and `nearest` is IEEE round-half-to-even, so every balance is an exact cent amount.
// When P_SIDE is set, the side account (docs/after-tax.md#the-comparison) runs the same recursion
// from P_SIDE_START over sideDeposits[], its milestones beside the account's.
import {
  balances, checkpointAges, deflators, deposits, milestonesNominal, milestonesReal, outputs, params,
  sideDeposits, sideMilestonesNominal, sideMilestonesReal, stepDeflators,
} from "./buffers";
import {
  O_FINAL_NOMINAL, O_FINAL_REAL, O_GROWTH, O_INFLATION_AND_FEE, P_CHECKPOINTS, P_FEE, P_INFLATION, P_MONTHS,
  P_REAL_OFFSET, P_RETURN_IS_REAL, P_SIDE, P_SIDE_START, P_START_AGE, P_START_BALANCE, P_ANNUAL_RETURN,
} from "./layout";
import { centsStep } from "./cents";
import { deflator, inflationAndFee, monthlyGrowth } from "./rates";
import { MAX_SAFE_CENTS } from "./schedule";

export function growthFactor(): f64 {
  return monthlyGrowth(params[P_ANNUAL_RETURN], params[P_RETURN_IS_REAL] != 0, params[P_INFLATION], params[P_FEE]);
}

/** Runs the cents recursion over deposits[]; false when a balance is beyond exact cents. */
export function runDeterministicPath(): bool {
  const months = <i32>params[P_MONTHS];
  const g = growthFactor();
  outputs[O_GROWTH] = g;
  outputs[O_INFLATION_AND_FEE] = inflationAndFee(params[P_INFLATION], params[P_FEE]);
  let balance = params[P_START_BALANCE];
  balances[0] = balance;
  for (let k = 0; k < months; k++) {
    balance = centsStep(balance, deposits[k], g);
    if (!(balance <= MAX_SAFE_CENTS)) return false;
    balances[k + 1] = balance;
  }

  const inflation = params[P_INFLATION];
  const startAge = <i32>params[P_START_AGE];
  const offset = <i32>params[P_REAL_OFFSET];
  const checkpoints = <i32>params[P_CHECKPOINTS];
  // Each step's deflator, which turns what is paid or cut at that step into dollars of asOf.
  for (let k = 0; k < months; k++) stepDeflators[k] = deflator(inflation, k + offset);
  for (let c = 0; c < checkpoints; c++) {
    const steps = checkpointAges[c] - startAge;
    const d = deflator(inflation, steps + offset);
    deflators[c] = d;
    milestonesNominal[c] = balances[steps];
    milestonesReal[c] = nearest(balances[steps] / d);
  }
  outputs[O_FINAL_NOMINAL] = balance;
  outputs[O_FINAL_REAL] = nearest(balance / deflator(inflation, months + offset));
  return params[P_SIDE] == 0 || runSidePath(g);
}

/** The side account's path and milestones, after the account's (its deflators); false when a
 *  balance is beyond exact cents. */
function runSidePath(g: f64): bool {
  const months = <i32>params[P_MONTHS];
  const startAge = <i32>params[P_START_AGE];
  const checkpoints = <i32>params[P_CHECKPOINTS];
  let balance = params[P_SIDE_START];
  let c = 0;
  for (let k = 0; k < months; k++) {
    balance = centsStep(balance, sideDeposits[k], g);
    if (!(balance <= MAX_SAFE_CENTS)) return false;
    if (c < checkpoints && k + 1 == checkpointAges[c] - startAge) {
      sideMilestonesNominal[c] = balance;
      sideMilestonesReal[c] = nearest(balance / deflators[c]);
      c++;
    }
  }
  return true;
}
