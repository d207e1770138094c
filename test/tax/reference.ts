// An independent reference of the after-tax rules (docs/after-tax.md), written from the IRS forms'
// lines and not from core/tax: money as exact fractions of a cent (BigInt numerator and
// denominator), the 2026 figures written out again in dollars, each form a function whose local
// names are its line numbers (the Qualified Dividends and Capital Gain Tax Worksheet, Form 8615,
// Form 6251 with its Part III, Form 8960), the withdrawal's tax as the difference of two whole
// returns, and its own rounding. The only floating-point step is the documented indexing of the
// figures, done with the same double operations in the same order. A single filer's return, or a
// married couple's joint one in the years the kiddie tax does not reach (Form 1040's joint columns,
// the spouse as old as the owner: docs/after-tax.md#filing-status).

export type RefUse = 'any' | 'education' | 'firstHome' | 'retirement';

/** n / d exactly (d > 0). */
export interface Fraction {
  n: bigint;
  d: bigint;
}

export interface RefCase {
  use: RefUse;
  /** Earned income (otherIncomeCents). */
  other: bigint;
  /** Other unearned ordinary income (otherUnearnedIncomeCents), 0 when absent. */
  otherUnearned: bigint;
  parentOrdinary: Fraction;
  parentGains: Fraction;
  ordinary: Fraction | undefined;
  gains: Fraction | undefined;
  kiddieTax: boolean | undefined;
  /** A full-time student to 23 whatever the use (afterTax.fullTimeStudent); absent, only for education. */
  fullTimeStudent?: boolean | undefined;
  expenses: bigint | undefined;
  ageMonths: number;
  year: number;
  birthYear: number;
  bornJanuaryFirst: boolean;
  inflation: number;
  /** The owner's returns out of the kiddie tax; absent: single. */
  filingStatus?: 'single' | 'marriedJoint';
}

export interface RefTax {
  income: bigint;
  additional: bigint;
  net: bigint;
}

// 2026, single filer, in dollars (Rev. Proc. 2025-32, as quoted).
const DEPENDENT = 1350;
const DEPENDENT_EARNED_PLUS = 450;
const STANDARD = 16100;
const AGED_ADDITIONAL = 2050;
const BRACKET_TOPS = [12400, 50400, 105700, 201775, 256225, 640600];
const BRACKET_PERCENTS = [10n, 12n, 22n, 24n, 32n, 35n, 37n];
const ZERO_RATE_TOP = 49450;
const FIFTEEN_RATE_TOP = 545500;
const AMT_EXEMPTION = 90100;
const AMT_PHASE_OUT_FROM = 500000;
const AMT_28_FROM = 244500;
const CHILD_AMT_EXEMPTION_PLUS = 9750;
// 2026, married filing jointly, in dollars (Rev. Proc. 2025-32, as quoted): 4.14(1), 4.01, 4.03,
// 4.14(3) (per spouse 65 or older), 4.09; the 28% rate's $244,500 is the same as a single filer's.
const JOINT_STANDARD = 32200;
const JOINT_AGED_ADDITIONAL = 1650;
const JOINT_BRACKET_TOPS = [24800, 100800, 211400, 403550, 512450, 768700];
const JOINT_ZERO_RATE_TOP = 98900;
const JOINT_FIFTEEN_RATE_TOP = 613700;
const JOINT_AMT_EXEMPTION = 140200;
const JOINT_AMT_PHASE_OUT_FROM = 1000000;
// Not indexed.
const SENIOR = 600_000n; // cents, each qualified individual (151(d)(5)(C))
const SENIOR_FROM = 7_500_000n;
const JOINT_SENIOR_FROM = 15_000_000n; // twice $75,000 (151(d)(5)(C)(ii))
const NIIT_FROM = 20_000_000n;
const JOINT_NIIT_FROM = 25_000_000n; // 1411(b)(1)
const LARGEST = 2n ** 53n - 1n;

// ---- Fractions ----------------------------------------------------------------------------------

const f = (n: bigint, d = 1n): Fraction => ({ n, d });
const ZERO = f(0n);
const plus = (a: Fraction, b: Fraction): Fraction =>
  a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
