// The year-by-year detail of a withdrawal plan (docs/after-tax.md#the-plan-block) in one choice of
// dollars, for the page's table and its CSV: per account and per withdrawal, the age, the tax year,
// what is taken out, the basis it recovers (tax-free), the income tax, the additional 10% tax, with
// afterTax.state the state's tax (else the row's parts would not add up to its net), what is left
// after tax and what is still held. As paid, the API's own cents. In today's dollars, the
// net is the API's `netRealCents` and every other amount is divided by the engine's deflator at the
// withdrawal's age and rounded once to the nearest cent, ties to even, as the API rounds its real
// values; so a row's parts can differ from its net by a cent. Browser-safe.
import { decimalDollars } from '../common/format.js';
import { nearestEven } from '../common/rounding.js';
import type { PlanBlock } from '../schemas/projection.js';
import type { Basis } from './yearly-table.js';

/** The accounts in the order the page and the CSV show them (their names are the page's words,
 *  core/i18n/). */
export const PLAN_ACCOUNTS = ['trumpAccount', 'plan529', 'custodial'] as const;

type PlanAccountKey = (typeof PLAN_ACCOUNTS)[number];

/** One withdrawal in the chosen dollars, amounts in cents. */
export interface PlanRow {
  account: PlanAccountKey;
  ageMonths: number;
  year: number;
  withdrawalCents: number;
  basisCents: number;
  incomeTaxCents: number;
  additionalTaxCents: number;
  /** With afterTax.state, the state tax the withdrawal adds (the net subtracts it); else 0. */
  stateTaxCents: number;
  netCents: number;
  leftCents: number;
}

/** Every withdrawal of every account, accounts in the order above; `deflatorAt(age)` is the engine's
 *  D at a withdrawal's age (used only for today's dollars). */
export function planRows(plan: PlanBlock, basis: Basis, deflatorAt: (ageMonths: number) => number): PlanRow[] {
  return PLAN_ACCOUNTS.flatMap((account) =>
    plan[account].deterministic.years.map((entry) => {
      const d = basis === 'real' ? deflatorAt(entry.ageMonths) : 1;
      const at = (cents: string) => (basis === 'real' ? nearestEven(Number(cents) / d) : Number(cents));
      return {
        account,
        ageMonths: entry.ageMonths,
        year: entry.year,
        withdrawalCents: at(entry.withdrawalCents),
        basisCents: at(entry.basisCents),
        incomeTaxCents: at(entry.incomeTaxCents),
        additionalTaxCents: at(entry.additionalTaxCents),
        stateTaxCents: at(entry.stateTaxCents ?? '0'),
        netCents: Number(basis === 'real' ? entry.netRealCents : entry.netCents),
        leftCents: at(entry.leftCents),
      };
    }),
  );
}

/** Whether the plan's figures carry a state's tax (afterTax.state): its detail then has a column for it. */
export function planHasStateTax(plan: PlanBlock): boolean {
  return plan.trumpAccount.deterministic.years.some((entry) => entry.stateTaxCents !== undefined);
}

/** A row's amounts in the order of the table's columns (the CSV's and the page's); the state's tax
 *  after the additional tax when the plan has one. */
export function planRowAmounts(row: PlanRow, stateTax: boolean): number[] {
  const taxes = [row.incomeTaxCents, row.additionalTaxCents, ...(stateTax ? [row.stateTaxCents] : [])];
  return [row.withdrawalCents, row.basisCents, ...taxes, row.netCents, row.leftCents];
}

const AMOUNT_COLUMNS = ['withdrawal', 'basis_recovered', 'income_tax', 'additional_tax', 'net', 'still_held'] as const;
const STATE_TAX_COLUMN = 'state_tax';

/** The detail as CSV: `account,age_months,age_years,year,withdrawal...` with `_today` after each
 *  amount's name in today's dollars (dollars of asOf); amounts are dollars and cents, lines end in `\n`. */
export function planCsv(plan: PlanBlock, basis: Basis, deflatorAt: (ageMonths: number) => number): string {
  const suffix = basis === 'real' ? '_today' : '';
  const stateTax = planHasStateTax(plan);
  const names = stateTax
    ? [...AMOUNT_COLUMNS.slice(0, 4), STATE_TAX_COLUMN, ...AMOUNT_COLUMNS.slice(4)]
    : AMOUNT_COLUMNS;
  const header = ['account', 'age_months', 'age_years', 'year', ...names.map((name) => name + suffix)];
  const lines = planRows(plan, basis, deflatorAt).map((row) => [
    row.account,
    String(row.ageMonths),
    String(row.ageMonths / 12),
    String(row.year),
    ...planRowAmounts(row, stateTax).map(decimalDollars),
  ]);
  return [header, ...lines].map((cells) => `${cells.join(',')}\n`).join('');
}
