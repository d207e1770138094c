// The projection's afterTax block (docs/after-tax.md#the-block) against independent references: the
// BigInt model of the deterministic path (test/reference/model.ts, with its side account) and the
// BigInt tax reference (test/tax/reference.ts), on seeded random scenarios (every use, the kiddie
// tax forced on, off or by age, flat rates and brackets, other income, money already in the
// account, employer and charity money and the seed, both return models):
//   - every deterministic entry of the three accounts, to the cent;
//   - every band cell is the net of its balance percentile (the Trump account's are
//     percentiles.nominalCents; the side account's come from the engine's own run of it);
//   - atTarget is a plain count, path by path;
//   - and, by hand: flat bands at zero volatility, nulls before 18, the shared compute budget, the
//     dividend warning, and a projection without afterTax unchanged by it.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput, type ProjectOptions, planProjection, project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { solveScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { nearest, STATUTE as REF_STATUTE, type RefMath, referenceProjection } from '../reference/model.js';
import {
  type Fraction,
  type RefCase,
  type RefTax,
  type RefUse,
  ref529,
  refCustodial,
  refTrump,
} from '../tax/reference.js';

let engine: Engine;
let other: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
  other = await createNodeEngine();
});

function checked(body: unknown) {
  const c = checkScenario(body, STATUTE);
  if (!c.ok) throw new Error(`invalid: ${JSON.stringify(c.errors)}`);
  return c;
}

function run(body: unknown, options: ProjectOptions = TEST_PROJECT_OPTIONS): Projection {
  const c = checked(body);
  const outcome = project(engine, c.scenario, c.timeline, options);
  if (!outcome.ok) throw new Error(outcome.detail);
  return outcome.projection;
}

/** Rates written as decimals, with the fraction each one is. */
const RATES: [number, Fraction][] = [
  [0, { n: 0n, d: 1n }],
  [0.1, { n: 1n, d: 10n }],
  [0.12, { n: 12n, d: 100n }],
  [0.15, { n: 15n, d: 100n }],
  [0.22, { n: 22n, d: 100n }],
  [0.24, { n: 24n, d: 100n }],
  [0.333, { n: 333n, d: 1000n }],
  [0.5, { n: 1n, d: 2n }],
];
const USES: RefUse[] = ['any', 'education', 'firstHome', 'retirement'];
const rateArb = fc.integer({ min: 0, max: RATES.length - 1 });

