// Independent reference implementation of the deterministic projection model described in
// docs/model.md. Plain TypeScript, money in BigInt cents, no JS Date.
//
// Every floating-point step is an IEEE-754 double operation performed in the order docs/model.md
// writes it; its result is rounded with `nearest` (ties to even) and only then becomes a BigInt.
// Everything else (deposits, rooms, limits, caps, balances, sums) is exact BigInt arithmetic.

export type Kind = 'family' | 'relative' | 'charity' | 'employer';
type Schedule =
  | { type: 'monthly'; amountCents: string; startAgeMonths: number; endAgeMonths: number }
  | { type: 'annual'; amountCents: string; monthOfYear: number; startAgeMonths: number; endAgeMonths: number }
  | { type: 'once'; amountCents: string; atAgeMonths: number };
export interface RefSource {
  id: string;
  kind: Kind;
  stepUpRate: number;
  schedule: Schedule;
  /** An employer source paid from the employee's own pay (docs/after-tax.md#salary-reduction). */
  salaryReduction?: boolean;
}
export interface RefScenario {
  asOf: string;
  birthDate: string; // 'YYYY-MM-DD', valid calendar dates
  targetAgeMonths: number;
  includeSeed: boolean;
  annualReturn: number;
  returnIsReal: boolean;
  annualInflation: number;
  annualFee: number;
  sources: RefSource[];
  /** Money already in the account (docs/api.md#money-already-in-the-account); absent = "0". */
  currentBalanceCents?: string;
  currentBasisCents?: string;
  contributedThisYearCents?: string;
  /** With salary reduction, the parent's marginal income-tax rate as an exact fraction: a step's
   *  salary-reduction cents P reach the side account as P - round-half-even(P x n / d). */
  salaryTaxRate?: { n: bigint; d: bigint };
}
export interface LimitRule {
  baseCents: number;
  baseYear: number;
  stepCents: number;
}
export interface RefStatute {
  seedCents: number;
  seedBirthFrom: string;
  seedBirthTo: string; // inclusive dates
  firstContributionDate: string; // '2026-07-04'
  growthPeriodLastAge: number; // 17: growth period = calendar years Y <= birthYear + 17
  annualLimit: LimitRule;
  employerLimit: LimitRule;
  iraLimit: LimitRule;
}
export const STATUTE: RefStatute = {
  seedCents: 100000,
  seedBirthFrom: '2025-01-01',
  seedBirthTo: '2028-12-31',
  firstContributionDate: '2026-07-04',
  growthPeriodLastAge: 17,
  annualLimit: { baseCents: 500000, baseYear: 2027, stepCents: 10000 },
  employerLimit: { baseCents: 250000, baseYear: 2027, stepCents: 10000 },
  iraLimit: { baseCents: 750000, baseYear: 2026, stepCents: 50000 },
};

// The two transcendental scalars.
export interface RefMath {
  growth(nominalAnnual: number, annualFee: number): number;
  deflator(annualInflation: number, m: number): number;
}
export const MATH: RefMath = {
  // docs/model.md#rates: g = exp((ln(1 + nominal) + ln(1 - annualFee)) / 12)
  growth: (nominal, fee) => Math.exp((Math.log(1 + nominal) + Math.log(1 - fee)) / 12),
  // docs/model.md#rates: D(m) = exp(ln(1 + annualInflation) * m / 12)
  deflator: (inflation, m) => Math.exp((Math.log(1 + inflation) * m) / 12),
};

