// The year's tax along one income (docs/performance.md#after-tax): with the other incomes fixed, the
// year's total tax is piecewise linear in the amount of one kind of income. This module evaluates the
// forms of income-tax-doubles.ts at an amount with, beside every value, its slope in the amount, and
// notes every comparison the forms make: each compares two values linear in the amount, so it keeps
// its outcome up to a reach that integer arithmetic gives exactly. Up to the smallest reach, every
// amount's total is then the line's value plus its slope times the distance, the same integer the
// forms give. Where the forms round a value that is not a whole multiple (the senior deduction's
// phase-out, the gains' share of Form 8615's net unearned income beside other unearned income), the
// total is no line: the evaluation says so, and the caller takes the forms. Pure and browser-safe.
//
// Each shortcut the forms take on a zero (the worksheet without gains, Form 8615 without net
// unearned income, Form 6251 without a taxable excess or without gains, the 3.8% tax without
// income above its threshold) gives the value the general lines give there; the lines here take the
// general lines, so that a value that is zero at the amount but grows past it stays on its line.
// test/tax/income-tax-lines.test.ts holds the lines to the forms.

import type { WithdrawalIncome } from './federal-tax.js';
import type { YearInDoubles } from './income-tax-doubles.js';
import { nearestQuotientOfDoubles } from './whole-cents.js';

/** A value along the line: `v` at the amount, `s` more for each cent more. Integers. */
interface Line {
  v: number;
  s: number;
}

const ZERO: Line = { v: 0, s: 0 };
const constant = (v: number): Line => ({ v, s: 0 });
const plus = (a: Line, b: Line): Line => ({ v: a.v + b.v, s: a.s + b.s });
const minus = (a: Line, b: Line): Line => ({ v: a.v - b.v, s: a.s - b.s });
const times = (k: number, a: Line): Line => ({ v: k * a.v, s: k * a.s });

/** Quotients at or past this bound are not resolved exactly: the reach is then left alone only
 *  because every amount the lines reach is far below it (the gross-income bound is a comparison). */
const TWO_52 = 2 ** 52;

/** floor(n / d) for integers 0 <= n < 2^52 and 0 < d < 2^52: the double quotient's floor is the
 *  true one or one more (a quotient below 2^52 is rounded by less than one), and the products that
 *  decide it are below 2^53, so exact. */
function floorQuotient(n: number, d: number): number {
  const q = Math.floor(n / d);
  return q * d > n ? q - 1 : q;
}

/** How far past the amount every comparison made so far keeps its outcome (cents); set by keep. */
let reach = Number.POSITIVE_INFINITY;

/** The comparison that holds at the amount, d >= 0, keeps holding while d stays >= 0. */
function keep(d: Line): void {
  if (d.s >= 0) return;
  if (!(d.v < TWO_52 && -d.s < TWO_52)) {
    reach = 0;
    return;
  }
  const t = floorQuotient(d.v, -d.s);
  if (t < reach) reach = t;
}

/** min(a, b) along the line: the smaller at the amount while it stays the smaller; on a tie, the
 *  one that grows less (the smaller for every amount past it). */
function least(a: Line, b: Line): Line {
  if (a.v < b.v) {
    keep(minus(b, a));
    return a;
  }
  if (a.v > b.v) {
    keep(minus(a, b));
    return b;
  }
  return a.s <= b.s ? a : b;
}

function most(a: Line, b: Line): Line {
  if (a.v > b.v) {
    keep(minus(a, b));
    return a;
  }
  if (a.v < b.v) {
    keep(minus(b, a));
    return b;
  }
  return a.s >= b.s ? a : b;
}

const positive = (a: Line) => most(a, ZERO);

/** bracketTax: each band's rate on the part of `taxable` inside it (the forms stop at the first band
 *  that `taxable` does not pass; every band after it takes nothing as well). */
function bracketTax(taxable: Line, f: YearInDoubles): Line {
  let total = ZERO;
  const { bandFrom, bandUnit } = f;
  const n = bandFrom.length;
  for (let i = 0; i < n; i++) {
    const lower = constant(bandFrom[i] as number);
    if (taxable.v <= lower.v) {
      keep(minus(lower, taxable));
      break;
    }
    keep(minus(taxable, lower));
    const upper = i + 1 < n ? least(taxable, constant(bandFrom[i + 1] as number)) : taxable;
    total = plus(total, times(bandUnit[i] as number, minus(upper, lower)));
  }
  return total;
}

function capitalGainWorksheet(taxable: Line, gains: Line, f: YearInDoubles): Line {
  const line5 = positive(minus(taxable, gains));
  const line7 = least(taxable, constant(f.zeroTop));
  const line9 = minus(line7, least(line5, line7));
  const line10 = least(taxable, gains);
  const line12 = minus(line10, line9);
  const line16 = positive(minus(least(taxable, constant(f.fifteenTop)), plus(line5, line9)));
  const line17 = least(line12, line16);
  const line20 = minus(line10, plus(line9, line17));
  const line23 = plus(plus(times(f.gainUnit15, line17), times(f.gainUnit20, line20)), bracketTax(line5, f));
  return least(line23, bracketTax(taxable, f));
}

