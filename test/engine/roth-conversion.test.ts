// The conversion block's path-by-path parts (docs/after-tax.md#the-conversion-block) against the
// test's own reference: for every path the engine simulated (a small count, both return models), the
// conversion and the Roth's withdrawals by test/tax/roth-reference.ts and the unconverted account's
// plan by test/tax/plan-reference.ts (both with the independent tax reference), their totals in
// nominal and asOf dollars, the type 7 percentiles and the count of paths on which the Roth leaves
// at least as much, all written here; and the deterministic years against the same reference.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../core/common/checked.js';
import type { Engine } from '../../core/engine/engine.js';
import { project } from '../../core/projection/project.js';
import type { Projection } from '../../core/schemas/projection.js';
import { STATUTE } from '../../core/statute/statute.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';
import { TEST_PROJECT_OPTIONS } from '../helpers/project-options.js';
import { MATH, nearest } from '../reference/model.js';
import { type7 } from '../reference/percentile.js';
import { refPlan } from '../tax/plan-reference.js';
import { type RefCase, refTrump } from '../tax/reference.js';
import { type RefPaidFrom, refRoth } from '../tax/roth-reference.js';
import { PLAN_BASE } from './plan-scenario.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9];

interface Spec {
  use: RefCase['use'];
  otherIncomeCents?: string;
  fullTimeStudent?: boolean;
  conversion: { fromAgeMonths: number; years: number; taxPaidFrom?: RefPaidFrom };
  plan?: { fromAgeMonths: number; years: number };
}

function check(body: Record<string, unknown> & { targetAgeMonths: number }, spec: Spec) {
  const c = checkScenario({ ...body, afterTax: spec }, STATUTE);
  if (!c.ok) throw new Error(JSON.stringify(c.errors));
  const outcome = project(engine, c.scenario, c.timeline, TEST_PROJECT_OPTIONS);
  if (!outcome.ok) throw new Error(outcome.detail);
  const projection: Projection = outcome.projection;
  const block = projection.afterTax?.conversion;
  const afterTax = projection.afterTax;
  if (block === undefined || afterTax === undefined) throw new Error('no conversion block');
  expect(projection.warnings.map((w) => w.code)).toContain('ROTH_CONVERSION_UNVERIFIED');
  const paths = projection.assumptions.mcPathsSimulated;
  const convAges = Array.from({ length: spec.conversion.years }, (_, j) => spec.conversion.fromAgeMonths + 12 * j);
  const drawAges =
    spec.plan === undefined
      ? [body.targetAgeMonths]
      : Array.from({ length: spec.plan.years }, (_, k) => (spec.plan?.fromAgeMonths ?? 0) + 12 * k);
  expect(block.conversionAges).toEqual(convAges);
  expect(block.withdrawalAges).toEqual(drawAges);
  const col = (age: number) => c.timeline.checkpointAges.indexOf(age);
  const basis = BigInt(afterTax.trumpAccount.deterministic[col(convAges[0] ?? 0)]?.basisCents ?? '0');
  const refCase = (ageMonths: number): RefCase => ({
    use: spec.use,
    other: BigInt(spec.otherIncomeCents ?? '0'),
    otherUnearned: 0n,
    parentOrdinary: { n: 22n, d: 100n },
    parentGains: { n: 15n, d: 100n },
    ordinary: undefined,
    gains: undefined,
    kiddieTax: undefined,
    fullTimeStudent: spec.fullTimeStudent,
    expenses: undefined,
    ageMonths,
    year: 2026 + Math.floor((ageMonths + 2) / 12), // born 10 March: the date's year
    birthYear: 2026,
    bornJanuaryFirst: false,
    inflation: projection.assumptions.annualInflation,
  });
  const deflator = (age: number) =>
    MATH.deflator(projection.assumptions.annualInflation, age - c.timeline.startAgeMonths);
  const real = (cents: bigint, age: number) => BigInt(nearest(Number(cents) / deflator(age)));
  const paidFrom = spec.conversion.taxPaidFrom ?? 'outside';
  const run = (conv: bigint[], draw: bigint[]) => {
    const roth = refRoth(conv, draw, basis, convAges.map(refCase), drawAges.map(refCase), paidFrom, 'equal', undefined);
    const unconverted = refPlan(refTrump, draw, basis, drawAges.map(refCase), 'equal', undefined);
    if (unconverted === null) throw new Error('not available');
    let net = 0n;
    let realNet = 0n;
    let tax = 0n;
    roth.conversions.forEach((y, j) => {
      net -= y.outside;
      realNet -= real(y.outside, convAges[j] ?? 0);
      tax += y.income + y.additional;
    });
    roth.withdrawals.forEach((y, k) => {
      net += y.net;
      realNet += real(y.net, drawAges[k] ?? 0);
    });
    const plainReal = unconverted.reduce((sum, y, k) => sum + real(y.net, drawAges[k] ?? 0), 0n);
    return { roth, net, realNet, tax, plainReal };
  };
  // The deterministic path, from the block's own deterministic balances.
  const detBalance = (age: number) => BigInt(afterTax.trumpAccount.deterministic[col(age)]?.grossCents ?? '0');
  const det = run(convAges.map(detBalance), drawAges.map(detBalance));
  const d = block.roth.deterministic;
  expect(d.conversions.map((y) => [y.convertedCents, y.incomeTaxCents, y.additionalTaxCents, y.withheldCents])).toEqual(
    det.roth.conversions.map((y) => [y.converted, y.income, y.additional, y.withheld].map(String)),
  );
  expect(d.withdrawals.map((y) => [y.withdrawalCents, y.incomeTaxCents, y.additionalTaxCents, y.netCents])).toEqual(
    det.roth.withdrawals.map((y) => [y.drawn, y.income, y.additional, y.net].map(String)),
  );
  expect([d.netCents, d.netRealCents, d.conversionTaxCents]).toEqual([det.net, det.realNet, det.tax].map(String));
  // Every path.
  const convPaths = convAges.map((age) => engine.balancesAt(col(age), paths));
  const drawPaths = drawAges.map((age) => engine.balancesAt(col(age), paths));
  const nets: bigint[] = [];
  const reals: bigint[] = [];
  const taxes: bigint[] = [];
  let ahead = 0;
  for (let p = 0; p < paths; p++) {
    const one = run(
      convPaths.map((b) => BigInt(b[p] as number)),
      drawPaths.map((b) => BigInt(b[p] as number)),
    );
    nets.push(one.net);
    reals.push(one.realNet);
    taxes.push(one.tax);
    if (one.realNet >= one.plainReal) ahead++;
  }
  expect(block.paths).toBe(paths);
  expect(block.roth.netCents).toEqual(LEVELS.map((q) => type7(nets, q)));
  expect(block.roth.netRealCents).toEqual(LEVELS.map((q) => type7(reals, q)));
  expect(block.roth.conversionTaxCents).toEqual(LEVELS.map((q) => type7(taxes, q)));
  expect(block.rothAheadOfUnconverted).toBe(ahead);
  if (afterTax.plan !== undefined) expect(block.unconverted).toEqual(afterTax.plan.trumpAccount);
  return block;
}