export interface RefResult {
  months: number;
  startAgeMonths: number;
  realOffsetMonths: number;
  finalNominalCents: bigint;
  finalRealCents: bigint;
  contributedCents: bigint;
  seedCents: bigint;
  growthCents: bigint;
  /** currentBasisCents + accepted family and relative deposits (docs/model.md#basis-and-taxable-amount). */
  basisCents: bigint;
  taxableCents: bigint;
  cappedCents: bigint;
  capWarnings: number;
  milestones: { ageMonths: number; nominalCents: bigint; realCents: bigint }[];
  balances: bigint[]; // B[0..months]
  deposits: bigint[]; // C[0..months-1], seed included
  /** What the statute cut or dropped at each step, by rule (docs/model.md#limits). */
  stepCuts: StepCut[];
  /** The side account of docs/after-tax.md#the-comparison: from currentBasisCents, with only the
   *  accepted family and relative cents of each step, on the same growth. */
  sideDeposits: bigint[];
  /** The part of sideDeposits that is salary-reduction pay after the parent's income tax (no basis in
   *  the Trump account, basis in the side account), and the side account's basis. */
  sideSalaryDeposits: bigint[];
  sideBasisCents: bigint;
  sideBalances: bigint[];
  sideMilestones: { ageMonths: number; nominalCents: bigint; realCents: bigint }[];
  seedStep: number; // -1 when no seed lands
  pastDeposits: number[]; // per source: scheduled deposits at ages < startAgeMonths
  beyondDeposits: number[]; // per source: scheduled deposits at ages >= targetAgeMonths
}
/** One step's cuts by rule: the annual, employer and IRA limits, dropped before the first contribution
 *  date, dropped after the growth period. */
export interface StepCut {
  annual: bigint;
  employer: bigint;
  ira: bigint;
  early: bigint;
  afterGrowth: bigint;
}

export type RefOutcome =
  | { ok: true; result: RefResult }
  | { ok: false; error: 'HORIZON' | 'EXPECTED_TOO_FAR' | 'RESULT_OUT_OF_RANGE' };

// ---------------------------------------------------------------------------------------------
// Rounding
// ---------------------------------------------------------------------------------------------

/** docs/model.md: `nearest(x)` rounds to the nearest integer, ties to even. Returns a double. */
export function nearest(x: number): number {
  if (!Number.isFinite(x)) return x;
  const fl = Math.floor(x);
  const frac = x - fl; // exact for every finite double
  if (frac < 0.5) return fl;
  if (frac > 0.5) return fl + 1;
  // exact tie: pick the even neighbour
  return fl % 2 === 0 ? fl : fl + 1;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER); // 2^53 - 1
/** A room no exact deposit can exhaust (a scheduled amount may be larger, but accepting more than
 *  2^53 - 1 makes contributedCents inexact, which is refused either way). */
const NO_LIMIT = 1n << 64n;

/** Thrown internally when an amount cannot be represented exactly (caught at the top level). */
class OutOfRange extends Error {}

/** nearest(x) as BigInt; refuses anything that is not a finite integer within +-(2^53 - 1). */
function nearestBig(x: number): bigint {
  const r = nearest(x);
  if (!Number.isFinite(r) || Math.abs(r) > Number.MAX_SAFE_INTEGER) throw new OutOfRange();
  return BigInt(r);
}

/** n / d to the nearest integer, ties to even (n >= 0, d > 0). */
function roundFraction(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = 2n * (n - q * d);
  return twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q;
}