const minus = (a: Fraction, b: Fraction): Fraction =>
  a.d === b.d ? { n: a.n - b.n, d: a.d } : { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const less = (a: Fraction, b: Fraction) => a.n * b.d < b.n * a.d;
const smaller = (a: Fraction, b: Fraction) => (less(b, a) ? b : a);
const larger = (a: Fraction, b: Fraction) => (less(a, b) ? b : a);
const orZero = (a: Fraction) => larger(a, ZERO);
const pct = (p: bigint): Fraction => f(p, 100n);

/** To the nearest integer, ties to the even one (non-negative fractions). */
function roundHalfEven(x: Fraction): bigint {
  const floor = x.n / x.d;
  const rest = x.n % x.d;
  if (rest * 2n < x.d) return floor;
  if (rest * 2n > x.d) return floor + 1n;
  return floor % 2n === 0n ? floor : floor + 1n;
}

// ---- Figures ------------------------------------------------------------------------------------

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
  /** 1, or 2 on a joint return: the people the deductions of age count (the spouse as old). */
  persons: bigint;
  seniorFrom: bigint;
  niitFrom: bigint;
  k: bigint;
  earnedPlus: bigint;
  sd: bigint;
  aged: bigint;
  tops: bigint[];
  zeroTop: bigint;
  fifteenTop: bigint;
  amtExemption: bigint;
  amtPhaseOut: bigint;
  amt28: bigint;
  childAmtPlus: bigint;
}

function figures(year: number, inflation: number, joint: boolean): Figures {
  const at = (dollars: number) => figure(dollars, year, inflation);
  return {
    persons: joint ? 2n : 1n,
    seniorFrom: joint ? JOINT_SENIOR_FROM : SENIOR_FROM,
    niitFrom: joint ? JOINT_NIIT_FROM : NIIT_FROM,
    k: at(DEPENDENT),
    earnedPlus: at(DEPENDENT_EARNED_PLUS),
    sd: at(joint ? JOINT_STANDARD : STANDARD),
    aged: at(joint ? JOINT_AGED_ADDITIONAL : AGED_ADDITIONAL),
    tops: (joint ? JOINT_BRACKET_TOPS : BRACKET_TOPS).map(at),
    zeroTop: at(joint ? JOINT_ZERO_RATE_TOP : ZERO_RATE_TOP),
    fifteenTop: at(joint ? JOINT_FIFTEEN_RATE_TOP : FIFTEEN_RATE_TOP),
    amtExemption: at(joint ? JOINT_AMT_EXEMPTION : AMT_EXEMPTION),
    amtPhaseOut: at(joint ? JOINT_AMT_PHASE_OUT_FROM : AMT_PHASE_OUT_FROM),
    amt28: at(AMT_28_FROM),
    childAmtPlus: at(CHILD_AMT_EXEMPTION_PLUS),
  };
}

// ---- The forms ----------------------------------------------------------------------------------

/** The Tax Rate Schedule (single, or married filing jointly) on a taxable income `x`. */
function scheduleTax(x: Fraction, fig: Figures): Fraction {
  let total = ZERO;
  let bottom = ZERO;
  for (let i = 0; i < BRACKET_PERCENTS.length; i++) {
    const top = i < fig.tops.length ? f(fig.tops[i] as bigint) : x;
    if (less(bottom, x)) total = plus(total, times(pct(BRACKET_PERCENTS[i] as bigint), minus(smaller(x, top), bottom)));
    bottom = larger(top, bottom);
  }
  return total;
}

/** Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions), line by line;
 *  line 4 is the net capital gain. Returns line 25 and line 5. */
function qdcgWorksheet(line1: Fraction, line4: Fraction, fig: Figures): { line25: Fraction; line5: Fraction } {
  const line5 = orZero(minus(line1, line4));
  const line6 = f(fig.zeroTop);
  const line7 = smaller(line1, line6);
  const line8 = smaller(line5, line7);
  const line9 = minus(line7, line8); // taxed at 0%
  const line10 = smaller(line1, line4);
  const line11 = line9;
  const line12 = minus(line10, line11);
  const line13 = f(fig.fifteenTop);
  const line14 = smaller(line1, line13);
  const line15 = plus(line5, line9);
  const line16 = orZero(minus(line14, line15));
  const line17 = smaller(line12, line16);
  const line18 = times(pct(15n), line17);
  const line19 = plus(line9, line17);
  const line20 = minus(line10, line19);
  const line21 = times(pct(20n), line20);
  const line22 = scheduleTax(line5, fig);
  const line23 = plus(plus(line18, line21), line22);
  const line24 = scheduleTax(line1, fig);
  const line25 = smaller(line23, line24);
  return { line25, line5 };
}

