// The yearly table on paper (docs/api.md#website): the printed report keeps to one page, so a long
// horizon's table prints every 2nd, 5th, 10th or 20th birthday and the target age, and its heading
// and note say so; the screen and the CSV download keep every birthday.
import { ageText } from './text.js';
import { words } from './words.js';

/** At most this many of the table's rows are printed. */
const MOST_PRINTED_ROWS = 10;
/** Years between printed birthdays, the fewest that keep to the rows above. */
const STEPS = [1, 2, 5, 10, 20] as const;

export interface PrintedRows {
  /** Whether the row of this age (of the table's ages, in order) is printed. */
  printed: boolean[];
  /** The printed heading and note when rows are left out; undefined when every row is printed. */
  title?: string;
  note?: string;
}

/** The rows the printed report keeps of a table with a row at each of `ages` (months; the last is
 *  the target): every birthday when they are few, else every `step`th birthday and the target. */
export function printedRows(ages: readonly number[]): PrintedRows {
  const last = ages.length - 1;
  const keep = (step: number) => ages.map((age, i) => i === last || age % (12 * step) === 0);
  const step = STEPS.find((years) => keep(years).filter(Boolean).length <= MOST_PRINTED_ROWS) ?? 20;
  const printed = keep(step);
  if (step === 1) return { printed };
  const target = ageText(ages[last] ?? 0);
  const every = words.report.every(step);
  const lastIsOne = (ages[last] ?? 0) % (12 * step) === 0;
  return {
    printed,
    title: words.report.rowsTitle(every, lastIsOne ? null : target),
    note: words.report.rowsNote(every, printed.filter(Boolean).length, ages.length),
  };
}
