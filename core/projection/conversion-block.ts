// The conversion block (docs/after-tax.md#the-conversion-block): the Trump account converted to a
// Roth IRA over several years and then withdrawn (the plan's withdrawals, or the whole at the target),
// beside the same withdrawals from the unconverted account, on the deterministic path and on every
// path (Monte-Carlo or historical). The rules are core/tax/roth-conversion.ts; this module applies
// them path by path and summarises. Browser-safe.
import { itemAt } from '../common/checked.js';
import { centString } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { ConversionBlock, ProjectionWarning } from '../schemas/projection.js';
import { type TaxColumn, TRUMP_ACCOUNT } from '../tax/federal-tax.js';
import { type RothConversionInput, type RothPath, rothConversion } from '../tax/roth-conversion.js';
import type { WithdrawalPlanInput } from '../tax/withdrawal-plan.js';
import { account, bands, type Totals } from './plan-block.js';

/** What the conversion is computed from: the Trump account's balances (nothing withdrawn) at each
 *  conversion's age j and each withdrawal's age k. */
export interface ConversionRuns {
  conversion: RothConversionInput;
  /** The withdrawals: the plan, or one whole withdrawal at the target. */
  withdrawals: WithdrawalPlanInput;
  conversionColumns: readonly TaxColumn[];
  withdrawalColumns: readonly TaxColumn[];
  conversionDeflators: readonly number[];
  withdrawalDeflators: readonly number[];
  /** The basis at the first conversion (no deposit follows it). */
  basisCents: number;
  conversionCents: readonly number[];
  withdrawalCents: readonly number[];
  /** Every path's balance at each age: [j][path] and [k][path]. */
  conversionPaths: readonly Float64Array[];
  withdrawalPaths: readonly Float64Array[];
}

const real = (cents: number, deflator: number) => nearestEven(cents / deflator);

function onePath(runs: ConversionRuns, conversionCents: readonly number[], withdrawalCents: readonly number[]) {
  return rothConversion(
    conversionCents,
    withdrawalCents,
    runs.basisCents,
    runs.conversionColumns,
    runs.withdrawalColumns,
    runs.conversion.taxPaidFrom,
    runs.withdrawals.method,
  );
}

/** The Roth's totals: the withdrawals after tax less the tax paid from outside, each year in its own
 *  dollars and in asOf's; and the conversions' whole tax. */
function rothTotals(path: RothPath, runs: ConversionRuns): Totals & { tax: number } {
  let net = 0;
  let realNet = 0;
  let tax = 0;
  path.conversions.forEach((year, j) => {
    net -= year.paidOutsideCents;
    realNet -= real(year.paidOutsideCents, itemAt(runs.conversionDeflators, j));
    tax += year.incomeTaxCents + year.additionalTaxCents;
  });
  path.withdrawals.forEach((year, k) => {
    net += year.netCents;
    realNet += real(year.netCents, itemAt(runs.withdrawalDeflators, k));
  });
  return { net, real: realNet, tax };
}

function deterministic(path: RothPath, sum: Totals & { tax: number }, runs: ConversionRuns) {
  return {
    netCents: centString(sum.net),
    netRealCents: centString(sum.real),
    conversionTaxCents: centString(sum.tax),
    conversions: path.conversions.map((year, j) => ({
      ageMonths: year.ageMonths,
      year: year.year,
      convertedCents: centString(year.convertedCents),
      basisCents: centString(year.basisCents),
      taxableCents: centString(year.taxableCents),
      incomeTaxCents: centString(year.incomeTaxCents),
      additionalTaxCents: centString(year.additionalTaxCents),
      withheldCents: centString(year.withheldCents),
      paidOutsideCents: centString(year.paidOutsideCents),
      paidOutsideRealCents: centString(real(year.paidOutsideCents, itemAt(runs.conversionDeflators, j))),
      rothCents: centString(year.rothCents),
      leftCents: centString(year.leftCents),
    })),
    withdrawals: path.withdrawals.map((year, k) => ({
      ageMonths: year.ageMonths,
      year: year.year,
      withdrawalCents: centString(year.withdrawalCents),
      qualified: year.qualified,
      conversionsCents: centString(year.conversionsCents),
      earningsCents: centString(year.earningsCents),
      incomeTaxCents: centString(year.incomeTaxCents),
      additionalTaxCents: centString(year.additionalTaxCents),
      netCents: centString(year.netCents),
      netRealCents: centString(real(year.netCents, itemAt(runs.withdrawalDeflators, k))),
      leftCents: centString(year.leftCents),
    })),
  };
}

const exactAll = (values: Float64Array) => values.every((v) => Number.isSafeInteger(v));

/** The conversion block; undefined when a total is beyond exact cents. */
export function conversionBlock(runs: ConversionRuns): ConversionBlock | undefined {
  const detPath = onePath(runs, runs.conversionCents, runs.withdrawalCents);
  const detSum = rothTotals(detPath, runs);
  const count = itemAt(runs.withdrawalPaths, 0).length;
  const net = new Float64Array(count);
  const realNet = new Float64Array(count);
  const tax = new Float64Array(count);
  for (let p = 0; p < count; p++) {
    const at = (balances: Float64Array) => itemAt(balances, p);
    const sum = rothTotals(onePath(runs, runs.conversionPaths.map(at), runs.withdrawalPaths.map(at)), runs);
    net[p] = sum.net;
    realNet[p] = sum.real;
    tax[p] = sum.tax;
  }
  const unconverted = account(TRUMP_ACCOUNT, runs.withdrawalCents, runs.withdrawalPaths, {
    plan: runs.withdrawals,
    columns: runs.withdrawalColumns,
    deflators: runs.withdrawalDeflators,
    basisCents: runs.basisCents,
    trumpCents: runs.withdrawalCents,
    sideCents: runs.withdrawalCents,
    trumpPaths: runs.withdrawalPaths,
    sidePaths: runs.withdrawalPaths,
  });
  const sums = [detSum.net, detSum.real, detSum.tax];
  if (!(sums.every(Number.isSafeInteger) && [net, realNet, tax].every(exactAll))) return undefined;
  if (unconverted.block === undefined || !exactAll(unconverted.real)) return undefined;
  let ahead = 0;
  realNet.forEach((value, p) => {
    if (value >= itemAt(unconverted.real, p)) ahead++;
  });
  return {
    conversionAges: runs.conversionColumns.map((column) => column.ageMonths),
    withdrawalAges: runs.withdrawalColumns.map((column) => column.ageMonths),
    paths: count,
    roth: {
      deterministic: deterministic(detPath, detSum, runs),
      netCents: bands(net),
      netRealCents: bands(realNet),
      conversionTaxCents: bands(tax),
    },
    unconverted: unconverted.block,
    rothAheadOfUnconverted: ahead,
  };
}

/** ROTH_CONVERSION_UNVERIFIED: that a Trump account may be converted is read from an IRS notice, not
 *  a regulation (docs/after-tax.md#a-roth-conversion). */
export function conversionWarning(): ProjectionWarning {
  return {
    code: 'ROTH_CONVERSION_UNVERIFIED',
    message:
      "Converting a Trump account to a Roth IRA is read from an IRS notice, not a regulation or the statute's own words; the conversion figures assume it is allowed and taxed as any traditional IRA's.",
  };
}