/** One year's income, in cents. */
interface Income {
  earned: bigint;
  interest: bigint; // ordinary, unearned, net investment income (also a 529 plan's earnings)
  ira: bigint; // ordinary, unearned, not net investment income
  gain: bigint; // long-term capital gain
}

interface Person {
  fig: Figures;
  year: number;
  age: number; // on 31 December
  kiddie: boolean;
  parentOrdinary: Fraction;
  parentGains: Fraction;
}

/** The whole year's federal tax: Form 1040 line 16 (with Form 8615), plus Form 6251's AMT, plus
 *  Form 8960's net investment income tax. */
function totalTax(p: Person, inc: Income): Fraction {
  const { fig } = p;
  const agi = inc.earned + inc.interest + inc.ira + inc.gain;
  // Standard deduction (Form 1040 instructions' worksheet for dependents; 63(f) box for 65).
  let standard = fig.sd;
  if (p.kiddie) {
    const line1 = inc.earned + fig.earnedPlus;
    const line2 = line1 > fig.k ? line1 : fig.k;
    standard = line2 < fig.sd ? line2 : fig.sd;
  }
  if (p.age >= 65) standard += fig.persons * fig.aged; // one box for each spouse 65 or older
  // Schedule 1-A, Part V, the enhanced deduction for seniors (2025 to 2028): one reduction (lines
  // 31 to 34), taken from each qualifying spouse's $6,000 (lines 35, 36a, 36b).
  let senior = 0n;
  if (p.age >= 65 && p.year >= 2025 && p.year <= 2028) {
    const over = agi > fig.seniorFrom ? agi - fig.seniorFrom : 0n;
    const cut = roundHalfEven(f(6n * over, 100n));
    senior = fig.persons * (SENIOR > cut ? SENIOR - cut : 0n);
  }
  const taxableCents = agi - standard - senior;
  const taxable = f(taxableCents > 0n ? taxableCents : 0n);
  const own = qdcgWorksheet(taxable, f(inc.gain), fig);

  // Form 8615.
  let regular = own.line25;
  if (p.kiddie) {
    const line1 = inc.interest + inc.ira + inc.gain;
    const line2 = 2n * fig.k;
    const line3 = line1 - line2;
    if (line3 > 0n) {
      const line4 = taxable;
      const line5 = smaller(f(line3), line4); // net unearned income (whole cents)
      // The gain's share of line 5, to the nearest cent (the service's convention).
      const gainPart = roundHalfEven(f(inc.gain * line5.n, line1 * line5.d));
      const ordinaryPart = minus(line5, f(gainPart));
      const line13 = plus(times(p.parentOrdinary, ordinaryPart), times(p.parentGains, f(gainPart)));
      const line14 = minus(line4, line5);
      const line15 = qdcgWorksheet(line14, f(inc.gain - gainPart), fig).line25;
      const line16 = plus(line13, line15);
      const line17 = own.line25;
      regular = larger(line16, line17); // line 18
    }
  }

  // Form 6251.
  const line1 = f(taxableCents); // taxable income; when zero, Form 1040 line 11 less line 14 (negative)
  const line2a = f(standard); // the standard deduction added back; the senior deduction is not
  const line4 = plus(line1, line2a);
  let line5 = orZero(minus(f(fig.amtExemption), times(pct(50n), orZero(minus(line4, f(fig.amtPhaseOut))))));
  if (p.kiddie) line5 = smaller(line5, f(inc.earned + fig.childAmtPlus)); // certain children under 24
  const line6 = orZero(minus(line4, line5));
  const amtRates = (x: Fraction) =>
    plus(times(pct(26n), smaller(x, f(fig.amt28))), times(pct(28n), orZero(minus(x, f(fig.amt28)))));
  // Part III.
  const line12 = line6;
  const line13 = f(inc.gain);
  const line16 = smaller(line12, line13);
  const line17 = minus(line12, line16);
  const line18 = amtRates(line17);
  const line19 = f(fig.zeroTop);
  const line20 = own.line5;
  const line21 = orZero(minus(line19, line20));
  const line22 = smaller(line12, line13);
  const line23 = smaller(line21, line22);
  const line24 = minus(line22, line23);
  const line25 = f(fig.fifteenTop);
  const line26 = line21;
  const line27 = own.line5;
  const line28 = plus(line26, line27);
  const line29 = orZero(minus(line25, line28));
  const line30 = smaller(line24, line29);
  const line31 = times(pct(15n), line30);
  const line32 = plus(line23, line30);
  const line33 = minus(line22, line32);
  const line34 = times(pct(20n), line33);
  const line39 = plus(plus(line18, line31), line34);
  const line40 = amtRates(line12);
  const tentative = smaller(line39, line40); // line 7
  const amt = orZero(minus(tentative, regular)); // line 11

  // Form 8960.
  const nii = inc.interest + inc.gain;
  const overThreshold = agi > fig.niitFrom ? agi - fig.niitFrom : 0n;
  const niit = times(f(38n, 1000n), f(nii < overThreshold ? nii : overThreshold));

  return plus(plus(regular, amt), niit);
}