function checkSafe(v: bigint): bigint {
  if (v > MAX_SAFE || v < -MAX_SAFE) throw new OutOfRange();
  return v;
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on (year, month, day) integer triples
// ---------------------------------------------------------------------------------------------

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export function parseDate(s: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) throw new Error(`bad date ${s}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeap(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** xs[i] for an index the model keeps in range (a RangeError otherwise). */
function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new RangeError(`index ${i} is outside 0..${xs.length - 1}`);
  return x;
}

/** Euclidean modulo (always in [0, n)). */
function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** Lexicographic (y, m, d) comparison: negative, zero or positive. */
function cmpDate(a: Ymd, b: Ymd): number {
  if (a.y !== b.y) return a.y - b.y;
  if (a.m !== b.m) return a.m - b.m;
  return a.d - b.d;
}

/** docs/model.md#time: year and month advanced by n; same day of month capped at the month's last day. */
export function addMonths(date: Ymd, n: number): Ymd {
  const total = date.y * 12 + (date.m - 1) + n;
  const y = Math.floor(total / 12);
  const m = mod(total, 12) + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}

/** Largest n >= 0 with addMonths(from, n) <= to (requires from <= to). */
function completedMonths(from: Ymd, to: Ymd): number {
  // addMonths(from, n) is increasing in n; the month difference is an upper bound that may be
  // one too many when the (capped) day of month has not been reached yet.
  let n = (to.y - from.y) * 12 + (to.m - from.m);
  while (n > 0 && cmpDate(addMonths(from, n), to) > 0) n--;
  return Math.max(n, 0);
}

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/**
 * docs/model.md#limits: a limit is L for Y <= B, and floor(L * F / S) * S after
 * it, with F = 1 multiplied by (1 + annualInflation) once per year from B to Y (doubles, in order).
 */
export function limitFor(rule: LimitRule, year: number, annualInflation: number): bigint {
  if (year <= rule.baseYear) return BigInt(rule.baseCents);
  let F = 1;
  for (let y = rule.baseYear; y < year; y++) F = F * (1 + annualInflation);
  const v = Math.floor((rule.baseCents * F) / rule.stepCents) * rule.stepCents;
  // A limit beyond exact cents exceeds any deposit that can be exact, so it caps nothing: it is
  // not an amount the projection reports, and refusing the scenario for it would be wrong.
  if (!Number.isFinite(v) || v > Number.MAX_SAFE_INTEGER) return NO_LIMIT;
  return BigInt(v);
}

// ---------------------------------------------------------------------------------------------
// Schedules
// ---------------------------------------------------------------------------------------------

/** Number of integers a in [lo, hi) with a ≡ r (mod 12). */
function countCongruent(lo: number, hi: number, r: number): number {
  if (hi <= lo) return 0;
  const first = lo + mod(r - lo, 12);
  return first >= hi ? 0 : Math.floor((hi - 1 - first) / 12) + 1;
}

/** Number of integers in [lo, hi). */
function countRange(lo: number, hi: number): number {
  return Math.max(0, hi - lo);
}

/**
 * The ages at which a schedule deposits, split into [0, S) "past", [S, T) projected and [T, ∞)
 * "beyond" (docs/model.md#schedules: monthly when start <= a < end; annual additionally when the month of year of
 * age a is monthOfYear; once when a = atAgeMonths).
 */
function scheduleAges(
  sch: Schedule,
  birthMonth: number,
  S: number,
  T: number,
): { past: number; beyond: number; ages: number[] } {
  const ages: number[] = [];
  if (sch.type === 'once') {
    const a = sch.atAgeMonths;
    if (a >= S && a < T) ages.push(a);
    return { past: a < S ? 1 : 0, beyond: a >= T ? 1 : 0, ages };
  }
  const lo = sch.startAgeMonths;
  const hi = sch.endAgeMonths;
  const pLo = Math.max(lo, S);
  const pHi = Math.min(hi, T);
  if (sch.type === 'monthly') {
    for (let a = pLo; a < pHi; a++) ages.push(a);
    return { past: countRange(lo, Math.min(hi, S)), beyond: countRange(Math.max(lo, T), hi), ages };
  }
  // annual: month of year of age a is month(addMonths(birthDate, a)) = ((birthMonth - 1 + a) mod 12) + 1,
  // so it matches monthOfYear exactly when a ≡ monthOfYear - birthMonth (mod 12).
  const moy = sch.monthOfYear;
  if (!(Number.isInteger(moy) && moy >= 1 && moy <= 12)) return { past: 0, beyond: 0, ages };
  const r = mod(moy - birthMonth, 12);
  if (pHi > pLo) for (let a = pLo + mod(r - pLo, 12); a < pHi; a += 12) ages.push(a);
  return {
    past: countCongruent(lo, Math.min(hi, S), r),
    beyond: countCongruent(Math.max(lo, T), hi, r),
    ages,
  };
}

/**
 * docs/model.md#schedules: amount = nearest(amountCents * f[n]), n = floor((a - schedule start) / 12), f[0] = 1,
 * f[j+1] = f[j] * (1 + stepUpRate); a `once` deposit is amountCents unchanged.
 */
function makeAmountFn(src: RefSource): (a: number) => bigint {
  const sch = src.schedule;
  if (sch.type === 'once') {
    const fixed = BigInt(sch.amountCents);
    return () => fixed;
  }
  const base = Number(sch.amountCents);
  const f: number[] = [1];
  return (a: number) => {
    const n = Math.floor((a - sch.startAgeMonths) / 12);
    while (f.length <= n) f.push(at(f, f.length - 1) * (1 + src.stepUpRate));
    // A step-up can take the amount past 2^53 - 1: it is still the double's exact integer value,
    // and only what the statute accepts of it must be exact (docs/model.md#the-total-cut-exact-at-any-size).
    const amount = nearest(base * at(f, n));
    if (!Number.isFinite(amount)) throw new OutOfRange();
    return BigInt(amount);
  };
}

// ---------------------------------------------------------------------------------------------
// The projection
// ---------------------------------------------------------------------------------------------

interface DepositEvent {
  step: number;
  source: number;
  kind: Kind;
  amount: bigint;
}
interface Rooms {
  annual: bigint;
  employer: bigint;
  ira: bigint;
}

export function referenceProjection(s: RefScenario, statute: RefStatute = STATUTE, math: RefMath = MATH): RefOutcome {
  try {
    return compute(s, statute, math);
  } catch (e) {
    if (e instanceof OutOfRange) return { ok: false, error: 'RESULT_OUT_OF_RANGE' };
    throw e;
  }
}

function compute(s: RefScenario, statute: RefStatute, math: RefMath): RefOutcome {
  const asOf = parseDate(s.asOf);
  const birth = parseDate(s.birthDate);

  // --- Time -----------------------------------------------------------------------------------
  // An expected child may be at most 12 months ahead of asOf.
  if (cmpDate(birth, addMonths(asOf, 12)) > 0) return { ok: false, error: 'EXPECTED_TOO_FAR' };
  const expected = cmpDate(birth, asOf) > 0;
  // startAgeMonths: 0 for an expected child, else completed months.
  const S = expected ? 0 : completedMonths(birth, asOf);
  // realOffsetMonths: for an expected child largest n with addMonths(asOf, n) <= birthDate.
  const realOffset = expected ? completedMonths(asOf, birth) : 0;
  const T = s.targetAgeMonths;
  const months = T - S;
  if (months < 1) return { ok: false, error: 'HORIZON' };

  // Step k is age a = S + k, dated max(addMonths(birthDate, a), asOf); its year is that date's year.
  const stepDate = (k: number): Ymd => {
    const d = addMonths(birth, S + k);
    return cmpDate(d, asOf) < 0 ? asOf : d;
  };

  // --- Rates ----------------------------------------------------------------------------------
  const nominal = s.returnIsReal ? (1 + s.annualReturn) * (1 + s.annualInflation) - 1 : s.annualReturn;
  const g = math.growth(nominal, s.annualFee);
  const deflators = new Map<number, number>(); // D(m) as asked of `math`, for the side account
  const real = (v: bigint, m: number): bigint => {
    const d = math.deflator(s.annualInflation, m);
    deflators.set(m, d);
    return checkSafe(nearestBig(Number(v) / d));
  };

  // --- Scheduled deposits as dated events ------------------------------------------------------
  const pastDeposits: number[] = [];
  const beyondDeposits: number[] = [];
  const events: DepositEvent[] = [];
  s.sources.forEach((src, i) => {
    const { past, beyond, ages } = scheduleAges(src.schedule, birth.m, S, T);
    pastDeposits.push(past);
    beyondDeposits.push(beyond);
    const amountAt = makeAmountFn(src);
    for (const a of ages) events.push({ step: a - S, source: i, kind: src.kind, amount: amountAt(a) });
  });
  // First come, first served: by step, then by source order (Array.prototype.sort is stable).
  events.sort((x, y) => x.step - y.step || x.source - y.source);

  // --- The statute --------------------------------------------------------------------------------
  const firstDate = parseDate(statute.firstContributionDate);
  const lastGrowthYear = birth.y + statute.growthPeriodLastAge;
  const roomsByYear = new Map<number, Rooms>(); // rooms start each calendar year at its limits
  // Deposits already made in the first step's year use up that year's room first: the annual
  // limit's in the growth period, the IRA limit's after it.
  const firstYear = stepDate(0).y;
  const usedThisYear = BigInt(s.contributedThisYearCents ?? '0');
  const roomsFor = (Y: number): Rooms => {
    let r = roomsByYear.get(Y);
    if (!r) {
      r = {
        annual: limitFor(statute.annualLimit, Y, s.annualInflation),
        employer: limitFor(statute.employerLimit, Y, s.annualInflation),
        ira: limitFor(statute.iraLimit, Y, s.annualInflation),
      };
      if (Y === firstYear && Y <= lastGrowthYear) r.annual = r.annual > usedThisYear ? r.annual - usedThisYear : 0n;
      if (Y === firstYear && Y > lastGrowthYear) r.ira = r.ira > usedThisYear ? r.ira - usedThisYear : 0n;
      roomsByYear.set(Y, r);
    }
    return r;
  };
  const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
  const clampRoom = (amount: bigint, room: bigint): bigint => minBig(amount, room > 0n ? room : 0n);

  const C: bigint[] = new Array<bigint>(months).fill(0n);
  const sideC: bigint[] = new Array<bigint>(months).fill(0n);
  const salaryC: bigint[] = new Array<bigint>(months).fill(0n);
  let contributed = 0n;
  let basis = BigInt(s.currentBasisCents ?? '0');
  let capped = 0n;
  const warnedYears = new Set<number>();
  const stepCuts: StepCut[] = Array.from({ length: months }, () => ({
    annual: 0n,
    employer: 0n,
    ira: 0n,
    early: 0n,
    afterGrowth: 0n,
  }));

  for (const ev of events) {
    const date = stepDate(ev.step);
    const Y = date.y;
    let accepted: bigint;
    let rule: keyof StepCut;
    if (cmpDate(date, firstDate) < 0) {
      // 1. Dated before the first contribution date: dropped.
      accepted = 0n;
      rule = 'early';
    } else if (Y <= lastGrowthYear) {
      // 2. Growth period.
      const rooms = roomsFor(Y);
      rule = 'annual';
      if (ev.kind === 'charity') {
        accepted = ev.amount; // qualified general contribution: exempt from the limits
      } else if (ev.kind === 'employer') {
        // The employer limit cuts when its room is the smaller (or equal) one.
        if (rooms.employer <= rooms.annual) rule = 'employer';
        accepted = clampRoom(ev.amount, minBig(rooms.annual, rooms.employer));
        rooms.annual -= accepted;
        rooms.employer -= accepted;
      } else {
        accepted = clampRoom(ev.amount, rooms.annual); // family, relative
        rooms.annual -= accepted;
      }
    } else {
      // 3. After the growth period (traditional IRA).
      if (ev.kind === 'employer' || ev.kind === 'charity') {
        accepted = 0n;
        rule = 'afterGrowth';
      } else {
        rule = 'ira';
        const rooms = roomsFor(Y);
        accepted = clampRoom(ev.amount, rooms.ira);
        rooms.ira -= accepted;
      }
    }
    const cut = ev.amount - accepted;
    if (cut > 0n) {
      capped += cut;
      warnedYears.add(Y);
      const step = stepCuts[ev.step] as StepCut;
      step[rule] += cut;
    }
    C[ev.step] = at(C, ev.step) + accepted;
    contributed += accepted;
    if (ev.kind === 'family' || ev.kind === 'relative') {
      basis += accepted;
      sideC[ev.step] = at(sideC, ev.step) + accepted;
    }
    if (ev.kind === 'employer' && s.sources[ev.source]?.salaryReduction === true) {
      salaryC[ev.step] = at(salaryC, ev.step) + accepted;
    }
  }
  // The same pay as wages: each step's salary-reduction cents less the parent's income tax on them.
  const sideSalary: bigint[] = new Array<bigint>(months).fill(0n);
  let sideBasis = basis; // currentBasisCents and the family and relative deposits, as the Trump account's
  const rate = s.salaryTaxRate;
  if (rate !== undefined) {
    for (let k = 0; k < months; k++) {
      const pay = at(salaryC, k);
      if (pay === 0n) continue;
      const kept = pay - roundFraction(pay * rate.n, rate.d);
      sideSalary[k] = kept;
      sideC[k] = at(sideC, k) + kept;
      sideBasis += kept;
    }
  }
  checkSafe(contributed); // the cut (capped) is reported exactly at any size: a decimal string

  // --- The seed ----------------------------------------------------------------------------------
  // Paid when includeSeed and seedBirthFrom <= birthDate <= seedBirthTo; lands at the first step
  // dated on or after the first contribution date; exempt from limits, not in contributedCents.
  let seedStep = -1;
  if (
    s.includeSeed &&
    cmpDate(parseDate(statute.seedBirthFrom), birth) <= 0 &&
    cmpDate(birth, parseDate(statute.seedBirthTo)) <= 0
  ) {
    for (let k = 0; k < months; k++) {
      if (cmpDate(stepDate(k), firstDate) >= 0) {
        seedStep = k;
        break;
      }
    }
  }
  const seed = seedStep >= 0 ? BigInt(statute.seedCents) : 0n;
  if (seedStep >= 0) C[seedStep] = at(C, seedStep) + seed;

  // --- The path ------------------------------------------------------------------------------------
  // B[0] = currentBalanceCents, B[k+1] = nearest((B[k] + C[k]) * g) with B[k] + C[k] as an exact
  // integer double.
  const startBalance = BigInt(s.currentBalanceCents ?? '0');
  const B: bigint[] = [startBalance];
  for (let k = 0; k < months; k++) {
    const sum = checkSafe(at(B, k) + at(C, k));
    B.push(checkSafe(nearestBig(Number(sum) * g)));
  }

  const sideB: bigint[] = [BigInt(s.currentBasisCents ?? '0')];
  for (let k = 0; k < months; k++) {
    const sum = checkSafe(at(sideB, k) + at(sideC, k));
    sideB.push(checkSafe(nearestBig(Number(sum) * g)));
  }

  const finalNominal = at(B, months);
  const finalReal = real(finalNominal, months + realOffset);

  // Milestones: every birthday strictly after S up to T, plus T if it is not a birthday.
  const milestones: RefResult['milestones'] = [];
  const ages: number[] = [];
  for (let a = (Math.floor(S / 12) + 1) * 12; a <= T; a += 12) ages.push(a);
  if (T % 12 !== 0) ages.push(T);
  for (const a of ages) {
    const nominalCents = at(B, a - S);
    milestones.push({ ageMonths: a, nominalCents, realCents: real(nominalCents, a - S + realOffset) });
  }
  const sideMilestones = ages.map((a) => {
    const nominalCents = at(sideB, a - S);
    const d = deflators.get(a - S + realOffset) ?? Number.NaN;
    return { ageMonths: a, nominalCents, realCents: checkSafe(nearestBig(Number(nominalCents) / d)) };
  });

  return {
    ok: true,
    result: {
      months,
      startAgeMonths: S,
      realOffsetMonths: realOffset,
      finalNominalCents: finalNominal,
      finalRealCents: finalReal,
      contributedCents: contributed,
      seedCents: seed,
      growthCents: finalNominal - contributed - seed - startBalance,
      basisCents: basis,
      taxableCents: finalNominal - basis,
      cappedCents: capped,
      capWarnings: warnedYears.size,
      milestones,
      balances: B,
      deposits: C,
      stepCuts,
      sideDeposits: sideC,
      sideSalaryDeposits: sideSalary,
      sideBasisCents: sideBasis,
      sideBalances: sideB,
      sideMilestones,
      seedStep,
      pastDeposits,
      beyondDeposits,
    },
  };
}