const caseArb = fc.record({
  birthYear: fc.integer({ min: 2008, max: 2027 }),
  birthMonth: fc.integer({ min: 1, max: 12 }),
  /** 1 January is a year older at the end of every year (the kiddie tax and 65). */
  birthDay: fc.constantFrom(1, 5),
  target: fc.integer({ min: 1, max: 420 }),
  volatility: fc.constantFrom(0, 0.15, 0.3),
  historical: fc.boolean(),
  includeSeed: fc.boolean(),
  inflation: fc.constantFrom(0, 0.025, 0.06),
  balance: fc.integer({ min: 0, max: 3_000_000 }),
  basisShare: fc.integer({ min: 0, max: 100 }),
  monthly: fc.integer({ min: 0, max: 60_000 }),
  employer: fc.integer({ min: 0, max: 30_000 }),
  charity: fc.integer({ min: 0, max: 500_000 }),
  relative: fc.integer({ min: 0, max: 2_000_000 }),
  use: fc.constantFrom(...USES),
  other: fc.constantFrom(0, 500_000, 1_610_000, 6_000_000, 30_000_000),
  otherUnearned: fc.option(fc.constantFrom(0, 300_000, 2_000_000, 25_000_000), { nil: undefined }),
  parentOrdinary: rateArb,
  parentGains: rateArb,
  ordinary: fc.option(rateArb, { nil: undefined }),
  gains: fc.option(rateArb, { nil: undefined }),
  kiddieTax: fc.option(fc.boolean(), { nil: undefined }),
  fullTimeStudent: fc.option(fc.boolean(), { nil: undefined }),
  expenses: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const ASOF = { y: 2027, m: 3, d: 15 };

function bodyOf(k: Case) {
  const birth = `${k.birthYear}-${String(k.birthMonth).padStart(2, '0')}-0${k.birthDay}`;
  const bornMonths = (ASOF.y - k.birthYear) * 12 + (ASOF.m - k.birthMonth);
  const expected = bornMonths < 0;
  const startAge = Math.max(bornMonths, 0);
  const balance = expected ? 0 : k.balance;
  const rate = (i: number) => itemAt(RATES, i)[0];
  const education = k.use === 'education';
  return {
    asOf: '2027-03-15',
    birthDate: birth,
    targetAgeMonths: Math.min(startAge + k.target, 1428),
    includeSeed: k.includeSeed,
    annualVolatility: k.volatility,
    annualInflation: k.inflation,
    mcPaths: 151,
    mcSeed: k.target,
    ...(k.historical ? { returnModel: 'historical' } : {}),
    currentBalanceCents: String(balance),
    currentBasisCents: String(Math.floor((balance * k.basisShare) / 100)),
    afterTax: {
      use: k.use,
      otherIncomeCents: String(k.other),
      ...(k.otherUnearned === undefined ? {} : { otherUnearnedIncomeCents: String(k.otherUnearned) }),
      parentOrdinaryRate: rate(k.parentOrdinary),
      parentCapitalGainsRate: rate(k.parentGains),
      ...(k.ordinary === undefined ? {} : { ordinaryRate: rate(k.ordinary) }),
      ...(k.gains === undefined ? {} : { capitalGainsRate: rate(k.gains) }),
      ...(k.kiddieTax === undefined ? {} : { kiddieTax: k.kiddieTax }),
      ...(k.fullTimeStudent === undefined ? {} : { fullTimeStudent: k.fullTimeStudent }),
      ...(k.expenses === undefined || !education ? {} : { qualifiedExpensesCents: String(k.expenses) }),
    },
    sources: [
      {
        id: 'f',
        kind: 'family',
        schedule: { type: 'monthly', amountCents: String(k.monthly), startAgeMonths: 0, endAgeMonths: 400 },
      },
      {
        id: 'e',
        kind: 'employer',
        schedule: { type: 'monthly', amountCents: String(k.employer), startAgeMonths: 0, endAgeMonths: 400 },
      },
      { id: 'c', kind: 'charity', schedule: { type: 'once', amountCents: String(k.charity), atAgeMonths: 30 } },
      {
        id: 'r',
        kind: 'relative',
        schedule: {
          type: 'annual',
          amountCents: String(k.relative),
          monthOfYear: 6,
          startAgeMonths: 0,
          endAgeMonths: 300,
        },
      },
    ].filter((s) => s.schedule.amountCents !== '0'),
  };
}

function refCase(k: Case, ageMonths: number): RefCase {
  const fraction = (i: number) => itemAt(RATES, i)[1];
  return {
    use: k.use,
    other: BigInt(k.other),
    otherUnearned: BigInt(k.otherUnearned ?? 0),
    parentOrdinary: fraction(k.parentOrdinary),
    parentGains: fraction(k.parentGains),
    ordinary: k.ordinary === undefined ? undefined : fraction(k.ordinary),
    gains: k.gains === undefined ? undefined : fraction(k.gains),
    kiddieTax: k.kiddieTax,
    fullTimeStudent: k.fullTimeStudent,
    expenses: k.expenses === undefined || k.use !== 'education' ? undefined : BigInt(k.expenses),
    ageMonths,
    // the year of the day the child reaches the age
    year: k.birthYear + Math.floor((k.birthMonth - 1 + ageMonths) / 12),
    birthYear: k.birthYear,
    bornJanuaryFirst: k.birthMonth === 1 && k.birthDay === 1,
    inflation: k.inflation,
  };
}

const REFS = { trumpAccount: refTrump, plan529: ref529, custodial: refCustodial } as const;
type AccountKey = keyof typeof REFS;
const ACCOUNT_KEYS = Object.keys(REFS) as AccountKey[];

const text = (x: bigint | null | undefined) => (x === null || x === undefined ? null : String(x));

describe('the afterTax block against the references', () => {
  it('deterministic entries, band cells and atTarget, to the cent, on seeded random scenarios', () => {
    let compared = 0;
    let trumpColumns = 0;
    fc.assert(
      fc.property(caseArb, (k) => {
        const body = bodyOf(k);
        const c = checked(body);
        const outcome = project(engine, c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
        if (!outcome.ok) return;
        compared++;
        const projection = outcome.projection;
        const block = projection.afterTax;
        if (block === undefined) throw new Error('no afterTax block');
        expect(block.input).toEqual(c.scenario.afterTax);
        expect(block.ages).toEqual(projection.percentiles.ages);

        // The engine's own side run and deflators (its g and D(m) for the reference).
        const plan = planProjection(c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
        expect(plan.input.sideStartCents).toBe(Number(body.currentBasisCents));
        const det = other.deterministic(plan.input, plan.paths);
        if (det.status !== EngineStatus.Ok || det.value.side === undefined) throw new Error('no side run');
        expect(other.simulate(0, plan.paths, plan.paths)).toBe(EngineStatus.Ok);
        const sideBands = other.sidePercentiles(plan.paths, plan.checkpoints);
        if (sideBands.status !== EngineStatus.Ok) throw new Error('no side bands');
        const deflators = det.value.deflators;
        const ages = plan.input.checkpointAges;
        const math: RefMath = {
          growth: () => det.value.monthlyGrowth,
          deflator: (_i, m) =>
            itemAt(
              deflators,
              ages.findIndex((a) => a - plan.input.startAgeMonths + plan.input.realOffsetMonths === m),
            ),
        };
        const ref = referenceProjection(c.scenario, REF_STATUTE, math);
        if (!ref.ok) throw new Error(ref.error);
        const basisAt = (age: number) =>
          ref.result.sideDeposits
            .slice(0, age - ref.result.startAgeMonths)
            .reduce((a, b) => a + b, BigInt(body.currentBasisCents));

        block.ages.forEach((age, col) => {
          const rc = refCase(k, age);
          const basis = basisAt(age);
          const deflator = itemAt(deflators, col);
          const gross = {
            trumpAccount: itemAt(ref.result.milestones, col).nominalCents,
            plan529: itemAt(ref.result.sideMilestones, col).nominalCents,
            custodial: itemAt(ref.result.sideMilestones, col).nominalCents,
          };
          for (const key of ACCOUNT_KEYS) {
            const tax: RefTax | null = REFS[key](gross[key], basis, rc);
            const realOf = (net: bigint) => BigInt(nearest(Number(net) / deflator));
            expect(block[key].deterministic[col], `${key} at ${age}`).toEqual({
              ageMonths: age,
              available: tax !== null,
              grossCents: tax === null ? null : String(gross[key]),
              basisCents: tax === null ? null : String(basis),
              incomeTaxCents: text(tax?.income),
              additionalTaxCents: text(tax?.additional),
              netCents: text(tax?.net),
              netRealCents: tax === null ? null : String(realOf(tax.net)),
            });
            if (key === 'trumpAccount' && tax !== null) trumpColumns++;
            for (let r = 0; r < 5; r++) {
              const balance =
                key === 'trumpAccount'
                  ? BigInt(itemAt(itemAt(projection.percentiles.nominalCents, r), col))
                  : BigInt(itemAt(sideBands.value.nominal, r * plan.checkpoints + itemAt(plan.reported, col)));
              const cell = REFS[key](balance, basis, rc);
              expect(block[key].netCents[r]?.[col], `${key} row ${r} at ${age}`).toBe(text(cell?.net));
              expect(block[key].netRealCents[r]?.[col]).toBe(cell === null ? null : String(realOf(cell.net)));
            }
          }
        });

        // atTarget: path by path at the target.
        const target = c.scenario.targetAgeMonths;
        const rc = refCase(k, target);
        const basis = basisAt(target);
        const trump = other.balancesAt(plan.checkpoints - 1, plan.paths);
        const side = other.sideBalancesAt(plan.checkpoints - 1, plan.paths);
        if (refTrump(0n, 0n, rc) === null) {
          expect(block.atTarget).toBeNull();
          return;
        }
        let ahead529 = 0;
        let aheadCustodial = 0;
        trump.forEach((v, p) => {
          const net = refTrump(BigInt(v), basis, rc)?.net ?? 0n;
          const s = BigInt(itemAt(side, p));
          if (net >= ref529(s, basis, rc).net) ahead529++;
          if (net >= refCustodial(s, basis, rc).net) aheadCustodial++;
        });
        expect(block.atTarget).toEqual({
          paths: plan.paths,
          trumpAheadOf529: ahead529,
          trumpAheadOfCustodial: aheadCustodial,
        });
      }),
      { seed: 530_20, numRuns: 30 },
    );
    expect(compared).toBeGreaterThan(25);
    expect(trumpColumns).toBeGreaterThan(50);
  });
});

const BASE = {
  asOf: '2026-11-24',
  birthDate: '2026-03-10',
  targetAgeMonths: 240,
  mcPaths: 400,
  currentBalanceCents: '300000',
  currentBasisCents: '100000',
  sources: [
    {
      id: 'p',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '15000', startAgeMonths: 8, endAgeMonths: 240 },
    },
    {
      id: 'e',
      kind: 'employer',
      schedule: { type: 'monthly', amountCents: '5000', startAgeMonths: 8, endAgeMonths: 216 },
    },
  ],
  afterTax: { use: 'education', qualifiedExpensesCents: '2000000' },
};

describe('the afterTax block by hand', () => {
  it('has flat bands at the deterministic nets when the volatility is zero', () => {
    const block = run({ ...BASE, annualVolatility: 0 }).afterTax;
    if (block === undefined) throw new Error('no block');
    for (const key of ACCOUNT_KEYS) {
      const det = block[key].deterministic;
      for (let r = 0; r < 5; r++) {
        expect(block[key].netCents[r]).toEqual(det.map((e) => e.netCents));
        expect(block[key].netRealCents[r]).toEqual(det.map((e) => e.netRealCents));
      }
    }
  });

  it('has no Trump figures before the year the child turns 18, and no atTarget then', () => {
    const projection = run({ ...BASE, targetAgeMonths: 200 });
    const block = projection.afterTax;
    if (block === undefined) throw new Error('no block');
    expect(block.atTarget).toBeNull();
    for (const e of block.trumpAccount.deterministic) {
      expect(e).toEqual({
        ageMonths: e.ageMonths,
        available: false,
        grossCents: null,
        basisCents: null,
        incomeTaxCents: null,
        additionalTaxCents: null,
        netCents: null,
        netRealCents: null,
      });
    }
    expect(block.trumpAccount.netCents.flat().every((cell) => cell === null)).toBe(true);
    expect(block.plan529.netCents.flat().every((cell) => cell !== null)).toBe(true);
    // Born on 10 March 2026: 213 months is December 2043, 214 months January 2044, the year of 18.
    const late = run({ ...BASE, targetAgeMonths: 214 }).afterTax;
    expect(late?.trumpAccount.deterministic.at(-1)?.available).toBe(true);
    expect(late?.atTarget).not.toBeNull();
    expect(run({ ...BASE, targetAgeMonths: 213 }).afterTax?.trumpAccount.deterministic.at(-1)?.available).toBe(false);
  });

  it('leaves every other number of the projection as it was', () => {
    const { afterTax, ...without } = BASE;
    const plain = run(without);
    const { afterTax: block, ...withIt } = run(BASE);
    expect(block).toBeDefined();
    expect(withIt).toEqual(plain);
    expect('afterTax' in plain).toBe(false);
  });

  it('counts both runs in the compute budget', () => {
    const options = { ...TEST_PROJECT_OPTIONS, budgetPathMonths: 232 * 300 }; // 232 months from 8 months of age;
    const { afterTax, ...without } = BASE;
    expect(run({ ...without, mcPaths: 1000 }, options).assumptions.mcPathsSimulated).toBe(300);
    const withIt = run({ ...BASE, mcPaths: 1000 }, options);
    expect(withIt.assumptions.mcPathsSimulated).toBe(150);
    expect(withIt.afterTax?.atTarget?.paths).toBe(150);
    // History has no budget, with or without afterTax: every complete window of the 232 months.
    expect(run({ ...BASE, returnModel: 'historical' }, options).afterTax?.atTarget?.paths).toBe(1829 - 232 + 1);
  });

  it('warns when a custodial account would owe the yearly dividend tax under the kiddie tax', () => {
    const codes = (body: unknown) => run(body).warnings.map((w) => w.code);
    // 1.3% of $300,000 is $3,900, above 2K = $2,700.
    const big = { ...BASE, currentBalanceCents: '30000000', currentBasisCents: '30000000' };
    expect(codes(big)).toContain('CUSTODIAL_DIVIDEND_TAX');
    const message = run(big).warnings.find((w) => w.code === 'CUSTODIAL_DIVIDEND_TAX')?.message;
    expect(message).toContain('$2,700');
    expect(message).toContain('By age 1 ');
    // Not under the kiddie tax at any age: no warning.
    expect(codes({ ...big, afterTax: { kiddieTax: false } })).not.toContain('CUSTODIAL_DIVIDEND_TAX');
    // A balance whose dividends stay under 2K at every kiddie-tax age: none either.
    expect(codes({ ...BASE, afterTax: { use: 'any' } })).not.toContain('CUSTODIAL_DIVIDEND_TAX');
    expect(codes({ ...big, afterTax: undefined })).not.toContain('CUSTODIAL_DIVIDEND_TAX');
  });

  it('comes with the projection of a solve, whose paths it shares', () => {
    const scenario = { ...BASE, goal: { amountCents: '8000000', atAgeMonths: 216, probability: 0.6 } };
    const solved = solveScenario(engine, { scenario, sourceId: 'p' }, { siteUrl: 'https://530a.example' });
    if (!solved.ok) throw new Error(JSON.stringify(solved));
    const { projection } = solved.solution;
    expect(projection.afterTax?.atTarget?.paths).toBe(projection.goal?.paths);
    expect(projection.afterTax?.input).toEqual({ ...checked(BASE).scenario.afterTax });
  });

  it('sets the side account off the engine input when afterTax is absent', () => {
    const { afterTax, ...without } = BASE;
    const c = checked(without);
    expect('sideStartCents' in engineInput(c.scenario, c.timeline, STATUTE)).toBe(false);
  });
});
