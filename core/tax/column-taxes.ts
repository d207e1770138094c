// The tax of many withdrawals at one column (docs/performance.md#after-tax): the same numbers as
// withdrawalTax (federal-tax.ts) for each amount, without the forms for each. With the other incomes
// fixed, the year's total tax is piecewise linear in the amount of one kind of income
// (income-tax-lines.ts): the lines are laid from the smallest amount to the largest, each beginning
// one cent past where the last one's comparisons could change, and every amount is read off its
// line, exactly, then rounded once as withdrawalTax rounds. A column has tens of lines, so the forms
// run tens of times, not once an amount. Where there is no line (the forms round off one, the gross
// income passes the doubles' bound, a flat rate or a year the doubles cannot take), the amounts from
// there on take withdrawalTax itself. Pure and browser-safe.
import { type AccountParts, cents, type TaxColumn, type WithdrawalIncome, withdrawalTax } from './federal-tax.js';
import { taxLine } from './income-tax-lines.js';
import { nearestQuotientOfDoubles } from './whole-cents.js';

/** More lines than this in one column: the rest of the amounts take the forms (no column comes
 *  near it; a bound against a pathological year). */
const MOST_LINES = 256;

/** Fewer amounts than this: the forms for each (laying lines costs more than it saves). */
const FEWEST_AMOUNTS = 8;

/** The lines laid for one kind of income in one column year: they cover every amount from `from`
 *  to `next - 1`, the i-th from starts[i]; `final` when laying stopped where there is no line (or at
 *  MOST_LINES), so that no larger amount has one. */
interface Lines {
  earned: number;
  otherUnearned: number;
  from: number;
  next: number;
  final: boolean;
  starts: number[];
  totals: number[];
  slopes: number[];
}

/** Lines already laid, by column year (its figures and other incomes: federal-tax.ts keeps each
 *  year it makes, docs/performance.md#after-tax, and so the lines on it live as long as it does) and
 *  kind. Never changed once laid: a range they do not cover gets new lines over both. */
const LAID = new WeakMap<NonNullable<TaxColumn['inDoubles']>, Partial<Record<WithdrawalIncome, Lines>>>();

/** Lines that cover `smallest` to `largest` (or up to where there is none), laid or kept. */
function linesFor(
  doubles: NonNullable<TaxColumn['inDoubles']>,
  column: TaxColumn,
  kind: WithdrawalIncome,
  smallest: number,
  largest: number,
): Lines {
  const earned = column.otherIncomeCents;
  const otherUnearned = column.otherUnearnedIncomeCents;
  let kept = LAID.get(doubles);
  const known = kept?.[kind];
  const same = known !== undefined && known.earned === earned && known.otherUnearned === otherUnearned;
  if (same && known.from <= smallest && (known.next > largest || known.final)) return known;
  const from = same ? Math.min(known.from, smallest) : smallest;
  const to = same ? Math.max(known.next - 1, largest) : largest;
  const lines: Lines = { earned, otherUnearned, from, next: from, final: false, starts: [], totals: [], slopes: [] };
  while (lines.next <= to) {
    const line =
      lines.starts.length < MOST_LINES ? taxLine(doubles.year, earned, otherUnearned, kind, lines.next) : null;
    if (line === null) {
      lines.final = true;
      break;
    }
    lines.starts.push(lines.next);
    lines.totals.push(line.total);
    lines.slopes.push(line.slope);
    lines.next += line.reach + 1;
  }
  if (kept === undefined) {
    kept = {};
    LAID.set(doubles, kept);
  }
  kept[kind] = lines;
  return lines;
}

/** withdrawalTax(amounts[i], kind, column) into `into[i]`, for every i; returns `into`. */
export function withdrawalTaxes(
  amounts: Float64Array,
  kind: WithdrawalIncome,
  column: TaxColumn,
  into: Float64Array,
): Float64Array {
  const n = amounts.length;
  if (into.length < n) throw new RangeError('no room for every tax');
  const doubles = column.inDoubles;
  const flat = kind === 'gains' ? column.capitalGainsRate : column.ordinaryRate;
  if (doubles === null || (!column.kiddie && flat !== null) || n < FEWEST_AMOUNTS) {
    for (let i = 0; i < n; i++) into[i] = withdrawalTax(amounts[i] as number, kind, column);
    return into;
  }
  let smallest = Number.POSITIVE_INFINITY;
  let largest = 0;
  for (let i = 0; i < n; i++) {
    const a = amounts[i] as number;
    if (!(Number.isSafeInteger(a) && a >= 0)) cents(a, 'the taxable amount'); // throws
    if (a > 0 && a < smallest) smallest = a;
    if (a > largest) largest = a;
  }
  if (largest === 0) return into.fill(0, 0, n);
  const { starts, totals, slopes, next } = linesFor(doubles, column, kind, smallest, largest);
  const last = starts.length - 1;
  const { taxWithout } = doubles;
  const { scale } = doubles.year;
  for (let i = 0; i < n; i++) {
    const a = amounts[i] as number;
    if (a === 0) into[i] = 0;
    else if (a >= next || a < (starts[0] as number)) into[i] = withdrawalTax(a, kind, column);
    else {
      // The last line that starts at or below a.
      let lo = 0;
      let hi = last;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((starts[mid] as number) <= a) lo = mid;
        else hi = mid - 1;
      }
      // Exact: the total at a is an integer below 2^53 (the forms'), and so is its distance from the
      // line's start.
      const more = (totals[lo] as number) + (slopes[lo] as number) * (a - (starts[lo] as number)) - taxWithout;
      into[i] = more > 0 ? nearestQuotientOfDoubles(more, scale) : 0;
    }
  }
  return into;
}

/** Room for accountNets's taxable amounts and taxes, at least as long as the balances. */
export interface ColumnWork {
  taxable: Float64Array;
  tax: Float64Array;
}

export function columnWork(count: number): ColumnWork {
  return { taxable: new Float64Array(count), tax: new Float64Array(count) };
}

/** The account's net of withdrawing each `balances[p]` with `bases[p]` of basis at `column` (its
 *  rule's netCents, the same numbers) into `nets[p]`; the account must be available there. */
export function accountNets(
  account: AccountParts,
  balances: Float64Array,
  bases: Float64Array,
  column: TaxColumn,
  nets: Float64Array,
  work: ColumnWork,
): Float64Array {
  const n = balances.length;
  if (!account.available(column)) throw new RangeError('the account cannot be withdrawn at this column');
  if (bases.length !== n || nets.length < n || work.taxable.length < n || work.tax.length < n) {
    throw new RangeError('a basis and room for each balance');
  }
  const taxable = work.taxable.subarray(0, n);
  account.taxables(balances, bases, column, taxable);
  account.nets(balances, taxable, withdrawalTaxes(taxable, account.income, column, work.tax), column, nets);
  return nets;
}