function amtRates(x: Line, f: YearInDoubles): Line {
  const from = constant(f.amt28From);
  if (x.v <= from.v) {
    keep(minus(from, x));
    return times(f.amtLowerUnit, x);
  }
  keep(minus(x, from));
  return plus(times(f.amtLowerUnit, from), times(f.amtUpperUnit, minus(x, from)));
}

const same = (a: Line, b: Line) => a.v === b.v && a.s === b.s;

/** The senior deduction along the line; null where its rounded phase-out is no line. */
function seniorDeduction(gross: Line, f: YearInDoubles): Line | null {
  if (!f.senior) return ZERO;
  const over = positive(minus(gross, constant(f.seniorPhaseOutFrom)));
  if (same(over, ZERO)) return constant(f.seniorPersons * f.seniorDeduction);
  // Gross income grows with the amount, so a deduction phased out to nothing stays nothing.
  const reduction = nearestQuotientOfDoubles(f.seniorPhaseOutPercent * over.v, 100);
  return reduction >= f.seniorDeduction ? ZERO : null;
}

/** What taxLine gives: the total at the amount (1/scale cent), its slope per cent, and the reach:
 *  the total is `total + slope * (x - amount)` for every amount x up to `amount + reach`. */
export interface TaxLine {
  total: number;
  slope: number;
  reach: number;
}

/**
 * The year's total tax (yearTaxTotalInDoubles) with `amount` cents of `kind` beside the other
 * incomes, as a line: null where the forms round off a line at this amount, or the gross income is
 * past what the doubles take (then every larger amount is too).
 */
export function taxLine(
  f: YearInDoubles,
  earned: number,
  otherUnearned: number,
  kind: WithdrawalIncome,
  amount: number,
): TaxLine | null {
  reach = Number.POSITIVE_INFINITY;
  const u: Line = { v: amount, s: 1 };
  const investmentOrdinary = kind === 'investmentOrdinary' ? plus(constant(otherUnearned), u) : constant(otherUnearned);
  const retirement = kind === 'retirement' ? u : ZERO;
  const gains = kind === 'gains' ? u : ZERO;
  const gross = plus(plus(constant(earned), investmentOrdinary), plus(retirement, gains));
  if (!(gross.v <= f.grossLimit)) return null;
  keep(minus(constant(f.grossLimit), gross));
  const senior = seniorDeduction(gross, f);
  if (senior === null) return null;
  const own = f.kiddie ? Math.min(Math.max(f.k, earned + f.dependentAdd), f.basic) : f.basic;
  const taxable = positive(minus(gross, plus(constant(own + (f.aged ? f.agedAdd : 0)), senior)));
  const ordinaryTaxable = positive(minus(taxable, gains));

  let regular = capitalGainWorksheet(taxable, gains, f);
  if (f.kiddie) {
    const unearned = plus(investmentOrdinary, plus(retirement, gains));
    const net = positive(least(minus(unearned, constant(2 * f.k)), taxable));
    // nearestRatio(gains, net, unearned): nothing without gains, all of net when gains are all the
    // unearned income; else a rounded fraction that is no line.
    let netGains = ZERO;
    if (!same(gains, ZERO) && !same(net, ZERO)) {
      if (!same(gains, unearned)) return null;
      netGains = net;
    }
    const atParentRates = plus(times(f.parentOrdinaryUnit, minus(net, netGains)), times(f.parentGainsUnit, netGains));
    const line15 = capitalGainWorksheet(minus(taxable, net), positive(minus(gains, netGains)), f);
    regular = most(plus(atParentRates, line15), regular);
  }

  const amti = positive(minus(gross, senior));
  const phasedOut = times(f.amtPhaseOutPercent, positive(minus(amti, constant(f.amtPhaseOutFrom))));
  let exemption = positive(minus(constant(f.amtExemption), phasedOut));
  if (f.kiddie) exemption = least(exemption, constant((earned + f.kiddieAmtAdd) * 100));
  const line12 = positive(minus(times(100, amti), exemption));
  const line13 = times(100, gains);
  const line22 = least(line12, line13);
  const line18 = amtRates(minus(line12, line22), f);
  const line20 = times(100, ordinaryTaxable);
  const line21 = positive(minus(constant(f.zeroTopHundredths), line20));
  const line23 = least(line21, line22);
  const line24 = minus(line22, line23);
  const line29 = positive(minus(constant(f.fifteenTopHundredths), plus(line21, line20)));
  const line30 = least(line24, line29);
  const line33 = minus(line22, plus(line23, line30));
  const line39 = plus(plus(line18, times(f.amtGainUnit15, line30)), times(f.amtGainUnit20, line33));
  const tentative = least(line39, amtRates(line12, f));

  const over = minus(gross, constant(f.niitThreshold));
  const niit = times(f.niitUnit, positive(least(plus(investmentOrdinary, gains), over)));
  const total = plus(most(regular, tentative), niit);
  return { total: total.v, slope: total.s, reach };
}
