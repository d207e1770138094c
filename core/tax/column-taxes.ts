// The tax of many withdrawals at one column (docs/performance.md#after-tax): the same numbers as
// withdrawalTax (federal-tax.ts) for each amount, without the forms for each. With the other incomes
// fixed, the year's total tax is piecewise linear in the amount of one kind of income
// (income-tax-lines.ts): the lines are laid from the smallest amount to the largest, each beginning
// one cent past where the last one's comparisons could change, and every amount is read off its
// line, exactly, then rounded once as withdrawalTax rounds. A column has tens of lines, so the forms
// run tens of times, not once an amount. Where there is no line (the forms round off one, the gross
// income passes the doubles' bound, a flat rate or a year the doubles cannot take), the amounts from
// there on take withdrawalTax itself. Pure and browser-safe.
import {
  type AccountParts,
  type AmountRange,
  type ColumnTaxes,
  cents,
  isCentAmount,
  smallerPositive,
  type TaxColumn,
  type WithdrawalIncome,
  withdrawalTax,
} from './federal-tax.js';
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

/** A column's taxes of one kind of income, amount by amount: each positive amount from `first` to
 *  `next - 1` read off its line, every other by the forms (withdrawalTax). With no lines (`first`
 *  Infinity) every amount takes the forms. */
class LineTaxes implements ColumnTaxes {
  constructor(
    private readonly kind: WithdrawalIncome,
    private readonly column: TaxColumn,
    private readonly starts: readonly number[],
    private readonly totals: readonly number[],
    private readonly slopes: readonly number[],
    private readonly first: number,
    private readonly next: number,
    private readonly taxWithout: number,
    private readonly scale: number,
  ) {}

  taxOf(a: number): number {
    if (a === 0) return 0;
    if (a >= this.next || a < this.first) return withdrawalTax(a, this.kind, this.column);
    const { starts } = this;
    // The last line that starts at or below a.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= a) lo = mid;
      else hi = mid - 1;
    }
    // Exact: the total at a is an integer below 2^53 (the forms'), and so is its distance from the
    // line's start.
    const more =
      (this.totals[lo] as number) + (this.slopes[lo] as number) * (a - (starts[lo] as number)) - this.taxWithout;
    return more > 0 ? nearestQuotientOfDoubles(more, this.scale) : 0;
  }
}

/** The taxes of `count` amounts of one kind of income at a column, whose positive ones lie in
 *  `range`: off lines laid over the range (or kept from before), else by the forms (a flat rate, a
 *  year the doubles cannot take, too few amounts to pay for laying lines, or none positive). */
function columnTaxes(kind: WithdrawalIncome, column: TaxColumn, range: AmountRange, count: number): ColumnTaxes {
  const doubles = column.inDoubles;
  const flat = kind === 'gains' ? column.capitalGainsRate : column.ordinaryRate;
  const { smallest, largest } = range;
  if (doubles === null || (!column.kiddie && flat !== null) || count < FEWEST_AMOUNTS || largest === 0) {
    return new LineTaxes(kind, column, [], [], [], Number.POSITIVE_INFINITY, 0, 0, 1);
  }
  const { starts, totals, slopes, next } = linesFor(doubles, column, kind, smallest, largest);
  const first = starts.length === 0 ? Number.POSITIVE_INFINITY : (starts[0] as number);
  return new LineTaxes(kind, column, starts, totals, slopes, first, next, doubles.taxWithout, doubles.year.scale);
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
  const range = { smallest: Number.POSITIVE_INFINITY, largest: 0 };
  for (let i = 0; i < n; i++) {
    const a = amounts[i] as number;
    if (!isCentAmount(a)) cents(a, 'the taxable amount'); // throws
    range.smallest = smallerPositive(range.smallest, a);
    range.largest = Math.max(range.largest, a);
  }
  const taxes = columnTaxes(kind, column, range, n);
  for (let i = 0; i < n; i++) into[i] = taxes.taxOf(amounts[i] as number);
  return into;
}

/** Room for accountNets's taxable amounts, at least as long as the balances. */
export interface ColumnWork {
  taxable: Float64Array;
}

export function columnWork(count: number): ColumnWork {
  return { taxable: new Float64Array(count) };
}

/** The account's net of withdrawing each `balances[p]` with `bases[p]` of basis at `column` (its
 *  rule's netCents, the same numbers) into `nets[p]`; the account must be available there. Two
 *  passes over the paths: the taxable amounts and their range, then each one's tax and net. */
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
  if (bases.length !== n || nets.length < n || work.taxable.length < n) {
    throw new RangeError('a basis and room for each balance');
  }
  const taxable = work.taxable.subarray(0, n);
  const range = account.taxables(balances, bases, column, taxable);
  // Nothing taxable (a 529 plan's education withdrawals without expenses, or no gains): no income
  // tax and no additional tax, so each net is its balance, the rule's net.
  if (range.largest === 0) nets.set(balances);
  else account.nets(balances, taxable, columnTaxes(account.income, column, range, n), column, nets);
  return nets;
}