describe('the conversion block, path by path, against the reference', () => {
  it('lognormal and historical; a retirement plan after a conversion at 18, and the whole at 25', () => {
    const retirement: Spec = {
      use: 'retirement',
      otherIncomeCents: '1500000',
      conversion: { fromAgeMonths: 216, years: 4 },
      plan: { fromAgeMonths: 780, years: 5 },
    };
    const early: Spec = { use: 'any', conversion: { fromAgeMonths: 228, years: 3, taxPaidFrom: 'account' } };
    const seen = { ahead: 0, behind: 0 };
    const cases: [Record<string, unknown> & { targetAgeMonths: number }, Spec][] = [
      [{ ...PLAN_BASE, targetAgeMonths: 840 }, retirement],
      [{ ...PLAN_BASE, targetAgeMonths: 840, returnModel: 'historical' }, retirement],
      [{ ...PLAN_BASE, targetAgeMonths: 300 }, early],
      [{ ...PLAN_BASE, targetAgeMonths: 300, returnModel: 'historical' }, early],
    ];
    for (const [body, spec] of cases) {
      const block = check(body, spec);
      seen.ahead += block.rothAheadOfUnconverted;
      seen.behind += block.paths - block.rothAheadOfUnconverted;
    }
    // The counts are not all one way, so they measure something.
    expect(seen.ahead).toBeGreaterThan(0);
    expect(seen.behind).toBeGreaterThan(0);
  });

  it("a full-time student to 23: the conversions at 19 to 21 are taxed at the parent's rate, the withdrawals at 65 as before", () => {
    const spec: Spec = {
      use: 'retirement',
      conversion: { fromAgeMonths: 216, years: 4 },
      plan: { fromAgeMonths: 780, years: 5 },
    };
    const body = { ...PLAN_BASE, targetAgeMonths: 840 };
    // Against the reference, path by path, as a student.
    const student = check(body, { ...spec, fullTimeStudent: true });
    const notStudent = check(body, { ...spec, fullTimeStudent: false });
    const unsaid = check(body, spec);
    const taxes = (block: typeof student) => block.roth.deterministic.conversions.map((y) => Number(y.incomeTaxCents));
    // Not a student (as for retirement when not said): 19 to 21 on the young adult's own return, its
    // standard deduction and low brackets; a student: the kiddie tax, much of it at the parent's 22%.
    expect(unsaid).toEqual(notStudent);
    taxes(student)
      .slice(1)
      .forEach((tax, j) => expect(tax).toBeGreaterThan(itemAt(taxes(notStudent), j + 1)));
    // At 18 the kiddie tax applies either way; at 65 neither.
    expect(taxes(student)[0]).toBe(taxes(notStudent)[0]);
    expect(student.roth.deterministic.withdrawals.map((y) => y.incomeTaxCents)).toEqual(
      notStudent.roth.deterministic.withdrawals.map((y) => y.incomeTaxCents),
    );
    expect(student.unconverted).toEqual(notStudent.unconverted);
  });
});
