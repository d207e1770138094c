// The most the limits allow (docs/model.md#the-most-the-limits-allow) against an independent
// reference: on the deterministic path of the BigInt model (test/reference/model.ts), a brute-force
// search over the source's step-up schedules (amounts from nothing to 999999999999, step-ups from 0
// to 25% a year) finds the largest balance the statute lets any of them reach at the goal's age.
// An unreachable goal's answer must name that ceiling: its projection's deterministic balance is it,
// and the plan its mostAllowed.years states, put in by hand as one deposit a year at the source's
// first deposit of that year, reaches it too. Then the cases of a newborn with a goal at 18 and a
// 75% chance: a flat amount the limit cuts is said to be cut, with the years, and the largest goal
// the limits allow is above every goal the solver calls reachable.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/engine.js';
import type { SiteOptions } from '../../core/projection/project-scenario.js';
import type { SolutionBody } from '../../core/schemas/solve.js';
import { solveScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { addMonths, parseDate, type RefScenario, type RefSource, referenceProjection } from '../reference/model.js';

const SITE: SiteOptions = { siteUrl: 'https://530a.example' };

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

function solved(body: unknown): SolutionBody {
  const outcome = solveScenario(engine, body, SITE);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.solution;
}

type Schedule = RefSource['schedule'];

interface Case {
  name: string;
  kind: RefSource['kind'];
  schedule: Schedule;
  birthDate: string;
  asOf: string;
  /** The goal's age, which is also the target: the deterministic final balance is the goal's. */
  goalAge: number;
  annualInflation: number;
}

const CASES: Case[] = [
  {
    name: 'a newborn, family money monthly from birth, a goal at 18',
    kind: 'family',
    schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
    birthDate: '2026-11-01',
    asOf: '2026-11-29',
    goalAge: 216,
    annualInflation: 0.025,
  },
  {
    name: 'a relative once a year in June, from 9 months, with 4% inflation',
    kind: 'relative',
    schedule: { type: 'annual', amountCents: '100000', monthOfYear: 6, startAgeMonths: 9, endAgeMonths: 204 },
    birthDate: '2026-03-10',
    asOf: '2026-11-24',
    goalAge: 204,
    annualInflation: 0.04,
  },
  {
    name: 'an employer monthly (its own, smaller limit)',
    kind: 'employer',
    schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 20, endAgeMonths: 180 },
    birthDate: '2025-05-20',
    asOf: '2026-11-24',
    goalAge: 180,
    annualInflation: 0.025,
  },
  {
    name: 'family money monthly to 22, past the growth period (the IRA limit)',
    kind: 'family',
    schedule: { type: 'monthly', amountCents: '30000', startAgeMonths: 40, endAgeMonths: 264 },
    birthDate: '2023-06-15',
    asOf: '2026-11-24',
    goalAge: 264,
    annualInflation: 0.03,
  },
];

function scenarioOf(c: Case, sources: RefSource[]): RefScenario {
  return {
    asOf: c.asOf,
    birthDate: c.birthDate,
    targetAgeMonths: c.goalAge,
    includeSeed: true,
    annualReturn: 0.07,
    returnIsReal: true,
    annualInflation: c.annualInflation,
    annualFee: 0.0003,
    sources,
  };
}

/** The reference's deterministic balance at the goal's age. */
function referenceFinal(c: Case, sources: RefSource[]): bigint {
  const outcome = referenceProjection(scenarioOf(c, sources));
  if (!outcome.ok) throw new Error(`reference: ${outcome.error}`);
  return outcome.result.finalNominalCents;
}

const AMOUNTS = [0, 5_000, 20_000, 41_666, 41_667, 42_500, 45_000, 100_000, 500_000, 1_500_000, 999_999_999_999];
const STEP_UPS = [0, 0.01, 0.025, 0.03, 0.05, 0.1, 0.25];

/** The largest deterministic balance any step-up schedule of the source reaches, and by which. */
function bruteForce(c: Case): { cents: bigint; amount: number; stepUp: number } {
  let best = { cents: -1n, amount: 0, stepUp: 0 };
  for (const amount of AMOUNTS) {
    for (const stepUp of STEP_UPS) {
      const schedule = { ...c.schedule, amountCents: String(amount) } as Schedule;
      const cents = referenceFinal(c, [{ id: 'source', kind: c.kind, stepUpRate: stepUp, schedule }]);
      if (cents > best.cents) best = { cents, amount, stepUp };
    }
  }
  return best;
}

/** The ages of the source's first deposit in each calendar year it deposits, from the first
 *  contribution date to the goal's age, read from the schedule and the calendar alone: a step is
 *  dated on the day the child reaches its age, the first one (the age on asOf) on asOf itself. */
function firstDepositAges(c: Case): Map<number, number> {
  const birth = parseDate(c.birthDate);
  const asOf = parseDate(c.asOf);
  const day = (x: { y: number; m: number; d: number }) => x.y * 10_000 + x.m * 100 + x.d;
  let startAge = 0;
  while (day(addMonths(birth, startAge + 1)) <= day(asOf)) startAge++;
  const ages = new Map<number, number>();
  const { schedule } = c;
  if (schedule.type === 'once') throw new Error('a schedule that repeats');
  for (let age = Math.max(schedule.startAgeMonths, startAge); age < Math.min(schedule.endAgeMonths, c.goalAge); age++) {
    const date = age === startAge ? asOf : addMonths(birth, age);
    if (schedule.type === 'annual' && addMonths(birth, age).m !== schedule.monthOfYear) continue;
    if (day(date) < 20260704) continue;
    if (!ages.has(date.y)) ages.set(date.y, age);
  }
  return ages;
}

