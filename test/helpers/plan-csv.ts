// The plan's CSV in future dollars as the tests expect it, written from the API's plan block
// (docs/api.md: the page's `trump-account-withdrawals.csv`, the command line's `--table
// withdrawals`): a row per account and year, amounts in dollars and cents.
import type { PlanBlock } from '../../core/schemas/projection.js';

export const PLAN_CSV_HEADER = [
  'account',
  'age_months',
  'age_years',
  'year',
  'withdrawal',
  'basis_recovered',
  'income_tax',
  'additional_tax',
  'net',
  'still_held',
];

export function expectedPlanRows(plan: PlanBlock): string[][] {
  return (['trumpAccount', 'plan529', 'custodial'] as const).flatMap((key) =>
    plan[key].deterministic.years.map((year) => [
      key,
      String(year.ageMonths),
      String(year.ageMonths / 12),
      String(year.year),
      ...[
        year.withdrawalCents,
        year.basisCents,
        year.incomeTaxCents,
        year.additionalTaxCents,
        year.netCents,
        year.leftCents,
      ].map((cents) => (Number(cents) / 100).toFixed(2)),
    ]),
  );
}
