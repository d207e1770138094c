// An independent reference of the after-tax rules (docs/after-tax.md), written from the formulas
// there and not from core/tax: money in BigInt cents, rates as exact fractions handed in by the
// caller, the 2026 figures written out again in dollars, the bracket tax as the difference of two
// whole-income taxes (the documented form), and its own rounding. The only floating-point step is
// the documented indexing of the figures, done with the same double operations in the same order.

export type RefUse = 'any' | 'education' | 'firstHome' | 'retirement';

/** n / d exactly. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

export interface RefCase {
  use: RefUse;
  other: bigint;
  parentOrdinary: Fraction;
  parentGains: Fraction;
  ordinary: Fraction | undefined;
  gains: Fraction | undefined;
  kiddieTax: boolean | undefined;
  expenses: bigint | undefined;
  ageMonths: number;
  year: number;
  birthYear: number;
  inflation: number;
}

export interface RefTax {
  income: bigint;
  additional: bigint;
  net: bigint;
}

// 2026, single filer, in dollars.
const DEPENDENT = 1350;
const STANDARD = 16100;
const BRACKET_TOPS = [12400, 50400, 105700, 201775, 256225, 640600];
const BRACKET_PERCENTS = [10n, 12n, 22n, 24n, 32n, 35n, 37n];
const ZERO_RATE_TOP = 49450;
const FIFTEEN_RATE_TOP = 545500;
const LARGEST = 2n ** 53n - 1n;

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const clamp = (x: bigint, lo: bigint, hi: bigint) => min(max(x, lo), hi);
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (rate: Fraction, cents: bigint): Fraction => ({ n: rate.n * cents, d: rate.d });
const pct = (p: bigint): Fraction => ({ n: p, d: 100n });

/** To the nearest integer, ties to the even one (non-negative fractions). */
function roundHalfEven(x: Fraction): bigint {
  const floor = x.n / x.d;
  const rest = x.n % x.d;
  if (rest * 2n < x.d) return floor;
  if (rest * 2n > x.d) return floor + 1n;
  return floor % 2n === 0n ? floor : floor + 1n;
}

/** A 2026 dollar figure in cents for `year`, as documented. */
function figure(dollars: number, year: number, inflation: number): bigint {
  const cents = dollars * 100;
  if (year <= 2026) return BigInt(cents);
  let power = 1;
  for (let i = 0; i < year - 2026; i++) power = power * (1 + inflation);
  const value = Math.floor((cents * power) / 5000) * 5000;
  return value > Number(LARGEST) ? LARGEST : BigInt(value);
}

interface Figures {
  k: bigint;
  sd: bigint;
  tops: bigint[];
  zeroTop: bigint;
  fifteenTop: bigint;
}

function figures(year: number, inflation: number): Figures {
  return {
    k: figure(DEPENDENT, year, inflation),
    sd: figure(STANDARD, year, inflation),
    tops: BRACKET_TOPS.map((top) => figure(top, year, inflation)),
    zeroTop: figure(ZERO_RATE_TOP, year, inflation),
    fifteenTop: figure(FIFTEEN_RATE_TOP, year, inflation),
  };
}

/** The bracket tax on `x` cents of taxable income, in hundredths of a cent. */
function bracketTax(x: bigint, f: Figures): bigint {
  let total = 0n;
  let bottom = 0n;
  for (let i = 0; i < BRACKET_PERCENTS.length; i++) {
    const top = i < f.tops.length ? f.tops[i]! : x;
    if (x > bottom) total += BRACKET_PERCENTS[i]! * (min(x, max(top, bottom)) - bottom);
    bottom = max(top, bottom);
  }
  return total;
}

/** The capital-gains tax, in hundredths of a cent, when taxable income is `x` of which the
 *  gains are the part above `ordinaryPart`. */
function gainsTax(x: bigint, ordinaryPart: bigint, f: Figures): bigint {
  const at15 = clamp(x, f.zeroTop, f.fifteenTop) - clamp(ordinaryPart, f.zeroTop, f.fifteenTop);
  const at20 = max(x, f.fifteenTop) - max(ordinaryPart, f.fifteenTop);
  return 15n * at15 + 20n * at20;
}

function kiddie(c: RefCase): boolean {
  if (c.kiddieTax !== undefined) return c.kiddieTax;
  const years = Math.floor(c.ageMonths / 12);
  return years <= 18 || (c.use === 'education' && years <= 23);
}

export function refOrdinary(u: bigint, c: RefCase): bigint {
  const f = figures(c.year, c.inflation);
  if (kiddie(c)) {
    return roundHalfEven(add(times(pct(10n), clamp(u - f.k, 0n, f.k)), times(c.parentOrdinary, max(u - 2n * f.k, 0n))));
  }
  if (c.ordinary) return roundHalfEven(times(c.ordinary, u));
  const withU = bracketTax(max(c.other + u - f.sd, 0n), f);
  const without = bracketTax(max(c.other - f.sd, 0n), f);
  return roundHalfEven({ n: withU - without, d: 100n });
}

export function refGains(u: bigint, c: RefCase): bigint {
  const f = figures(c.year, c.inflation);
  if (kiddie(c)) return roundHalfEven(times(c.parentGains, max(u - 2n * f.k, 0n)));
  if (c.gains) return roundHalfEven(times(c.gains, u));
  const ordinaryTaxable = max(c.other - f.sd, 0n);
  const leftOfDeduction = max(f.sd - c.other, 0n);
  const gains = max(u - leftOfDeduction, 0n);
  return roundHalfEven({ n: gainsTax(ordinaryTaxable + gains, ordinaryTaxable, f), d: 100n });
}

const result = (v: bigint, income: bigint, additional: bigint): RefTax => ({
  income,
  additional,
  net: v - income - additional,
});

export function refTrump(v: bigint, b: bigint, c: RefCase): RefTax | null {
  if (c.year < c.birthYear + 18) return null;
  const t = max(v - b, 0n);
  let additional = 0n;
  if (c.ageMonths < 714) {
    let excepted = 0n;
    if (c.use === 'education') excepted = min(t, c.expenses ?? v);
    if (c.use === 'firstHome') excepted = min(t, 1_000_000n);
    additional = roundHalfEven(times(pct(10n), t - excepted));
  }
  return result(v, refOrdinary(t, c), additional);
}

export function ref529(v: bigint, b: bigint, c: RefCase): RefTax {
  const g = v - b;
  let e = max(g, 0n);
  if (c.use === 'education') {
    const q = c.expenses ?? v;
    e = g > 0n ? roundHalfEven({ n: g * max(v - q, 0n), d: v }) : 0n;
  }
  return result(v, refOrdinary(e, c), roundHalfEven(times(pct(10n), e)));
}

export function refCustodial(v: bigint, b: bigint, c: RefCase): RefTax {
  return result(v, refGains(max(v - b, 0n), c), 0n);
}
