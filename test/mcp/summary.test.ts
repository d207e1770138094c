// The MCP tools' plain-words summary (server/mcp/summary.ts) writes dollars as the page does
// (common/format.ts wholeDollars): to the nearest dollar, half a dollar away from zero, losses too;
// names the steady-return line as the page does; and writes a chance to the nearest whole percent,
// never 0% or 100% unless none or all (common/format.ts wholePercent).
import { beforeAll, describe, expect, it } from 'vitest';
import { ROW_P50 } from '../../assembly/layout.js';
import { itemAt } from '../../core/common/checked.js';
import type { Engine } from '../../core/engine/engine.js';
import { normaliseScenario } from '../../core/scenario/scenario.js';
import type { Projection } from '../../core/schemas/projection.js';
import type { ScenarioInput } from '../../core/schemas/scenario.js';
import { projectScenario, solveScenario } from '../../package/answer-json.js';
import { createNodeEngine } from '../../package/load-node.js';
import { summariseProjection, summariseSolution } from '../../server/mcp/summary.js';
import { percentWords } from '../helpers/percent-words.js';

const INPUT: ScenarioInput = {
  asOf: '2026-11-24',
  birthDate: '2026-01-15',
  targetAgeMonths: 216,
  annualReturn: -0.2,
  annualVolatility: 0,
  mcPaths: 100,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'annual', amountCents: '100000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
    },
  ],
};

let engine: Engine;
let projection: Projection;
beforeAll(async () => {
  engine = await createNodeEngine();
  const outcome = projectScenario(engine, INPUT, { siteUrl: 'https://530a.example' });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  projection = outcome.projection;
});

const growthIn = (text: string) => /and (-?\$[\d,]+) growth/.exec(text)?.[1];

describe('the MCP summary', () => {
  it('states a loss as the projection has it, in whole dollars', () => {
    const growth = Number(projection.deterministic.growthCents);
    expect(growth).toBeLessThan(0);
    const text = summariseProjection(projection, normaliseScenario(INPUT));
    const dollars = Math.sign(growth) * Math.round(Math.abs(growth) / 100);
    expect(growthIn(text)).toBe(`-$${Math.abs(dollars).toLocaleString('en-US')}`);
  });

  it.each([
    ['-12350', '-$124'],
    ['-12349', '-$123'],
    ['-12351', '-$124'],
    ['12350', '$124'],
    ['-50', '-$1'],
    ['-49', '$0'],
  ])('rounds %s cents to %s (half a dollar away from zero)', (cents, words) => {
    const changed = { ...projection, deterministic: { ...projection.deterministic, growthCents: cents } };
    expect(growthIn(summariseProjection(changed, normaliseScenario(INPUT)))).toBe(words);
  });
});