// ---- The accounts -------------------------------------------------------------------------------

function ageOnDecember31(c: RefCase): number {
  return c.year - c.birthYear + (c.bornJanuaryFirst ? 1 : 0);
}

function kiddie(c: RefCase): boolean {
  if (c.kiddieTax !== undefined) return c.kiddieTax;
  const age = ageOnDecember31(c);
  const student = c.fullTimeStudent ?? c.use === 'education';
  return age <= 18 || (student && age <= 23);
}

export type RefKind = 'ira' | 'interest' | 'gain';

/** The tax of `u` cents of one kind: the year's tax with it less the year's tax without it. */
export function refWithdrawalTax(u: bigint, kind: RefKind, c: RefCase): bigint {
  const isKiddie = kiddie(c);
  const flat = kind === 'gain' ? c.gains : c.ordinary;
  if (!isKiddie && flat) return roundHalfEven(times(flat, f(u)));
  const p: Person = {
    // A kiddie-tax child files as a single dependent; the filing status is for the other years.
    fig: figures(c.year, c.inflation, !isKiddie && c.filingStatus === 'marriedJoint'),
    year: c.year,
    age: ageOnDecember31(c),
    kiddie: isKiddie,
    parentOrdinary: c.parentOrdinary,
    parentGains: c.parentGains,
  };
  const without: Income = { earned: c.other, interest: c.otherUnearned, ira: 0n, gain: 0n };
  const withIt: Income = { ...without, [kind]: without[kind] + u };
  const difference = minus(totalTax(p, withIt), totalTax(p, without));
  return less(difference, ZERO) ? 0n : roundHalfEven(difference);
}

const result = (v: bigint, income: bigint, additional: bigint): RefTax => ({
  income,
  additional,
  net: v - income - additional,
});

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export function refTrump(v: bigint, b: bigint, c: RefCase): RefTax | null {
  if (c.year < c.birthYear + 18) return null;
  const t = max(v - b, 0n);
  let additional = 0n;
  if (c.ageMonths < 714) {
    let excepted = 0n;
    if (c.use === 'education') excepted = min(t, c.expenses ?? v);
    if (c.use === 'firstHome') excepted = min(t, 1_000_000n);
    additional = roundHalfEven(times(pct(10n), f(t - excepted)));
  }
  return result(v, refWithdrawalTax(t, 'ira', c), additional);
}

export function ref529(v: bigint, b: bigint, c: RefCase): RefTax {
  const g = v - b;
  let e = max(g, 0n);
  if (c.use === 'education') {
    const q = c.expenses ?? v;
    e = g > 0n ? roundHalfEven({ n: g * max(v - q, 0n), d: v }) : 0n;
  }
  return result(v, refWithdrawalTax(e, 'interest', c), roundHalfEven(times(pct(10n), f(e))));
}

export function refCustodial(v: bigint, b: bigint, c: RefCase): RefTax {
  return result(v, refWithdrawalTax(max(v - b, 0n), 'gain', c), 0n);
}
