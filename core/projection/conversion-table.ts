// The year-by-year detail of a Roth conversion (docs/after-tax.md#the-conversion-block) in one choice
// of dollars, for the page's tables and its CSV: each conversion (what leaves the Trump account, the
// basis it recovers, its taxable part, its income tax and 10% tax, what is kept back for the tax or
// paid with other money, and what the Roth IRA and the Trump account hold after it), then each
// withdrawal from the Roth IRA (qualified or not, its converted money and earnings, its taxes, what is
// left after them and what the Roth still holds). As paid, the API's own cents. In today's dollars the
// API's own real figures where it has them (a withdrawal's `netRealCents`, a conversion's
// `paidOutsideRealCents`) and every other amount divided by the engine's deflator at its age and
// rounded once to the nearest cent, ties to even, as plan-table.ts does. Browser-safe.
import { decimalDollars } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { ConversionBlock } from '../schemas/projection.js';
import type { ConversionYear, RothWithdrawalYear } from '../tax/roth-conversion.js';
import type { Basis } from './yearly-table.js';

/** One conversion in the chosen dollars, amounts in cents: the engine's year, converted. */
export type ConversionRow = ConversionYear;

/** One withdrawal from the Roth IRA in the chosen dollars, amounts in cents. */
export type RothWithdrawalRow = RothWithdrawalYear;

type DeflatorAt = (ageMonths: number) => number;

function inDollars(basis: Basis, deflatorAt: DeflatorAt, ageMonths: number) {
  const d = basis === 'real' ? deflatorAt(ageMonths) : 1;
  return (cents: string) => (basis === 'real' ? nearestEven(Number(cents) / d) : Number(cents));
}

/** Every conversion, in order; `deflatorAt(age)` is the engine's D at an age (today's dollars only). */
export function conversionRows(block: ConversionBlock, basis: Basis, deflatorAt: DeflatorAt): ConversionRow[] {
  return block.roth.deterministic.conversions.map((entry) => {
    const at = inDollars(basis, deflatorAt, entry.ageMonths);
    return {
      ageMonths: entry.ageMonths,
      year: entry.year,
      convertedCents: at(entry.convertedCents),
      basisCents: at(entry.basisCents),
      taxableCents: at(entry.taxableCents),
      incomeTaxCents: at(entry.incomeTaxCents),
      additionalTaxCents: at(entry.additionalTaxCents),
      withheldCents: at(entry.withheldCents),
      paidOutsideCents: Number(basis === 'real' ? entry.paidOutsideRealCents : entry.paidOutsideCents),
      rothCents: at(entry.rothCents),
      leftCents: at(entry.leftCents),
    };
  });
}

/** Every withdrawal from the Roth IRA, in order. */
export function rothWithdrawalRows(block: ConversionBlock, basis: Basis, deflatorAt: DeflatorAt): RothWithdrawalRow[] {
  return block.roth.deterministic.withdrawals.map((entry) => {
    const at = inDollars(basis, deflatorAt, entry.ageMonths);
    return {
      ageMonths: entry.ageMonths,
      year: entry.year,
      qualified: entry.qualified,
      withdrawalCents: at(entry.withdrawalCents),
      conversionsCents: at(entry.conversionsCents),
      earningsCents: at(entry.earningsCents),
      incomeTaxCents: at(entry.incomeTaxCents),
      additionalTaxCents: at(entry.additionalTaxCents),
      netCents: Number(basis === 'real' ? entry.netRealCents : entry.netCents),
      leftCents: at(entry.leftCents),
    };
  });
}

/** The CSV's amount columns; a row leaves empty the ones that are not its step's. */
const AMOUNT_COLUMNS = [
  'amount',
  'basis_recovered',
  'taxable',
  'converted_money',
  'earnings',
  'income_tax',
  'additional_tax',
  'withheld_for_tax',
  'tax_paid_outside',
  'net',
  'roth_after',
  'trump_account_after',
] as const;

type AmountColumn = (typeof AMOUNT_COLUMNS)[number];

function line(
  step: 'conversion' | 'withdrawal',
  row: { ageMonths: number; year: number },
  qualified: string,
  amounts: Partial<Record<AmountColumn, number>>,
): string[] {
  return [
    step,
    String(row.ageMonths),
    String(row.ageMonths / 12),
    String(row.year),
    qualified,
    ...AMOUNT_COLUMNS.map((column) => {
      const cents = amounts[column];
      return cents === undefined ? '' : decimalDollars(cents);
    }),
  ];
}

/** The detail as CSV: `step,age_months,age_years,year,qualified,amount,...`, the conversions (step
 *  `conversion`) then the Roth IRA's withdrawals (step `withdrawal`, `qualified` yes or no), with
 *  `_today` after each amount's name in today's dollars (dollars of asOf); amounts are dollars and
 *  cents, a column that is not the row's step's is empty; lines end in `\n`. */
export function conversionCsv(block: ConversionBlock, basis: Basis, deflatorAt: DeflatorAt): string {
  const suffix = basis === 'real' ? '_today' : '';
  const header = [
    'step',
    'age_months',
    'age_years',
    'year',
    'qualified',
    ...AMOUNT_COLUMNS.map((name) => name + suffix),
  ];
  const conversions = conversionRows(block, basis, deflatorAt).map((row) =>
    line('conversion', row, '', {
      amount: row.convertedCents,
      basis_recovered: row.basisCents,
      taxable: row.taxableCents,
      income_tax: row.incomeTaxCents,
      additional_tax: row.additionalTaxCents,
      withheld_for_tax: row.withheldCents,
      tax_paid_outside: row.paidOutsideCents,
      roth_after: row.rothCents,
      trump_account_after: row.leftCents,
    }),
  );
  const withdrawals = rothWithdrawalRows(block, basis, deflatorAt).map((row) =>
    line('withdrawal', row, row.qualified ? 'yes' : 'no', {
      amount: row.withdrawalCents,
      converted_money: row.conversionsCents,
      earnings: row.earningsCents,
      income_tax: row.incomeTaxCents,
      additional_tax: row.additionalTaxCents,
      net: row.netCents,
      roth_after: row.leftCents,
    }),
  );
  return [header, ...conversions, ...withdrawals].map((cells) => `${cells.join(',')}\n`).join('');
}
