// What the statute cut at each step, and each step's deflator (docs/model.md#paid-in-and-cut-in-todays-dollars),
// on seeded random scenarios built to cut: every kind of money, large amounts, a start before the
// first contribution date and horizons past the growth period.
//   - each step's cut by rule equals the independent BigInt reference's (test/reference/model.ts),
//     and each rule's column sums to the engine's total for it;
//   - each step's deflator is the engine's own D at the checkpoints, bit for bit, and the reference's
//     D(m) (JavaScript's Math) to within a part in 10^15 elsewhere;
//   - paid in and cut in today's dollars (core/projection/todays-dollars.ts) equal the reference's
//     amounts in exact fractions over the engine's deflators, rounded once (the page sums doubles in
//     step order; their error stays far below half a cent).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as L from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import { type Engine, EngineStatus } from '../../core/engine/engine.js';
import { engineInput } from '../../core/projection/project.js';
import { cutsToday, paidInToday, seedToday } from '../../core/projection/todays-dollars.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { MATH, STATUTE as REF_STATUTE, referenceProjection, type StepCut } from '../reference/model.js';
import { exactToday } from '../reference/todays-dollars.js';

const SEED = 20261126;
const KINDS = ['family', 'relative', 'charity', 'employer'] as const;
const RULES: [keyof StepCut, number][] = [
  ['annual', L.CUT_ANNUAL],
  ['employer', L.CUT_EMPLOYER],
  ['ira', L.CUT_IRA],
  ['early', L.CUT_DROPPED_EARLY],
  ['afterGrowth', L.CUT_DROPPED_AFTER_GROWTH],
];

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

/** A birth date that makes the child `age` months old on 2026-02-15 (the 10th of its month). */
function birthFor(age: number): string {
  const index = 2026 * 12 + 1 - age;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

const scenarioArb = fc
  .record({
    startAge: fc.integer({ min: 0, max: 230 }),
    horizon: fc.integer({ min: 1, max: 300 }),
    annualInflation: fc.double({ min: 0, max: 0.08, noNaN: true }),
    includeSeed: fc.boolean(),
    sources: fc.array(
      fc.record({
        kind: fc.constantFrom(...KINDS),
        amount: fc.integer({ min: 1, max: 2_000_000 }),
        start: fc.integer({ min: 0, max: 400 }),
        length: fc.integer({ min: 1, max: 300 }),
        monthly: fc.boolean(),
        stepUp: fc.constantFrom(0, 0.03, 0.25),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map((r) => ({
    // Before the first contribution date (2026-07-04), so early deposits are dropped.
    asOf: '2026-02-15',
    birthDate: birthFor(r.startAge),
    targetAgeMonths: r.startAge + r.horizon,
    includeSeed: r.includeSeed,
    annualInflation: r.annualInflation,
    mcPaths: 100,
    sources: r.sources.map((s, i) => ({
      id: `s${i}`,
      kind: s.kind,
      stepUpRate: s.stepUp,
      schedule: s.monthly
        ? { type: 'monthly', amountCents: String(s.amount), startAgeMonths: s.start, endAgeMonths: s.start + s.length }
        : { type: 'once', amountCents: String(s.amount), atAgeMonths: s.start },
    })),
  }));

describe("the statute's cut at each step, and each step's deflator", () => {
  it(`equal the independent reference, and today's dollars are its exact fractions rounded once (seed ${SEED})`, () => {
    let cutting = 0;
    fc.assert(
      fc.property(scenarioArb, (body) => {
        const checked = checkScenario(body, STATUTE);
        if (!checked.ok) return;
        const input = engineInput(checked.scenario, checked.timeline, STATUTE);
        const det = engine.deterministic(input, 1);
        const ref = referenceProjection(checked.scenario, REF_STATUTE, MATH);
        if (det.status !== EngineStatus.Ok || !ref.ok) {
          expect(det.status !== EngineStatus.Ok && !ref.ok).toBe(true);
          return;
        }
        const d = det.value;
        const r = ref.result;
        expect(d.stepCuts.length).toBe(input.months * L.CUT_STRIDE);
        expect(d.stepDeflators.length).toBe(input.months);
        const totals = [
          d.cutByAnnualLimitCents,
          d.cutByEmployerLimitCents,
          d.cutByIraLimitCents,
          d.droppedBeforeFirstDateCents,
          d.droppedAfterGrowthPeriodCents,
        ];
        for (const [rule, column] of RULES) {
          const engineColumn = Array.from({ length: input.months }, (_, k) =>
            BigInt(itemAt(d.stepCuts, k * L.CUT_STRIDE + column)),
          );
          expect(engineColumn, rule).toEqual(r.stepCuts.map((cut) => cut[rule]));
          expect(engineColumn.reduce((a, b) => a + b, 0n)).toBe(BigInt(itemAt(totals, column)));
        }
        if (r.cappedCents > 0n) cutting++;
        // Each step's deflator: the engine's own at the checkpoints, the reference's elsewhere.
        input.checkpointAges.forEach((age, c) => {
          const step = age - input.startAgeMonths - 1;
          if (step >= 0 && step + 1 < input.months)
            expect(itemAt(d.stepDeflators, step + 1)).toBe(itemAt(d.deflators, c));
        });
        d.stepDeflators.forEach((value, k) => {
          const expected = MATH.deflator(body.annualInflation, k + input.realOffsetMonths);
          expect(Math.abs(value - expected) / expected).toBeLessThan(1e-15);
        });
        const today = cutsToday(d);
        const keys = [
          'cutByAnnualLimitCents',
          'cutByEmployerLimitCents',
          'cutByIraLimitCents',
          'droppedBeforeFirstDateCents',
          'droppedAfterGrowthPeriodCents',
        ] as const;
        for (const [rule, column] of RULES) {
          const expected = exactToday(
            r.stepCuts.map((cut) => cut[rule]),
            d.stepDeflators,
          );
          expect(today[itemAt(keys, column)], rule).toBe(expected);
        }
        const timeline = checked.timeline;
        const paid = paidInToday(d, timeline);
        timeline.checkpointAges.forEach((age, c) => {
          const upTo = r.deposits.slice(0, age - timeline.startAgeMonths);
          expect(itemAt(paid, c)).toBe(exactToday(upTo, d.stepDeflators));
        });
        const seed = r.seedStep >= 0 ? exactToday([r.seedCents], d.stepDeflators.subarray(r.seedStep)) : 0;
        expect(seedToday(d)).toBe(seed);
      }),
      { seed: SEED, numRuns: 200 },
    );
    expect(cutting).toBeGreaterThan(50);
  });
});
