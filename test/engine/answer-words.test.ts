// The page's answer in words (core/answer/answer-words.ts, docs/api.md#website), from a real
// projection, in English and Spanish: what the words say about the steady-return line agrees with
// the numbers beside it.
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnswerSource, answerWords, statusText } from '../../core/answer/answer-words.js';
import { noteFacts } from '../../core/answer/note-facts.js';
import { money } from '../../core/answer/words.js';
import type { Engine } from '../../core/engine/engine.js';
import { en } from '../../core/i18n/en.js';
import { es } from '../../core/i18n/es.js';
import { computePlan, planFor, prepare } from '../../core/pipeline.js';
import { runDeterministic } from '../../core/projection/project.js';
import { cutsToday, milestoneDeflators } from '../../core/projection/todays-dollars.js';
import type { ScenarioInput } from '../../core/schemas/scenario.js';
import { checkScenario } from '../../core/validation/validate.js';
import { createNodeEngine } from '../../package/load-node.js';

const SITE = { siteUrl: 'https://530a.example', budgetPathMonths: 20_000_000, solveBudgetPathMonths: 40_000_000 };

const PLAN: ScenarioInput = {
  asOf: '2026-11-21',
  birthDate: '2026-08-14',
  targetAgeMonths: 216,
  mcPaths: 200,
  sources: [
    {
      id: 'parents',
      kind: 'family',
      schedule: { type: 'monthly', amountCents: '20000', startAgeMonths: 3, endAgeMonths: 204 },
    },
  ],
};

let engine: Engine;
beforeAll(async () => {
  engine = await createNodeEngine();
});

/** The page's answer to a scenario, as its worker and the server's first answer build it. */
function answerSource(body: ScenarioInput): AnswerSource {
  const prepared = prepare(body, 'project', checkScenario);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
  const plan = planFor(prepared, SITE);
  const computed = computePlan(engine, plan);
  const deterministic = runDeterministic(engine, plan);
  if (!computed.ok || deterministic === undefined) throw new Error('not computed');
  return {
    projection: computed.projection,
    scenario: prepared.scenario,
    facts: noteFacts(prepared.scenario, deterministic),
    today: {
      cuts: cutsToday(deterministic),
      milestoneDeflators: milestoneDeflators(deterministic, plan.input.checkpointAges),
    },
  };
}

describe('the steady-return line beside the median, in words', () => {
  it('says the line is above the median when ups and downs put the middle market below it', () => {
    const source = answerSource(PLAN);
    const { deterministic: d } = source.projection;
    const words = answerWords(source, 'real', en);
    expect(words.figure).not.toBe(money(d.finalRealCents));
    expect(words.expected).toContain('a few very good markets lift the average above the middle');
  });

  it.each([
    ['with no ups and downs (volatility 0)', { ...PLAN, annualVolatility: 0 }],
    ['with nothing put in', { ...PLAN, includeSeed: false, sources: [] }],
  ])('says the line is the median when it is, %s, in both languages and both kinds of dollars', (_, body) => {
    const source = answerSource(body);
    const { deterministic: d } = source.projection;
    for (const basis of ['real', 'nominal'] as const) {
      const steady = basis === 'real' ? d.finalRealCents : d.finalNominalCents;
      const english = answerWords(source, basis, en);
      const spanish = answerWords(source, basis, es);
      expect(english.figure).toBe(money(steady));
      expect(english.expected).toContain(`reaches ${money(steady)}; the same as the median.`);
      expect(english.expected).not.toContain('above the middle');
      expect(english.expected).not.toContain('beats the steady return');
      expect(spanish.expected).toContain(`llega a ${money(steady)}; lo mismo que la mediana.`);
      expect(spanish.expected).not.toContain('por encima del punto medio');
    }
  });
});

describe("a withdrawal plan's answer with the family's state", () => {
  const planned = (state?: 'NY') => ({
    ...PLAN,
    targetAgeMonths: 264,
    afterTax: { use: 'education' as const, plan: { fromAgeMonths: 216, years: 4 }, ...(state ? { state } : {}) },
  });
  const dollarsIn = (words: string) => Number(words.replace(/[$,]/g, ''));

  it('names every tax its figures are after, and its parts add up to what it takes out', () => {
    const source = answerSource(planned('NY'));
    for (const basis of ['real', 'nominal'] as const) {
      const english = answerWords(source, basis, en);
      expect(english.label).toMatch(/^Median after federal and New York tax, taken out over 4 years from 18 years/);
      expect(english.range).toContain('after federal and New York tax, all years together.');
      const [, taken, tax, left] =
        /takes out (\$[\d,]+) in all; federal and New York tax takes (\$[\d,]+) of it and (\$[\d,]+) is left\./.exec(
          english.expected,
        ) ?? [];
      // Three sums, each rounded to the dollar on its own.
      expect(Math.abs(dollarsIn(taken ?? 'NaN') - dollarsIn(tax ?? 'NaN') - dollarsIn(left ?? 'NaN'))).toBeLessThan(2);
      expect(statusText(source.projection, basis, en)).toMatch(/ after federal and New York tax, /);
      const spanish = answerWords(source, basis, es);
      expect(spanish.label).toMatch(/^Mediana después de los impuestos federal y de Nueva York, retirado/);
      expect(spanish.range).toContain('después de los impuestos federal y de Nueva York, sumando todos los años.');
      expect(spanish.expected).toContain(`los impuestos federal y de Nueva York se llevan ${tax} y quedan ${left}.`);
      expect(statusText(source.projection, basis, es)).toContain(' después de los impuestos federal y de Nueva York, ');
    }
  });

  it('says federal tax alone without a state, as it always did', () => {
    const source = answerSource(planned());
    const english = answerWords(source, 'nominal', en);
    expect(english.label).toMatch(/^Median after federal tax, taken out/);
    expect(english.expected).toMatch(/; federal tax takes \$[\d,]+ of it and \$[\d,]+ is left\.$/);
    expect(answerWords(source, 'nominal', es).expected).toMatch(/; el impuesto federal se lleva \$[\d,]+ y quedan/);
    expect(statusText(source.projection, 'nominal', es)).toContain(' después del impuesto federal, ');
  });
});
