// The page's two CSV files, every amount in the page's choice of dollars, the header saying which
// (`_today` after an amount's name in today's dollars): the yearly table (core/projection/yearly-table.ts,
// the command line's `project --csv` with one kind of dollars: what was paid in, the steady-return
// balance, the five percentiles and, with afterTax, each account's median net after federal tax; from a
// withdrawal plan's first age, what the plan leaves, as the table on screen shows), and,
// with a withdrawal plan, its year-by-year detail per account (core/projection/plan-table.ts,
// docs/after-tax.md#the-plan-block), and, with a Roth conversion, its conversions and the Roth IRA's
// withdrawals year by year (core/projection/conversion-table.ts, docs/after-tax.md#the-conversion-block).
import { conversionCsv } from '../../core/projection/conversion-table.js';
import { planCsv } from '../../core/projection/plan-table.js';
import { deflatorAtMilestone } from '../../core/projection/todays-dollars.js';
import { yearlyCsv } from '../../core/projection/yearly-table.js';
import { paidInOf, type Shown } from './shown.js';
import type { Basis } from './text.js';
import { words } from './words.js';

/** How long a file's address outlives the click that saves it. The browser fetches the file after
 *  the click returns; revoked at once (the next task), a busy phone could lose the race and save
 *  nothing, without a word. A minute is far longer than any start of a download; a few kilobytes
 *  held that long cost nothing. */
const FILE_ADDRESS_LIFETIME_MS = 60_000;

/** The CSV with its header in the page's language (the command line's and the API's stay English),
 *  and the words of its rows too when `cell` translates them, by their column's English name. */
function download(csv: string, name: string, cell?: (value: string, column: string) => string): void {
  const [header = '', ...rows] = csv.split('\n');
  const columns = header.split(',');
  const text = [
    words.csv.header(columns).join(','),
    ...rows.map((row) =>
      cell === undefined || row === ''
        ? row
        : row
            .split(',')
            .map((value, i) => cell(value, columns[i] ?? ''))
            .join(','),
    ),
  ].join('\n');
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), FILE_ADDRESS_LIFETIME_MS);
}

export function downloadCsv(shown: Shown, basis: Basis): void {
  const deflatorAt = deflatorAtMilestone(shown.today.milestoneDeflators);
  download(yearlyCsv(shown.projection, paidInOf(shown, basis), basis, deflatorAt, 'chosen'), words.csv.yearlyFile);
}

export function downloadPlanCsv(shown: Shown, basis: Basis): void {
  const plan = shown.projection.afterTax?.plan;
  if (plan === undefined) return;
  download(
    planCsv(plan, basis, deflatorAtMilestone(shown.today.milestoneDeflators)),
    words.csv.planFile,
    (value, column) => (column === 'account' ? words.plan.csvAccount(value) : value),
  );
}

export function downloadConversionCsv(shown: Shown, basis: Basis): void {
  const block = shown.projection.afterTax?.conversion;
  if (block === undefined) return;
  const csv = conversionCsv(block, basis, deflatorAtMilestone(shown.today.milestoneDeflators));
  download(csv, words.csv.conversionFile, (value, column) => {
    if (column === 'step') return words.conversion.csvStep(value);
    if (column === 'qualified' && value !== '') return words.conversion.csvQualified(value === 'yes');
    return value;
  });
}