function unreachable(c: Case): SolutionBody {
  const scenario = {
    asOf: c.asOf,
    birthDate: c.birthDate,
    targetAgeMonths: c.goalAge,
    annualInflation: c.annualInflation,
    mcPaths: 300,
    goal: { amountCents: '999999999999', atAgeMonths: c.goalAge, probability: 0.5 },
    sources: [{ id: 'source', kind: c.kind, schedule: c.schedule }],
  };
  const solution = solved({ scenario, sourceId: 'source' });
  expect(solution.reachable).toBe(false);
  return solution;
}

describe('the most the limits allow equals the largest plan the statute accepts', () => {
  it.each(CASES)('$name', (c) => {
    const best = bruteForce(c);
    const solution = unreachable(c);
    const most = solution.mostAllowed;
    if (most === undefined) throw new Error('an unreachable answer names the most the limits allow');
    // The answer's projection is the largest plan's: its steady-return balance is the ceiling.
    expect(BigInt(solution.projection.deterministic.finalNominalCents), `${best.amount} at ${best.stepUp}`).toBe(
      best.cents,
    );
    // The plan it states, one deposit of each year's limit at the source's first deposit that year,
    // reaches the ceiling too, and takes every year the source deposits in.
    const ages = firstDepositAges(c);
    expect(most.years.map((entry) => entry.year)).toEqual([...ages.keys()]);
    const byHand: RefSource[] = most.years.map(({ year, limitCents }) => ({
      id: `in ${year}`,
      kind: c.kind,
      stepUpRate: 0,
      schedule: { type: 'once', amountCents: limitCents, atAgeMonths: ages.get(year) ?? -1 },
    }));
    expect(referenceFinal(c, byHand)).toBe(best.cents);
    // No deposit of the stated plan is cut: each is that year's limit, which the statute takes whole.
    const flat = referenceProjection(scenarioOf(c, byHand));
    expect(flat.ok && flat.result.capWarnings).toBe(0);
    // The steady amount it names is one the limit of its year takes whole, and a cent more is not.
    const perYear = c.schedule.type === 'monthly' ? 12 : 1;
    expect(Number(most.amountCents) * perYear).toBeLessThanOrEqual(Number(most.limitCents));
    expect((Number(most.amountCents) + 1) * perYear).toBeGreaterThan(Number(most.limitCents));
  });
});

/** A newborn on 29 November 2026, $200 a month from birth, a goal at 18 with a 75% chance. */
function newborn(goalDollars: number): SolutionBody {
  const scenario = {
    asOf: '2026-11-29',
    birthDate: '2026-11-01',
    targetAgeMonths: 216,
    goal: { amountCents: String(goalDollars * 100), atAgeMonths: 216, probability: 0.75 },
    sources: [
      {
        id: 'parents',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 0, endAgeMonths: 216 },
      },
    ],
  };
  return solved({ scenario, sourceId: 'parents' });
}

describe('a newborn, a goal at 18, a 75% chance', () => {
  it('$180,000: the amount found is above what the limit takes in 2027 to 2036, and the answer says so', () => {
    const solution = newborn(180_000);
    expect(solution.reachable).toBe(true);
    expect(Number(solution.amountCents)).toBeGreaterThan(Math.floor(500_000 / 12));
    const { cappedCents, capWarnings } = solution.projection.deterministic;
    expect(solution.cutCents).toBe(cappedCents);
    expect(Number(solution.cutCents)).toBeGreaterThan(0);
    expect(solution.cutYears).toEqual([2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(solution.cutYears).toHaveLength(capWarnings);
    // Twelve deposits of the amount, less the year's limit, is the cut of a year (2027: $5,000).
    const amount = Number(solution.amountCents);
    const limits = [500_000, 510_000, 520_000, 530_000, 550_000, 560_000, 570_000, 590_000, 600_000, 620_000];
    expect(Number(cappedCents)).toBe(limits.reduce((sum, limit) => sum + 12 * amount - limit, 0));
  });

  it('$160,000: cut in 2027 and 2028 only; a goal the plan meets uncut has no cut', () => {
    const solution = newborn(160_000);
    expect(solution.cutYears).toEqual([2027, 2028]);
    expect(solution.cutCents).toBe(solution.projection.deterministic.cappedCents);
    const small = newborn(50_000);
    expect(small).toMatchObject({ reachable: true, cutCents: '0', cutYears: [] });
  });

  it('$500,000: the most the limits allow reaches more than any goal called reachable, and is the edge of reachable', () => {
    const solution = newborn(500_000);
    expect(solution.reachable).toBe(false);
    expect(solution).toMatchObject({ cutCents: null, cutYears: null });
    const most = solution.mostAllowed;
    if (most === undefined) throw new Error('the most the limits allow');
    const largest = Number(most.largestGoalCents);
    expect(largest).toBeGreaterThan(18_000_000);
    // The 25th percentile of the answer's own projection at 18 (the largest plan's), up to the gap
    // between the two order statistics the percentile interpolates.
    const p25 = Number(solution.projection.percentiles.nominalCents[1]?.at(-1));
    expect(Math.abs(largest - p25) / p25).toBeLessThan(0.01);
    expect(most.pathsReaching).toBe(solution.projection.goal?.pathsReaching);
    expect(most.chance).toBe(solution.projection.goal?.chance);
    // A goal of that many cents is reachable, one cent more is not.
    const at = solved({
      scenario: { ...solution.scenario, goal: { ...solution.scenario.goal, amountCents: String(largest) } },
      sourceId: 'parents',
    });
    expect(at.reachable).toBe(true);
    const beyond = solved({
      scenario: { ...solution.scenario, goal: { ...solution.scenario.goal, amountCents: String(largest + 1) } },
      sourceId: 'parents',
    });
    expect(beyond.reachable).toBe(false);
  });
});
