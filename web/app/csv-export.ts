// The yearly table as a CSV file, the same table the command line writes (`project --csv`,
// core/projection/yearly-table.ts): what was paid in, the expected balance in dollars of the day and of
// the start date, the five percentiles and, with afterTax, each account's median net after federal
// tax, in the page's choice of dollars (docs/after-tax.md).
import { yearlyCsv } from '../../core/projection/yearly-table.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { Basis } from './text.js';

const CSV_FILE_NAME = 'trump-account-yearly.csv';

export function downloadCsv(projection: Projection, paidIn: number[], basis: Basis): void {
  const blob = new Blob([yearlyCsv(projection, paidIn, basis)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
