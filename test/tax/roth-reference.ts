// The documented Roth conversion and the Roth IRA's withdrawal rules (docs/after-tax.md#a-roth-conversion),
// written again here in BigInt for the tests from sections 408A(d)(2), (d)(3), (d)(4) and 72(t), each
// year's income tax from the independent reference beside it (not core/tax's).
import type { RefCase } from './reference.js';
import { refWithdrawalTax } from './reference.js';

type Method = 'equal' | 'expenses';
export type RefPaidFrom = 'outside' | 'account';

/** n / d to the nearest integer, ties to even, written again here (n >= 0, d > 0). */
function half(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r2 = 2n * (n % d);
  if (r2 > d || (r2 === d && q % 2n === 1n)) return q + 1n;
  return q;
}

const lesser = (a: bigint, b: bigint) => (a < b ? a : b);
const greater = (a: bigint, b: bigint) => (a > b ? a : b);
const tenPercent = (x: bigint) => half(x * 10n, 100n);
/** 59 1/2 in months: 72(t)(2)(A)(i). */
const FIFTY_NINE_AND_A_HALF = 714;
const FIRST_HOME_LIFETIME = 1_000_000n;

export interface RefConversion {
  converted: bigint;
  basis: bigint;
  taxable: bigint;
  income: bigint;
  additional: bigint;
  withheld: bigint;
  outside: bigint;
  roth: bigint;
  left: bigint;
}

export interface RefRothWithdrawal {
  drawn: bigint;
  qualified: boolean;
  fromConversions: bigint;
  earnings: bigint;
  income: bigint;
  additional: bigint;
  net: bigint;
  left: bigint;
}

/** A conversion contribution as Form 8606 tracks it: the year, and what is left of each part. */
interface Basket {
  year: number;
  includible: bigint;
  notIncludible: bigint;
}

/** The 72(t)(2)(E) and (F) exceptions on `subject` cents of a withdrawal of `drawn`. */
function exempt(subject: bigint, drawn: bigint, c: RefCase): bigint {
  if (c.use === 'education') return lesser(subject, c.expenses ?? drawn);
  if (c.use === 'firstHome') return lesser(subject, FIRST_HOME_LIFETIME);
  return 0n;
}

/**
 * One path: `conv[j]` and `draw[k]` the Trump account's balances with nothing taken out at each
 * conversion's and each withdrawal's age, `basis0` its basis at the first conversion.
 */
export function refRoth(
  conv: bigint[],
  draw: bigint[],
  basis0: bigint,
  convCases: RefCase[],
  drawCases: RefCase[],
  paidFrom: RefPaidFrom,
  method: Method,
  expenses: bigint | undefined,
): { conversions: RefConversion[]; withdrawals: RefRothWithdrawal[] } {
  const ages = [...conv, ...draw];
  const next = (x: bigint, i: number) => {
    const a = ages[i] ?? 0n;
    return a > 0n ? half(x * (ages[i + 1] ?? 0n), a) : 0n;
  };
  const baskets: Basket[] = [];
  const conversions: RefConversion[] = [];
  let trad = conv[0] ?? 0n;
  let roth = 0n;
  let basis = basis0;
  conv.forEach((_, j) => {
    const c = convCases[j] as RefCase;
    const remaining = BigInt(conv.length - j);
    const amount = remaining === 1n ? trad : half(trad, remaining);
    let recovered = amount === trad ? basis : half(amount * basis, trad);
    if (amount !== trad && recovered > amount) recovered = amount;
    const taxable = greater(amount - recovered, 0n);
    const income = refWithdrawalTax(taxable, 'ira', c);
    let withheld = 0n;
    if (paidFrom === 'account' && amount > 0n) {
      // W = I + 10% of W's taxable share T / C: W = I / (1 - T / (10 C)) = 10 C I / (10 C - T).
      withheld = c.ageMonths < FIFTY_NINE_AND_A_HALF ? half(10n * amount * income, 10n * amount - taxable) : income;
      withheld = lesser(withheld, amount);
    }
    const additional = paidFrom === 'account' ? greater(withheld - income, 0n) : 0n;
    const moved = amount - withheld;
    const includible = withheld === 0n ? taxable : half(taxable * moved, amount);
    baskets.push({ year: c.year, includible, notIncludible: moved - includible });
    trad -= amount;
    basis -= recovered;
    roth += moved;
    conversions.push({
      converted: amount,
      basis: recovered,
      taxable,
      income,
      additional,
      withheld,
      outside: paidFrom === 'outside' ? income : 0n,
      roth,
      left: trad,
    });
    trad = next(trad, j);
    roth = next(roth, j);
  });
  const firstYear = (convCases[0] as RefCase).year;
  const withdrawals: RefRothWithdrawal[] = [];
  draw.forEach((_, k) => {
    const c = drawCases[k] as RefCase;
    const remaining = BigInt(draw.length - k);
    let d: bigint;
    if (remaining === 1n) d = roth;
    else if (method === 'equal') d = half(roth, remaining);
    else d = lesser(expenses ?? 0n, roth);
    // 408A(d)(4)(B): oldest conversion first, its includible part first, then earnings.
    let toFind = d;
    let withinFive = 0n;
    for (const basket of baskets) {
      const a = lesser(toFind, basket.includible);
      basket.includible -= a;
      toFind -= a;
      if (c.year - basket.year < 5) withinFive += a;
      const b = lesser(toFind, basket.notIncludible);
      basket.notIncludible -= b;
      toFind -= b;
    }
    const earnings = toFind;
    const young = c.ageMonths < FIFTY_NINE_AND_A_HALF;
    const qualified = !young && c.year - firstYear >= 5;
    let income = 0n;
    let additional = 0n;
    if (!qualified) {
      income = refWithdrawalTax(earnings, 'ira', c);
      if (young) additional = tenPercent(withinFive + earnings - exempt(withinFive + earnings, d, c));
    }
    roth -= d;
    withdrawals.push({
      drawn: d,
      qualified,
      fromConversions: d - earnings,
      earnings,
      income,
      additional,
      net: d - income - additional,
      left: roth,
    });
    if (k + 1 < draw.length) roth = next(roth, conv.length + k);
  });
  return { conversions, withdrawals };
}