describe('the steady-return line', () => {
  const SIMULATED: ScenarioInput = { ...INPUT, annualReturn: 0.07, annualVolatility: 0.15, mcPaths: 500 };

  it('is named as the page names it, with its return, beside the median it differs from', () => {
    const outcome = projectScenario(engine, SIMULATED, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const text = summariseProjection(outcome.projection, normaliseScenario(SIMULATED));
    expect(text).not.toContain('Expected path');
    const { deterministic: d, percentiles } = outcome.projection;
    const median = Number(itemAt(itemAt(percentiles.realCents, ROW_P50), percentiles.ages.length - 1));
    // Ups and downs put the middle market below the steady return's average.
    expect(Number(d.finalRealCents)).toBeGreaterThan(median);
    expect(text).toMatch(
      /^Steady-return line, at a steady 7% a year after inflation every month: \$[\d,]+ at the target \[nominal \$[\d,]+\], above the median: /m,
    );
    expect(text).toMatch(
      /^Of the steady-return line's balance, \$[\d,]+ is money family and relatives put in \(its basis\)/m,
    );
  });
});

describe("the steady-return line's parts", () => {
  const dollarsIn = (words: string) => Number(words.replace(/[$,]/g, ''));
  const PARTS =
    /\[nominal (\$[\d,]+)\], .*; from (\$[\d,]+) contributed, (\$[\d,]+) seed(?:, (\$[\d,]+) already in the account)? and (-?\$[\d,]+) growth \(nominal\)/;

  it.each([
    ['without money already in the account', {}],
    ['with money already in the account', { currentBalanceCents: '2500000', currentBasisCents: '1000000' }],
  ])('add up to the balance it states, %s', (_, extra) => {
    const scenario: ScenarioInput = { ...INPUT, annualReturn: 0.07, asOf: '2026-11-24', ...extra };
    const outcome = projectScenario(engine, scenario, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const text = summariseProjection(outcome.projection, normaliseScenario(scenario));
    const [, balance, contributed, seed, start, growth] = PARTS.exec(text) ?? [];
    expect(balance).toBe(
      `$${Math.round(Number(outcome.projection.deterministic.finalNominalCents) / 100).toLocaleString('en-US')}`,
    );
    const parts = [contributed, seed, start ?? '$0', growth].map((part) => dollarsIn(part ?? 'NaN'));
    expect(start === undefined).toBe(scenario.currentBalanceCents === undefined);
    // Each part is rounded to the dollar on its own: four roundings differ from the total's by under $2.
    expect(Math.abs(parts.reduce((sum, part) => sum + part, 0) - dollarsIn(balance ?? 'NaN'))).toBeLessThan(2);
  });
});

describe("a goal's line under market history", () => {
  it('counts history windows, as the ranges and the solve sentence do, and names no steady-return line', () => {
    const { annualReturn: _return, annualVolatility: _volatility, ...plain } = INPUT;
    const scenario: ScenarioInput = {
      ...plain,
      returnModel: 'historical',
      goal: { amountCents: '500000', atAgeMonths: 216 },
    };
    const outcome = projectScenario(engine, scenario, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const goal = outcome.projection.goal;
    if (goal === undefined) throw new Error('no goal');
    const text = summariseProjection(outcome.projection, normaliseScenario(scenario));
    const line = /^Goal .*$/m.exec(text)?.[0];
    expect(line).toBe(
      `Goal $5,000 in future dollars at 18: reached on ${goal.pathsReaching} of ${goal.paths} history windows ` +
        `(a ${percentWords(goal.pathsReaching, goal.paths)} chance; ${goal.pathsNeeded} needed for 50%).`,
    );
  });
});

describe('a chance in words', () => {
  // The goal line of a projection whose goal was reached on `reaching` of `paths` paths.
  const goalLine = (reaching: number, paths: number) => {
    const goal = {
      amountCents: '5000000',
      atAgeMonths: 216,
      real: false,
      probability: 0.75,
      deterministicReaches: false,
      paths,
      pathsReaching: reaching,
      pathsNeeded: Math.ceil(0.75 * paths),
      chance: reaching / paths,
    };
    const text = summariseProjection({ ...projection, goal }, normaliseScenario(INPUT));
    return /^Goal .*\(a (.+?) chance;/m.exec(text)?.[1];
  };

  it.each([
    [17, 2000, '1%'],
    [1138, 2000, '57%'],
    [1, 200, '1%'], // 0.5%, half up
    [57, 200, '29%'], // 28.5%: a tie in decimal, not 28.499... in binary
    [1, 2000, 'less than 1%'],
    [1999, 2000, 'more than 99%'],
    [0, 2000, '0%'],
    [2000, 2000, '100%'],
  ])(
    '%i of %i paths is "%s": the nearest whole percent, never 0% or 100% unless none or all',
    (reaching, paths, words) => {
      expect(goalLine(reaching, paths)).toBe(words);
    },
  );
});

describe("solve_530a's sentence for a goal the plan already meets", () => {
  it('says that nothing from the source is needed, not a plan of $0.00 a month', () => {
    const scenario: ScenarioInput = {
      asOf: '2026-11-21',
      birthDate: '2026-08-14',
      targetAgeMonths: 216,
      mcPaths: 200,
      goal: { amountCents: '100000', atAgeMonths: 216, probability: 0.9 },
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 3, endAgeMonths: 216 },
        },
        {
          id: 'grandma',
          kind: 'relative',
          schedule: { type: 'annual', amountCents: '50000', monthOfYear: 12, startAgeMonths: 0, endAgeMonths: 216 },
        },
      ],
    };
    const outcome = solveScenario(engine, { scenario, sourceId: 'grandma' }, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { solution } = outcome;
    expect(solution.reachable).toBe(true);
    expect(solution.amountCents).toBe('0');
    const goal = solution.projection.goal;
    if (goal === undefined) throw new Error('no goal');
    const text = summariseSolution(solution);
    expect(text).not.toContain('$0.00');
    expect(text.split('\n')[0]).toBe(
      `The plan as it stands, without anything from grandma, gives a ${goal.pathsReaching === goal.paths ? '100%' : 'more than 99%'} chance of $1,000 in future dollars at 18 ` +
        `(${goal.pathsReaching} of ${goal.paths} simulated paths).`,
    );
  });
});

describe("solve_530a's sentence for a source that steps up", () => {
  const STEPPING: ScenarioInput = {
    asOf: '2026-11-21',
    birthDate: '2026-08-14',
    targetAgeMonths: 216,
    mcPaths: 200,
    goal: { amountCents: '15000000', atAgeMonths: 216 },
    sources: [
      {
        id: 'parents',
        kind: 'family',
        stepUpRate: 0.05,
        schedule: { type: 'monthly', amountCents: '10000', startAgeMonths: 3, endAgeMonths: 216 },
      },
    ],
  };

  it('says the amount found rises, as the plan that reaches the goal does', () => {
    const outcome = solveScenario(
      engine,
      { scenario: STEPPING, sourceId: 'parents' },
      { siteUrl: 'https://530a.example' },
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const { solution } = outcome;
    const amount = solution.amountCents ?? '';
    const said = `$${(Number(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} a month from parents, rising 5% a year, from age 3 months to 18, gives a 50% chance`;
    expect(summariseSolution(solution)).toContain(said);
    // The same amount without the step-up, which the sentence said before, falls short of the goal.
    const flat: ScenarioInput = {
      ...STEPPING,
      sources: [
        {
          id: 'parents',
          kind: 'family',
          schedule: { type: 'monthly', amountCents: amount, startAgeMonths: 3, endAgeMonths: 216 },
        },
      ],
    };
    const projected = projectScenario(engine, flat, { siteUrl: 'https://530a.example' });
    if (!projected.ok) throw new Error(JSON.stringify(projected));
    expect(projected.projection.goal?.pathsReaching).toBeLessThan(projected.projection.goal?.pathsNeeded ?? 0);
  });
});

describe("a withdrawal plan's lead line with the family's state", () => {
  it("says the plan pays out after federal and the state's tax, as its figures are", () => {
    const scenario: ScenarioInput = {
      ...INPUT,
      annualReturn: 0.07,
      targetAgeMonths: 264,
      afterTax: { use: 'education', state: 'NY', plan: { fromAgeMonths: 216, years: 4 } },
    };
    const outcome = projectScenario(engine, scenario, { siteUrl: 'https://530a.example' });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const text = summariseProjection(outcome.projection, normaliseScenario(scenario));
    expect(text).toMatch(
      /^Withdrawal plan, .* pays out a median of \$[\d,]+ after federal and New York tax, all years together/m,
    );
    expect(text).not.toContain('after federal tax');
  });
});
